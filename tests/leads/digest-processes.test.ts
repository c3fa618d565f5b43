/**
 * The weekly digest sent once by real built servers (`node dist/server/index.js`, two workers each) to a
 * real SMTP server: two processes reaching Monday 08:00 America/Chicago together, on one SQLite file and
 * on one PostgreSQL; and a machine that was down at 08:00 coming up at 10:00, then restarted at 11:00.
 *
 * The processes' clock is Debian's libfaketime (package `faketime`), preloaded: no clock hook in the
 * server. `FAKETIME='@<start> x5'` starts each process's wall and monotonic clocks at <start> when the
 * process starts and runs them five times as fast; Node's timers run on the monotonic clock, so the
 * server's look once a minute comes every 12 s here, and the test stays short.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { site } from '../../src/config/site';
import { freePort } from '../../scripts/bench-util';
import { againstDev } from '../support/build-only';
import { createDatabase } from '../support/postgres';
import { startSmtpReceiver } from '../support/smtp-receiver';

const RATE = 5;
/** One minute of the processes' clock (the server's DIGEST_CHECK_MS), in real milliseconds. */
const LOOK_MS = 60_000 / RATE;

/** Debian's libfaketime for this machine's architecture (/usr/lib/<triplet>/faketime/). */
function libfaketime() {
  const found = readdirSync('/usr/lib')
    .map((dir) => join('/usr/lib', dir, 'faketime', 'libfaketimeMT.so.1'))
    .find((path) => existsSync(path));
  if (!found) throw new Error("This test needs Debian's libfaketime: apt-get install faketime (.ci/run installs it).");
  return found;
}

/**
 * `node dist/server/index.js` with `env`, in a process group of its own so that a test that fails
 * leaves no worker behind; resolves with its log once it says it listens (slow on a busy machine).
 */
async function serveBuilt(env: NodeJS.ProcessEnv) {
  const log: string[] = [];
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  createInterface({ input: child.stdout! }).on('line', (line) => log.push(line));
  const killAll = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  onTestFinished(killAll);
  for (let waited = 0; !log.some((line) => line.includes('listening')); waited += 100) {
    if (waited > 45_000 || child.exitCode !== null) {
      killAll();
      throw new Error(`the built server (npm run build) did not start: ${log.join('\n')}`);
    }
    await wait(100);
  }
  return { child, log };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `workers` workers (pids) have answered for 2026-W48 at a look (server/observe/digest/send.ts, debug):
 * sent it, or found it sent or claimed by another process. A second send would have come before its answer.
 */
async function answered(logs: string[][], workers: number, withinMs: number) {
  const answer = /^digest: the weekly digest of 2026-W48 (was sent|is sent, or claimed by another process)/;
  const pids = () => new Set(logs.flat().flatMap((line) => {
    if (!line.startsWith('{')) return [];
    const { pid, msg } = JSON.parse(line) as { pid?: number; msg?: string };
    return pid !== undefined && answer.test(msg ?? '') ? [pid] : [];
  }));
  for (let waited = 0; pids().size < workers; waited += 100) {
    if (waited > withinMs) throw new Error(`${pids().size} of ${workers} workers answered for 2026-W48 within ${withinMs} ms`);
    await wait(100);
  }
}

const stores: [string, () => Promise<NodeJS.ProcessEnv>][] = [
  // One DATA_DIR for both processes: one SQLite file.
  ['SQLite', async () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-digest-')) })],
  // One database; each process its own DATA_DIR, as on two machines.
  ['PostgreSQL', async () => ({ DATABASE_URL: await createDatabase(inject('postgresUrl')) })],
];

describe.skipIf(againstDev).each(stores)('the built server on %s sends one weekly digest', (store, storeEnv) => {
  async function setUp() {
    const smtp = await startSmtpReceiver();
    onTestFinished(smtp.close);
    const env: NodeJS.ProcessEnv = {
      ...(await storeEnv()),
      LEADS_FORM_SECRET: 'test-form-secret', SMTP_URL: smtp.url, LEADS_EMAIL_TO: 'leads@example.com',
      LEADS_EMAIL_FROM: 'site@example.com', DIGEST_EMAIL_TO: 'owner@example.com',
      LD_PRELOAD: libfaketime(), TZ: 'UTC',
    };
    const logs: string[][] = [];
    /** A process of two workers whose clock starts at `utc`; on PostgreSQL with a DATA_DIR of its own. */
    const start = async (utc: string) => {
      const dataDir = env.DATABASE_URL ? { DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-digest-')) } : {};
      const server = await serveBuilt({ ...env, ...dataDir, WEB_CONCURRENCY: '2', FAKETIME: `@${utc} x${RATE}` });
      logs.push(server.log);
      return server;
    };
    /** SIGTERM, as systemd stops it: the primary stops its workers and exits. */
    const stop = async ({ child }: Awaited<ReturnType<typeof start>>) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    };
    /** Exactly one message, to the owner, of the week before (a fresh store: no visitors, no leads), and one process that says it sent it. */
    const expectOneDigest = () => {
      expect(smtp.mails.map((m) => m.headers.get('subject'))).toEqual([`${site.name} weekly: 0 leads, 0 visitors (2026-11-23 to 2026-11-29)`]);
      expect(smtp.mails[0]!.envelope.to).toEqual(['owner@example.com']);
      const lines = logs.flat();
      expect(lines.filter((line) => line.includes('digest: the weekly digest of 2026-W48 was sent'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('could not be sent'))).toEqual([]);
    };
    return { smtp, start, stop, expectOneDigest };
  }

  it(`when two processes of two workers reach Monday 08:00 together (${store})`, { timeout: 150_000 }, async () => {
    const { start, expectOneDigest } = await setUp();
    // 07:59:10 in Chicago: 50 s of their clock (10 s here) to start; the look at start finds nothing due,
    // the next, a minute later, comes just after 08:00 in all four workers.
    const both = await Promise.all([start('2026-11-30 13:59:10'), start('2026-11-30 13:59:10')]);
    // Every worker looks after 08:00 within a minute of its start, and says what it found.
    await answered(both.map((server) => server.log), 4, 4 * LOOK_MS);
    expectOneDigest();
  });

  it(`when a machine that was down at 08:00 comes up at 10:00, and not again after a restart at 11:00 (${store})`, { timeout: 150_000 }, async () => {
    const { start, stop, expectOneDigest } = await setUp();
    // Nothing ran at 08:00: both processes come up at 10:00 Chicago and look at once.
    const up = await Promise.all([start('2026-11-30 16:00:00'), start('2026-11-30 16:00:00')]);
    // Each worker looks as it starts, and says what it found.
    await answered(up.map((server) => server.log), 4, 2 * LOOK_MS);
    expectOneDigest();
    await Promise.all(up.map(stop));

    // Restarted at 11:00 the same day: its workers' looks at start find the week sent.
    const restarted = await start('2026-11-30 17:00:00');
    await answered([restarted.log], 2, 2 * LOOK_MS);
    expectOneDigest();
  });
});
