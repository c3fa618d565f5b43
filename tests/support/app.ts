import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll } from 'vitest';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { createApp } from '../../server/app';
import type { FormLeads } from '../../server/forms';
import { logger as defaultLogger, type Logger } from '../../server/logger';
import { createProductionApp } from '../../server/production';
import * as entry from '../../src/entry-server';
import { againstDev } from './build-only';
import { testLeads } from './leads';

export const SITE_URL = 'https://www.magnolia.test';
const clientDir = resolve('dist/client');

/**
 * The site's app with its own lead store in a temporary DATA_DIR unless `leads` is given (see
 * testLeads): the production app over the built client (npm test builds it first), or the dev app.
 */
export function siteApp(logger?: Logger, stopping?: AbortSignal, leads: FormLeads = testLeads().leads, trustProxy?: string) {
  if (againstDev) return devApp({ siteUrl: SITE_URL, logger, stopping, leads, trustProxy });
  if (!existsSync(resolve(clientDir, 'index.html'))) {
    throw new Error('dist/client is missing: run `npm run build` before the HTTP tests, or `npm run test:fast` to test the source.');
  }
  return createProductionApp({ clientDir, siteUrl: SITE_URL, logger, stopping, leads, trustProxy });
}

let vite: Promise<ViteDevServer> | undefined;

/**
 * One Vite server per test file, in middleware mode as server/dev.ts runs it, without hot reload
 * or a watcher, and with any Host header: the tests send absurd ones to the app behind it.
 */
function devServer() {
  if (!vite) {
    vite = createViteServer({
      server: { middlewareMode: true, hmr: false, ws: false, watch: null, allowedHosts: true },
      appType: 'custom',
      logLevel: 'error',
      optimizeDeps: { noDiscovery: true },
    });
    const started = vite;
    // Forgotten once closed: where test files share modules (isolate: false), the next file starts its own.
    afterAll(async () => {
      vite = undefined;
      await (await started).close();
    });
  }
  return vite;
}

/**
 * The app as server/dev.ts builds it: Vite's middleware and index.html through Vite. The render
 * is the source as Vitest loads it, as in the production app under test (server/production.ts).
 */
function devApp({ logger = defaultLogger, ...options }: { siteUrl: string; logger?: Logger; stopping?: AbortSignal; leads: FormLeads; trustProxy?: string }) {
  return createApp({
    ...options,
    logger,
    devMiddleware: (req, res, next) => {
      devServer().then((server) => server.middlewares(req, res, next), next);
    },
    template: async (url) => (await devServer()).transformIndexHtml(url, await readFile('index.html', 'utf8')),
    entry: () => entry,
  });
}
