// First: ./.env fills the environment before any module reads a setting.
import './process/env-file';
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { config, displayUrl } from './process/config';
import { addMissingDeliveries } from './leads/delivery/backfill';
import { noteCopy } from './leads/copies';
import { destinationsOf } from './leads/config';
import { startDispatcher } from './leads/delivery/dispatcher';
import { schedulePurge } from './leads/store/purge';
import { serveUntilStopped, stopOnSignals } from './process/lifecycle';
import { logger } from './process/logger';
import { serveMetrics, shareWithPrimary, siteMetrics } from './observe/metrics';
import { countPageViews } from './observe/page-views';
import { listeningOn, passedSockets, PASSED_FD, type ListenOn } from './process/passed-socket';
import { listeningMessage, runPrimary } from './process/primary';
import { createProductionApp } from './http/production';
import { readRelease, releaseText } from './process/release';
import { sayReady } from './process/ready-file';
import { openStoreOrExit, placeOf, reportStartup, settingsOrExit, trustProxyWarning, warnings, type Listening } from './startup-report';
import { digestConfig, scheduleDigest } from './observe/digest/send';

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

// This file is bundled to dist/server/index.js; the client build sits beside it, release.json two folders up.
const bundleDir = fileURLToPath(new URL('.', import.meta.url));
const { release, problem: releaseProblem } = readRelease(bundleDir);
// The socket systemd passed (socket activation, deploy/systemd/magnolia-site.socket), else PORT and HOST.
const sockets = passedSockets(process.env, process, cluster.isWorker);
const on: ListenOn = sockets > 0 ? { fd: PASSED_FD } : { port: config.port, host: config.host };
// A server's administrator reads every fact; the owner's first look on this computer reads what it needs (startup-report.ts).
const place = placeOf({ release: Boolean(release || releaseProblem), passedSocket: 'fd' in on, siteUrl: config.siteUrl });
const announce = (workers: number) => (address: AddressInfo) => {
  const host = address.family === 'IPv6' && address.address !== '::' ? `[${address.address}]` : address.address;
  const url = 'fd' in on ? displayUrl(host, address.port) : displayUrl(config.host, config.port);
  if (place === 'server') {
    logger.info(
      { url, workers, socket: 'fd' in on ? 'passed by systemd' : 'PORT and HOST', release: release?.name ?? null, commit: release?.commit ?? null },
      `Magnolia Coast Payments site ${listeningOn(on, url)}, ${releaseText(release)}`,
    );
  } else logger.info({ url }, `Magnolia Coast Payments site ${listeningOn(on, url)}: open it in a browser; Ctrl-C stops it`);
  // HOST and PORT say nothing of a passed socket: its own address is known now.
  const exposed = 'fd' in on && trustProxyWarning(config.trustProxy, { host: address.address, port: address.port }, true);
  if (exposed) logger.warn({ check: 'trust-proxy' }, exposed);
  // Every process listens: the unit's start is done (a switch stops the old process only now).
  const notReady = sayReady(process.env.RUNTIME_DIRECTORY);
  if (notReady) logger.error(notReady);
};
/** Where the site listens, as the start's checks read it: HOST and PORT, or the passed socket. */
const listening: Listening = 'fd' in on ? 'passed socket' : config;

// Settings it refuses stop the start here (exit code 1); a cluster's primary checks them for its workers.
const settings = await settingsOrExit(config, logger, listening);
if (sockets > 1) {
  logger.fatal(`cannot start: systemd passed ${sockets} sockets (LISTEN_FDS); the site listens on one: give its socket unit one ListenStream=`);
  process.exit(1);
}
// What this start will do and what needs the owner: said by the primary, once.
if (cluster.isPrimary) {
  reportStartup(settings, logger, process.env, undefined, listening, place);
  if (releaseProblem) logger.warn({ check: 'release' }, releaseProblem);
}

if (config.workers > 1 && cluster.isPrimary) {
  // A bigger machine: WEB_CONCURRENCY workers sharing the port or the passed socket. The site keeps no state.
  if (config.metrics) serveMetrics(config.metrics, logger);
  runPrimary(config.workers, announce(config.workers), { passedSocket: 'fd' in on });
} else {
  const stop = stopOnSignals();
  // Opened at start, so a store that cannot open stops the process before it takes a request.
  const leads = settings.leads;
  const store = await openStoreOrExit(leads, logger);
  // Copies sharing the store must share the form secret and public key: each notes their fingerprints, and one
  // process of a copy names a disagreement in a warning line, before it listens (server/leads/copies.ts).
  await noteCopy({ store, config: leads, logger, warn: cluster.isPrimary || cluster.worker?.id === 1 }).first;
  // Leads stored while a destination was not configured get a delivery there now.
  await addMissingDeliveries(store, leads, logger);
  const metrics = config.metrics ? siteMetrics({ store, destinations: destinationsOf(leads), release }) : undefined;
  if (metrics && cluster.isWorker) shareWithPrimary(metrics);
  else if (metrics) serveMetrics(config.metrics!, logger, metrics.registry);
  // Each serving process delivers the outbox; leases keep the workers of a cluster apart.
  const delivery = startDispatcher({ store, config: leads, logger, metrics });
  // Page views gather in memory and are added to the store once a minute and at stop (STATS=off: not counted).
  const pageViews = config.stats ? countPageViews({ store, logger }) : undefined;
  // Leads and page views past their retention go at start and once a day (LEADS_RETENTION_DAYS; sealed tax IDs after 90 days).
  schedulePurge(store, leads, logger, { sayNothingPurged: place === 'server' });
  // The owner's weekly digest, Monday 08:00 in the business's time zone: every process looks, one sends (a claim in the store).
  const digest = digestConfig(process.env, leads);
  if (digest.send) scheduleDigest({ store, config: digest, logger, warnings: warnings(settings, process.env, undefined, listening, place) });
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const app = createProductionApp({
    clientDir, release, siteUrl: config.siteUrl, trustProxy: config.trustProxy, hstsIncludeSubDomains: config.hstsIncludeSubDomains, stopping: stop.signal, metrics, pageViews,
    // Each new lead is on its way the moment it is committed, not at the next poll.
    leads: { store, config: leads, afterCommit: () => void delivery.nudge() },
  });
  // In a cluster the primary announces the site, once every worker listens.
  serveUntilStopped(
    app,
    {
      on, stopping: stop.signal, drain: (withinMs) => delivery.stop(withinMs),
      // Once the last request is answered, its view is counted: write them all.
      afterRequests: pageViews && (() => pageViews.stop()),
    },
    cluster.isPrimary ? announce(1) : (address) => process.send?.(listeningMessage(address)),
  );
}
