import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as entry from '../../src/entry-server';
import { createApp, type AppOptions } from './app';
import { logger as defaultLogger, type Logger } from '../process/logger';

/** createApp's options, less what production fills in itself: the built render entry and template (and the logger, by default). */
export type ProductionOptions = Omit<AppOptions, 'entry' | 'template' | 'devMiddleware' | 'clientDir' | 'logger'> & { clientDir: string; logger?: Logger };

/** The site as served in production: built client files, the server-side render, the forms' lead store. */
export function createProductionApp({ logger = defaultLogger, ...options }: ProductionOptions) {
  const template = readFileSync(join(options.clientDir, 'index.html'), 'utf8');
  return createApp({ ...options, logger, entry: () => entry, template: () => template });
}
