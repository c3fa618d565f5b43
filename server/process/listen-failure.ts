/**
 * A listen that fails at start ends the process with one line saying what to do, not Node's stack: most often
 * `npm run dev` or `npm start` on a port another program (another copy of the site) already holds.
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { Logger } from './logger';

/**
 * A worker's exit code when it cannot listen (sysexits' EX_CONFIG): its primary then stops the site rather than
 * start another worker that would fail the same way (server/process/primary.ts).
 */
export const CANNOT_LISTEN_EXIT = 78;

/** The line for a listen that failed with `error` on `port`; undefined for a failure that is a bug, not a setting. */
export function listenFailure(error: NodeJS.ErrnoException, port: number, command: string): string | undefined {
  const other = port + 1;
  if (error.code === 'EADDRINUSE') {
    return `cannot start: port ${port} is in use by another program (another copy of the site?); stop it, or use another port: PORT=${other} SITE_URL=http://localhost:${other} ${command}`;
  }
  if (error.code === 'EACCES') {
    return `cannot start: port ${port} is only for the system's own services; use one above 1023 (PORT=3000), with nginx in front on 80 and 443`;
  }
  return undefined;
}

/**
 * Until `server` listens, a failure to listen on `port` is logged as that line (fatal) and ends the process: with
 * 1, or in a cluster worker with CANNOT_LISTEN_EXIT, which ends its primary with 1.
 */
export function exitOnListenFailure(server: Server, port: number, command: string, logger: Logger) {
  const failed = (error: NodeJS.ErrnoException) => {
    const line = listenFailure(error, port, command);
    if (!line) throw error;
    logger.fatal(line);
    process.exit(cluster.isWorker ? CANNOT_LISTEN_EXIT : 1);
  };
  server.once('error', failed);
  server.once('listening', () => server.off('error', failed));
}
