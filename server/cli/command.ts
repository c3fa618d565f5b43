/**
 * What every command of the lead command (cli.ts) is made of: its shape, its usage errors, the store
 * opened and closed around its work, an --out file, --week, and the few ways its output is laid out.
 */
import { rmSync } from 'node:fs';
import type { ParseArgsConfig } from 'node:util';
import { destinationsOf, type LeadsConfig } from '../leads/config';
import { newPrivateFile } from '../leads/data-files';
import { openLeadStore } from '../leads/store/open-store';
import type { LeadStore } from '../leads/store/types';
import { addDays, isoWeekOf, mondayOf } from '../observe/digest/week';
import { printable } from '../text';

export class UsageError extends Error {}

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Parsed = { values: Record<string, string | boolean | undefined>; positionals: string[] };
/** What a command does once its arguments are understood: what to print, and an exit code other than 0 when it found a problem. */
export type Action = (config: LeadsConfig) => Promise<string | { text: string; exitCode: number }>;

export interface Command {
  usage: string;
  summary: string;
  options?: Options;
  /** How many arguments it takes besides its options (ID, FILE). */
  positionals?: number;
  /** Checks the arguments (throwing UsageError) before anything is opened. */
  parse(args: Parsed): Action;
}

export const withStore = async <T>(config: LeadsConfig, use: (store: LeadStore) => Promise<T>) => {
  const store = await openLeadStore(config);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
};

/**
 * Work whose answer `--out` puts in a file: the file is made first, before the store is read, new only (wx: never
 * an existing file or a link planted there) and readable by its owner alone, as a backup is; removed if the work fails.
 */
export const intoNewFile = <T>(outFile: string | undefined, work: () => Promise<T>) => {
  if (outFile !== undefined) newPrivateFile(outFile);
  return work().catch((error: unknown) => {
    if (outFile !== undefined) rmSync(outFile, { force: true });
    throw error;
  });
};

export const oneLine = (text: string) => printable(text.replace(/\s+/g, ' ').trim());
export const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
export const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** Columns padded to their widest cell. */
export const table = (rows: string[][]) => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
};

/**
 * `done`, and what is left of deleted rows, said plainly. SQLite: a WAL another connection kept from
 * being emptied is a failure (exit code 1: run the command again). PostgreSQL: a note, every time.
 */
export function leftBehind(store: LeadStore, wiped: boolean, command: string, done: string): string {
  if (wiped) return done;
  if (store.kind === 'postgres') {
    return `${done}\nPostgreSQL keeps old versions of deleted rows until VACUUM, and in its WAL archives and backups (see docs/leads-and-privacy.md).`;
  }
  throw new Error(`${done.replaceAll('\n', ' ')} But old copies of deleted rows are still in leads.db-wal: another connection kept reading the store. Run ${command} again in a moment to finish.`);
}

/** What to do about leads that no delivery reaches, as the operator's settings stand. */
export const noDestinationHint = (config: LeadsConfig) =>
  destinationsOf(config).length > 0
    ? 'the server adds their deliveries when it next starts'
    : 'set SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM, or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, and restart the server';

/** The store keeps page views and leads LEADS_RETENTION_DAYS (the daily purge deletes older ones); a report goes no further back, nor past a century. */
export const oldestDays = (config: LeadsConfig) => Math.min(config.retentionDays, 36_525);
export const retentionWords = (config: LeadsConfig) =>
  config.retentionDays <= 36_525
    ? `the store keeps page views and leads ${config.retentionDays} days (LEADS_RETENTION_DAYS)`
    : 'a report goes back a century at most';

/** --week YYYY-Www, or the last full week (Monday to Sunday, UTC) before today; one that has begun and that the store still holds. */
export function weekOption(given: string | undefined, config: LeadsConfig) {
  const today = new Date().toISOString().slice(0, 10);
  const week = given ?? isoWeekOf(addDays(today, -7));
  const monday = mondayOf(week);
  if (!monday) throw new UsageError(`--week is an ISO week such as 2026-W48, not '${oneLine(week)}'.`);
  if (monday > today) throw new UsageError(`--week ${week} has not begun (it starts ${monday}); the latest is ${isoWeekOf(today)}.`);
  const oldest = addDays(today, 1 - oldestDays(config));
  if (addDays(monday, 6) < oldest) throw new UsageError(`--week ${week} ended before ${oldest}: ${retentionWords(config)}.`);
  return { week, monday };
}

export const weekWindow = (monday: string) => ({ from: monday, to: addDays(monday, 6), today: new Date().toISOString().slice(0, 10) });
