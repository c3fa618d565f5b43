import { fileURLToPath } from 'node:url';
import { config, displayUrl } from './config';
import { logger } from './logger';
import { createProductionApp } from './production';

// This file is bundled to dist/server/index.js; the client build sits beside it.
const clientDir = fileURLToPath(new URL('../client', import.meta.url));
const app = createProductionApp({ clientDir, siteUrl: config.siteUrl });

const server = app.listen(config.port, config.host, () => {
  logger.info({ url: displayUrl(config.host, config.port) }, `Magnolia Coast Payments site listening on ${displayUrl(config.host, config.port)}`);
});

function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
