/**
 * Development: the same app, with Vite's middleware for modules and hot
 * reload, rendering the source through Vite's SSR loader on every request.
 */
// First: ./.env fills the environment before any module reads a setting.
import './env-file';
import { createServer as createHttpServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createServer as createViteServer } from 'vite';
import type * as ServerEntry from '../src/entry-server';
import { createApp } from './app';
import { config, displayUrl } from './config';
import { openLeadStore } from './leads/open-store';
import { logger } from './logger';
import { reportStartup, settingsOrExit } from './startup-report';

const httpServer = createHttpServer();
const vite = await createViteServer({
  // HMR shares the page's origin, so the CSP's connect-src 'self' allows it.
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'custom',
});

const settings = await settingsOrExit(config, logger);
reportStartup(settings, logger);
const { leads } = settings;
const app = createApp({
  leads: { store: await openLeadStore(leads), config: leads },
  siteUrl: config.siteUrl,
  logger,
  devMiddleware: vite.middlewares,
  template: async (url) => vite.transformIndexHtml(url, await readFile('index.html', 'utf8')),
  entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<typeof ServerEntry>,
});

httpServer.on('request', app);
httpServer.listen(config.port, config.host, () => logger.info(`dev server on ${displayUrl(config.host, config.port)}`));
