import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from '../../server/logger';
import { createProductionApp } from '../../server/production';

export const SITE_URL = 'https://www.magnolia.test';
const clientDir = resolve('dist/client');

/** The production app over the built client (npm test builds it first). */
export function productionApp(logger?: Logger, stopping?: AbortSignal) {
  if (!existsSync(resolve(clientDir, 'index.html'))) {
    throw new Error('dist/client is missing: run `npm run build` before the HTTP tests.');
  }
  return createProductionApp({ clientDir, siteUrl: SITE_URL, logger, stopping });
}
