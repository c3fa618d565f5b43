import { createServer, type ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import type { Express } from 'express';
import { logger } from './logger';
import { exitOnListenFailure } from './listen-failure';
import { LISTEN_BACKLOG, type ListenOn } from './passed-socket';
import { answerClientErrors, readableTarget } from './unreadable-requests';

/** How long in-flight requests get to finish once a stop begins before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 9_000;

/**
 * Once stopping, keep-alive sockets get this long to carry one more request (answered with
 * Connection: close) before the idle ones are closed. Closing them at once resets the
 * sockets whose client has just sent its next request: the classic keep-alive race.
 */
const LAST_REQUEST_WINDOW_MS = 1_000;

/**
 * Aborted when this process is told to stop: SIGTERM (a supervisor, or the cluster
 * primary telling its workers) or SIGINT (Ctrl-C). Its reason is the signal's name.
 */
export function stopOnSignals() {
  const stop = new AbortController();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop.abort(signal));
  return stop;
}

/** Past the grace period, how long the last writes (`afterRequests`) get before the process exits anyway. */
const LAST_WRITE_MS = 300;

/**
 * Listens (on PORT and HOST, or on the socket systemd passed: `on`) with timeouts fit for the open internet. When `stopping` aborts it stops
 * accepting connections, lets in-flight requests finish, closes keep-alive sockets
 * once idle, waits for `drain`, then for `afterRequests`, and exits 0; past the grace period it
 * closes what is left, gives `afterRequests` a moment, and exits 0.
 * The same in one process and in each cluster worker.
 */
export function serveUntilStopped(
  app: Express,
  { on, stopping, drain, afterRequests }: {
    on: ListenOn;
    stopping: AbortSignal;
    /** Work besides requests to finish before exiting (lead deliveries), given the grace period less a second. */
    drain?: (withinMs: number) => Promise<void>;
    /** Work that must follow the last request (the page views' last write), once every connection has ended. */
    afterRequests?: () => Promise<void>;
  },
  onListening: (address: AddressInfo) => void,
) {
  const inFlight = new Set<ServerResponse>();
  // Once stopping, every response not yet started asks its client to close the connection.
  const closeAfter = (res: ServerResponse) => res.headersSent || res.setHeader('Connection', 'close');
  const server = createServer((req, res) => {
    if (stopping.aborted) closeAfter(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    readableTarget(req);
    app(req, res);
  });
  answerClientErrors(server);
  const listening = () => onListening(server.address() as AddressInfo);
  // A passed socket is listening already: listen() takes it over, with the socket unit's backlog (Node would set 511).
  // In a cluster worker the primary opens it and shares it (node:cluster), as it does a port.
  if ('fd' in on) server.listen({ fd: on.fd, backlog: LISTEN_BACKLOG }, listening);
  else {
    exitOnListenFailure(server, on.port, 'npm start', logger);
    server.listen(on.port, on.host, listening);
  }
  // Slow clients cannot hold sockets: all headers within 20 s, the whole request within 30 s.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  // Longer than the idle timeout of common load balancers (60 s), so they never reuse a socket we just closed.
  server.keepAliveTimeout = 65_000;

  const stop = () => {
    logger.info({ signal: stopping.reason, inFlight: inFlight.size }, 'shutting down: finishing requests in flight');
    inFlight.forEach(closeAfter);
    // Read as each response finishes: the sockets of responses already under way close after that long idle.
    server.keepAliveTimeout = LAST_REQUEST_WINDOW_MS;
    const failed = (what: string) => (err: unknown) => logger.error({ err: err instanceof Error ? err.message : 'unknown' }, `stopping: ${what} failed`);
    const drained = (drain?.(SHUTDOWN_GRACE_MS - 1_000) ?? Promise.resolve()).catch(failed('drain'));
    let lastWrites: Promise<void> | undefined;
    const writeLast = () => (lastWrites ??= (afterRequests?.() ?? Promise.resolve()).catch(failed('the last write')));
    // net.Server's close stops accepting (in a cluster worker, the primary stops handing it
    // connections) without http.Server's immediate close of idle sockets (Node 19+).
    // 'close' comes once every connection has ended.
    NetServer.prototype.close.call(server, () => {
      void drained.then(writeLast).then(() => {
        logger.info('stopped');
        process.exit(0);
      });
    });
    setTimeout(() => server.closeIdleConnections(), LAST_REQUEST_WINDOW_MS).unref();
    setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
      void Promise.race([writeLast(), new Promise((done) => setTimeout(done, LAST_WRITE_MS))]).then(() => process.exit(0));
    }, SHUTDOWN_GRACE_MS).unref();
  };
  stopping.addEventListener('abort', stop, { once: true });
  return server;
}
