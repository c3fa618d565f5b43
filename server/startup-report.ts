/**
 * What a start says, every time, so the person who runs the site sees what it will do and what is
 * wrong without reading the code: settings it refuses (exit code 1), one info line with the
 * settings in force, and a warning line for each thing that needs the owner. In a cluster the
 * primary says it, once.
 */
import { examplesInPlace } from '../src/config/examples';
import { digestConfig, nextDigestText } from './digest/send';
import type { config as siteConfig } from './config';
import { destinationsOf, type LeadsConfig } from './leads/config';
import { describeSmtpError, emailTransport } from './leads/email';
import { sqliteFile } from './leads/open-store';
import { prepareLeads } from './leads/prepare';
import { keyFingerprint, loadPublicKey } from './leads/seal';
import type { Logger } from './logger';

type SiteConfig = typeof siteConfig;

/** What a start knows once its settings are read: the site's, the leads', and the key to seal to. */
export interface Settings {
  site: SiteConfig;
  leads: LeadsConfig;
  key: ReturnType<typeof loadPublicKey>;
}

/** Settings no site should run with, each as a sentence that says what to set instead. */
export function refusals(site: SiteConfig): string[] {
  const refused: string[] = [];
  if (site.trustProxy === true) {
    refused.push(
      'TRUST_PROXY=true trusts every proxy hop, so any visitor could choose their address (X-Forwarded-For) and escape the rate limit; ' +
        "set the proxy's address (TRUST_PROXY=loopback, TRUST_PROXY=10.0.0.10) or its hop count (TRUST_PROXY=1)",
    );
  }
  if (site.metrics) {
    const { port } = site.metrics;
    if (!Number.isInteger(port) || port < 1 || port > 65_535) refused.push('METRICS_PORT must be a port number (1 to 65535)');
    else if (port === site.port) refused.push('METRICS_PORT must differ from PORT: the metrics are never served on the site\'s port');
  }
  return refused;
}

/**
 * Reads every setting; when any is refused or cannot be read, logs each reason (fatal) and exits
 * with code 1 before anything listens. On the first start this writes the key pair (no LEADS_PUBLIC_KEY).
 * Every process runs it (a cluster's workers too): each makes DATA_DIR private before it opens the store.
 */
export async function settingsOrExit(site: SiteConfig, logger: Logger): Promise<Settings> {
  const refuse = (problems: string[]): never => {
    for (const problem of problems) logger.fatal(`cannot start: ${problem}`);
    process.exit(1);
  };
  const problems = refusals(site);
  let leads: LeadsConfig | undefined;
  try {
    leads = await prepareLeads(logger);
  } catch (error) {
    problems.push((error as Error).message);
  }
  // Named, never repeated: a URL may carry a password.
  const urls = leads && { SMTP_URL: leads.email?.smtpUrl, LEADS_WEBHOOK_URL: leads.webhook?.url, DATABASE_URL: leads.databaseUrl };
  for (const [name, url] of Object.entries(urls ?? {})) {
    if (url !== undefined && !URL.canParse(url)) problems.push(`${name} is not a URL (it is not repeated here: it may hold a password)`);
  }
  if (problems.length > 0 || !leads) return refuse(problems);
  // Read, or written on the first start, only once every setting is acceptable.
  try {
    return { site, leads, key: loadPublicKey(leads.publicKey, leads.dataDir) };
  } catch (error) {
    return refuse([(error as Error).message]);
  }
}

/** host[:port] of a URL (and the path, if asked): never its user, password or query. */
function hostOf(url: string, withPath = false) {
  try {
    const { host, searchParams, pathname } = new URL(url);
    // PostgreSQL's socket form: postgres:///leads?host=/var/run/postgresql
    return (host || searchParams.get('host') || 'localhost') + (withPath ? decodeURIComponent(pathname) : '');
  } catch {
    return 'an address that does not parse';
  }
}

/** 600 → '10 min': the largest unit that divides it. */
function span(seconds: number) {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} d`;
  if (seconds % 3_600 === 0) return `${seconds / 3_600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** The settings in force, as the info line gives them: no password, no secret, no webhook path. */
export function settingsInForce({ site, leads, key }: Settings) {
  return {
    store: leads.databaseUrl ? `PostgreSQL ${hostOf(leads.databaseUrl, true)}` : `SQLite ${sqliteFile(leads.dataDir)}`,
    destinations: [
      ...(leads.email ? [`by e-mail to ${leads.email.to} through ${hostOf(leads.email.smtpUrl)}`] : []),
      ...(leads.webhook ? [`by webhook to ${hostOf(leads.webhook.url)}`] : []),
    ],
    siteUrl: site.siteUrl,
    trustProxy: site.trustProxy === undefined ? 'unset' : String(site.trustProxy),
    rateLimit: leads.rateLimit ? `${leads.rateLimit.points} per ${span(leads.rateLimit.seconds)} per client address` : 'off',
    retention: `${leads.retentionDays} days`,
    key: `${keyFingerprint(key.key)} (${key.file ? `private key on this server, ${key.file}` : 'LEADS_PUBLIC_KEY'})`,
    metrics: site.metrics ? `http://${site.metrics.host}:${site.metrics.port}/metrics` : 'off',
    pageViews: site.stats ? 'counted per page and day (no cookie; STATS=off stops it)' : 'not counted (STATS=off)',
  };
}

/** Each thing the owner must see to, as a check name and the warning's sentence. */
export function warnings({ leads, key }: Settings, env: NodeJS.ProcessEnv, examples = examplesInPlace()): { check: string; message: string }[] {
  const found: { check: string; message: string }[] = [];
  if (destinationsOf(leads).length === 0) {
    found.push({
      check: 'destinations',
      message:
        'no destination configured: leads are stored, not delivered; set SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM, ' +
        'or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, and restart: every lead kept is then delivered',
    });
  }
  if (env.NODE_ENV === 'production' && !env.SITE_URL) {
    found.push({
      check: 'site-url',
      message: 'SITE_URL is not set: canonical URLs, the sitemap and the feed name http://localhost:3000; set SITE_URL to the public origin (https://www.example.com)',
    });
  }
  if (key.file) {
    found.push({
      check: 'private-key',
      message:
        `the private key that opens every tax ID is on this server (${key.file}${key.created ? ', written on this start' : ''}): ` +
        "whoever gets this server's files can read them; move it to the operator's machine, set LEADS_PUBLIC_KEY from it and restart",
    });
  }
  if (examples.length > 0) {
    found.push({
      check: 'examples',
      message: `example business facts are still in src/config/site.ts: ${examples.join(', ')}; replace them with the business's own and build again`,
    });
  }
  return found;
}

/** Logs the settings in force and each warning; then checks the SMTP server, without holding up the start. */
export function reportStartup(settings: Settings, logger: Logger, env: NodeJS.ProcessEnv = process.env) {
  const digest = digestConfig(env, settings.leads);
  const inForce = { ...settingsInForce(settings), digest: digest.send ? `to ${digest.to}, next ${nextDigestText(new Date())}` : digest.reason };
  const delivered = inForce.destinations.length > 0 ? `delivered ${inForce.destinations.join(' and ')}` : 'not delivered (no destination)';
  logger.info(
    inForce,
    `starting: leads in ${inForce.store}, ${delivered}; SITE_URL ${inForce.siteUrl}; TRUST_PROXY ${inForce.trustProxy}; ` +
      `rate limit ${inForce.rateLimit}; leads kept ${inForce.retention}; tax IDs sealed to ${inForce.key}; metrics ${inForce.metrics}; ` +
      `page views ${inForce.pageViews}; weekly digest ${inForce.digest}`,
  );
  for (const { check, message } of warnings(settings, env)) logger.warn({ check }, message);
  if (settings.leads.email) void checkSmtp(settings.leads.email, logger);
}

/** Connects and logs in as a delivery would (nodemailer's verify), and says how it went. Never fatal. */
export async function checkSmtp(email: NonNullable<LeadsConfig['email']>, logger: Logger) {
  const host = hostOf(email.smtpUrl);
  let transport: ReturnType<typeof emailTransport> | undefined;
  try {
    transport = emailTransport(email);
    await transport.verify();
    logger.info({ check: 'smtp', host }, `e-mail: ${host} answered and accepted the login`);
  } catch (error) {
    const { command, responseCode } = (error ?? {}) as { command?: string; responseCode?: number };
    const what = /^AUTH/i.test(command ?? '') ? 'refused the login' : responseCode ? 'refused the check' : 'did not answer';
    logger.warn(
      { check: 'smtp', host, error: describeSmtpError(error) },
      `e-mail: ${host} ${what} (${describeSmtpError(error)}): e-mail deliveries fail and are retried until SMTP_URL is right`,
    );
  } finally {
    transport?.close();
  }
}
