import { createServer, type ServerResponse } from 'node:http';
import type { Express } from 'express';
import { logger } from './logger';

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 9_000;

/**
 * Listens with timeouts fit for the open internet, and on SIGTERM or SIGINT
 * stops accepting connections, lets in-flight requests finish, closes idle
 * keep-alive sockets and exits 0.
 */
export function serveUntilSignal(app: Express, port: number, host: string, onListening: () => void) {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  // Once stopping, every response not yet started asks its client to close the connection.
  const closeAfter = (res: ServerResponse) => res.headersSent || res.setHeader('Connection', 'close');
  const server = createServer((req, res) => {
    if (stopping) closeAfter(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    app(req, res);
  });
  server.listen(port, host, onListening);
  // Slow clients cannot hold sockets: all headers within 20 s, the whole request within 30 s.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  // Longer than the idle timeout of common load balancers (60 s), so they never reuse a socket we just closed.
  server.keepAliveTimeout = 65_000;

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: inFlight.size }, 'shutting down: finishing requests in flight');
    inFlight.forEach(closeAfter);
    server.close(() => {
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    // Sockets that go idle after their last response close too.
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    sweep.unref();
    setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
