import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../process/logger';

/** The path alone: a query string may carry personal data, so it is never logged. */
export const pathOf = (url: string) => url.split('?', 1)[0]!.slice(0, 300);

/**
 * One JSON line per request when its response is finished: request id,
 * method, path (no query), status, duration and bytes written. Nothing else:
 * no query string, body, cookie or header value.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = randomUUID();
    const started = process.hrtime.bigint();
    const bytesBefore = req.socket.bytesWritten;
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    res.once('close', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      logger[level]({
        id,
        method: req.method,
        path: pathOf(req.originalUrl),
        status,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        bytes: req.socket.bytesWritten - bytesBefore,
        ...(res.writableFinished ? {} : { aborted: true }),
      }, 'request');
    });
    next();
  };
}
