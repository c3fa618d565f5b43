import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as entry from '../src/entry-server';
import { createApp } from './app';
import type { FormLeads } from './forms';
import { logger as defaultLogger, type Logger } from './logger';
import type { SiteMetrics } from './metrics';
import type { PageViews } from './page-views';
import type { Release } from './release';

/** The site as served in production: built client files, the server-side render, the forms' lead store. */
export function createProductionApp({
  clientDir,
  siteUrl,
  logger = defaultLogger,
  trustProxy,
  hstsIncludeSubDomains,
  stopping,
  leads,
  metrics,
  pageViews,
  release,
}: {
  clientDir: string;
  siteUrl: string;
  logger?: Logger;
  trustProxy?: boolean | number | string;
  hstsIncludeSubDomains?: boolean;
  stopping?: AbortSignal;
  leads: FormLeads;
  metrics?: SiteMetrics;
  pageViews?: PageViews;
  /** The release this is (release.json), when it runs from a release folder: /readyz names it, its siblings' assets are served too. */
  release?: Release;
}) {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  return createApp({ entry: () => entry, template: () => template, siteUrl, logger, clientDir, trustProxy, hstsIncludeSubDomains, stopping, leads, metrics, pageViews, release });
}
