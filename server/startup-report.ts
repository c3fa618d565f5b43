/**
 * What a start says, every time, so the person who runs the site sees what it will do and what is
 * wrong without reading the code: settings it refuses (exit code 1), one info line with the
 * settings in force, and a warning line for each thing that needs the owner. In a cluster the
 * primary says it, once. On the owner's own computer it says less, in the owner's words (`Place`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import { compile } from 'proxy-addr';
import { examplesInPlace } from '../src/config/examples';
import { digestConfig, nextDigestText } from './observe/digest/send';
import { envFile } from './process/env-file';
import type { config as siteConfig } from './process/config';
import { destinationsOf, type LeadsConfig } from './leads/config';
import { describeSmtpError, emailTransport } from './leads/delivery/email';
import addressparser from 'nodemailer/lib/addressparser';
import { openLeadStore, sqliteFile } from './leads/store/open-store';
import { prepareLeads } from './leads/prepare';
import { keyFingerprint, loadPublicKey, PRIVATE_KEY_FILE } from './leads/seal';
import type { Logger } from './process/logger';

type SiteConfig = typeof siteConfig;

/** What a start knows once its settings are read: the site's, the leads', and the key to seal to. */
export interface Settings {
  /** `pageViewsOff`: why this process counts no page views though STATS is on (npm run dev, server/dev.ts). */
  site: SiteConfig & { pageViewsOff?: string };
  leads: LeadsConfig;
  key: ReturnType<typeof loadPublicKey>;
}

/**
 * Where the site listens, as far as the start knows: HOST and PORT, or the socket systemd passed, which HOST and
 * PORT say nothing of (its own address is known once the site listens on it: trustProxyWarning then).
 */
export type Listening = { host: string; port: number } | 'passed socket';

/**
 * Where a start runs, which decides whom its report speaks to. On a server (it serves a release, listens on the
 * socket systemd passed, or its SITE_URL names an address beyond this machine) the administrator reads every
 * setting in force and every warning. Anywhere else it is a look on this computer: `npm start` in a clone with no
 * settings, the owner's first look. There one line says where the site's leads go, in the owner's words, and a
 * warning is given only for what the owner must act on; the settings in force stay for LOG_LEVEL=debug.
 */
export type Place = 'server' | 'this computer';

export function placeOf({ release, passedSocket, siteUrl }: { release: boolean; passedSocket: boolean; siteUrl: string }): Place {
  const host = URL.parse(siteUrl)?.hostname.replace(/^\[(.*)\]$/, '$1');
  return release || passedSocket || host === undefined || !isLoopback(host) ? 'server' : 'this computer';
}

/** Settings no site should run with, each as a sentence that says what to set instead. */
export function refusals(site: SiteConfig, listening: Listening = site): string[] {
  const refused: string[] = [];
  if (site.trustProxy === true) {
    refused.push(
      'TRUST_PROXY=true trusts every proxy hop, so any visitor could choose their address (X-Forwarded-For) and escape the rate limit; ' +
        "set the proxy's address (TRUST_PROXY=loopback, TRUST_PROXY=10.0.0.10) or its hop count (TRUST_PROXY=1)",
    );
  }
  if (typeof site.trustProxy === 'string') {
    // Express compiles it with proxy-addr when set, and throws on what it cannot read.
    try {
      express().set('trust proxy', site.trustProxy);
    } catch (error) {
      refused.push(`TRUST_PROXY=${site.trustProxy} is not an address, a subnet or a name proxy-addr knows (${(error as Error).message}); set the proxy's address (TRUST_PROXY=loopback, TRUST_PROXY=10.0.0.10) or its hop count (TRUST_PROXY=1)`);
    }
  }
  if (site.metrics) {
    const { port } = site.metrics;
    if (!Number.isInteger(port) || port < 1 || port > 65_535) refused.push('METRICS_PORT must be a port number (1 to 65535)');
    else if (listening !== 'passed socket' && port === listening.port) refused.push('METRICS_PORT must differ from PORT: the metrics are never served on the site\'s port');
  }
  return refused;
}

/**
 * A list of e-mail addresses, comma-separated, each bare or with a name ('Owner <owner@example.com>'):
 * no line break or other control (a CR/LF made nodemailer read a group, sent to the second address
 * only), no group, no entry without a mailbox.
 */
export function isAddressList(text: string) {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) return false;
  const entries = addressparser(text);
  return entries.length > 0 && entries.every((entry) => 'address' in entry && /^[^\s@<>(),;:"]+@[^\s@<>(),;:".]+(\.[^\s@<>(),;:".]+)+$/.test(entry.address ?? ''));
}

/**
 * Reads every setting; when any is refused or cannot be read, logs each reason (fatal) and exits
 * with code 1 before anything listens. On the first start this writes the key pair (no LEADS_PUBLIC_KEY).
 * Every process runs it (a cluster's workers too): each makes DATA_DIR private before it opens the store.
 */
export async function settingsOrExit(site: SiteConfig, logger: Logger, listening: Listening = site): Promise<Settings> {
  const refuse = (problems: string[]): never => {
    for (const problem of problems) logger.fatal(`cannot start: ${problem}`);
    process.exit(1);
  };
  const problems = refusals(site, listening);
  if (envFile.problem) problems.push(envFile.problem);
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
  // Not repeated: it may hold a line break. Refused now rather than on the first Monday.
  const digestTo = process.env.DIGEST_EMAIL_TO?.trim();
  if (digestTo && !isAddressList(digestTo)) {
    problems.push('DIGEST_EMAIL_TO is not a list of e-mail addresses (it is not repeated here); set one address, or several separated by commas: DIGEST_EMAIL_TO=owner@example.com, office@example.com');
  }
  if (leads?.databaseUrl && URL.canParse(leads.databaseUrl) && /@|%40/i.test(new URL(leads.databaseUrl).pathname)) {
    problems.push(
      "DATABASE_URL has an '@' after its host: a password holding '/' ends the host early (postgres://user:pa/ss@host/db); " +
        "percent-encode '/' as %2F and '@' as %40 in the password (it is not repeated here)",
    );
  }
  if (problems.length > 0 || !leads) return refuse(problems);
  // Read, or written on the first start, only once every setting is acceptable.
  try {
    return { site, leads, key: loadPublicKey(leads.publicKey, leads.dataDir) };
  } catch (error) {
    return refuse([(error as Error).message]);
  }
}

/**
 * Opens the lead store as the settings name it; one that cannot open (PostgreSQL down, the SQLite file
 * unreadable) stops the start as a refused setting does: a `cannot start:` line, exit code 1.
 */
export async function openStoreOrExit(leads: LeadsConfig, logger: Logger) {
  try {
    return await openLeadStore(leads);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const store = leads.databaseUrl && URL.canParse(leads.databaseUrl) ? `PostgreSQL ${databaseOf(leads.databaseUrl)}` : `SQLite ${sqliteFile(leads.dataDir)}`;
    logger.fatal(
      { store, code },
      `cannot start: the lead store (${store}) did not open: ${message}; ` +
        (leads.databaseUrl ? 'start PostgreSQL, or correct DATABASE_URL (host, port, database, user)' : 'check DATA_DIR and the file\'s owner and mode'),
    );
    process.exit(1);
  }
}

/** host[:port] of a URL: never its user, password, path or query. */
function hostOf(url: string) {
  try {
    const { host, searchParams } = new URL(url);
    // PostgreSQL's socket form: postgres:///leads?host=/var/run/postgresql
    return host || searchParams.get('host') || 'localhost';
  } catch {
    return 'an address that does not parse';
  }
}

/**
 * A DATABASE_URL as host, port and database, nothing else. A password with an unencoded '/' makes the
 * URL parser read part of it as the port and the rest as the path (postgres://site:20/Sup3rS3cret@host/db):
 * settingsOrExit refuses a path holding '@', so the database named here is never a password's tail.
 */
function databaseOf(url: string) {
  const { hostname, port, pathname } = new URL(url);
  return `${hostOf(url)}${hostname && !port ? ':5432' : ''}/${decodeURIComponent(pathname.slice(1))}`;
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
    store: leads.databaseUrl ? `PostgreSQL ${databaseOf(leads.databaseUrl)}` : `SQLite ${sqliteFile(leads.dataDir)}`,
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
    pageViews: site.pageViewsOff ? `not counted (${site.pageViewsOff})` : site.stats ? 'counted per page and day (no cookie; STATS=off stops it)' : 'not counted (STATS=off)',
  };
}

/** 127.0.0.1, ::1, localhost: only this machine reaches an address bound there. */
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.') || host.startsWith('::ffff:127.');

const loopbackRange = compile('loopback');

/**
 * TRUST_PROXY trusts only this machine's proxies: every range it names lies inside 127.0.0.0/8 or is
 * ::1 alone, as proxy-addr reads the range (a mask widens an address: 127.0.0.1/1 is 0.0.0.0/1, ::1/1
 * every public IPv6 address). A prefix block that holds a loopback address and reaches past 127.0.0.0/8
 * holds 126.0.0.0/8 too; one that holds ::1 and is more than ::1 holds ::. A hop count is not loopback.
 */
function trustsLoopbackOnly(trustProxy: string | number) {
  if (typeof trustProxy === 'number') return false;
  return trustProxy.split(',').map((entry) => entry.trim()).every((entry) => {
    if (entry === 'loopback') return true;
    const slash = entry.lastIndexOf('/');
    const address = slash === -1 ? entry : entry.slice(0, slash);
    try {
      const trusts = compile(entry);
      return loopbackRange(address, 0) && trusts(address, 0) && !trusts('126.0.0.0', 0) && !trusts('::', 0);
    } catch {
      return false;
    }
  });
}

/**
 * TRUST_PROXY trusting a hop count or another address while the site listens beyond loopback (HOST and PORT, or
 * the passed socket's own address): anyone who reaches it directly could choose their address.
 */
export function trustProxyWarning(trustProxy: SiteConfig['trustProxy'], listening: { host: string; port: number }, socket = false) {
  if (!(typeof trustProxy === 'number' || typeof trustProxy === 'string') || isLoopback(listening.host) || trustsLoopbackOnly(trustProxy)) return undefined;
  return (
    `TRUST_PROXY=${trustProxy} while ${socket ? `the socket systemd passed listens on ${listening.host}` : `HOST=${listening.host}`} lets anyone who reaches port ${listening.port} directly, not through the proxy, ` +
    `choose their address (X-Forwarded-For) and escape the rate limit; bind the site to loopback (${socket ? `ListenStream=127.0.0.1:${listening.port} in magnolia-site.socket` : 'HOST=127.0.0.1'}) behind the proxy, ` +
    `or firewall port ${listening.port} so that only the proxy reaches it`
  );
}

/**
 * What a start on this computer does not warn of: where leads go is its info line's to say (nowhere, until the site goes
 * live), localhost is the right SITE_URL for a look at the site, and the private key is on the owner's own computer,
 * where the going-live guide keeps it.
 */
const SERVER_ONLY = new Set(['destinations', 'site-url', 'private-key']);

/** Each thing the owner must see to, as a check name and the warning's sentence. */
export function warnings(settings: Settings, env: NodeJS.ProcessEnv, examples = examplesInPlace(), listening: Listening = settings.site, place: Place = 'server') {
  const found = serverWarnings(settings, env, examples, listening);
  return place === 'server' ? found : found.filter(({ check }) => !SERVER_ONLY.has(check));
}

function serverWarnings({ site, leads, key }: Settings, env: NodeJS.ProcessEnv, examples: string[], listening: Listening): { check: string; message: string }[] {
  const found: { check: string; message: string }[] = [];
  // On a passed socket, said once the site listens on it (server/index.ts), from the socket's own address.
  const trustProxy = listening === 'passed socket' ? undefined : trustProxyWarning(site.trustProxy, listening);
  if (trustProxy) found.push({ check: 'trust-proxy', message: trustProxy });
  if (site.metrics && !isLoopback(site.metrics.host)) {
    found.push({
      check: 'metrics-host',
      message:
        `METRICS_HOST=${site.metrics.host}: anyone who reaches port ${site.metrics.port} reads the metrics, lead volumes among them; ` +
        'set METRICS_HOST=127.0.0.1 (the default) and scrape from this machine, or firewall the port so that only Prometheus reaches it',
    });
  }
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
  // Said while the file is there, LEADS_PUBLIC_KEY set or not: setting it does not take the key off the server.
  const keyFile = key.file ?? join(leads.dataDir, PRIVATE_KEY_FILE);
  if (key.file || existsSync(keyFile)) {
    found.push({
      check: 'private-key',
      message:
        `the private key that opens every tax ID is on this server (${keyFile}${key.created ? ', written on this start' : ''}): ` +
        "whoever gets this server's files can read them; move it to the operator's machine, set LEADS_PUBLIC_KEY from it (if not yet set), delete the file here and restart",
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

/**
 * Logs the settings in force and each warning; then checks the SMTP server, without holding up the start. On this
 * computer the settings in force are a debug line, and the info line says what the owner would ask: where leads go.
 */
export function reportStartup(settings: Settings, logger: Logger, env: NodeJS.ProcessEnv = process.env, file = envFile, listening: Listening = settings.site, place: Place = 'server') {
  const digest = digestConfig(env, settings.leads);
  const inForce = { ...settingsInForce(settings), digest: digest.send ? `to ${digest.to}, next ${nextDigestText(new Date())}` : digest.reason };
  const delivered = inForce.destinations.length > 0 ? `delivered ${inForce.destinations.join(' and ')}` : 'not delivered (no destination)';
  logger[place === 'server' ? 'info' : 'debug'](
    inForce,
    `starting: leads in ${inForce.store}, ${delivered}; SITE_URL ${inForce.siteUrl}; TRUST_PROXY ${inForce.trustProxy}; ` +
      `rate limit ${inForce.rateLimit}; leads kept ${inForce.retention}; tax IDs sealed to ${inForce.key}; metrics ${inForce.metrics}; ` +
      `page views ${inForce.pageViews}; weekly digest ${inForce.digest}`,
  );
  if (place === 'this computer') {
    // Only what it says, so a terminal shows no field beside it.
    const { store, destinations, pageViews } = inForce;
    logger.info(
      { store, destinations, pageViews, ...(digest.send && { digest: inForce.digest }) },
      `starting: the site on this computer, to look at before it goes live; leads sent from its forms are kept in ${store}` +
        (destinations.length > 0 ? ` and sent ${destinations.join(' and ')}` : ' and reach nobody until an e-mail address or a webhook is set (docs/going-live.md)') +
        `; page views ${pageViews}${digest.send ? `; weekly digest ${inForce.digest}` : ''}`,
    );
  }
  if (file.read) logger.info({ envFile: file.read }, `settings read from ${file.read}; a variable set in the environment wins over the file`);
  if (file.warning) logger.warn({ check: 'env-file' }, file.warning);
  for (const { check, message } of warnings(settings, env, undefined, listening, place)) logger.warn({ check }, message);
  if (settings.leads.email) void checkSmtp(settings.leads.email, logger);
}

/**
 * Connects and logs in as a delivery would (nodemailer's verify): whether it did, and how it went in words
 * (`mail.example.com:465 answered and accepted the login`). Never throws. The start logs it; `npm run leads
 * -- mail` prints it.
 */
export async function smtpLogin(email: NonNullable<LeadsConfig['email']>): Promise<{ ok: boolean; text: string; error?: string }> {
  const host = hostOf(email.smtpUrl);
  let transport: ReturnType<typeof emailTransport> | undefined;
  try {
    transport = emailTransport(email);
    await transport.verify();
    // Nothing was logged in to when SMTP_URL names no user: verify() only connected, and the server only answered.
    const login = URL.canParse(email.smtpUrl) && new URL(email.smtpUrl).username ? 'answered and accepted the login' : 'answered (no login: SMTP_URL names no user)';
    return { ok: true, text: `${host} ${login}` };
  } catch (error) {
    const { command, responseCode } = (error ?? {}) as { command?: string; responseCode?: number };
    const what = /^AUTH/i.test(command ?? '') ? 'refused the login' : responseCode ? 'refused the check' : 'did not answer';
    return { ok: false, text: `${host} ${what} (${describeSmtpError(error)})`, error: describeSmtpError(error) };
  } finally {
    transport?.close();
  }
}

/** The start's check of the SMTP server (smtpLogin), logged. Never fatal. */
export async function checkSmtp(email: NonNullable<LeadsConfig['email']>, logger: Logger) {
  const host = hostOf(email.smtpUrl);
  const { ok, text, error } = await smtpLogin(email);
  if (ok) logger.info({ check: 'smtp', host }, `e-mail: ${text}`);
  else logger.warn({ check: 'smtp', host, error }, `e-mail: ${text}: e-mail deliveries fail and are retried until SMTP_URL is right`);
}
