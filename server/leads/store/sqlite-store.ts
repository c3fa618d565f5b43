/**
 * The lead store in one SQLite file (better-sqlite3), for a site on one machine: any number of
 * worker processes share the file. WAL lets readers run beside the one writer; every write begins
 * IMMEDIATE so it waits for the lock (busy_timeout) instead of failing with SQLITE_BUSY.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../data-files';
import { emailKey, FORGET_BATCH, leadStatus, resendVerdict, sameContent, VISITORS_PER_NETWORK } from './lead-rules';
import type {
  Backlog, ClaimedDelivery, DeliverySummary, Destination, InsertResult, LeadKind, LeadSource, LeadStore, NewLead, PageViewCount, StoreCounts, StoredLead,
  VisitorHash, Wiped,
} from './types';

/** How long a write waits for another process's transaction before it gives up. */
const BUSY_TIMEOUT_MS = 5_000;

/** Numbered migrations, applied in order, each once; never edit one that has shipped, add the next. */
const migrations: string[] = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('contact', 'application')),
     spam INTEGER NOT NULL DEFAULT 0,
     received_at INTEGER NOT NULL,
     email TEXT NOT NULL,
     fields TEXT NOT NULL,
     sealed_tax_id BLOB
   );
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE INDEX leads_email ON leads (email);
   CREATE TABLE deliveries (
     id TEXT PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     destination TEXT NOT NULL CHECK (destination IN ('email', 'webhook')),
     status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'delivered', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     next_attempt_at INTEGER NOT NULL,
     lease_token TEXT,
     lease_until INTEGER,
     delivered_at INTEGER,
     last_error TEXT
   );
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX deliveries_lead ON deliveries (lead_id);
   CREATE TABLE rate_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER);`,
  `ALTER TABLE leads ADD COLUMN ticket_id TEXT;
   ALTER TABLE leads ADD COLUMN tax_id_hmac TEXT;
   CREATE INDEX leads_ticket ON leads (ticket_id);`,
  `ALTER TABLE leads ADD COLUMN source TEXT;
   CREATE TABLE page_views (
     day TEXT NOT NULL,
     page TEXT NOT NULL,
     views INTEGER NOT NULL DEFAULT 0,
     prefetches INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (day, page)
   ) WITHOUT ROWID;`,
  `ALTER TABLE page_views ADD COLUMN visitors INTEGER NOT NULL DEFAULT 0;
   CREATE TABLE site_visitors (day TEXT PRIMARY KEY, visitors INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID;
   CREATE TABLE visitor_salts (day TEXT PRIMARY KEY, salt BLOB NOT NULL) WITHOUT ROWID;
   CREATE TABLE visitor_hashes (day TEXT NOT NULL, page TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (day, page, hash)) WITHOUT ROWID;
   CREATE TABLE digests (week TEXT PRIMARY KEY, lease_until INTEGER NOT NULL, sent_at INTEGER);`,
  `ALTER TABLE visitor_hashes ADD COLUMN network TEXT;
   CREATE INDEX visitor_networks ON visitor_hashes (day, network) WHERE page = '';`,
  `CREATE TABLE copies (copy TEXT PRIMARY KEY, fingerprints TEXT NOT NULL, seen_at INTEGER NOT NULL);`,
];

interface LeadRow {
  id: string;
  kind: LeadKind;
  spam: number;
  received_at: number;
  fields: string;
  sealed_tax_id: Buffer | null;
  ticket_id: string | null;
  tax_id_hmac: string | null;
  source: string | null;
}

interface DeliveryRow {
  id: string;
  lead_id: string;
  destination: 'email' | 'webhook';
  status: 'waiting' | 'delivered' | 'dead';
  attempts: number;
  created_at: number;
  next_attempt_at: number;
  lease_token: string | null;
  lease_until: number | null;
  delivered_at: number | null;
  last_error: string | null;
}

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

const sourceOf = (text: string | null) => (text === null ? null : (JSON.parse(text) as LeadSource));

/** What the repeat check compares of a stored lead. */
const contentOf = (row: LeadRow) => ({ kind: row.kind, fields: JSON.parse(row.fields) as Record<string, string>, taxIdHmac: row.tax_id_hmac ?? undefined });

/** Emptying the WAL is tried again after these pauses while another connection still reads from it. */
const WAL_RETRY_MS = [50, 100, 200, 400, 800, 1_600];

const summary = (row: DeliveryRow): DeliverySummary => ({
  id: row.id,
  destination: row.destination,
  status: row.status,
  attempts: row.attempts,
  createdAt: new Date(row.created_at),
  nextAttemptAt: new Date(row.next_attempt_at),
  deliveredAt: date(row.delivered_at),
  lastError: row.last_error,
});


/**
 * A connection to the file (created, with its folder, on first use), set up as every connection must be.
 * `busyTimeoutMs`: how long a write waits for another's lock; the tests of a locked store wait less.
 */
export function connect(file: string, busyTimeoutMs = BUSY_TIMEOUT_MS) {
  makePrivateDir(dirname(file));
  // SQLite would create the file 0644 (less the umask), and gives -wal and -shm the file's mode: made 0600 first, all three are private.
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  const db = new Database(file, { timeout: busyTimeoutMs });
  db.pragma('journal_mode = WAL');
  // Only the connection that switches to WAL gets FULL by default; every connection must ask.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // A deleted lead is overwritten, not left in free pages: forgetting a person must leave no trace in the file.
  db.pragma('secure_delete = ON');
  return db;
}

/** Opens (creating it and its folder on first use) the store at `file` and applies pending migrations. */
export function openSqliteStore(file: string, { busyTimeoutMs = BUSY_TIMEOUT_MS } = {}): LeadStore {
  const db = connect(file, busyTimeoutMs);
  migrate(db);

  const leadById = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const deliveriesOf = db.prepare<[string], DeliveryRow>('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY destination');
  const leadsByTicket = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE ticket_id = ?');
  const insertLead = db.prepare(
    `INSERT INTO leads (id, kind, spam, received_at, email, fields, sealed_tax_id, ticket_id, tax_id_hmac, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO NOTHING`,
  );
  const insertDelivery = db.prepare(
    'INSERT INTO deliveries (id, lead_id, destination, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)',
  );

  const toLead = (row: LeadRow): StoredLead => {
    const deliveries = deliveriesOf.all(row.id).map(summary);
    return {
      id: row.id,
      kind: row.kind,
      receivedAt: new Date(row.received_at),
      status: leadStatus(row.spam === 1, deliveries),
      fields: JSON.parse(row.fields) as Record<string, string>,
      sealedTaxId: row.sealed_tax_id ? new Uint8Array(row.sealed_tax_id) : null,
      deliveries,
      source: sourceOf(row.source),
    };
  };

  const insert = db.transaction((given: NewLead): InsertResult => {
    let lead = given;
    if (lead.ticketId !== undefined) {
      // The transaction is IMMEDIATE: resends of one ticket take turns.
      const verdict = resendVerdict(leadsByTicket.all(lead.ticketId).map(contentOf), lead);
      if (verdict === 'repeat') return 'repeat';
      lead = { ...lead, ...verdict };
    }
    const at = lead.receivedAt.getTime();
    const { changes } = insertLead.run(
      lead.id, lead.kind, lead.spam ? 1 : 0, at, emailKey(lead.fields), JSON.stringify(lead.fields),
      lead.sealedTaxId ? Buffer.from(lead.sealedTaxId) : null, lead.ticketId ?? null, lead.taxIdHmac ?? null,
      lead.source ? JSON.stringify(lead.source) : null,
    );
    if (changes === 0) return sameContent(contentOf(leadById.get(lead.id)!), lead) ? 'repeat' : 'conflict';
    if (!lead.spam) for (const destination of lead.destinations) insertDelivery.run(randomUUID(), lead.id, destination, at, at);
    return 'created';
  });

  const addView = db.prepare<[string, string, number, number]>(
    `INSERT INTO page_views (day, page, views, prefetches) VALUES (?, ?, ?, ?)
     ON CONFLICT (day, page) DO UPDATE SET views = views + excluded.views, prefetches = prefetches + excluded.prefetches`,
  );
  const addViews = db.transaction((counts: PageViewCount[]) => {
    for (const { day, page, views, prefetches } of counts) addView.run(day, page, views, prefetches);
  });

  const addSalt = db.prepare<[string, Buffer]>('INSERT INTO visitor_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING');
  const saltOf = db.prepare<[string], { salt: Buffer }>('SELECT salt FROM visitor_salts WHERE day = ?');
  const addHash = db.prepare<[string, string, string, string | null]>('INSERT INTO visitor_hashes (day, page, hash, network) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const siteHas = db.prepare<[string, string], { n: number }>("SELECT 1 AS n FROM visitor_hashes WHERE day = ? AND page = '' AND hash = ?");
  const networkVisitors = db.prepare<[string, string], { n: number }>("SELECT count(*) AS n FROM visitor_hashes WHERE day = ? AND page = '' AND network = ?");
  const addPageVisitors = db.prepare<[string, string, number]>(
    `INSERT INTO page_views (day, page, visitors) VALUES (?, ?, ?)
     ON CONFLICT (day, page) DO UPDATE SET visitors = visitors + excluded.visitors`,
  );
  const addSiteVisitors = db.prepare<[string, number]>(
    'INSERT INTO site_visitors (day, visitors) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET visitors = visitors + excluded.visitors',
  );
  const addVisitors = db.transaction((seen: VisitorHash[]) => {
    const fresh = new Map<string, { day: string; page: string; n: number }>();
    const liveDays = new Map<string, boolean>();
    // The site's first: a page's hash counts only once the site has counted it (within its network's bound).
    for (const { day, page, hash, network } of [...seen].sort((a, b) => Number(a.page !== '') - Number(b.page !== ''))) {
      if (!(liveDays.get(day) ?? liveDays.set(day, saltOf.get(day) !== undefined).get(day))) continue;
      if (page === '' && network !== undefined && !siteHas.get(day, hash) && networkVisitors.get(day, network)!.n >= VISITORS_PER_NETWORK) continue;
      if (page !== '' && !siteHas.get(day, hash)) continue;
      if (addHash.run(day, page, hash, network ?? null).changes === 0) continue;
      const key = `${day} ${page}`;
      (fresh.get(key) ?? fresh.set(key, { day, page, n: 0 }).get(key)!).n += 1;
    }
    for (const { day, page, n } of fresh.values()) {
      if (page === '') addSiteVisitors.run(day, n);
      else addPageVisitors.run(day, page, n);
    }
  });

  const claim = db.transaction((now: number, leaseMs: number, limit: number): ClaimedDelivery[] => {
    const token = randomUUID();
    const rows = db
      .prepare<[string, number, number, number, number], DeliveryRow>(
        `UPDATE deliveries SET lease_token = ?, lease_until = ?, attempts = attempts + 1
         WHERE id IN (SELECT id FROM deliveries
                      WHERE status = 'waiting' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
                      ORDER BY next_attempt_at LIMIT ?)
         RETURNING *`,
      )
      .all(token, now + leaseMs, now, now, limit);
    return rows.map((row) => {
      const lead = leadById.get(row.lead_id)!;
      return {
        ...summary(row),
        leaseToken: token,
        leaseUntil: new Date(row.lease_until!),
        lead: {
          id: lead.id, kind: lead.kind, receivedAt: new Date(lead.received_at), fields: JSON.parse(lead.fields) as Record<string, string>,
          source: sourceOf(lead.source),
        },
      };
    });
  });

  const finish = db.prepare(
    `UPDATE deliveries SET status = @status, next_attempt_at = @next, delivered_at = @deliveredAt, last_error = @error,
       lease_token = NULL, lease_until = NULL
     WHERE id = @id AND lease_token = @token AND status = 'waiting'`,
  );
  type Finish = { id: string; token: string; status: string; next: number; deliveredAt: number | null; error: string | null };
  const write = (params: Finish) => db.transaction(() => finish.run(params).changes === 1).immediate();

  /**
   * After a deletion, copies the WAL into the file and empties it, so the deleted rows' old pages
   * leave the WAL too. A connection still reading an older state of the file keeps the WAL from
   * being emptied: tried again, pausing between tries (not waiting in the busy handler, which would
   * hold this process's event loop); `wiped` says whether it was done.
   */
  const forgetting = async <T>(result: T): Promise<T & Wiped> => {
    for (let tries = 0; ; tries += 1) {
      db.pragma('busy_timeout = 0');
      const { busy } = (db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[])[0]!;
      db.pragma(`busy_timeout = ${busyTimeoutMs}`);
      if (busy === 0 || tries === WAL_RETRY_MS.length) return { ...result, wiped: busy === 0 };
      await sleep(WAL_RETRY_MS[tries]);
    }
  };

  return {
    kind: 'sqlite',
    now: () => new Date(),
    insert: async (lead) => insert.immediate(lead),
    get: async (id) => {
      const row = leadById.get(id);
      return row && toLead(row);
    },
    list: async ({ limit = -1 } = {}) =>
      db.prepare<[number], LeadRow>('SELECT * FROM leads ORDER BY received_at DESC, id LIMIT ?').all(limit).map(toLead),
    claimDue: async (now, leaseMs, limit) => claim.immediate(now.getTime(), leaseMs, limit),
    holds: async (c) => db.prepare('SELECT 1 FROM deliveries WHERE id = ? AND lease_token = ?').get(c.id, c.leaseToken) !== undefined,
    markDelivered: async (c, at) =>
      write({ id: c.id, token: c.leaseToken, status: 'delivered', next: c.nextAttemptAt.getTime(), deliveredAt: at.getTime(), error: null }),
    markFailed: async (c, error, retryAt) =>
      write({
        id: c.id, token: c.leaseToken, status: retryAt ? 'waiting' : 'dead',
        next: (retryAt ?? c.nextAttemptAt).getTime(), deliveredAt: null, error: error.slice(0, 500),
      }),
    release: async (c) => {
      db.transaction(() =>
        db.prepare(
          `UPDATE deliveries SET lease_token = NULL, lease_until = NULL, attempts = max(attempts - 1, 0)
           WHERE id = ? AND lease_token = ? AND status = 'waiting'`,
        ).run(c.id, c.leaseToken),
      ).immediate();
    },
    counts: async () => {
      const by = db.prepare<[], { status: string; n: number }>('SELECT status, count(*) AS n FROM deliveries GROUP BY status').all();
      const n = (status: string) => by.find((r) => r.status === status)?.n ?? 0;
      const { spam, leads } = db.prepare<[], { spam: number; leads: number }>('SELECT coalesce(sum(spam), 0) AS spam, count(*) AS leads FROM leads').get()!;
      const { oldest } = db.prepare<[], { oldest: number | null }>(
        `SELECT min(l.received_at) AS oldest FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.status = 'waiting'`,
      ).get()!;
      return { waiting: n('waiting'), delivered: n('delivered'), dead: n('dead'), spam, leads, oldestWaiting: date(oldest) } satisfies StoreCounts;
    },
    // A delivery under a live lease is being tried right now: freeing it would send it twice.
    retryAll: async (now) =>
      db.transaction(() =>
        db.prepare(
          `UPDATE deliveries SET status = 'waiting', next_attempt_at = @now, lease_token = NULL, lease_until = NULL
           WHERE status IN ('waiting', 'dead') AND (lease_until IS NULL OR lease_until <= @now)`,
        ).run({ now: now.getTime() }).changes,
      ).immediate(),
    deleteByEmail: async (email) =>
      forgetting(db.transaction(() => {
        const key = email.trim().toLowerCase();
        const deliveries = db.prepare('DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM leads WHERE email = ?)').run(key).changes;
        const leads = db.prepare('DELETE FROM leads WHERE email = ?').run(key).changes;
        return { leads, deliveries };
      }).immediate()),
    purge: async (leadsBefore, taxIdsBefore, taxIdHmacsBefore) =>
      forgetting(db.transaction(() => {
        const old = leadsBefore.getTime();
        db.prepare('DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM leads WHERE received_at < ?)').run(old);
        const leads = db.prepare('DELETE FROM leads WHERE received_at < ?').run(old).changes;
        const taxIds = db
          .prepare('UPDATE leads SET sealed_tax_id = NULL WHERE sealed_tax_id IS NOT NULL AND received_at < ?')
          .run(taxIdsBefore.getTime()).changes;
        db.prepare('UPDATE leads SET tax_id_hmac = NULL WHERE tax_id_hmac IS NOT NULL AND received_at < ?').run(taxIdHmacsBefore.getTime());
        const firstDay = leadsBefore.toISOString().slice(0, 10);
        const { pageViewDays } = db.prepare<[string], { pageViewDays: number }>(
          'SELECT count(DISTINCT day) AS pageViewDays FROM page_views WHERE day < ?',
        ).get(firstDay)!;
        db.prepare('DELETE FROM page_views WHERE day < ?').run(firstDay);
        db.prepare('DELETE FROM site_visitors WHERE day < ?').run(firstDay);
        return { leads, taxIds, pageViewDays };
      }).immediate()),
    addPageViews: async (counts) => addViews.immediate(counts),
    pageViews: async (fromDay) =>
      db.prepare<[string], PageViewCount>('SELECT day, page, views, prefetches, visitors FROM page_views WHERE day >= ? ORDER BY day, page').all(fromDay),
    visitorSalt: async (day) =>
      db.transaction(() => {
        addSalt.run(day, randomBytes(32));
        return new Uint8Array(saltOf.get(day)!.salt);
      }).immediate(),
    addVisitors: async (seen) => addVisitors.immediate(seen),
    // Deleted pages are overwritten (secure_delete) and the WAL emptied: no copy of a salt or hash is left in the files.
    forgetVisitorsBefore: async (day) => {
      const n = db.prepare<[string]>('DELETE FROM visitor_salts WHERE day < ?').run(day).changes;
      // In batches, each its own transaction, the event loop free between them: 500,000 rows at once held it 232 ms; a batch of 1,000 takes a few ms.
      const batch = db.prepare<[string, number]>(
        'DELETE FROM visitor_hashes WHERE (day, page, hash) IN (SELECT day, page, hash FROM visitor_hashes WHERE day < ? LIMIT ?)',
      );
      while (batch.run(day, FORGET_BATCH).changes === FORGET_BATCH) await new Promise((resolve) => setImmediate(resolve));
      return (await forgetting({ n })).n;
    },
    siteVisitors: async (fromDay) =>
      db.prepare<[string], { day: string; visitors: number }>('SELECT day, visitors FROM site_visitors WHERE day >= ? ORDER BY day').all(fromDay),
    leadSources: async (since) =>
      db.prepare<[number], { received_at: number; kind: LeadKind; source: string | null }>(
        'SELECT received_at, kind, source FROM leads WHERE spam = 0 AND received_at >= ? ORDER BY received_at',
      ).all(since.getTime()).map((row) => ({ receivedAt: new Date(row.received_at), kind: row.kind, source: sourceOf(row.source) })),
    claimDigest: async (week, leaseMs) =>
      db.transaction(() => {
        const now = Date.now();
        return db.prepare(
          `INSERT INTO digests (week, lease_until) VALUES (?, ?)
           ON CONFLICT (week) DO UPDATE SET lease_until = excluded.lease_until WHERE sent_at IS NULL AND lease_until <= ?`,
        ).run(week, now + leaseMs, now).changes === 1;
      }).immediate(),
    finishDigest: async (week, sent) => {
      db.transaction(() =>
        db.prepare('UPDATE digests SET sent_at = ?, lease_until = ? WHERE week = ?').run(sent ? Date.now() : null, sent ? Date.now() : 0, week),
      ).immediate();
    },
    addMissingDeliveries: async (destinations, receivedSince, now) =>
      db.transaction(() => {
        const added: Partial<Record<Destination, number>> = {};
        for (const destination of destinations) {
          const missing = db.prepare<[number, string], { id: string }>(
            `SELECT id FROM leads l WHERE spam = 0 AND received_at >= ?
               AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id AND d.destination = ?)`,
          ).all(receivedSince.getTime(), destination);
          for (const { id } of missing) insertDelivery.run(randomUUID(), id, destination, now.getTime(), now.getTime());
          if (missing.length > 0) added[destination] = missing.length;
        }
        return added;
      }).immediate(),
    noteCopy: async (copy, fingerprints) => {
      db.transaction(() =>
        db.prepare(
          `INSERT INTO copies (copy, fingerprints, seen_at) VALUES (?, ?, ?)
           ON CONFLICT (copy) DO UPDATE SET fingerprints = excluded.fingerprints, seen_at = excluded.seen_at`,
        ).run(copy, JSON.stringify(fingerprints), Date.now()),
      ).immediate();
    },
    copies: async (withinMs) =>
      db.prepare<[number], { copy: string; fingerprints: string; seen_at: number }>('SELECT copy, fingerprints, seen_at FROM copies WHERE seen_at > ? ORDER BY copy')
        .all(Date.now() - withinMs)
        .map((row) => ({ copy: row.copy, fingerprints: JSON.parse(row.fingerprints) as Record<string, string>, seenAt: new Date(row.seen_at) })),
    backlog: async () => {
      const rows = db.prepare<[], { destination: Destination; waiting: number; dead: number; oldest: number | null }>(
        `SELECT destination, sum(status = 'waiting') AS waiting, sum(status = 'dead') AS dead,
                min(CASE WHEN status = 'waiting' THEN created_at END) AS oldest
         FROM deliveries WHERE status IN ('waiting', 'dead') GROUP BY destination ORDER BY destination`,
      ).all();
      // SQLite takes a bare column from the row that max() picked: the newest delivery not yet through that failed.
      const errors = db.prepare<[], { destination: Destination; last_error: string | null }>(
        `SELECT destination, last_error, max(created_at) FROM deliveries
         WHERE status IN ('waiting', 'dead') AND last_error IS NOT NULL GROUP BY destination`,
      ).all();
      const { n } = db.prepare<[], { n: number }>(
        'SELECT count(*) AS n FROM leads l WHERE spam = 0 AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id)',
      ).get()!;
      return {
        destinations: rows.map((row) => ({
          destination: row.destination, waiting: row.waiting, dead: row.dead, oldestWaiting: date(row.oldest),
          lastError: errors.find((e) => e.destination === row.destination)?.last_error ?? null,
        })),
        withoutDestination: n,
      } satisfies Backlog;
    },
    rateLimiter: (points, duration) =>
      new RateLimiterSQLite({
        storeClient: db, storeType: 'better-sqlite3', tableName: 'rate_limits', tableCreated: true,
        keyPrefix: 'leads', points, duration,
      }),
    close: async () => {
      db.close();
    },
  };
}

/** Applies the migrations this file has not seen yet, in one IMMEDIATE transaction, so workers starting together take turns. */
function migrate(db: Database.Database) {
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
    const done = db.prepare<[], { v: number | null }>('SELECT max(version) AS v FROM schema_migrations').get()?.v ?? 0;
    migrations.slice(done).forEach((sql, i) => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(done + i + 1, Date.now());
    });
  }).immediate();
}
