/**
 * The lead store in one SQLite file (better-sqlite3), for a site on one machine: any number of
 * worker processes share the file. WAL lets readers run beside the one writer; every write begins
 * IMMEDIATE so it waits for the lock (busy_timeout) instead of failing with SQLITE_BUSY.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { makePrivateDir, PRIVATE_FILE_MODE } from './data-files';
import { emailKey, leadStatus, sameFields } from './lead-rules';
import type {
  ClaimedDelivery, DeliverySummary, InsertResult, LeadKind, LeadStore, NewLead, StoreCounts, StoredLead,
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
];

interface LeadRow {
  id: string;
  kind: LeadKind;
  spam: number;
  received_at: number;
  fields: string;
  sealed_tax_id: Buffer | null;
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


/** A connection to the file (created, with its folder, on first use), set up as every connection must be. */
export function connect(file: string) {
  makePrivateDir(dirname(file));
  // SQLite would create the file 0644 (less the umask), and gives -wal and -shm the file's mode: made 0600 first, all three are private.
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  db.pragma('journal_mode = WAL');
  // Only the connection that switches to WAL gets FULL by default; every connection must ask.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // A deleted lead is overwritten, not left in free pages: forgetting a person must leave no trace in the file.
  db.pragma('secure_delete = ON');
  return db;
}

/** Opens (creating it and its folder on first use) the store at `file` and applies pending migrations. */
export function openSqliteStore(file: string): LeadStore {
  const db = connect(file);
  migrate(db);

  const leadById = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const deliveriesOf = db.prepare<[string], DeliveryRow>('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY destination');
  const insertLead = db.prepare(
    'INSERT INTO leads (id, kind, spam, received_at, email, fields, sealed_tax_id) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
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
    };
  };

  const insert = db.transaction((lead: NewLead): InsertResult => {
    const at = lead.receivedAt.getTime();
    const { changes } = insertLead.run(
      lead.id, lead.kind, lead.spam ? 1 : 0, at, emailKey(lead.fields), JSON.stringify(lead.fields),
      lead.sealedTaxId ? Buffer.from(lead.sealedTaxId) : null,
    );
    if (changes === 0) {
      const existing = leadById.get(lead.id)!;
      return existing.kind === lead.kind && sameFields(JSON.parse(existing.fields) as Record<string, string>, lead.fields) ? 'repeat' : 'conflict';
    }
    if (!lead.spam) for (const destination of lead.destinations) insertDelivery.run(randomUUID(), lead.id, destination, at, at);
    return 'created';
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
        lead: { id: lead.id, kind: lead.kind, receivedAt: new Date(lead.received_at), fields: JSON.parse(lead.fields) as Record<string, string> },
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
  // After a deletion, copy the WAL into the file and empty it, so the deleted rows' old pages leave the WAL too.
  const forgetting = <T>(result: T) => {
    db.pragma('wal_checkpoint(TRUNCATE)');
    return result;
  };

  return {
    kind: 'sqlite',
    insert: async (lead) => insert.immediate(lead),
    get: async (id) => {
      const row = leadById.get(id);
      return row && toLead(row);
    },
    list: async ({ limit = -1 } = {}) =>
      db.prepare<[number], LeadRow>('SELECT * FROM leads ORDER BY received_at DESC, id LIMIT ?').all(limit).map(toLead),
    claimDue: async (now, leaseMs, limit) => claim.immediate(now.getTime(), leaseMs, limit),
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
    purge: async (leadsBefore, taxIdsBefore) =>
      forgetting(db.transaction(() => {
        const old = leadsBefore.getTime();
        db.prepare('DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM leads WHERE received_at < ?)').run(old);
        const leads = db.prepare('DELETE FROM leads WHERE received_at < ?').run(old).changes;
        const taxIds = db
          .prepare('UPDATE leads SET sealed_tax_id = NULL WHERE sealed_tax_id IS NOT NULL AND received_at < ?')
          .run(taxIdsBefore.getTime()).changes;
        return { leads, taxIds };
      }).immediate()),
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
