/**
 * A page opened from a prefetch reaches the server as a prefetch only (Sec-Purpose: prefetch): the
 * browser shows that answer without asking again. Once shown, the page says so here, with
 * navigator.sendBeacon and its own path as the body (src/browser/shown.ts), and it is counted as the
 * GET of that page would have been: a view, and its visitor by the request's address and User-Agent.
 * The path is looked up in the route table as the page's own address; anything else is refused with a
 * 4xx. A beacon with no prefetch before it is counted too, as a GET would be: it proves no more than
 * a GET does. docs/decisions/043-prefetched-pages-count-when-shown.md
 */
import express, { type RequestHandler } from 'express';
import type * as ServerEntry from '../../src/entry-server';
import type { PageViews } from '../observe/page-views';
import { SHOWN_PATH } from '../../src/lib/shown-path';
import { addressOf } from './one-address';

export { SHOWN_PATH };

/** A page's path is short: a longer body is refused (413) before it is read whole. */
const MAX_BODY = '512b';

export function shownViews(entry: () => typeof ServerEntry | Promise<typeof ServerEntry>, pageViews: PageViews | undefined): RequestHandler {
  const router = express.Router();
  // sendBeacon sends a string as text/plain;charset=UTF-8; a body of another type is not read (400 below).
  router.post(SHOWN_PATH, express.text({ type: 'text/plain', limit: MAX_BODY }), async (req, res, next) => {
    try {
      const path = typeof req.body === 'string' ? req.body : '';
      // Only a page's own address, as the route table writes it: the page the visitor was shown.
      const { pageAt, pagePath } = await entry();
      const route = path.startsWith('/') && addressOf(path) === path ? pageAt(path) : undefined;
      if (!route || route.path !== path || route.redirectTo) return void res.status(400).set('Cache-Control', 'no-store').end();
      pageViews?.shown(req, pagePath(route.path));
      res.status(204).set('Cache-Control', 'no-store').end();
    } catch (err) {
      next(err);
    }
  });
  router.all(SHOWN_PATH, (_req, res) => void res.status(405).set({ Allow: 'POST', 'Cache-Control': 'no-store' }).end());
  return router;
}
