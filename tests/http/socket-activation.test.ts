/**
 * The built server on the socket systemd passes (deploy/systemd/magnolia-site.socket), started by Debian's
 * systemd-socket-activate as systemd starts it: with one process and with two workers it serves the pages
 * and stores a form's lead, listening on the passed socket and not on PORT, and says so at start.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../scripts/bench-util';
import { SERVER_NODE_FLAGS } from '../../scripts/serve-build';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import { againstDev } from '../support/build-only';
import { filledContact, submission } from '../support/filled-forms';
import { socketActivated } from '../support/socket-activate';

const FORM_SECRET = 'socket-activation-form-secret';

/** A GET on a connection of its own, so each worker of a cluster gets some. */
const status = async (url: string) => (await fetch(url, { headers: { Connection: 'close' } })).status;

describe.skipIf(againstDev)('the site on the socket systemd passes', { timeout: 90_000 }, () => {
  for (const workers of [1, 2]) {
    it(`${workers === 1 ? 'one process' : 'two workers'}: serves pages and stores a lead on it, not on PORT`, async () => {
      const [port, otherPort] = [await freePort(), await freePort()];
      const dataDir = mkdtempSync(join(tmpdir(), 'mcp-socket-'));
      // PORT names another port: the passed socket wins, and nothing listens there.
      const server = await socketActivated(port, {
        DATA_DIR: dataDir, LEADS_FORM_SECRET: FORM_SECRET, WEB_CONCURRENCY: String(workers), PORT: String(otherPort), HOST: '127.0.0.1',
      });
      onTestFinished(() => void (server.child.exitCode === null && server.child.kill('SIGKILL')));

      // The connection that started it waited for it, and was answered.
      expect(server.first).toBe(200);
      const listening = server.log.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg: string; socket?: string; workers?: number }).find((l) => l.msg.includes('site listening'))!;
      expect(listening.msg).toBe(`Magnolia Coast Payments site listening on the socket systemd passed (http://127.0.0.1:${port}), no release`);
      expect([listening.socket, listening.workers]).toEqual(['passed by systemd', workers]);

      for (let i = 0; i < 4; i++) expect(await status(`${server.base}/`)).toBe(200);
      expect(await status(`${server.base}/contact`)).toBe(200);
      const { id, body } = submission(FORM_SECRET, filledContact);
      const posted = await fetch(`${server.base}/contact`, { method: 'POST', body, redirect: 'manual' });
      expect(posted.status).toBe(303);
      await expect(fetch(`http://127.0.0.1:${otherPort}/`)).rejects.toThrow();

      const store = openSqliteStore(join(dataDir, 'leads.db'));
      onTestFinished(() => store.close());
      expect((await store.list()).map((lead) => [lead.id, lead.fields.email])).toEqual([[id, filledContact.email]]);
      expect(server.log.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    });
  }

  it('reads where it listens from the passed socket, not HOST and PORT: no TRUST_PROXY warning on a loopback socket with HOST unset, METRICS_PORT equal to PORT allowed', async () => {
    const [port, otherPort] = [await freePort(), await freePort()];
    // HOST unset (every address, were it used) and PORT the metrics port: both meaningless with a passed socket.
    const server = await socketActivated(port, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-socket-')), TRUST_PROXY: '1', PORT: String(otherPort), METRICS_PORT: String(otherPort),
    });
    onTestFinished(() => void (server.child.exitCode === null && server.child.kill('SIGKILL')));
    expect(server.first).toBe(200);
    const lines = server.log.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { level: number; msg: string; check?: string });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.check === 'trust-proxy')).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${otherPort}/metrics`)).status).toBe(200);
  });

  it('refuses to start on two sockets, saying why (exit code 1)', async () => {
    const [first, second] = [await freePort(), await freePort()];
    const child = spawn('systemd-socket-activate', [
      '-l', `127.0.0.1:${first}`, '-l', `127.0.0.1:${second}`, '-E', 'NODE_ENV=production', '-E', `DATA_DIR=${mkdtempSync(join(tmpdir(), 'mcp-socket-'))}`,
      process.execPath, ...SERVER_NODE_FLAGS, 'dist/server/index.js',
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let waited = 0; !output.includes(`127.0.0.1:${second}`); waited += 50) {
      if (waited > 10_000) throw new Error(`systemd-socket-activate did not listen: ${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // The first connection starts it; it ends before answering.
    await expect(fetch(`http://127.0.0.1:${first}/`, { signal: AbortSignal.timeout(60_000) })).rejects.toThrow();
    const [code] = child.exitCode === null ? await once(child, 'exit') : [child.exitCode];
    expect(code).toBe(1);
    expect(output).toContain('cannot start: systemd passed 2 sockets (LISTEN_FDS); the site listens on one: give its socket unit one ListenStream=');
  });
});
