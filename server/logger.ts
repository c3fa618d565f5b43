import { pino } from 'pino';

/** JSON lines on stdout. Never log a query string, a body, a cookie or a form value. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
});

export type Logger = typeof logger;
