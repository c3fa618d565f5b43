/**
 * Keep-alive clients on a mix of pages against the built server, then SIGTERM:
 * what the clients got, and how the server ended. `npm run bench:stop` runs it
 * at full scale, the shutdown test at small scale. Only 127.0.0.1, a fixed
 * number of clients, and a bounded time after the signal.
 */
import type { ChildProcess } from 'node:child_process';
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

export interface LoadReport extends Record<Outcome, number> {
  /** Of the resets, those of requests sent before the signal: requests in flight at the stop. */
  resetInFlight: number;
}

export interface ExitReport {
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  /** From the signal to the server process's exit. */
  exitMs: number;
}

/** Clients stop this long after the signal, and the server is killed, if it has not exited (its grace period is 9 s). */
const AFTER_SIGNAL_LIMIT_MS = 15_000;

/**
 * The built server with WEB_CONCURRENCY=`workers`, once its listening line is logged (in a
 * cluster, once every worker listens), and its log lines other than the request lines.
 */
export async function serveLogged(workers: number) {
  const log: string[] = [];
  const server = await serveBuild(await freePort(), {
    workers,
    onLogLine: (line) => line.includes('"msg":"request"') || log.push(line),
  });
  for (let waited = 0; !log.some((line) => line.includes('listening')); waited += 50) {
    if (waited > 10_000) {
      server.child.kill('SIGKILL');
      throw new Error(`the server never logged that it listens: ${log.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { ...server, log };
}

function request(agent: Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = get(url, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
      res.on('error', () => {}); // a cut response ends with 'close' and res.complete false
      res.on('close', () => resolve(!res.complete ? 'cut' : res.statusCode! >= 500 ? 'failed' : 'answered'));
      res.resume();
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'));
  });
}

/**
 * `clients` keep-alive clients, each one connection at a time and one request after another
 * over the site's pages and a 404, until refused or out of time after `signalled()`.
 */
export async function keepAliveLoad(base: string, clients: number) {
  const paths = [...(await sitemapPaths(base)), '/no-such-page'];
  const report: LoadReport = { answered: 0, refused: 0, reset: 0, cut: 0, failed: 0, resetInFlight: 0 };
  let signalAt = 0;
  const client = async (first: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = first; !signalAt || performance.now() - signalAt < AFTER_SIGNAL_LIMIT_MS; i++) {
      const sentAt = performance.now();
      const outcome = await request(agent, base + paths[i % paths.length]!);
      report[outcome]++;
      if (outcome === 'reset' && (!signalAt || sentAt < signalAt)) report.resetInFlight++;
      if (outcome === 'refused') break;
    }
    agent.destroy();
  };
  const running = Array.from({ length: clients }, (_, i) => client(i));
  return {
    /** Call as the signal is sent. */
    signalled: () => (signalAt = performance.now()),
    /** Once every client has been refused or run out of time. */
    finished: Promise.all(running).then(() => report),
  };
}

/** Sends SIGTERM and waits for the exit (killing the server if it outlives the limit). */
export async function stopServer(child: ChildProcess): Promise<ExitReport> {
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const signalAt = performance.now();
  child.kill('SIGTERM');
  const limit = setTimeout(() => child.kill('SIGKILL'), AFTER_SIGNAL_LIMIT_MS);
  const [exitCode, exitSignal] = await exited;
  clearTimeout(limit);
  return { exitCode, exitSignal, exitMs: Math.round(performance.now() - signalAt) };
}

/** The whole run: start, `loadMs` of load, SIGTERM, and what the clients and the server's log show. */
export async function stopUnderLoad({ workers, clients, loadMs }: { workers: number; clients: number; loadMs: number }) {
  const { base, child, log } = await serveLogged(workers);
  try {
    const load = await keepAliveLoad(base, clients);
    await new Promise((r) => setTimeout(r, loadMs));
    load.signalled();
    const exit = await stopServer(child);
    return { ...(await load.finished), ...exit, log };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
