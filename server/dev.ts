/**
 * Development: the same app, with Vite's middleware for modules and hot
 * reload, rendering the source through Vite's SSR loader on every request.
 * It refuses what `npm run build` refuses (a broken article, a link to no page,
 * a fact of site.ts its schema refuses), with the build's words, until it is fixed.
 */
// First: ./.env fills the environment before any module reads a setting.
import './process/env-file';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createLogger, createServer as createViteServer } from 'vite';
import { linkProblems, type ArticlesApi } from '../build/articles';
import { articleProblems, byPlace, siteProblems } from '../build/check-content';
import { ownerProblems } from '../build/owner-problems';
import type * as ServerEntry from '../src/entry-server';
import { createApp } from './http/app';
import { config, displayUrl } from './process/config';
import { exitOnListenFailure } from './process/listen-failure';
import { logger } from './process/logger';
import { readableTarget } from './process/unreadable-requests';
import { openStoreOrExit, reportStartup, settingsOrExit } from './startup-report';

const httpServer = createHttpServer();
/** Vite's logger, but silent on the owner's problems: refuseWhileBroken says them once, without Vite's stack. */
const viteLogger = createLogger();
const customLogger: typeof viteLogger = { ...viteLogger, error: (msg, options) => ownerProblems(options?.error) || viteLogger.error(msg, options) };
const vite = await createViteServer({
  // HMR shares the page's origin, so the CSP's connect-src 'self' allows it.
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'custom',
  customLogger,
});
// Looked up each time: an edit to a file Vite's config imports (site.ts) restarts Vite with new plugins.
const articles = () => vite.config.plugins.find((plugin) => plugin.name === 'articles')!.api as ArticlesApi;

const loadEntry = () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<typeof ServerEntry>;

/** The source as it last loaded: its pages, to check the articles' links against while an article is broken. */
let lastEntry: typeof ServerEntry | undefined;

/** What the build would refuse in the source as it is now, one line per problem, all at once as npm run check:content says them; [] when nothing. */
async function problems(): Promise<string[]> {
  // site.ts's facts against their schema, as the content check reads them (before the pages: a fact that fails reaches none).
  const facts = await siteProblems(vite);
  const all = (...lists: string[][]) => [...new Set(lists.flat())].sort(byPlace);
  try {
    lastEntry = await loadEntry();
    return all(facts, articles().linkProblems(lastEntry));
  } catch (error) {
    const found = ownerProblems(error);
    if (!found && !facts.length) throw error;
    // What the schema said of site.ts is not said again in phones.server.ts's words.
    const own = (found ?? []).filter((line) => !(facts.length && line.startsWith('src/config/site.ts')));
    // A broken article stops the source loading, and with it the check of links: read every article's links from
    // its file as the content check does, and check them against the pages the site last had.
    if (!lastEntry) return all(facts, own);
    const { links } = await articleProblems();
    return all(facts, own, linkProblems(links, lastEntry));
  }
}

let reported = '';
/** Answers every request but Vite's own (modules, hot reload) with the problems while there are any, and says them once in the terminal. */
async function refuseWhileBroken(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (/^\/(@|src\/|node_modules\/)/.test(req.url ?? '/')) return false;
  const found = await problems();
  const text = found.length ? `The site stopped, as npm run build would:\n${found.join('\n')}\n` : '';
  if (text !== reported) process.stderr.write(text || 'The site is fixed: serving it again.\n');
  reported = text;
  if (!found.length) return false;
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
  return true;
}

const settings = await settingsOrExit(config, logger);
// The app below is given no page views to count: the start says so, not what npm start does.
reportStartup({ ...settings, site: { ...settings.site, pageViewsOff: 'npm run dev counts none; the built site counts them, npm start' } }, logger, process.env, undefined, config, 'this computer');
const { leads } = settings;
const app = createApp({
  leads: { store: await openStoreOrExit(leads, logger), config: leads },
  siteUrl: config.siteUrl,
  logger,
  devMiddleware: vite.middlewares,
  template: async (url) => vite.transformIndexHtml(url, await readFile('index.html', 'utf8')),
  entry: loadEntry,
});

httpServer.on('request', (req, res) => {
  readableTarget(req);
  refuseWhileBroken(req, res).then(
    (refused) => refused || app(req, res),
    () => app(req, res),
  );
});
exitOnListenFailure(httpServer, config.port, 'npm run dev', logger);
httpServer.listen(config.port, config.host, () => logger.info(`dev server on ${displayUrl(config.host, config.port)}`));
