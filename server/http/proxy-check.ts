import type { RequestHandler } from 'express';
import type { Logger } from '../process/logger';

/**
 * A request that says it came through a proxy (X-Forwarded-For) while TRUST_PROXY is unset: the
 * site sees the proxy's address as every visitor's, so they all share one rate-limit count, and
 * it cannot tell HTTPS visitors. Said once per process, as express-rate-limit's
 * ERR_ERL_UNEXPECTED_X_FORWARDED_FOR does; the request itself is served as usual.
 */
export function warnForwardedWithoutTrustProxy(logger: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      logger.warn(
        'a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor counts as the proxy for the rate limit; ' +
          "set TRUST_PROXY to the proxy's address or hop count (TRUST_PROXY=loopback when it runs on this machine, TRUST_PROXY=1 for one hop)",
      );
    }
    next();
  };
}
