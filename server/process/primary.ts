import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { SHUTDOWN_GRACE_MS, stopOnSignals } from './lifecycle';
import { CANNOT_LISTEN_EXIT, isCannotListenMessage } from './listen-failure';
import { logger } from './logger';
import { RESTART_LIMITS, restartPolicy } from './restart-policy';

/**
 * At the grace period each worker closes its remaining connections and exits by itself;
 * the primary ends (SIGKILL) any still running this much later, e.g. one whose event loop is stuck.
 */
const WORKER_EXIT_MARGIN_MS = 500;

/** What a worker tells its primary once it listens: the address it is bound to. */
export interface ListeningMessage {
  site: 'listening';
  address: AddressInfo;
}

/** Sent by a worker once it listens (server/index.ts), for the primary's start-up line. */
export const listeningMessage = (address: AddressInfo): ListeningMessage => ({ site: 'listening', address });

const isListeningMessage = (message: unknown): message is ListeningMessage =>
  typeof message === 'object' && message !== null && (message as ListeningMessage).site === 'listening';

/**
 * The cluster primary: forks `workers` processes that share the port (the primary accepts
 * connections and hands them round-robin to the workers that listen), replaces any worker that
 * dies, and on SIGTERM or SIGINT stops every worker as one process stops, then exits.
 *
 * On a socket systemd passed (`passedSocket`), the workers accept from it themselves (SCHED_NONE): with
 * round-robin the primary accepts each connection and holds it until a worker takes it, and at a stop
 * Node closes those it still holds once the last worker stops listening, resetting connections that
 * the kernel would otherwise have kept queued for the next process. The price is a less even share
 * between workers, left to the kernel (docs/decisions/038-switching-releases.md).
 */
export function runPrimary(workers: number, onListening: (address: AddressInfo) => void, { passedSocket = false } = {}) {
  if (passedSocket) cluster.schedulingPolicy = cluster.SCHED_NONE;
  const running = new Map<Worker, number>(); // each live worker and when it was started
  const restarts = restartPolicy();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  const stop = stopOnSignals();
  let exitCode = 0;

  const start = () => {
    const worker = cluster.fork();
    // Node's cluster answers a worker's listen on the worker's channel even when the worker has just gone (a bind
    // that failed after the others were told to stop, node's round_robin_handle.js): the write fails with EPIPE,
    // and an 'error' with no listener would end the primary with a stack. The worker's 'exit' below does the rest.
    worker.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ERR_IPC_CHANNEL_CLOSED') return;
      logger.warn({ pid: worker.process.pid, code: error.code }, `cannot talk to a worker: ${error.message}`);
    });
    running.set(worker, Date.now());
  };
  const exitOnceAllStopped = () => {
    if (running.size > 0) return;
    logger.info('stopped');
    process.exit(exitCode);
  };

  // Announced once, when the first workers all listen, with the address they listen on.
  let listening = 0;
  const announce = (_worker: Worker, message: unknown) => {
    if (!isListeningMessage(message) || ++listening < workers) return;
    cluster.off('message', announce);
    onListening(message.address);
  };
  cluster.on('message', announce);

  // Every worker that cannot listen sends the same line: it is said once, and the site stops (below).
  let cannotListenSaid = false;
  cluster.on('message', (_worker, message) => {
    if (!isCannotListenMessage(message) || cannotListenSaid) return;
    cannotListenSaid = true;
    logger.fatal(message.line);
  });

  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - running.get(worker)!;
    running.delete(worker);
    if (stop.signal.aborted) return exitOnceAllStopped();
    if (code === CANNOT_LISTEN_EXIT) {
      // The port is taken (the worker said so in its line): another worker would fail the same way.
      exitCode = 1;
      stop.abort('cannot listen');
      return;
    }
    const delayMs = restarts.afterDeath(Date.now(), livedMs);
    if (delayMs === undefined) {
      // A supervisor (systemd, Docker, Kubernetes) sees the crash loop and can act on it.
      logger.fatal({ pid: worker.process.pid, code, signal },
        `crash loop: ${RESTART_LIMITS.maxDeaths} worker deaths within a minute; stopping with exit code 1`);
      exitCode = 1;
      stop.abort('crash loop');
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: delayMs }, 'worker died; starting another');
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      start();
    }, delayMs);
    pendingRestarts.add(timer);
  });

  stop.signal.addEventListener('abort', () => {
    pendingRestarts.forEach(clearTimeout);
    logger.info({ reason: stop.signal.reason, workers: running.size }, 'shutting down: stopping workers');
    // The signal a supervisor sends one process: each worker stops accepting, finishes its
    // requests in flight and closes its idle sockets (server/process/lifecycle.ts), then exits.
    for (const worker of running.keys()) worker.process.kill('SIGTERM');
    exitOnceAllStopped();
    setTimeout(() => {
      logger.warn({ workers: running.size }, 'grace period over: ending workers');
      for (const worker of running.keys()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, SHUTDOWN_GRACE_MS + WORKER_EXIT_MARGIN_MS).unref();
  }, { once: true });

  for (let i = 0; i < workers; i++) start();
}
