import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** A fresh nonce for every response, used by the CSP and every inline style or script. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;

const YOUTUBE = 'https://www.youtube-nocookie.com';

/**
 * A strict, nonce-based Content-Security-Policy: nothing loads unless the site
 * uses it. The only third party is the YouTube player, framed after a click.
 */
const directives = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'", nonce],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", nonce],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  // 'self' also covers the dev server's hot-reload websocket, which shares the page's origin.
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: [YOUTUBE],
  formAction: ["'self'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
};

/**
 * `https`: the request came over HTTPS (as TRUST_PROXY lets the site see it behind a proxy).
 * `includeSubDomains`: HSTS covers every subdomain of the site's host too (HSTS_INCLUDE_SUBDOMAINS).
 */
const headersFor = (https: boolean, includeSubDomains: boolean) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // Only over HTTPS: on plain HTTP it would send browsers to an https:// that does not answer.
      directives: https ? { ...directives, upgradeInsecureRequests: [] } : directives,
    },
    // Only over HTTPS, as RFC 6797 says (a browser ignores it over HTTP, and a site reached over HTTP may have no HTTPS to keep to).
    strictTransportSecurity: https && { maxAge: 63072000, includeSubDomains },
    // Our own pages' full address to our own pages (a form notes which page its visitor came from,
    // keeping the path alone), nothing at all to other sites: not even our origin.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });

/** Browser features the site never uses are switched off; the video player may autoplay and go full screen. */
const PERMISSIONS_POLICY = [
  ...['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb', 'xr-spatial-tracking', 'browsing-topics'].map((f) => `${f}=()`),
  ...['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map((f) => `${f}=(self "${YOUTUBE}")`),
].join(', ');

/**
 * helmet's headers (the CSP upgrades requests, and HSTS is sent, only when the request came over
 * HTTPS) and the Permissions-Policy.
 */
export function securityHeaders({ hstsIncludeSubDomains = true }: { hstsIncludeSubDomains?: boolean } = {}): RequestHandler {
  const overHttps = headersFor(true, hstsIncludeSubDomains);
  const overHttp = headersFor(false, hstsIncludeSubDomains);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    (req.secure ? overHttps : overHttp)(req, res, next);
  };
}

/** The longest request target we read; longer ones get 414. */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * An encoded control character (%00–%1F, %7F) or line/paragraph separator
 * (U+2028/9): no page has one, and route patterns do not match across them.
 */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)|%e2%80%a[89]/i;

/**
 * Turns away request targets a browser never sends: longer than 8 KB (414),
 * not a path (`*`, `http://host/…`, one with a `#`: 400), or a path with control characters
 * such as an encoded NUL, which no page has (404, like any other unknown path).
 */
export const checkRequestTarget: RequestHandler = (req, _res, next) => {
  const target = req.originalUrl;
  if (target.length > MAX_URL_LENGTH) return next(Object.assign(new Error('URI Too Long'), { status: 414 }));
  // A fragment is never sent (RFC 9110 section 7.1): a '#' means a tool made the target up.
  if (!target.startsWith('/') || target.includes('#')) return next(Object.assign(new Error('Bad Request'), { status: 400 }));
  if (ENCODED_CONTROL.test(target.split('?', 1)[0]!)) return next(Object.assign(new Error('Not Found'), { status: 404 }));
  next();
};
