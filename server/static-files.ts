import { Router, type RequestHandler } from 'express';
import { join } from 'node:path';
import sirv from 'sirv';

const YEAR = 60 * 60 * 24 * 365;

/**
 * sirv trusts the Range header: `bytes=5-1` makes it throw after the 206
 * status is sent. A range we cannot serve exactly is ignored (RFC 9110
 * allows that), and the whole file is sent.
 */
const ignoreUnusableRange: RequestHandler = (req, _res, next) => {
  const range = req.headers.range;
  if (range === undefined) return next();
  const single = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range);
  if (!single || (single[2] !== '' && Number(single[2]) < Number(single[1]))) delete req.headers.range;
  next();
};

/**
 * The built client: hashed assets cached for a year, other public files for
 * an hour, precompressed .br/.gz files when the build wrote them. sirv reads
 * the folder once at start-up and serves only what it found, so no path can
 * reach outside it.
 */
export function staticFiles(clientDir: string) {
  const router = Router();
  // The built template is not a page: the site's home is '/'.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  router.use(ignoreUnusableRange);
  router.use('/assets', sirv(join(clientDir, 'assets'), { maxAge: YEAR, immutable: true, brotli: true, gzip: true }));
  router.use(sirv(clientDir, { maxAge: 60 * 60, extensions: [], brotli: true, gzip: true }));
  return router;
}
