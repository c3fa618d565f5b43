/**
 * Prometheus metrics (prom-client), for those who run Prometheus: off unless METRICS_PORT is set,
 * then served on a port of their own (METRICS_HOST, 127.0.0.1 by default), never the site's. With
 * WEB_CONCURRENCY the primary answers each scrape for every worker (prom-client's cluster
 * aggregation). The names and labels are an interface dashboards and alert rules depend on.
 */
import { createServer } from 'node:http';
import type { RequestHandler } from 'express';
import { answerClientErrors } from '../process/unreadable-requests';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DeliveryCounter } from '../leads/delivery/dispatcher';
import { formKind } from '../leads/forms';
import type { Destination, LeadStore } from '../leads/store/types';
import type { Logger } from '../process/logger';
import type { Release } from '../process/release';

/** What became of a form post: `leads_received_total{outcome}`. */
export type LeadOutcome = 'stored' | 'repeat' | 'spam' | 'cross_site' | 'rate_limited' | 'too_large' | 'invalid' | 'unavailable';
/** The site's counters: each request, each form post and, as the dispatcher tells them, each delivery attempt (`lead_deliveries_total{outcome}`). */
export interface SiteMetrics extends DeliveryCounter {
  registry: Registry;
  /** Counts each request once answered (or abandoned), and each form post by its outcome. */
  requests: RequestHandler;
}

/** A refusal's status tells what it was; a lead taken says itself (forms.ts sets res.locals.leadOutcome). */
function leadOutcome(status: number, taken: LeadOutcome | undefined): LeadOutcome {
  if (taken) return taken;
  if (status === 403) return 'cross_site';
  if (status === 413) return 'too_large';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'unavailable' : 'invalid';
}

/**
 * The site's metrics in a registry of their own. `store` adds the gauges read from the lead
 * store at each scrape, with `destinations` (the configured ones) shown even when at zero;
 * `release`, the release served, as `site_release_info{release,commit} 1` (none outside a release).
 */
export function siteMetrics({ store, destinations = [], release }: { store?: LeadStore; destinations?: Destination[]; release?: Release } = {}): SiteMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'], registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time from a request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'], registers,
  });
  const received = new Counter({
    name: 'leads_received_total', help: 'Form posts, by form and what became of them.',
    labelNames: ['kind', 'outcome'], registers,
  });
  const deliveries = new Counter({
    name: 'lead_deliveries_total', help: 'Delivery attempts, by destination and outcome (dead: given up after three days).',
    labelNames: ['destination', 'outcome'], registers,
  });

  if (store) storeGauges(store, destinations, registers);
  // An info metric: its labels say which release answers (after a switch, the new one's). Every worker of a
  // cluster runs the same release: 'first', not the sum of their ones.
  const releaseInfo = new Gauge({
    name: 'site_release_info', help: 'The release this site runs (release.json): its name and full commit; absent outside a release.',
    labelNames: ['release', 'commit'], registers, aggregator: 'first',
  });
  if (release) releaseInfo.set({ release: release.name, commit: release.commit }, 1);

  return {
    registry,
    requests: (req, res, next) => {
      const started = process.hrtime.bigint();
      res.once('close', () => {
        const status = res.statusCode;
        // A pattern, never the raw path: a scanner's requests must not make a series each. A page's is
        // the route it matched (server/http/one-address.ts); Express's own routes name theirs.
        const matched = res.locals.route as string | undefined;
        const kind = req.method === 'POST' && matched ? formKind(matched) : undefined;
        const expressRoute = typeof req.route?.path === 'string' ? (req.route.path as string) : undefined;
        const route = status === 404 ? 'not_found' : (matched ?? expressRoute ?? 'other');
        requests.inc({ method: req.method, route, status });
        duration.observe({ method: req.method, route }, Number(process.hrtime.bigint() - started) / 1e9);
        if (kind) received.inc({ kind, outcome: leadOutcome(status, res.locals.leadOutcome as LeadOutcome | undefined) });
      });
      next();
    },
    delivery: (destination, outcome) => deliveries.inc({ destination, outcome }),
  };
}

/**
 * Read from the store at each scrape (one read shared by the four), so they are true whichever
 * process or copy changed the store. In a cluster every worker reads the same store: take one.
 */
function storeGauges(store: LeadStore, destinations: Destination[], registers: Registry[]) {
  let reading: ReturnType<LeadStore['backlog']> | undefined;
  const backlog = () => (reading ??= store.backlog().finally(() => (reading = undefined)));
  const byDestination = async (gauge: Gauge, count: 'waiting' | 'dead') => {
    const { destinations: found } = await backlog();
    gauge.reset();
    for (const destination of new Set([...destinations, ...found.map((d) => d.destination)])) {
      gauge.set({ destination }, found.find((d) => d.destination === destination)?.[count] ?? 0);
    }
  };
  new Gauge({
    name: 'lead_deliveries_waiting', help: 'Deliveries not yet made, by destination (read from the store).',
    labelNames: ['destination'], registers, aggregator: 'first',
    async collect() {
      await byDestination(this, 'waiting');
    },
  });
  new Gauge({
    name: 'lead_deliveries_dead', help: 'Deliveries given up after three days, by destination (read from the store).',
    labelNames: ['destination'], registers, aggregator: 'first',
    async collect() {
      await byDestination(this, 'dead');
    },
  });
  new Gauge({
    name: 'lead_delivery_oldest_waiting_seconds', help: 'How long the longest-waiting delivery has waited; 0 when none waits.',
    registers, aggregator: 'first',
    async collect() {
      const oldest = Math.min(...(await backlog()).destinations.map((d) => d.oldestWaiting?.getTime() ?? Infinity));
      this.set(Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'leads_without_destination', help: 'Leads (not spam) that no delivery reaches: they arrived while no destination was configured.',
    registers, aggregator: 'first',
    async collect() {
      this.set((await backlog()).withoutDestination);
    },
  });
}

/** Marks the requests `handler` answers with a route label of their own (it passes the others on unmarked). */
export const labelled = (route: string, handler: RequestHandler): RequestHandler => (req, res, next) => {
  const matched = res.locals.route as string | undefined;
  res.locals.route = route;
  handler(req, res, (err?: unknown) => {
    res.locals.route = matched;
    next(err);
  });
};

/**
 * A cluster worker answers the primary's requests for its metrics (prom-client adds its listeners
 * when an AggregatorRegistry is made) with `metrics`' registry.
 */
export function shareWithPrimary(metrics: SiteMetrics) {
  AggregatorRegistry.setRegistries([metrics.registry]);
  new AggregatorRegistry();
}

/**
 * Serves GET /metrics on `port` and `host`: this process's registry, or in a cluster's primary
 * every worker's, aggregated. A scrape that fails (the store unreadable) answers 500.
 */
export function serveMetrics({ port, host }: { port: number; host: string }, logger: Logger, own?: Registry) {
  // Without a registry of its own, this is a cluster's primary: it asks every worker.
  const aggregator = own ? undefined : new AggregatorRegistry();
  const registry = own ?? aggregator!;
  const scrape = () => (aggregator ? aggregator.clusterMetrics() : registry.metrics());
  const server = createServer((req, res) => {
    // Node's parser lets through targets no URL parser reads (GET http://[/metrics): 400, never a throw.
    const path = URL.parse(req.url ?? '/', 'http://metrics')?.pathname;
    if (path === undefined) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request: not an address\n');
    if (path !== '/metrics' || !['GET', 'HEAD'].includes(req.method ?? '')) {
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
    }
    scrape().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body),
      (err: unknown) => {
        logger.error({ err: err instanceof Error ? err.message : 'unknown' }, 'metrics: scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n');
      },
    );
  });
  answerClientErrors(server);
  server.on('error', (err: NodeJS.ErrnoException) => logger.error({ err: err.message, code: err.code }, 'metrics: cannot listen'));
  server.listen(port, host);
  // The metrics never keep a stopping process alive.
  server.unref();
  return server;
}
