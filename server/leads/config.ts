/** The lead store's settings, read from the environment, with defaults that need no configuration. */
import { isIPv4 } from 'node:net';
import { resolve } from 'node:path';
import type { Destination } from './store/types';

export interface LeadsConfig {
  /** DATA_DIR: the SQLite file, the generated key pair and form secret (default ./data). */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL instead of SQLite, for copies on several machines. */
  databaseUrl?: string;
  /** LEADS_PUBLIC_KEY: the operator's X25519 public key, base64url; without it, a key pair in DATA_DIR. */
  publicKey?: string;
  /** LEADS_FORM_SECRET: signs each form's render time; without it, a secret in DATA_DIR (shared by the workers). */
  formSecret?: string;
  /**
   * SMTP_URL, LEADS_EMAIL_TO, LEADS_EMAIL_FROM: all three, or no e-mail. `requireTLS` false
   * (SMTP_REQUIRE_TLS=false) lets smtp:// to a host other than loopback send without STARTTLS.
   */
  email?: { smtpUrl: string; to: string; from: string; requireTLS?: boolean };
  /** LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET (whsec_…): both, or no webhook. */
  webhook?: { url: string; secret: string };
  /** LEADS_RATE_LIMIT: '10/10m' (the default), '5/1h', or 'off'. */
  rateLimit: { points: number; seconds: number } | null;
  /** LEADS_RETENTION_DAYS: leads older than this are purged (default 730). */
  retentionDays: number;
}

/** Sealed tax IDs are dropped this long after they were received, whatever the retention of the lead. */
export const TAX_ID_RETENTION_DAYS = 90;

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** '90s', '15m', '1h', '2d' → seconds; undefined for anything else. */
export function durationSeconds(text: string): number | undefined {
  const match = /^\s*(\d+)\s*([smhd])\s*$/.exec(text);
  if (!match || Number(match[1]) < 1) return undefined;
  return Number(match[1]) * UNITS[match[2]!]!;
}

/** '10/10m' → 10 submissions per 600 s; 'off' → none. */
export function parseRateLimit(text: string): LeadsConfig['rateLimit'] {
  if (text.trim() === 'off') return null;
  const match = /^\s*(\d+)\s*\/(.*)$/.exec(text);
  const seconds = match ? durationSeconds(match[2]!) : undefined;
  if (!match || Number(match[1]) < 1 || seconds === undefined) {
    throw new Error(`LEADS_RATE_LIMIT must look like '10/10m' (count / window in s, m, h or d) or 'off', not '${text}'.`);
  }
  return { points: Number(match[1]), seconds };
}

/** A host that never leaves the machine: localhost, 127.0.0.0/8, [::1] (as URL.hostname writes it). */
export const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || (isIPv4(hostname) && hostname.startsWith('127.'));

/**
 * LEADS_WEBHOOK_URL: https://, or http:// to loopback; http:// to another host only with
 * LEADS_WEBHOOK_ALLOW_HTTP=true, since every lead would cross the network in clear.
 */
function webhookUrl(text: string, env: NodeJS.ProcessEnv): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('LEADS_WEBHOOK_URL must be an https:// URL.');
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && (isLoopbackHost(url.hostname) || env.LEADS_WEBHOOK_ALLOW_HTTP === 'true'))) return text;
  throw new Error(url.protocol === 'http:'
    ? `LEADS_WEBHOOK_URL sends every lead in clear to ${url.hostname}: use https://, or set LEADS_WEBHOOK_ALLOW_HTTP=true to allow http://.`
    : 'LEADS_WEBHOOK_URL must be an https:// URL.');
}

function both<T>(names: string[], env: NodeJS.ProcessEnv, make: (values: string[]) => T): T | undefined {
  const values = names.map((name) => env[name]?.trim() ?? '');
  if (values.every((v) => v === '')) return undefined;
  const missing = names.filter((_, i) => values[i] === '');
  if (missing.length > 0) throw new Error(`${missing.join(' and ')} must be set with ${names.filter((n) => !missing.includes(n)).join(' and ')}.`);
  return make(values);
}

export function leadsConfig(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  const retentionDays = Number(env.LEADS_RETENTION_DAYS ?? 730);
  if (!Number.isInteger(retentionDays) || retentionDays < 1) throw new Error('LEADS_RETENTION_DAYS must be a whole number of days.');
  return {
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicKey: env.LEADS_PUBLIC_KEY || undefined,
    formSecret: env.LEADS_FORM_SECRET || undefined,
    email: both(['SMTP_URL', 'LEADS_EMAIL_TO', 'LEADS_EMAIL_FROM'], env, ([smtpUrl, to, from]) => ({
      smtpUrl: smtpUrl!, to: to!, from: from!, requireTLS: env.SMTP_REQUIRE_TLS !== 'false',
    })),
    webhook: both(['LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET'], env, ([url, secret]) => ({ url: webhookUrl(url!, env), secret: secret! })),
    rateLimit: parseRateLimit(env.LEADS_RATE_LIMIT ?? '10/10m'),
    retentionDays,
  };
}

/** The destinations a new lead gets an outbox row for. */
export const destinationsOf = (config: Pick<LeadsConfig, 'email' | 'webhook'>): Destination[] =>
  [config.email && ('email' as const), config.webhook && ('webhook' as const)].filter((d): d is Destination => !!d);
