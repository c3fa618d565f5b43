/**
 * Nothing a stranger sends stops a process: request targets no URL parser reads (absolute-form with a
 * broken host, `*`, bytes the HTTP parser refuses) sent as raw bytes to the metrics port and to the
 * site's port of the built server, alone and with two workers. Each is answered (400, 404) or its
 * connection closed, and the process goes on serving both ports.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../scripts/bench-util';
import { serveBuild } from '../../scripts/serve-build';
import { serveLogged } from '../../scripts/stop-under-load';
import { againstDev } from '../support/build-only';
import { rawRequest, rawResponse } from '../support/raw-http';

const targets = [
  'GET http://[/metrics HTTP/1.1',
  'GET http://[/ HTTP/1.1',
  'GET http://%zz/metrics HTTP/1.1',
  'GET https://user:pass@[::1/metrics HTTP/1.1',
  'GET //[/metrics HTTP/1.1',
  'GET * HTTP/1.1',
  'OPTIONS * HTTP/1.1',
  'GET /%zz HTTP/1.1',
  'GET /metrics\x01 HTTP/1.1',
  'GET /metrics HTTP/9.9',
  'GARBAGE',
];

describe.skipIf(againstDev)('request targets a stranger makes up', { timeout: 60_000 }, () => {
  it.each([1, 2])('with WEB_CONCURRENCY=%i: each is refused, and both ports keep serving', async (workers) => {
    const metricsPort = await freePort();
    const server = await serveLogged(workers, { DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-targets-')), METRICS_PORT: String(metricsPort) });
    onTestFinished(() => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    });
    const sitePort = Number(new URL(server.base).port);
    for (const port of [metricsPort, sitePort]) {
      for (const target of targets) {
        const status = await rawRequest(port, `${target}\r\nHost: 127.0.0.1\r\n\r\n`);
        // Answered as a bad request or an unknown address, or the connection closed: never a 5xx.
        expect([0, 400, 404, 405], `${port === metricsPort ? 'metrics' : 'site'}: ${JSON.stringify(target)} answered ${status}`).toContain(status);
      }
      expect(await rawRequest(metricsPort, 'GET http://[/metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')).toBe(400);
    }
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(server.log.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });

  it('a target whose host no parser reads gets the site\'s 400, as any other target that is not a path: page, headers, request log', async () => {
    const port = await freePort();
    const log: { msg: string; status?: number; path?: string }[] = [];
    const server = await serveBuild(port, { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-targets-')) }, onLogLine: (line) => log.push(JSON.parse(line)) });
    onTestFinished(() => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    });
    const ask = (target: string) => rawResponse(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const [broken, otherHost] = [await ask('http://[/'), await ask('http://example.com/')];
    expect(otherHost.status).toBe(400);
    expect(broken.status).toBe(400);
    const withoutNonce = (text: string) => text.replace(/nonce-?[="']*[A-Za-z0-9+/=]{24}/g, 'nonce');
    const headers = (answer: typeof broken) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name !== 'date' && name !== 'x-request-id').map(([name, value]) => [name, withoutNonce(value)]));
    expect(headers(broken)).toEqual(headers(otherHost));
    expect(broken.headers['content-security-policy']).toContain("default-src 'none'");
    expect(withoutNonce(broken.body)).toBe(withoutNonce(otherHost.body));
    // Each logged as a request is (the line follows the answer's end).
    const refusedLines = () => log.filter((line) => line.msg === 'request' && line.status === 400);
    for (const started = Date.now(); refusedLines().length < 2 && Date.now() - started < 5_000; ) await new Promise((r) => setTimeout(r, 20));
    expect(refusedLines().map((line) => line.path)).toEqual([expect.stringMatching(/^http%3A%2F%2F%5B%2F$/), 'http://example.com/']);
  });
});
