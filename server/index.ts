import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { config, displayUrl } from './config';
import { logger } from './logger';
import { createProductionApp } from './production';
import { serveUntilSignal } from './lifecycle';

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

if (config.workers > 1 && cluster.isPrimary) {
  // A bigger machine: one worker per WEB_CONCURRENCY, all sharing the port. The site keeps no state.
  for (let i = 0; i < config.workers; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (code !== 0 && !worker.exitedAfterDisconnect) {
      logger.error({ pid: worker.process.pid, code }, 'worker died; starting another');
      cluster.fork();
    }
  });
  logger.info({ workers: config.workers }, `Magnolia Coast Payments site on ${displayUrl(config.host, config.port)}`);
} else {
  // This file is bundled to dist/server/index.js; the client build sits beside it.
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const app = createProductionApp({ clientDir, siteUrl: config.siteUrl, trustProxy: config.trustProxy });
  serveUntilSignal(app, config.port, config.host, () => {
    logger.info({ url: displayUrl(config.host, config.port) }, `Magnolia Coast Payments site listening on ${displayUrl(config.host, config.port)}`);
  });
}
