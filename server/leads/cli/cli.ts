/**
 * The operator's command, `npm run leads -- <command>` (built to dist/server/leads.js). It opens the
 * lead store as the server does (DATA_DIR, or DATABASE_URL), reads or changes it, and exits 0 when
 * done, 1 when it failed, 2 for bad usage (3: `mail` with no e-mail set up). Output for people on stdout; errors, one line, on stderr.
 */
// First: ./.env fills the environment before any module reads a setting.
import { envFile } from '../../process/env-file';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { backUp, backUpDated } from './backup';
import { destinationsOf, durationSeconds, leadsConfig, TAX_ID_RETENTION_DAYS, type LeadsConfig } from '../config';
import { newPrivateFile } from '../data-files';
import { fileProblem } from '../file-errors';
import { escapedJson, exportRecord, toCsv, toJson } from './export';
import { describeSource } from '../intake/lead-source';
import { openLeadStore, sqliteFile } from '../store/open-store';
import { purgeExpired, retentionCutoffs } from '../store/purge';
import { COLUMN_NOTES, dayRanges, daysCovered, FORM_NAMES, lastDays, reportOf, type Report } from '../../observe/report';
import { PRIVATE_KEY_FILE, publicKeyText } from '../seal';
import { config as siteConfig } from '../../process/config';
import { addDays, isoWeekOf, mondayOf } from '../../observe/digest/week';
import type { Backlog, DeliverySummary, LeadStore, StoredLead } from '../store/types';
// Each command loads what only it uses when it runs (await import): the digest (nodemailer, satori, resvg), the
// start's warnings (express) and the copy into PostgreSQL (pg) would otherwise load for every list or show.

class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;
type Parsed = { values: Record<string, string | boolean | undefined>; positionals: string[] };
/** What a command does once its arguments are understood: what to print, and an exit code other than 0 when it found a problem. */
type Action = (config: LeadsConfig) => Promise<string | { text: string; exitCode: number }>;

interface Command {
  usage: string;
  summary: string;
  options?: Options;
  /** How many arguments it takes besides its options (ID, FILE). */
  positionals?: number;
  /** Checks the arguments (throwing UsageError) before anything is opened. */
  parse(args: Parsed): Action;
}

const withStore = async <T>(config: LeadsConfig, use: (store: LeadStore) => Promise<T>) => {
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
const intoNewFile = <T>(outFile: string | undefined, work: () => Promise<T>) => {
  if (outFile !== undefined) newPrivateFile(outFile);
  return work().catch((error: unknown) => {
    if (outFile !== undefined) rmSync(outFile, { force: true });
    throw error;
  });
};

// What a visitor typed reaches the operator's terminal: control characters (escape sequences) and
// bidirectional overrides could rewrite what the screen shows, so they are shown as �.
const printable = (text: string) => text.replace(/[\p{Cc}\p{Bidi_Control}]/gu, '\uFFFD');
const oneLine = (text: string) => printable(text.replace(/\s+/g, ' ').trim());
const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;
/** 8_100_000 → '2 h 15 min': the two largest units. */
const howLong = (ms: number) => {
  const parts = [[Math.floor(ms / 86_400_000), 'd'], [Math.floor(ms / 3_600_000) % 24, 'h'], [Math.floor(ms / 60_000) % 60, 'min'], [Math.floor(ms / 1000) % 60, 's']] as const;
  const first = parts.findIndex(([n]) => n > 0);
  return first === -1 ? '0 s' : parts.slice(first, first + 2).filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`).join(' ');
};

/** Columns padded to their widest cell. */
const table = (rows: string[][]) => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
};

/** As git takes a commit: the whole id, or enough of its start to name one lead. */
const MIN_ID_PREFIX = 8;

/** The id of the one lead whose id starts with `given` (case aside); an error when none or several do. */
async function idOf(store: LeadStore, given: string): Promise<string> {
  const prefix = given.trim().toLowerCase();
  if (prefix.length === 36 && (await store.get(prefix))) return prefix;
  const ids = (await store.list()).map((lead) => lead.id).filter((id) => id.toLowerCase().startsWith(prefix));
  if (ids.length === 0) throw new Error(`No lead has an id starting ${oneLine(given)} (see list).`);
  // Sorted, so the same store always answers alike (leads received at the same moment have no order).
  if (ids.length > 1) throw new Error(`${ids.length} leads have ids starting ${oneLine(given)}: ${ids.sort().join(', ')}; give more of the id.`);
  return ids[0]!;
}

/**
 * Each id's shortest start of at least MIN_ID_PREFIX characters that no other id shares, as git shortens a
 * commit's: what list prints and show takes back (idOf). In sorted order an id shares the most with its neighbours.
 */
function shortIds(ids: string[]): string[] {
  const sorted = ids.map((id) => id.toLowerCase()).sort();
  const shared = (a: string, b = '') => {
    let n = 0;
    while (n < a.length && a[n] === b[n]) n += 1;
    return n;
  };
  const short = new Map(sorted.map((id, i) => [id, id.slice(0, Math.max(MIN_ID_PREFIX, shared(id, sorted[i - 1]) + 1, shared(id, sorted[i + 1]) + 1))]));
  return ids.map((id) => short.get(id.toLowerCase())!);
}

/** Who the lead is from: the person, and their business when they gave one. */
const whoFrom = ({ kind, fields }: StoredLead) => {
  const [person, business] = kind === 'contact' ? [fields.name, fields.business] : [fields.ownerName, fields.businessName];
  return [person, business].filter((part) => part?.trim()).join(' / ');
};

/**
 * `done`, and what is left of deleted rows, said plainly. SQLite: a WAL another connection kept from
 * being emptied is a failure (exit code 1: run the command again). PostgreSQL: a note, every time.
 */
function leftBehind(store: LeadStore, wiped: boolean, command: string, done: string): string {
  if (wiped) return done;
  if (store.kind === 'postgres') {
    return `${done}\nPostgreSQL keeps old versions of deleted rows until VACUUM, and in its WAL archives and backups (see docs/leads-and-privacy.md).`;
  }
  throw new Error(`${done.replaceAll('\n', ' ')} But old copies of deleted rows are still in leads.db-wal: another connection kept reading the store. Run ${command} again in a moment to finish.`);
}

const deliveryLine = (d: DeliverySummary) =>
  [
    d.destination,
    d.status,
    plural(d.attempts, 'attempt'),
    d.deliveredAt ? `delivered ${utc(d.deliveredAt)}` : d.status === 'waiting' ? `next ${utc(d.nextAttemptAt)}` : '',
    d.lastError ? `last error: ${oneLine(d.lastError)}` : '',
    `id ${d.id}`,
  ];

const commands: Record<string, Command> = {
  list: {
    usage: 'list [--limit N]',
    summary: 'the leads, newest first, each id as short as it can be and still name one lead (8 characters or more)',
    options: { limit: { type: 'string' } },
    parse({ values }) {
      const limit = values.limit === undefined ? undefined : Number(values.limit);
      if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError('--limit takes a whole number above 0.');
      return (config) =>
        withStore(config, async (store) => {
          // Every lead, not only those shown: an id is short only if no other lead, shown or not, shares its start.
          const all = await store.list();
          const leads = all.slice(0, limit);
          if (leads.length === 0) return 'No leads yet.';
          const short = shortIds(all.map((lead) => lead.id));
          const rows = leads.map((lead, i) => [
            utc(lead.receivedAt).slice(0, 16), lead.kind, lead.status, clip(oneLine(whoFrom(lead)), 40),
            clip(oneLine(lead.fields.email ?? ''), 40), clip(oneLine(describeSource(lead.source)), 40), short[i]!,
          ]);
          return table([['received (UTC)', 'kind', 'status', 'name / business', 'e-mail', 'came from', 'id'], ...rows]);
        });
    },
  },

  show: {
    usage: 'show ID',
    summary: `one lead: its fields (tax ID masked) and deliveries; ID as list shows it, or any start of it of ${MIN_ID_PREFIX} characters or more`,
    positionals: 1,
    parse({ positionals: [given] }) {
      if (!given) throw new UsageError('show needs the id of a lead (see list).');
      if (given.length < MIN_ID_PREFIX) throw new UsageError(`show needs at least the first ${MIN_ID_PREFIX} characters of the id (see list), not '${oneLine(given)}'.`);
      return (config) =>
        withStore(config, async (store) => {
          const id = await idOf(store, given);
          const lead = await store.get(id);
          if (!lead) throw new Error(`No lead has the id ${id}.`);
          const width = Math.max(0, ...Object.keys(lead.fields).map((name) => name.length));
          // A message keeps its lines, each under the first.
          const value = (text: string) => text.split(/\r?\n/).map(printable).join(`\n${' '.repeat(width + 4)}`);
          const sealed = lead.kind !== 'application' ? [] : [[
            'tax ID', lead.sealedTaxId ? 'sealed (shown masked; export --tax-ids --key FILE opens it)' : `no sealed copy (dropped after ${TAX_ID_RETENTION_DAYS} days)`,
          ]];
          return [
            table([
              ['lead', lead.id], ['kind', lead.kind], ['received', utc(lead.receivedAt)], ['came from', oneLine(describeSource(lead.source))],
              ['status', lead.status], ...sealed,
            ]),
            '',
            'Fields',
            ...Object.entries(lead.fields).map(([name, text]) => `  ${printable(name).padEnd(width)}  ${value(text)}`.trimEnd()),
            '',
            lead.deliveries.length === 0 ? 'No deliveries.' : 'Deliveries',
            ...(lead.deliveries.length === 0 ? [] : [table(lead.deliveries.map(deliveryLine).map((cells) => ['', ...cells]))]),
          ].join('\n');
        });
    },
  },

  export: {
    usage: 'export [--format json|csv] [--tax-ids --key FILE] [--out FILE]',
    summary: 'every lead, JSON or CSV, tax ID masked (--tax-ids: opened); --out: into a new file only you can read',
    options: { format: { type: 'string', default: 'json' }, 'tax-ids': { type: 'boolean' }, key: { type: 'string' }, out: { type: 'string' } },
    parse({ values }) {
      const format = values.format as string;
      if (format !== 'json' && format !== 'csv') throw new UsageError(`--format is json or csv, not '${format}'.`);
      if (values['tax-ids'] && !values.key) throw new UsageError('--tax-ids needs --key FILE, the private key (PEM) that opens the tax IDs.');
      if (values.key && !values['tax-ids']) throw new UsageError('--key goes with --tax-ids.');
      const keyFile = values.key as string | undefined;
      const outFile = values.out === undefined ? undefined : resolve(values.out as string);
      return (config) => {
        const pem = keyFile === undefined ? undefined : readPrivateKey(keyFile);
        return intoNewFile(outFile, () => withStore(config, async (store) => {
          const records = [];
          for (const lead of (await store.list()).reverse()) records.push(await exportRecord(lead, pem));
          const text = (format === 'csv' ? toCsv : toJson)(records);
          if (outFile === undefined) return text.replace(/\n$/, '');
          writeFileSync(outFile, text);
          return `Exported ${plural(records.length, 'lead')} into ${outFile}.`;
        }));
      };
    },
  },

  report: {
    usage: 'report [--days 30] [--format csv|json] [--week YYYY-Www]',
    summary: 'per page: views, visitors, leads from it, rate; per form page: forms sent; per outside source: leads; totals (UTC days to today, spam left out)',
    options: { days: { type: 'string', default: '30' }, format: { type: 'string' }, week: { type: 'string' } },
    parse({ values }) {
      const days = Number(values.days);
      if (!(Number.isInteger(days) && days > 0)) throw new UsageError('--days takes a whole number above 0.');
      const format = values.format as string | undefined;
      if (format !== undefined && format !== 'json' && format !== 'csv') throw new UsageError(`--format is csv or json, not '${oneLine(format)}'.`);
      return (config) => {
        // --week: the seven UTC days of an ISO week, the days its digest covers (those that have come).
        // The limit first: a date a billion days back is no date (Invalid time value).
        if (values.week === undefined && days > oldestDays(config)) {
          throw new UsageError(`--days takes a whole number from 1 to ${oldestDays(config)}: ${retentionWords(config)}.`);
        }
        const window = values.week === undefined ? lastDays(days) : weekWindow(weekOption(values.week as string, config).monday);
        return withStore(config, async (store) => {
          const report = await reportOf(store, window);
          if (format === 'json') return escapedJson(report);
          if (format === 'csv') return toCsv(reportRecords(report), REPORT_COLUMNS).replace(/\n$/, '');
          return reportText(report);
        });
      };
    },
  },

  digest: {
    usage: 'digest [--week YYYY-Www] [--out FILE.html | --send]',
    summary: "the owner's weekly digest of the last full week (or --week): its text; --out: the HTML to open in a browser; --send: e-mailed now",
    options: { week: { type: 'string' }, out: { type: 'string' }, send: { type: 'boolean' } },
    parse({ values }) {
      if (values.out !== undefined && values.send) throw new UsageError('--out and --send go apart: preview it, or send it.');
      const outFile = values.out === undefined ? undefined : resolve(values.out as string);
      return (config) => {
        const { week, monday } = weekOption(values.week as string | undefined, config);
        return intoNewFile(outFile, () => withStore(config, async (store) => {
          const { digestConfig, digestStatus, makeDigest, sendDigest } = await import('../../observe/digest/send');
          const notes = await startWarnings(config);
          // Its footer says whether the Monday digests are sent, as a start with these settings says.
          const sending = digestStatus(digestConfig(process.env, config));
          if (values.send) {
            // DIGEST=off stops the Monday e-mail, not one asked for here.
            const digest = digestConfig({ ...process.env, DIGEST: undefined }, config);
            if (!digest.send) throw new Error(`The digest is ${digest.reason}.`);
            const { figures } = await sendDigest(store, digest, week, monday, notes, { sending });
            return `Sent the digest of ${week} (${figures.from} to ${figures.to}) to ${digest.to}.`;
          }
          const digest = await makeDigest(store, week, monday, notes, sending, { inline: true });
          if (outFile === undefined) return digest.text.trimEnd();
          writeFileSync(outFile, digest.html);
          return `Wrote the digest of ${week} (${digest.figures.from} to ${digest.figures.to}) into ${outFile}; the picture took ${Math.round(digest.drawMs)} ms to draw.`;
        }));
      };
    },
  },

  status: {
    usage: 'status',
    summary: 'deliveries waiting, delivered, dead; spam; oldest waiting',
    parse: () => (config) =>
      withStore(config, async (store) => {
        const c = await store.counts();
        const { destinations, withoutDestination } = await store.backlog();
        // Why each destination's deliveries wait or died: its last error, as check says it.
        const why = destinations
          .filter((d) => d.waiting > 0 || d.dead > 0)
          .map((d) => [`  ${d.destination}`, `${plural(d.waiting, 'waiting', 'waiting')}, ${d.dead} dead; ${d.lastError ? `last error: ${oneLine(d.lastError)}` : 'not tried yet'}`]);
        return table([
          ['store', store.kind === 'sqlite' ? `SQLite, ${sqliteFile(config.dataDir)}` : 'PostgreSQL (DATABASE_URL)'],
          ['leads', `${c.leads}, ${c.spam} of them spam (kept, never delivered)`],
          ['waiting', plural(c.waiting, 'delivery', 'deliveries')],
          ...why,
          ['oldest waiting', c.oldestWaiting ? `a lead received ${utc(c.oldestWaiting)}` : 'none'],
          ['delivered', plural(c.delivered, 'delivery', 'deliveries')],
          ['dead', plural(c.dead, 'delivery', 'deliveries') + (c.dead > 0 ? ' (given up; retry makes them due again)' : '')],
          ['no destination', withoutDestination === 0 ? 'none' : `${plural(withoutDestination, 'lead')} not spam and delivered nowhere (${noDestinationHint(config)})`],
        ]);
      }),
  },

  check: {
    usage: 'check [--max-wait 1h]',
    summary: 'for cron or a monitor: prints nothing and exits 0 when all is well; one line per problem and exit 1',
    options: { 'max-wait': { type: 'string', default: '1h' } },
    parse({ values }) {
      const text = values['max-wait'] as string;
      const maxWait = durationSeconds(text);
      if (maxWait === undefined) throw new UsageError(`--max-wait takes a time such as 90s, 15m or 1h, not '${oneLine(text)}'.`);
      return async (config) => {
        // A DATA_DIR without a store is a wrong DATA_DIR here, not a store to create.
        const file = sqliteFile(config.dataDir);
        if (!config.databaseUrl && !existsSync(file)) throw new Error(`No lead store at ${file} (DATA_DIR).`);
        const problems = await withStore(config, async (store) => problemsIn(await store.backlog(), config, maxWait * 1000, new Date()));
        return { text: problems.join('\n'), exitCode: problems.length > 0 ? 1 : 0 };
      };
    },
  },

  mail: {
    usage: 'mail',
    summary: 'connects to the SMTP server of SMTP_URL and logs in as a delivery would; exit 1 when it does not answer or refuses',
    parse: () => async (config) => {
      if (!config.email) return { text: 'No e-mail destination: SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM are not all set.', exitCode: 3 };
      const { smtpLogin } = await import('../../process/startup-report');
      const { ok, text } = await smtpLogin(config.email);
      return { text: `e-mail: ${text}`, exitCode: ok ? 0 : 1 };
    },
  },

  retry: {
    usage: 'retry',
    summary: 'makes every waiting or dead delivery due now',
    parse: () => (config) =>
      withStore(config, async (store) => {
        const due = await store.retryAll(new Date());
        return due === 0
          ? 'Nothing to retry: no delivery is waiting or dead.'
          : `${due === 1 ? '1 delivery is' : `${due} deliveries are`} due now; the server delivers them on its next round.`;
      }),
  },

  delete: {
    usage: 'delete --email ADDRESS',
    summary: 'forgets a person: their leads and deliveries',
    options: { email: { type: 'string' } },
    parse({ values }) {
      const email = (values.email as string | undefined)?.trim();
      if (!email) throw new UsageError('delete needs --email ADDRESS.');
      return (config) =>
        withStore(config, async (store) => {
          const { leads, deliveries, wiped } = await store.deleteByEmail(email);
          const done = leads === 0
            ? `No lead has the e-mail address ${oneLine(email)}; nothing deleted.`
            : `Deleted ${plural(leads, 'lead')} and ${plural(deliveries, 'delivery', 'deliveries')} of ${oneLine(email)}.`;
          return leftBehind(store, wiped, 'delete', done);
        });
    },
  },

  purge: {
    usage: 'purge',
    summary: `deletes leads and page views past LEADS_RETENTION_DAYS, tax IDs past ${TAX_ID_RETENTION_DAYS} days`,
    parse: () => (config) =>
      withStore(config, async (store) => {
        const now = new Date();
        const { leadsBefore, taxIdsBefore } = retentionCutoffs(config, now);
        const { leads, taxIds, pageViewDays, wiped } = await purgeExpired(store, config, now);
        return leftBehind(store, wiped, 'purge', [
          `Deleted ${plural(leads, 'lead')} received before ${utc(leadsBefore)} (${config.retentionDays} days).`,
          `Dropped ${plural(taxIds, 'sealed tax ID')} received before ${utc(taxIdsBefore)} (${TAX_ID_RETENTION_DAYS} days).`,
          `Deleted the page views of ${plural(pageViewDays, 'day')} before ${leadsBefore.toISOString().slice(0, 10)}.`,
        ].join('\n'));
      }),
  },

  backup: {
    usage: 'backup FILE | backup --keep N DIR',
    summary: 'copies the SQLite store into a new FILE, site running; --keep: a dated file in DIR, the newest N kept',
    options: { keep: { type: 'string' } },
    positionals: 1,
    parse({ values, positionals: [path] }) {
      const keep = values.keep === undefined ? undefined : Number(values.keep);
      if (keep !== undefined && !(Number.isInteger(keep) && keep > 0)) throw new UsageError('--keep takes a whole number above 0.');
      if (!path) throw new UsageError(keep === undefined ? 'backup needs the name of a new file to write.' : 'backup --keep N needs the folder to write into.');
      const copied = ({ source, target, pages }: { source: string; target: string; pages: number }) =>
        `Copied ${plural(pages, 'page')} of ${source} into ${target}.`;
      if (keep === undefined) return async (config) => copied(await backUp(config, resolve(path)));
      return async (config) => {
        const copy = await backUpDated(config, resolve(path), keep);
        return `${copied(copy)}\nRemoved ${plural(copy.removed.length, 'older backup')}, keeping the newest ${keep}.`;
      };
    },
  },

  'migrate-to-postgres': {
    usage: 'migrate-to-postgres',
    summary: 'copies the SQLite store in DATA_DIR into DATABASE_URL',
    parse: () => async (config) => {
      if (!config.databaseUrl) throw new Error('Set DATABASE_URL to the PostgreSQL database to copy the leads into.');
      const source = sqliteFile(config.dataDir);
      const { migrateToPostgres } = await import('./migrate-to-postgres');
      const { leads, deliveries, pageViews } = await migrateToPostgres(source, config.databaseUrl);
      return `Copied ${plural(leads, 'lead')}, ${plural(deliveries, 'delivery', 'deliveries')} and ${plural(pageViews, 'row', 'rows')} of page views (a page on a day each) from ${source} into PostgreSQL; what it already had is left as it was.`;
    },
  },
};

/** The store keeps page views and leads LEADS_RETENTION_DAYS (the daily purge deletes older ones); a report goes no further back, nor past a century. */
const oldestDays = (config: LeadsConfig) => Math.min(config.retentionDays, 36_525);
const retentionWords = (config: LeadsConfig) =>
  config.retentionDays <= 36_525
    ? `the store keeps page views and leads ${config.retentionDays} days (LEADS_RETENTION_DAYS)`
    : 'a report goes back a century at most';

/** --week YYYY-Www, or the last full week (Monday to Sunday, UTC) before today; one that has begun and that the store still holds. */
function weekOption(given: string | undefined, config: LeadsConfig) {
  const today = new Date().toISOString().slice(0, 10);
  const week = given ?? isoWeekOf(addDays(today, -7));
  const monday = mondayOf(week);
  if (!monday) throw new UsageError(`--week is an ISO week such as 2026-W48, not '${oneLine(week)}'.`);
  if (monday > today) throw new UsageError(`--week ${week} has not begun (it starts ${monday}); the latest is ${isoWeekOf(today)}.`);
  const oldest = addDays(today, 1 - oldestDays(config));
  if (addDays(monday, 6) < oldest) throw new UsageError(`--week ${week} ended before ${oldest}: ${retentionWords(config)}.`);
  return { week, monday };
}

const weekWindow = (monday: string) => ({ from: monday, to: addDays(monday, 6), today: new Date().toISOString().slice(0, 10) });

/** The warnings a start of the server with these settings gives (server/process/startup-report.ts), as the digest lists them. */
async function startWarnings(config: LeadsConfig) {
  const { warnings } = await import('../../process/startup-report');
  const keyFile = join(config.dataDir, PRIVATE_KEY_FILE);
  const key = { key: new Uint8Array(), created: false, ...(!config.publicKey && existsSync(keyFile) && { file: keyFile }) };
  return warnings({ site: siteConfig, leads: config, key }, process.env);
}

const percent = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);

/** The report for people: the pages, the form pages, other sites, the totals, and the days with no data. */
function reportText(report: Report): string {
  const { days, daysWithoutData, pages, outside, forms, totals } = report;
  const lines = [`Page views, visitors and leads, ${daysCovered(report)}. Spam is not counted.`, ''];
  if (pages.length === 0) lines.push('No page views and no leads from our pages.');
  else {
    lines.push(table([
      ['page', 'views', 'prefetched', 'visitors', 'leads from it', 'rate'],
      ...pages.map((p) => [p.page, String(p.views), String(p.prefetches), String(p.visitors), String(p.leads), percent(p.rate)]),
      ['total', String(totals.views), String(totals.prefetches), String(totals.visitors), String(totals.fromPages), percent(totals.visitors > 0 ? totals.fromPages / totals.visitors : null)],
    ]));
  }
  lines.push('', 'Pages with a form', table([
    ['page', 'visitors', 'forms sent', 'rate'],
    ...forms.map((f) => [`${f.page} (${FORM_NAMES[f.form]} form)`, String(f.visitors), String(f.sent), percent(f.rate)]),
  ]));
  lines.push('');
  if (outside.length === 0) lines.push('No leads from other sites.');
  else {
    lines.push('Leads from other sites', table([
      ['from', 'leads'],
      ...outside.map((o) => [clip(oneLine(describeSource({ ...(o.host && { host: o.host }), ...utmOf(o) })), 100), String(o.leads)]),
    ]));
  }
  lines.push(
    '',
    `Leads: ${totals.leads}, of them ${totals.fromPages} from our pages, ${totals.fromOutside} from other sites, ` +
      `${totals.notKnown} from where not known (no Referer, no UTM values); ${percent(totals.rate)} of ${plural(totals.visitors, 'visitor')}.`,
    ...COLUMN_NOTES,
    'Prefetched: pages the browser asked for ahead, as the visitor\'s pointer rested on a link (shown from that answer, or never); not in views.',
  );
  if (daysWithoutData.length > 0) {
    lines.push(`No page views recorded on ${daysWithoutData.length} of the ${days} days: ${dayRanges(daysWithoutData)} (the site was stopped, STATS=off, or nobody came).`);
  }
  return lines.join('\n');
}

const utmOf = (row: Pick<Report['outside'][number], 'utm_source' | 'utm_medium' | 'utm_campaign'>) => ({
  ...(row.utm_source && { utm_source: row.utm_source }),
  ...(row.utm_medium && { utm_medium: row.utm_medium }),
  ...(row.utm_campaign && { utm_campaign: row.utm_campaign }),
});

const REPORT_COLUMNS = ['kind', 'page', 'host', 'utm_source', 'utm_medium', 'utm_campaign', 'views', 'prefetched', 'visitors', 'leads', 'rate', 'day', 'forms_sent'];

/** The report as rows for a spreadsheet: one per page (leads: leads from it), per form page (forms_sent), per outside source, the total, and one per day with no data. */
function reportRecords({ daysWithoutData, pages, outside, forms, totals }: Report): Record<string, string>[] {
  const n = (value: number | null) => (value === null ? '' : String(value));
  return [
    ...pages.map((p) => ({ kind: 'page', page: p.page, views: n(p.views), prefetched: n(p.prefetches), visitors: n(p.visitors), leads: n(p.leads), rate: n(p.rate) })),
    ...forms.map((f) => ({ kind: 'form page', page: f.page, visitors: n(f.visitors), forms_sent: n(f.sent), rate: n(f.rate) })),
    ...outside.map((o) => ({
      kind: 'outside', host: o.host ?? '', utm_source: o.utm_source ?? '', utm_medium: o.utm_medium ?? '', utm_campaign: o.utm_campaign ?? '', leads: n(o.leads),
    })),
    { kind: 'not known', leads: n(totals.notKnown) },
    { kind: 'total', views: n(totals.views), prefetched: n(totals.prefetches), visitors: n(totals.visitors), leads: n(totals.leads), rate: n(totals.rate) },
    ...daysWithoutData.map((day) => ({ kind: 'no data', day })),
  ];
}

/** What to do about leads that no delivery reaches, as the operator's settings stand. */
const noDestinationHint = (config: LeadsConfig) =>
  destinationsOf(config).length > 0
    ? 'the server adds their deliveries when it next starts'
    : 'set SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM, or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, and restart the server';

/** One line per problem: a delivery waiting past `maxWaitMs`, any dead, leads that no delivery reaches. */
function problemsIn({ destinations, withoutDestination }: Backlog, config: LeadsConfig, maxWaitMs: number, now: Date): string[] {
  const problems: string[] = [];
  for (const { destination, waiting, dead, oldestWaiting, lastError } of destinations) {
    const error = lastError ? `; last error: ${oneLine(lastError)}` : '';
    const waited = oldestWaiting ? now.getTime() - oldestWaiting.getTime() : 0;
    if (waited > maxWaitMs) {
      problems.push(`${destination}: ${plural(waiting, 'delivery', 'deliveries')} waiting, the oldest for ${howLong(waited)} (since ${utc(oldestWaiting!)})${error}`);
    }
    if (dead > 0) problems.push(`${destination}: ${plural(dead, 'delivery', 'deliveries')} dead, given up after three days (retry sends them again)${error}`);
  }
  if (withoutDestination > 0) problems.push(`${plural(withoutDestination, 'lead')} with no destination: ${noDestinationHint(config)}`);
  return problems;
}

function readPrivateKey(file: string): string {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`Cannot read the key file ${file}: ${fileProblem(err, file, 'read')}.`, { cause: err });
  }
  try {
    publicKeyText(pem);
  } catch {
    throw new Error(`${file} is not an X25519 private key in PEM (the leads-private-key.pem the server wrote).`);
  }
  return pem;
}

const help = () =>
  [
    'Usage: npm run leads -- <command>',
    '',
    table([...Object.values(commands).map((c) => [`  ${c.usage}`, c.summary]), ['  help', 'this text']]),
    '',
    'It opens the store the server uses: SQLite in DATA_DIR (./data), or PostgreSQL at DATABASE_URL.',
    'Exit codes: 0 done, 1 failed (check: a problem found), 2 bad usage.',
  ].join('\n');

/** Runs one command; resolves to the exit code. */
async function main(argv: string[]): Promise<number> {
  const [name = 'help', ...rest] = argv;
  try {
    if (['help', '--help', '-h'].includes(name)) {
      process.stdout.write(`${help()}\n`);
      return 0;
    }
    // A .env it could not or would not read: the settings it holds are missing, so nothing is run without them.
    if (envFile.problem) throw new Error(envFile.problem);
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!command) throw new UsageError(`Unknown command '${oneLine(name)}'.`);
    const action = command.parse(parseArgsOf(command, rest));
    const result = await action(leadsConfig());
    const { text, exitCode } = typeof result === 'string' ? { text: result, exitCode: 0 } : result;
    if (text) process.stdout.write(`${text}\n`);
    return exitCode;
  } catch (error) {
    const usage = error instanceof UsageError;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`leads: ${message}\n${usage ? "Run 'npm run leads -- help' for the commands.\n" : ''}`);
    return usage ? 2 : 1;
  }
}

function parseArgsOf(command: Command, args: string[]): Parsed {
  try {
    const parsed = parseArgs({ args, options: command.options ?? {}, allowPositionals: true, strict: true });
    const extra = parsed.positionals[command.positionals ?? 0];
    if (extra !== undefined) throw new UsageError(`Unexpected argument '${oneLine(extra)}'. Usage: ${command.usage}`);
    return parsed as Parsed;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // Node's own message goes on to explain '--'; its first sentence is the news.
    throw new UsageError(`${(error as Error).message.split(/\.\s/)[0]!.replace(/\.?$/, '.')} Usage: ${command.usage}`, { cause: error });
  }
}

// `npm run leads -- list | head` closes stdout early: that is not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await main(process.argv.slice(2));
