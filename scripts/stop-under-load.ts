/**
 * Keep-alive clients on a mix of pages against the built server, then SIGTERM:
 * what the clients got, and how the server ended. `npm run bench:stop` runs it
 * at full scale, the shutdown test at small scale. Only 127.0.0.1, a fixed
 * number of clients, and a bounded time after the signal.
 */
import { once } from 'node:events';
import { Agent, get } from 'node:http';
import { freePort } from './bench-util';
import { serveBuild, sitemapPaths } from './serve-build';

/** What a client got for one request. */
type Outcome =
  /** A whole response. */
  | 'answered'
  /** Connection refused: nothing listened any more (a balancer tries another server). */
  | 'refused'
  /** The connection closed or was reset before any response came. */
  | 'reset'
  /** A response began and did not finish. */
  | 'cut'
  /** A whole response with a 5xx status. */
  | 'failed';

export interface StopReport extends Record<Outcome, number> {
  /** Of the resets, those of requests sent before the signal: requests in flight at the stop. */
  resetInFlight: number;
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  /** From the signal to the server process's exit. */
  exitMs: number;
  /** The server's log lines other than its request lines. */
  log: string[];
}

/** The run ends this long after the signal even if the server has not (its grace period is 9 s). */
const AFTER_SIGNAL_LIMIT_MS = 15_000;

interface Tally extends StopReport {
  signalAt: number;
}

function request(agent: Agent, url: string): Promise<{ outcome: Outcome; sentAt: number }> {
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const done = (outcome: Outcome) => resolve({ outcome, sentAt });
    const req = get(url, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
      res.on('error', () => {}); // a cut response ends with 'close' and res.complete false
      res.on('close', () => done(!res.complete ? 'cut' : res.statusCode! >= 500 ? 'failed' : 'answered'));
      res.resume();
    });
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'));
  });
}

/** One keep-alive connection at a time, one request after another, until refused or out of time. */
async function client(base: string, paths: readonly string[], first: number, tally: Tally) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = first; !tally.signalAt || performance.now() - tally.signalAt < AFTER_SIGNAL_LIMIT_MS; i++) {
    const { outcome, sentAt } = await request(agent, base + paths[i % paths.length]!);
    tally[outcome]++;
    if (outcome === 'reset' && (!tally.signalAt || sentAt < tally.signalAt)) tally.resetInFlight++;
    if (outcome === 'refused') break;
  }
  agent.destroy();
}

export async function stopUnderLoad({ workers, clients, loadMs }: { workers: number; clients: number; loadMs: number }): Promise<StopReport> {
  const log: string[] = [];
  const server = await serveBuild(await freePort(), {
    workers,
    onLogLine: (line) => line.includes('"msg":"request"') || log.push(line),
  });
  const { child } = server;
  try {
    const paths = [...(await sitemapPaths(server.base)), '/no-such-page'];
    const tally: Tally = { answered: 0, refused: 0, reset: 0, cut: 0, failed: 0, resetInFlight: 0, exitCode: null, exitSignal: null, exitMs: 0, log, signalAt: 0 };
    const running = Array.from({ length: clients }, (_, i) => client(server.base, paths, i, tally));
    await new Promise((r) => setTimeout(r, loadMs));

    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    tally.signalAt = performance.now();
    child.kill('SIGTERM');
    const limit = setTimeout(() => child.kill('SIGKILL'), AFTER_SIGNAL_LIMIT_MS);
    [tally.exitCode, tally.exitSignal] = await exited;
    tally.exitMs = Math.round(performance.now() - tally.signalAt);
    clearTimeout(limit);
    await Promise.all(running);
    const { signalAt: _, ...report } = tally;
    return report;
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
