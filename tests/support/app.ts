import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createApp } from '../../server/http/app';
import type { FormLeads } from '../../server/http/forms';
import { logger as defaultLogger, type Logger } from '../../server/process/logger';
import type { SiteMetrics } from '../../server/observe/metrics';
import type { PageViews } from '../../server/observe/page-views';
import { createProductionApp } from '../../server/http/production';
import * as entry from '../../src/entry-server';
import { againstDev } from './build-only';
import { devServer } from './dev-server';
import { testLeads } from './leads';

export const SITE_URL = 'https://www.magnolia.test';
const clientDir = resolve('dist/client');

/**
 * The site's app with its own lead store in a temporary DATA_DIR unless `leads` is given (see
 * testLeads): the production app over the built client (npm test builds it first), or the dev app.
 */
export function siteApp(
  logger?: Logger, stopping?: AbortSignal, leads: FormLeads = testLeads().leads, trustProxy?: string,
  { hstsIncludeSubDomains, metrics, pageViews }: { hstsIncludeSubDomains?: boolean; metrics?: SiteMetrics; pageViews?: PageViews } = {},
) {
  if (againstDev) return devApp({ siteUrl: SITE_URL, logger, stopping, leads, trustProxy, hstsIncludeSubDomains, metrics, pageViews });
  if (!existsSync(resolve(clientDir, 'index.html'))) {
    throw new Error('dist/client is missing: run `npm run build` before the HTTP tests, or `npm run test:fast` to test the source.');
  }
  return createProductionApp({ clientDir, siteUrl: SITE_URL, logger, stopping, leads, trustProxy, hstsIncludeSubDomains, metrics, pageViews });
}

/**
 * The app as server/dev.ts builds it: Vite's middleware and index.html through Vite. The render
 * is the source as Vitest loads it, as in the production app under test (server/http/production.ts).
 */
function devApp({ logger = defaultLogger, ...options }: {
  siteUrl: string; logger?: Logger; stopping?: AbortSignal; leads: FormLeads; trustProxy?: string; hstsIncludeSubDomains?: boolean; metrics?: SiteMetrics;
  pageViews?: PageViews;
}) {
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
