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

/** What a worker that cannot listen tells its primary: the line, said once by the primary for every worker. */
export interface CannotListenMessage {
  site: 'cannot-listen';
  line: string;
}

export const isCannotListenMessage = (message: unknown): message is CannotListenMessage =>
  typeof message === 'object' && message !== null && (message as CannotListenMessage).site === 'cannot-listen';

/**
 * Until `server` listens, a failure to listen on `port` is logged as that line (fatal) and ends the process with 1.
 * A cluster worker instead hands the line to its primary and ends with CANNOT_LISTEN_EXIT: every worker fails the
 * same way at once, and the person who typed the command should read the line once, not once per worker.
 */
export function exitOnListenFailure(server: Server, port: number, command: string, logger: Logger) {
  const failed = (error: NodeJS.ErrnoException) => {
    const line = listenFailure(error, port, command);
    if (!line) throw error;
    if (cluster.isWorker && process.send) {
      const message: CannotListenMessage = { site: 'cannot-listen', line };
      // Exits once the message is on its way: an exit straight after send() could drop it.
      process.send(message, () => process.exit(CANNOT_LISTEN_EXIT));
      return;
    }
    logger.fatal(line);
    process.exit(1);
  };
  server.once('error', failed);
  server.once('listening', () => server.off('error', failed));
}
