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
import { serveBuild, sitemapPaths, type ServeOptions } from './serve-build';

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

/** The outcomes, with resets told apart by when the request was sent and on which connection. */
export interface LoadReport extends Record<Exclude<Outcome, 'reset'>, number> {
  /** Requests sent before the signal, reset: lost in flight. */
  resetInFlight: number;
  /** Sent after the signal on a kept-alive socket the server closed as it arrived: the keep-alive race. */
  resetKeptAlive: number;
  /**
   * Sent after the signal on a new connection that the kernel or the cluster primary had accepted but
   * no process took before listening stopped: like a refused one, the request never reached the site.
   */
  resetNewConnection: number;
}

export interface ExitReport {
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  /** From the signal to the server process's exit. */
  exitMs: number;
}

/**
 * Clients stop this long after the signal, and the server is killed, if it has not exited (its grace
 * period is 9 s); no request waits longer for its answer either (counted as reset).
 */
const AFTER_SIGNAL_LIMIT_MS = 15_000;

/**
 * The built server with WEB_CONCURRENCY=`workers` (the dist/ in `where.cwd`, run as `where.user` when
 * given), once its listening line is logged (in a cluster, once every worker listens), and its log
 * lines other than the request lines.
 */
export async function serveLogged(workers: number, env?: NodeJS.ProcessEnv, where: Pick<ServeOptions, 'cwd' | 'user'> = {}) {
  const log: string[] = [];
  const server = await serveBuild(await freePort(), {
    ...where,
    workers,
    env,
    onLogLine: (line) => line.includes('"msg":"request"') || log.push(line),
  });
  for (let waited = 0; !log.some((line) => line.includes('listening')); waited += 50) {
    // A minute at most, as serveBuild waits: the log line can lag the first answer on a busy machine.
    if (waited > 60_000) {
      server.child.kill('SIGKILL');
      throw new Error(`the server never logged that it listens: ${log.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { ...server, log };
}

function request(agent: Agent, url: string): Promise<{ outcome: Outcome; keptAlive: boolean }> {
  return new Promise((resolve) => {
    const req = get(url, { agent, headers: { 'accept-encoding': 'br' }, timeout: AFTER_SIGNAL_LIMIT_MS }, (res) => {
      const done = (outcome: Outcome) => resolve({ outcome, keptAlive: req.reusedSocket });
      res.on('error', () => {}); // a cut response ends with 'close' and res.complete false
      res.on('close', () => done(!res.complete ? 'cut' : res.statusCode! >= 500 ? 'failed' : 'answered'));
      res.resume();
    });
    req.on('timeout', () => req.destroy());
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ outcome: error.code === 'ECONNREFUSED' ? 'refused' : 'reset', keptAlive: req.reusedSocket }));
  });
}

/**
 * `clients` keep-alive clients, each one connection at a time and one request after another
 * over the site's pages and a 404, until refused or out of time after `signalled()`.
 */
export async function keepAliveLoad(base: string, clients: number) {
  const paths = [...(await sitemapPaths(base)), '/no-such-page'];
  const report: LoadReport = { answered: 0, refused: 0, cut: 0, failed: 0, resetInFlight: 0, resetKeptAlive: 0, resetNewConnection: 0 };
  let signalAt = 0;
  let waiting = clients;
  let allAnswered!: () => void;
  const connected = new Promise<void>((resolve) => (allAnswered = resolve));
  const client = async (first: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = first; !signalAt || performance.now() - signalAt < AFTER_SIGNAL_LIMIT_MS; i++) {
      const sentAt = performance.now();
      const { outcome, keptAlive } = await request(agent, base + paths[i % paths.length]!);
      if (outcome !== 'reset') report[outcome]++;
      else if (!signalAt || sentAt < signalAt) report.resetInFlight++;
      else report[keptAlive ? 'resetKeptAlive' : 'resetNewConnection']++;
      if (i === first && --waiting === 0) allAnswered();
      if (outcome === 'refused') break;
    }
    agent.destroy();
  };
  const running = Array.from({ length: clients }, (_, i) => client(i));
  return {
    /** Once every client has had its first answer: each holds a keep-alive connection. */
    connected,
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

/**
 * The whole run: start, `loadMs` of load once every client is connected, SIGTERM, and what the
 * clients and the server's log show.
 */
export async function stopUnderLoad({ workers, clients, loadMs }: { workers: number; clients: number; loadMs: number }) {
  const { base, child, log } = await serveLogged(workers);
  try {
    const started = performance.now();
    const load = await keepAliveLoad(base, clients);
    // Timed from when every client holds a connection: on a busy machine a cold server can leave
    // new connections waiting seconds to be accepted, and a stop then resets them (see bench:load).
    await load.connected;
    const connectMs = Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, loadMs));
    load.signalled();
    const exit = await stopServer(child);
    return { ...(await load.finished), ...exit, connectMs, log };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
