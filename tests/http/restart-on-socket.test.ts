/**
 * A restart on the socket systemd holds refuses and drops nothing (ADR 038): Debian's systemd-socket-activate
 * holds the socket and runs a shell that starts the built server again each time it exits, as systemd does on
 * `systemctl restart` (each server gets LISTEN_PID = its own pid). Under a load of page requests, on new and on
 * kept-alive connections, and form posts, the server is stopped with SIGTERM twice: with one process and with
 * two workers, no connection is refused or reset, no request fails, and every lead whose post was answered is
 * stored exactly once.
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it, onTestFinished } from 'vitest';
import { childPids, freePort } from '../../scripts/bench-util';
import { SERVER_NODE_FLAGS } from '../../scripts/serve-build';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import { againstDev } from '../support/build-only';
import { filledContact, submission } from '../support/filled-forms';

const FORM_SECRET = 'restart-on-socket-form-secret';

type Outcome = 'answered' | 'failed' | 'refused' | 'reset';

/** One request; its outcome, and the submission id of a post answered 303. */
function send(port: number, agent: Agent | false, post?: { id: string; body: string }): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1', port, agent, method: post ? 'POST' : 'GET', path: post ? '/contact' : '/', timeout: 60_000,
      headers: post ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    }, (res) => {
      res.resume();
      res.on('error', () => {});
      res.on('close', () => resolve(!res.complete ? 'reset' : res.statusCode! >= 500 || (post && res.statusCode !== 303) ? 'failed' : 'answered'));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'));
    req.end(post?.body);
  });
}

describe.skipIf(againstDev)('a restart on the socket systemd holds', { timeout: 180_000 }, () => {
  for (const workers of [1, 2]) {
    it(`${workers === 1 ? 'one process' : 'two workers'}: refuses, resets and fails nothing; every answered lead stored once`, async () => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'mcp-restart-'));
      const env = { NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: dataDir, LEADS_FORM_SECRET: FORM_SECRET, WEB_CONCURRENCY: String(workers), LEADS_RATE_LIMIT: '100000/1m' };
      const server = [process.execPath, ...SERVER_NODE_FLAGS, 'dist/server/index.js'].join(' ');
      // systemd's part: hold the socket; start the server again whenever it exits, naming its own pid.
      const holder = spawn('systemd-socket-activate', [
        '-l', `127.0.0.1:${port}`, ...Object.entries(env).flatMap(([name, value]) => ['-E', `${name}=${value}`]),
        '/bin/bash', '-c', `while :; do (export LISTEN_PID=$BASHPID; exec ${server}); done`,
      ], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      // Its own process group, ended whole: systemd-socket-activate becomes the shell, and killing the shell alone
      // left the server it started running on after the test.
      onTestFinished(() => void process.kill(-holder.pid!, 'SIGKILL'));
      let starts = 0;
      let holding = false;
      const problems: string[] = [];
      for (const stream of [holder.stdout, holder.stderr]) {
        createInterface({ input: stream }).on('line', (line) => {
          if (line.includes(`Listening on 127.0.0.1:${port}`)) holding = true;
          if (line.includes('site listening on the socket systemd passed')) starts++;
          if (/"level":(50|60)/.test(line)) problems.push(line);
        });
      }
      const until = async (done: () => boolean, what: string) => {
        for (let waited = 0; !done(); waited += 50) {
          if (waited > 60_000) throw new Error(`${what} never happened`);
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      // systemd-socket-activate runs the shell at the first connection; nothing answers before the server does.
      await until(() => holding, 'systemd-socket-activate listening');
      expect(await send(port, false)).toBe('answered');
      await until(() => starts === 1, 'the first start');

      const counts: Record<Outcome, number> = { answered: 0, failed: 0, refused: 0, reset: 0 };
      const answeredLeads: string[] = [];
      let running = true;
      const client = async (i: number) => {
        // Half on connections kept alive, half on a new connection per request; every fourth request a form post.
        const agent = i % 2 === 0 ? new Agent({ keepAlive: true, maxSockets: 1 }) : false;
        for (let n = 0; running; n++) {
          const post = n % 4 === 3 ? submission(FORM_SECRET, filledContact) : undefined;
          const outcome = await send(port, agent, post && { id: post.id, body: post.body.toString() });
          counts[outcome]++;
          if (post && outcome === 'answered') answeredLeads.push(post.id);
        }
        if (agent) agent.destroy();
      };
      const load = Promise.all(Array.from({ length: 6 }, (_, i) => client(i)));

      for (let restart = 1; restart <= 2; restart++) {
        await new Promise((r) => setTimeout(r, 1_000)); // the load runs against a process that has served a while
        const [node] = childPids(holder.pid!);
        expect(node, 'the running server').toBeDefined();
        process.kill(node!, 'SIGTERM');
        await until(() => starts === restart + 1, `start ${restart + 1}`);
      }
      await new Promise((r) => setTimeout(r, 1_000));
      running = false;
      await load;

      expect(counts.answered).toBeGreaterThan(0);
      expect({ refused: counts.refused, reset: counts.reset, failed: counts.failed }).toEqual({ refused: 0, reset: 0, failed: 0 });
      const store = openSqliteStore(join(dataDir, 'leads.db'));
      onTestFinished(() => store.close());
      const stored = (await store.list({ limit: 100_000 })).map((lead) => lead.id).sort();
      expect(stored).toEqual([...answeredLeads].sort());
      expect(problems).toEqual([]);
    });
  }
});
