/**
 * A Vite plugin for the files the build makes from the content and site.ts, none of them committed
 * (ADR 022): the PNG icons, the site's social card and each article's, the restaurant POS
 * brochure, and each size and format of the articles' photos (build/site-file-list.ts lists them). The client build writes them into dist/client at
 * their fixed addresses; npm run dev serves them as they are asked for. Icons, cards and photos are kept in
 * node_modules/.cache/site-files by what they are drawn from, so a build draws only those that
 * changed. The pages learn the brochure's size from the module `virtual:brochure-file`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { site } from '../src/config/site.ts';
import { articleCardPath, brochureHref } from '../src/content/paths.ts';
import type * as Brochure from './brochure.ts';
import type * as List from './site-file-list.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = path.join(root, 'node_modules/.cache/site-files');
const BROCHURE_MODULE = 'virtual:brochure-file';
const TYPES: Record<string, string> = { '.png': 'image/png', '.pdf': 'application/pdf', '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg' };

/**
 * Imports a module of the build afresh (the articles, site.ts, the designs as they are now) through a
 * module runner of Vite's own. Vite's config never imports these: every Vite server and test run loads
 * the config, and only a build or a request for one of the files needs satori, resvg and pdfkit.
 */
const freshImport = <T>(file: string) => runnerImport<T>(path.join(root, file), { configFile: false, logLevel: 'error', root });

const loadList = async () => (await freshImport<typeof List>('build/site-file-list.ts')).module;

/** The file, from the cache when it was drawn from the same source before; `drawn` collects those drawn now. */
export async function contentOf(file: List.SiteFile, drawn: string[] = [], cache = cacheDir): Promise<Buffer> {
  if (file.source === undefined) return file.make();
  const key = createHash('sha256').update(file.path).update('\0').update(file.source).digest('hex');
  const cached = path.join(cache, `${key}${path.extname(file.path)}`);
  try {
    return readFileSync(cached);
  } catch {
    const data = await file.make();
    mkdirSync(cache, { recursive: true });
    writeFileSync(cached, data);
    drawn.push(file.path);
    return data;
  }
}

const cardsDir = path.posix.dirname(articleCardPath('x'));
/** Whether a path is one of the files, told without loading them. */
const isSiteFile = (pathname: string) =>
  pathname.startsWith('/icons/') || pathname === site.socialImage.path || pathname === brochureHref || path.posix.dirname(pathname) === cardsDir ||
  // An article's photo (build/article-images.ts): the build writes them among the bundle's files.
  /^\/assets\/[\w-]+\.(avif|webp|jpg|png)$/.test(pathname);

export function siteFiles(): Plugin {
  let list: ReturnType<typeof loadList> | undefined;
  return {
    name: 'site-files',
    buildStart() {
      // Loading the list reads the articles: a broken one stops the client build before its bundling.
      // Only for a client build that writes its files (tests/unit/client-boundary.test.ts builds in memory).
      const { command, build } = this.environment.config;
      if (this.environment.name !== 'client' || command !== 'build' || !build.write) return undefined;
      list = loadList();
      // A broken article's message says it all (file, line, field): no stack of Vite's runner under it.
      return list.then(
        () => undefined,
        (error: Error) => this.error(['ArticleError', 'SiteFactError'].includes(error.name) ? error.message : error),
      );
    },
    async generateBundle() {
      if (this.environment.name !== 'client' || !list) return;
      const started = performance.now();
      const { files } = await list;
      const drawn: string[] = [];
      for (const file of files) this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: await contentOf(file, drawn) });
      const how = drawn.length ? `drew ${drawn.length}: ${drawn.join(', ')}` : 'every image from the cache';
      this.environment.logger.info(`site files: ${files.length} (${how}) in ${Math.round(performance.now() - started)} ms`);
    },
    configureServer(server) {
      // Loaded at the first request for one of the files, and again after any edit (an article, site.ts, a design).
      for (const event of ['add', 'change', 'unlink']) {
        server.watcher.on(event, () => {
          list = undefined;
        });
      }
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0]!;
        if (!isSiteFile(pathname)) return next();
        (list ??= loadList())
          .then(async ({ files }) => {
            const file = files.find((f) => f.path === pathname);
            if (!file) return next();
            res.setHeader('Content-Type', TYPES[path.extname(file.path)] ?? 'application/octet-stream');
            res.end(await contentOf(file));
          })
          .catch(next);
      });
    },
    resolveId: (id) => (id === BROCHURE_MODULE ? `\0${BROCHURE_MODULE}` : undefined),
    async load(id) {
      if (id !== `\0${BROCHURE_MODULE}`) return undefined;
      // The brochure alone: the server's build and the tests need its size, not the cards.
      const { module, dependencies } = await freshImport<typeof Brochure>('build/brochure.ts');
      for (const file of dependencies) this.addWatchFile(path.resolve(root, file));
      const pdf = await module.renderBrochure();
      return `export default ${JSON.stringify({ bytes: pdf.length, pages: module.countPages(pdf) })};\n`;
    },
  };
}
