import { pino } from 'pino';

/**
 * JSON lines on stdout, each with its time in ISO 8601 (UTC), so a person and a log system read
 * the same line. Never log a query string, a body, a cookie or a form value.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
});

export type Logger = typeof logger;
