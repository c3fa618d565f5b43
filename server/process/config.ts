/** Settings read from the environment, with the defaults a newcomer needs. */

/**
 * TRUST_PROXY: a hop count ('1'), or addresses/names Express understands ('loopback, 10.0.0.0/8').
 * 'true' (trust every hop) is read here and refused at start (server/startup-report.ts).
 */
function trustProxy(value: string | undefined): boolean | number | string | undefined {
  if (!value) return undefined;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export const config = {
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '0.0.0.0',
  siteUrl: process.env.SITE_URL || 'http://localhost:3000',
  trustProxy: trustProxy(process.env.TRUST_PROXY),
  /** HSTS_INCLUDE_SUBDOMAINS=false: HSTS leaves the host's subdomains out (they may serve plain HTTP). */
  hstsIncludeSubDomains: process.env.HSTS_INCLUDE_SUBDOMAINS !== 'false',
  /** Worker processes (node:cluster); 1 serves from this process alone. */
  workers: Math.max(1, Number(process.env.WEB_CONCURRENCY ?? 1) || 1),
  /** STATS=off: page views are not counted (server/observe/page-views.ts); leads still note where they came from. */
  stats: process.env.STATS !== 'off',
  /** METRICS_PORT: Prometheus metrics on a port of their own, on METRICS_HOST (127.0.0.1); none when unset. */
  metrics: process.env.METRICS_PORT
    ? { port: Number(process.env.METRICS_PORT), host: process.env.METRICS_HOST || '127.0.0.1' }
    : undefined,
};

/** The address to print: a wildcard host is reached as localhost. */
export const displayUrl = (host: string, port: number) =>
  `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
