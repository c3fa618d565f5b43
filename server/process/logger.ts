import { pino } from 'pino';
import { readableLine } from './readable-log';

/**
 * JSON lines on stdout, each with its time in ISO 8601 (UTC), for the journal and whatever reads a
 * pipe; on a terminal (stdout a TTY) the same lines as a person reads them (server/process/readable-log.ts).
 * Never log a query string, a body, a cookie or a form value.
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  // pino's destination may be any object with write(line); the default is pino.destination(1).
  process.stdout.isTTY ? { write: (line: string) => process.stdout.write(readableLine(line)) } : pino.destination(1),
);

export type Logger = typeof logger;
