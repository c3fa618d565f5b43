import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FormLeads } from '../../server/forms';
import type { Logger } from '../../server/logger';
import { createProductionApp } from '../../server/production';
import { testLeads } from './leads';

export const SITE_URL = 'https://www.magnolia.test';
const clientDir = resolve('dist/client');

/**
 * The production app over the built client (npm test builds it first), with its own lead store
 * in a temporary DATA_DIR unless `leads` is given (see testLeads).
 */
export function productionApp(logger?: Logger, stopping?: AbortSignal, leads: FormLeads = testLeads().leads, trustProxy?: string) {
  if (!existsSync(resolve(clientDir, 'index.html'))) {
    throw new Error('dist/client is missing: run `npm run build` before the HTTP tests.');
  }
  return createProductionApp({ clientDir, siteUrl: SITE_URL, logger, stopping, leads, trustProxy });
}
