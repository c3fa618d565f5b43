/**
 * One address per page. Crawlers treat `/Contact`, `/contact/`, `//contact`, `/./contact` and
 * `/%63ontact` as pages of their own (duplicate content), and a rel=canonical naming another URL is
 * only a hint to them; a 301 is the strong signal. So a request for another spelling of an address
 * the site serves is sent, in one step, to the address as the route table writes it (and an address
 * the table redirects, /solutions/{category}, to the page it names); a path that is no page's in any
 * spelling is left to answer 404 as itself.
 * https://github.com/epicweb-dev/epic-stack/blob/main/docs/redirects.md
 */
import type { RequestHandler } from 'express';

/** RFC 3986's unreserved characters: percent-encoded, they mean the same as written out (section 6.2.2.2). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The spelling the site writes a path in: dot segments resolved as a URL parser resolves them (the
 * page renderer's, src/entry-server.tsx, and a browser's: `..` takes away the segment before it, an
 * empty one too, so `/solutions//../x` is `/solutions/x`; `%2e` is a dot, a backslash a slash),
 * unreserved characters decoded, repeated and trailing slashes dropped, lower case (every address of
 * the route table is). Anything else percent-encoded stays as it is; so do `?` and `#`, which a
 * path given here is made of, not a query or a fragment.
 * @example addressOf('//Articles/./Dual%2Dpricing/') === '/articles/dual-pricing'
 */
export function addressOf(path: string): string {
  // After a '/' of its own: a path starting '//' is not read as a host.
  const asParsed = new URL(`http://localhost/${path.replace(/^\//, '').replace(/[?#]/g, encodeURIComponent)}`).pathname;
  const decoded = asParsed.replace(/%([0-9a-f]{2})/gi, (encoded, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encoded;
  });
  return `/${decoded.split('/').filter(Boolean).join('/')}`.toLowerCase();
}

/**
 * What the app knows of a path written exactly so: the route table's pattern for a page, and the
 * page's address when the route is one that only asks for another page (/solutions/{category}).
 */
export type RouteOf = (path: string) => Promise<{ path: string; redirectTo?: string } | undefined>;

/**
 * A request for another spelling of a page's address (or of one of the site's own files, `served`),
 * or for an address the route table redirects to a page, is answered 301 for GET and HEAD, 308 for
 * POST (the browser posts again, to the right address), with the query kept, in one step. A request
 * for a page's own address goes on with `res.locals.route`, the route table's pattern it matched:
 * every later decision (which form, which page view, the metrics' label) is read from that, never
 * from the raw path.
 */
export function oneAddress(routeOf: RouteOf, served: readonly string[]): RequestHandler {
  return async (req, res, next) => {
    try {
      const url = req.originalUrl;
      const queryStart = url.includes('?') ? url.indexOf('?') : url.length;
      const path = url.slice(0, queryStart);
      const address = addressOf(path);
      const route = served.includes(address) ? undefined : await routeOf(address);
      const target = route?.redirectTo ?? address;
      if (target === path) {
        if (route !== undefined) res.locals.route = route.path;
        return next();
      }
      const redirect = req.method === 'GET' || req.method === 'HEAD' ? 301 : req.method === 'POST' ? 308 : undefined;
      if (redirect === undefined || (route === undefined && !served.includes(address))) return next();
      res.redirect(redirect, target + url.slice(queryStart));
    } catch (err) {
      next(err);
    }
  };
}
