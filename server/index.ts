import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { config, displayUrl } from './config';
import { startDispatcher } from './leads/dispatcher';
import { openLeadStore } from './leads/open-store';
import { prepareLeads } from './leads/prepare';
import { schedulePurge } from './leads/purge';
import { serveUntilStopped, stopOnSignals } from './lifecycle';
import { logger } from './logger';
import { runPrimary } from './primary';
import { createProductionApp } from './production';

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

const url = displayUrl(config.host, config.port);
const announce = (workers: number) => () =>
  logger.info({ url, workers }, `Magnolia Coast Payments site listening on ${url}`);

// A setting that would fail every lead stops the start here: one line saying what to fix, exit code 1.
const leads = await prepareLeads(logger).catch((error: Error) => {
  logger.fatal(`cannot start: ${error.message}`);
  process.exit(1);
});

if (config.workers > 1 && cluster.isPrimary) {
  // A bigger machine: WEB_CONCURRENCY workers sharing the port. The site keeps no state.
  runPrimary(config.workers, announce(config.workers));
} else {
  const stop = stopOnSignals();
  // Opened at start, so a store that cannot open stops the process before it takes a request.
  const store = await openLeadStore(leads);
  // Each serving process delivers the outbox; leases keep the workers of a cluster apart.
  const delivery = startDispatcher({ store, config: leads, logger });
  // Leads past their retention go at start and once a day (LEADS_RETENTION_DAYS; sealed tax IDs after 90 days).
  schedulePurge(store, leads, logger);
  // This file is bundled to dist/server/index.js; the client build sits beside it.
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const app = createProductionApp({
    clientDir, siteUrl: config.siteUrl, trustProxy: config.trustProxy, hstsIncludeSubDomains: config.hstsIncludeSubDomains, stopping: stop.signal,
    // Each new lead is on its way the moment it is committed, not at the next poll.
    leads: { store, config: leads, afterCommit: () => void delivery.nudge() },
  });
  // In a cluster the primary announces the site, once every worker listens.
  serveUntilStopped(
    app,
    { port: config.port, host: config.host, stopping: stop.signal, drain: (withinMs) => delivery.stop(withinMs) },
    cluster.isPrimary ? announce(1) : () => {},
  );
}
