import { once } from 'node:events';
import { connect } from 'node:net';
import { againstDev } from '../support/build-only';
import { describe, expect, it, onTestFinished } from 'vitest';
import { childPids } from '../../scripts/bench-util';
import { keepAliveLoad, serveLogged, stopServer } from '../../scripts/stop-under-load';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The built server (npm test builds first) on a free port, never left running by a failed test. */
async function serve(workers: number) {
  const server = await serveLogged(workers);
  onTestFinished(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

/**
 * Sends the start of a request over a fresh socket, so the server holds it in
 * flight; `finish` sends the rest and resolves with the whole answer.
 */
async function beginRequest(port: number, start: string) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.write(start);
  return {
    finish: async (rest: string) => {
      socket.write(rest);
      await once(socket, 'end');
      return answer;
    },
  };
}

/** Whether connections are refused within `limitMs` (in a cluster, once every worker stopped listening). */
async function refusedWithin(port: number, limitMs: number) {
  for (const started = Date.now(); Date.now() - started < limitMs; await sleep(50)) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.on('connect', () => { probe.destroy(); resolve(false); });
      probe.on('error', () => resolve(true));
    });
    if (refused) return true;
  }
  return false;
}

describe.skipIf(againstDev).each([1, 2])('stopping with WEB_CONCURRENCY=%i', (workers) => {
  it('under load, SIGTERM loses no request: in flight answered, /readyz 503, /healthz 200, none reset or cut, exit 0', { timeout: 30_000 }, async () => {
    const { child, base, log } = await serve(workers);
    const port = Number(new URL(base).port);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const load = await keepAliveLoad(base, 8);
    await load.connected;

    // A form post whose body is still on its way, and two probes whose headers are, when the signal arrives.
    const body = 'name=Pat&email=pat%40example.com&phone=228-555-0100&message=Hello';
    const post = await beginRequest(port, `POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`);
    const ready = await beginRequest(port, 'GET /readyz HTTP/1.1\r\nHost: localhost\r\n');
    const health = await beginRequest(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    await sleep(500); // in a cluster, for the primary to hand these connections to workers

    load.signalled();
    const stopped = stopServer(child);
    expect(await refusedWithin(port, 8_000)).toBe(true);

    const [posted, readiness, liveness] = await Promise.all([post.finish(body), ready.finish('\r\n'), health.finish('\r\n')]);
    expect(posted).toMatch(/^HTTP\/1\.1 303 /);
    expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
    expect(liveness).toMatch(/^HTTP\/1\.1 200 /);
    for (const answer of [posted, readiness, liveness]) expect(answer).toMatch(/\r\nConnection: close\r\n/i);

    const { exitCode, exitMs } = await stopped;
    expect(exitCode).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect(log).toContainEqual(expect.stringContaining('shutting down'));

    // A new connection the cluster primary accepted just as the last worker stopped listening may be
    // reset: the site never saw its request, as with a refused one. Every other reset is a loss.
    const { answered, resetInFlight, resetKeptAlive, cut, failed } = await load.finished;
    expect(answered).toBeGreaterThan(0);
    expect({ resetInFlight, resetKeptAlive, cut, failed }).toEqual({ resetInFlight: 0, resetKeptAlive: 0, cut: 0, failed: 0 });
  });
});

describe.skipIf(againstDev)('the cluster primary', () => {
  it('replaces a worker that dies, and still stops with exit 0', { timeout: 30_000 }, async () => {
    const { child, base, log } = await serve(2);
    const [victim] = childPids(child.pid!);
    process.kill(victim!, 'SIGKILL');

    const replaced = () => { const pids = childPids(child.pid!); return pids.length === 2 && !pids.includes(victim!); };
    for (let waited = 0; !replaced() && waited < 8_000; waited += 50) await sleep(50);
    expect(replaced()).toBe(true);
    expect(log).toContainEqual(expect.stringContaining('worker died; starting another'));
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    expect((await stopServer(child)).exitCode).toBe(0);
  });
});
