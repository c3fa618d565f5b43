import { Router, type RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import sirv from 'sirv';
import type { Logger } from '../process/logger';
import { RELEASE_NAME, type Release } from '../process/release';

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

/** Resolves when `file` opens for reading and is a regular file; rejects with the reason otherwise. */
async function readableFile(file: string) {
  const handle = await open(file, 'r');
  try {
    if (!(await handle.stat()).isFile()) throw Object.assign(new Error(`${file} is not a file`), { code: 'EISDIR' });
  } finally {
    await handle.close();
  }
}

/**
 * sirv lists its folder once, at start, then opens a file when it is asked for, writing the 200
 * first and listening for no failure of the open (sirv 3; its `dev` option looks each file up again
 * but opens it the same way, and serves it uncached): a file deleted since the start (a build
 * rewriting dist/ under the running site), made unreadable or replaced by a folder would end the
 * process with an unhandled 'error' event. And sirv finds a file under other names than its own
 * (`/favicon.svg/`: it drops a trailing slash; `/x` for `x.html`, `x/index.html`), each of which
 * reached that same open. So sirv is asked only for a file of the folder by its own name (escapes
 * decoded, as sirv reads a path), once each of its forms (itself, .br, .gz) is checked to still open
 * as a file; any other path, or a file that no longer opens, goes on to the next handler, the 404 a
 * file that never was gets, and a file that no longer opens is logged once. A file that goes in the
 * instant between that check and sirv's open cuts its response off instead: its stream's 'error' is
 * heard through the response's 'pipe' event (Node's stream API, not sirv's).
 */
function whileThere(dir: string, serve: RequestHandler, gone: (file: string, err: unknown) => void): RequestHandler {
  // The folder's files (not its folders) by the name sirv keys them by, to the name they have on disk.
  const listed = new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .map((name) => [`/${name.normalize()}`, name]),
  );
  return async (req, res, next) => {
    let path = req.path;
    try {
      path = decodeURI(path); // as sirv reads it
    } catch {
      // sirv keeps a malformed path as it is
    }
    const forms = [path, `${path}.br`, `${path}.gz`].flatMap((name) => listed.get(name) ?? []);
    if (forms.length === 0) return next(); // no file of the folder's by this name
    for (const name of forms) {
      try {
        await readableFile(join(dir, name));
      } catch (err) {
        gone(join(dir, name), err);
        return next();
      }
    }
    res.once('pipe', (source) => source.once('error', (err: NodeJS.ErrnoException) => {
      gone(err.path ?? join(dir, path), err);
      res.destroy();
    }));
    return serve(req, res, next);
  };
}

/** A hashed asset's name as the build writes it (apply-form-B9x_2kQe.js, .css.br): no folder, no '..', no leading dot. */
const ASSET_NAME = /^\/[\w-]+(\.[\w-]+)+$/;

/**
 * Skew protection: an asset this release lacks, asked for by a page another release served (loaded before
 * the switch), from the kept releases beside this one (releases/<name>/dist/client/assets), newest first.
 * The releases are listed at each such request, so a release pruned since is simply not there (a 404);
 * each release's assets are served by a handler like the live one's (the same headers and precompressed
 * forms, and whileThere), made the first time it is needed; a release's assets never change.
 */
function fromKeptReleases(release: Release, serveAssets: (dir: string) => RequestHandler): RequestHandler {
  const releases = dirname(release.dir);
  const own = basename(release.dir);
  const handlers = new Map<string, RequestHandler>();
  return async (req, res, next) => {
    if (!ASSET_NAME.test(req.path)) return next();
    const names = await readdir(releases).catch(() => []);
    const kept = names.filter((name) => RELEASE_NAME.test(name) && name !== own).sort().reverse();
    for (const name of handlers.keys()) if (!kept.includes(name)) handlers.delete(name);
    const tryFrom = (i: number): void => {
      const name = kept[i];
      if (name === undefined) return next();
      let handler = handlers.get(name);
      if (!handler) {
        try {
          handler = serveAssets(join(releases, name, 'dist/client/assets'));
        } catch {
          return tryFrom(i + 1); // no client build there (pruned as we looked, or half made): not a release to serve from
        }
        handlers.set(name, handler);
      }
      // A handler that does not have the file passes it on: to the next release.
      void handler(req, res, (err?: unknown) => (err ? next(err) : tryFrom(i + 1)));
    };
    tryFrom(0);
  };
}

/**
 * The built client: hashed assets cached for a year, other public files for
 * an hour, precompressed .br/.gz files when the build wrote them. sirv reads
 * the folder once at start-up and serves only what it found, so no path can
 * reach outside it; a file gone since then is a 404 (whileThere). In a release
 * (`release`), an asset it lacks is served from a kept release that has it.
 */
export function staticFiles(clientDir: string, logger: Logger, release?: Release) {
  const reported = new Set<string>();
  // Once per file and process (the files listed at start bound them): a file gone is asked for again and again.
  const gone = (file: string, err: unknown) => {
    if (reported.has(file)) return;
    reported.add(file);
    const code = (err as NodeJS.ErrnoException).code;
    logger.warn({ file, code }, 'a built file is gone or unreadable since the start: answered 404; restart the site after a build');
  };
  const router = Router();
  // The built template is not a page: the site's home is '/'.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  router.use(ignoreUnusableRange);
  const serveAssets = (dir: string) => whileThere(dir, sirv(dir, { maxAge: YEAR, immutable: true, brotli: true, gzip: true }), gone);
  router.use('/assets', serveAssets(join(clientDir, 'assets')));
  if (release) router.use('/assets', fromKeptReleases(release, serveAssets));
  router.use(whileThere(clientDir, sirv(clientDir, { maxAge: 60 * 60, extensions: [], brotli: true, gzip: true }), gone));
  return router;
}
