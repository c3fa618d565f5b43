/**
 * The lead store in one PostgreSQL database (pg, a pool per process), for copies of the site on
 * several machines. The same tables and rules as the SQLite adapter; what differs is how processes
 * take turns: an advisory lock around migrations, and FOR UPDATE SKIP LOCKED plus a lease for claims.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { emailKey, FORGET_BATCH, leadStatus, resendVerdict, sameContent, VISITORS_PER_NETWORK } from './lead-rules';
import type {
  Backlog, ClaimedDelivery, DeliverySummary, Destination, InsertResult, LeadKind, LeadSource, LeadStore, NewLead, PageViewCount, StoreCounts, StoredLead,
} from './types';

/** How long a query or a wait for a connection may take before the store reports a fault (as SQLite's busy timeout). */
const TIMEOUT_MS = 5_000;

/** Any fixed number, the same in every process: whoever holds it applies the migrations, the others wait. */
const MIGRATION_LOCK = 0x4c454144; // 'LEAD'
/** The same for adding missing deliveries: copies starting together would otherwise both add one. */
const MISSING_DELIVERIES_LOCK = 0x4f555442; // 'OUTB'
/** With a hash of a ticket, the advisory lock resends of that ticket take turns on (two int4 keys: another key space). */
const TICKET_LOCK = 0x5449434b; // 'TICK'

/** How often each process measures again how far its clock is from the database's. */
const CLOCK_CHECK_MS = 10 * 60_000;

/**
 * Numbered migrations, applied in order, each once; never edit one that has shipped, add the next.
 * `fields` is json, not jsonb: it keeps the form's field order, as the SQLite adapter does.
 * `rate_limits` is the table RateLimiterPostgres would create itself.
 */
const migrations: string[] = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('contact', 'application')),
     spam BOOLEAN NOT NULL DEFAULT false,
     received_at TIMESTAMPTZ NOT NULL,
     email TEXT NOT NULL,
     fields JSON NOT NULL,
     sealed_tax_id BYTEA
   );
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE INDEX leads_email ON leads (email);
   CREATE TABLE deliveries (
     id TEXT PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     destination TEXT NOT NULL CHECK (destination IN ('email', 'webhook')),
     status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'delivered', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at TIMESTAMPTZ NOT NULL,
     next_attempt_at TIMESTAMPTZ NOT NULL,
     lease_token TEXT,
     lease_until TIMESTAMPTZ,
     delivered_at TIMESTAMPTZ,
     last_error TEXT
   );
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX deliveries_lead ON deliveries (lead_id);
   CREATE TABLE rate_limits (key VARCHAR(255) PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire BIGINT);`,
  `ALTER TABLE leads ADD COLUMN ticket_id TEXT;
   ALTER TABLE leads ADD COLUMN tax_id_hmac TEXT;
   CREATE INDEX leads_ticket ON leads (ticket_id);`,
  `ALTER TABLE leads ADD COLUMN source JSON;
   CREATE TABLE page_views (
     day DATE NOT NULL,
     page TEXT NOT NULL,
     views INTEGER NOT NULL DEFAULT 0,
     prefetches INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (day, page)
   );`,
  `ALTER TABLE page_views ADD COLUMN visitors INTEGER NOT NULL DEFAULT 0;
   CREATE TABLE site_visitors (day DATE PRIMARY KEY, visitors INTEGER NOT NULL DEFAULT 0);
   CREATE TABLE visitor_salts (day DATE PRIMARY KEY, salt BYTEA NOT NULL);
   CREATE TABLE visitor_hashes (day DATE NOT NULL, page TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (day, page, hash));
   CREATE TABLE digests (week TEXT PRIMARY KEY, lease_until TIMESTAMPTZ NOT NULL, sent_at TIMESTAMPTZ);`,
  `ALTER TABLE visitor_hashes ADD COLUMN network TEXT;
   CREATE INDEX visitor_networks ON visitor_hashes (day, network) WHERE page = '';`,
  `CREATE TABLE copies (copy TEXT PRIMARY KEY, fingerprints JSON NOT NULL, seen_at TIMESTAMPTZ NOT NULL);`,
];

interface LeadRow {
  id: string;
  kind: LeadKind;
  spam: boolean;
  received_at: Date;
  fields: Record<string, string>;
  sealed_tax_id: Buffer | null;
  tax_id_hmac: string | null;
  source: LeadSource | null;
}

interface DeliveryRow {
  id: string;
  lead_id: string;
  destination: 'email' | 'webhook';
  status: 'waiting' | 'delivered' | 'dead';
  attempts: number;
  created_at: Date;
  next_attempt_at: Date;
  lease_token: string | null;
  lease_until: Date | null;
  delivered_at: Date | null;
  last_error: string | null;
}

const summary = (row: DeliveryRow): DeliverySummary => ({
  id: row.id,
  destination: row.destination,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.created_at,
  nextAttemptAt: row.next_attempt_at,
  deliveredAt: row.delivered_at,
  lastError: row.last_error,
});

/**
 * The address a person may ask us to forget their leads by, as PostgreSQL text can hold it: no NUL
 * characters (a crafted request may send them; SQLite keeps them, PostgreSQL refuses the row).
 * The fields themselves go in a json column, which keeps them escaped.
 */
export const emailColumn = (fields: Record<string, string>) => emailKey(fields).replaceAll('\0', '');

/**
 * Connections per process: form posts hold one for a few milliseconds, and copies × workers × this
 * must stay under the server's max_connections (100 by default).
 */
const POOL_SIZE = 5;

/** A pool for `url`, with the store's patience; a broken idle connection is dropped, not thrown at the process. */
export function connectPool(url: string) {
  const pool = new pg.Pool({
    connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: TIMEOUT_MS, statement_timeout: TIMEOUT_MS,
  });
  // The pool discards the broken client itself; without a listener the 'error' event would end the process.
  pool.on('error', () => {});
  return pool;
}

/** Runs `work` in one transaction on one connection of the pool. */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((e: Error) => {
      broken = e;
    });
    throw error;
  } finally {
    // A connection that cannot even roll back is closed, not handed to the next caller.
    client.release(broken);
  }
}

/**
 * Applies the migrations this database has not seen yet, in one transaction under an advisory lock:
 * processes starting together wait for each other, and each migration runs once.
 */
export async function migrate(pool: pg.Pool) {
  await transaction(pool, async (client) => {
    // Waiting for another process's migrations is not a fault.
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)');
    const { rows } = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations');
    const done = rows[0]?.v ?? 0;
    for (const [i, sql] of migrations.slice(done).entries()) {
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())', [done + i + 1]);
    }
  });
}

/** What the repeat check compares of a stored lead. */
const contentOf = (row: Pick<LeadRow, 'kind' | 'fields' | 'tax_id_hmac'>) => ({ kind: row.kind, fields: row.fields, taxIdHmac: row.tax_id_hmac ?? undefined });

/** How far the database's clock is ahead of this process's, in ms, measured at the middle of a round trip. */
async function clockOffset(pool: pg.Pool) {
  const sent = Date.now();
  const { rows } = await pool.query<{ ms: number }>('SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms');
  return rows[0]!.ms - (sent + Date.now()) / 2;
}

/** Opens the store at `url` (postgres://…) and applies pending migrations. */
export async function openPostgresStore(url: string): Promise<LeadStore> {
  const pool = connectPool(url);
  let offset: number;
  try {
    await migrate(pool);
    offset = await clockOffset(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  // Clocks drift: measured again now and then; a failed measure keeps the last one.
  const clockCheck = setInterval(() => clockOffset(pool).then((ms) => (offset = ms), () => {}), CLOCK_CHECK_MS).unref();

  const deliveriesOf = async (leadIds: string[]) => {
    const { rows } = await pool.query<DeliveryRow>('SELECT * FROM deliveries WHERE lead_id = ANY($1) ORDER BY destination', [leadIds]);
    return rows;
  };

  const toLeads = async (rows: LeadRow[]): Promise<StoredLead[]> => {
    const deliveries = await deliveriesOf(rows.map((r) => r.id));
    return rows.map((row) => {
      const own = deliveries.filter((d) => d.lead_id === row.id).map(summary);
      return {
        id: row.id,
        kind: row.kind,
        receivedAt: row.received_at,
        status: leadStatus(row.spam, own),
        fields: row.fields,
        sealedTaxId: row.sealed_tax_id ? new Uint8Array(row.sealed_tax_id) : null,
        deliveries: own,
        source: row.source,
      };
    });
  };

  const finish = async (
    claim: ClaimedDelivery, status: DeliverySummary['status'], next: Date, deliveredAt: Date | null, error: string | null,
  ) => {
    const { rowCount } = await pool.query(
      `UPDATE deliveries SET status = $3, next_attempt_at = $4, delivered_at = $5, last_error = $6, lease_token = NULL, lease_until = NULL
       WHERE id = $1 AND lease_token = $2 AND status = 'waiting'`,
      [claim.id, claim.leaseToken, status, next, deliveredAt, error],
    );
    return rowCount === 1;
  };

  return {
    kind: 'postgres',
    now: () => new Date(Date.now() + offset),
    insert: (given: NewLead) =>
      transaction(pool, async (client): Promise<InsertResult> => {
        let lead = given;
        if (lead.ticketId !== undefined) {
          // Resends of one ticket take turns, so only the first of them is taken as a person's.
          await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [TICKET_LOCK, lead.ticketId]);
          const { rows } = await client.query<LeadRow>('SELECT kind, fields, tax_id_hmac FROM leads WHERE ticket_id = $1', [lead.ticketId]);
          const verdict = resendVerdict(rows.map(contentOf), lead);
          if (verdict === 'repeat') return 'repeat';
          lead = { ...lead, ...verdict };
        }
        // A second send of the same id waits here for the first to commit, then finds its row.
        const { rowCount } = await client.query(
          `INSERT INTO leads (id, kind, spam, received_at, email, fields, sealed_tax_id, ticket_id, tax_id_hmac, source)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (id) DO NOTHING`,
          [lead.id, lead.kind, lead.spam, lead.receivedAt, emailColumn(lead.fields), JSON.stringify(lead.fields),
            lead.sealedTaxId ? Buffer.from(lead.sealedTaxId) : null, lead.ticketId ?? null, lead.taxIdHmac ?? null,
            lead.source ? JSON.stringify(lead.source) : null],
        );
        if (rowCount === 0) {
          const { rows } = await client.query<LeadRow>('SELECT kind, fields, tax_id_hmac FROM leads WHERE id = $1', [lead.id]);
          return sameContent(contentOf(rows[0]!), lead) ? 'repeat' : 'conflict';
        }
        if (!lead.spam) {
          for (const destination of lead.destinations) {
            await client.query(
              'INSERT INTO deliveries (id, lead_id, destination, created_at, next_attempt_at) VALUES ($1, $2, $3, $4, $4)',
              [randomUUID(), lead.id, destination, lead.receivedAt],
            );
          }
        }
        return 'created';
      }),
    get: async (id) => {
      const { rows } = await pool.query<LeadRow>('SELECT * FROM leads WHERE id = $1', [id]);
      return (await toLeads(rows))[0];
    },
    list: async ({ limit } = {}) => {
      const { rows } = await pool.query<LeadRow>('SELECT * FROM leads ORDER BY received_at DESC, id LIMIT $1', [limit ?? null]);
      return toLeads(rows);
    },
    claimDue: async (now, leaseMs, limit) => {
      const token = randomUUID();
      // SKIP LOCKED: rows another process is claiming at this moment are left to it, not waited for.
      // Leases by the database's clock alone: a machine whose clock runs ahead cannot take a live one.
      const { rows } = await pool.query<DeliveryRow & { kind: LeadKind; received_at: Date; fields: Record<string, string>; source: LeadSource | null }>(
        `WITH due AS (
           SELECT id FROM deliveries
           WHERE status = 'waiting' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= now())
           ORDER BY next_attempt_at LIMIT $4
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE deliveries d SET lease_token = $1, lease_until = now() + $2::int * interval '1 millisecond', attempts = attempts + 1
           FROM due WHERE d.id = due.id
           RETURNING d.*
         )
         SELECT claimed.*, l.kind, l.received_at, l.fields, l.source FROM claimed JOIN leads l ON l.id = claimed.lead_id
         ORDER BY claimed.next_attempt_at`,
        [token, leaseMs, now, limit],
      );
      return rows.map((row) => ({
        ...summary(row),
        leaseToken: token,
        leaseUntil: row.lease_until!,
        lead: { id: row.lead_id, kind: row.kind, receivedAt: row.received_at, fields: row.fields, source: row.source },
      }));
    },
    holds: async (claim) =>
      (await pool.query('SELECT 1 FROM deliveries WHERE id = $1 AND lease_token = $2', [claim.id, claim.leaseToken])).rowCount === 1,
    markDelivered: (claim, at) => finish(claim, 'delivered', claim.nextAttemptAt, at, null),
    markFailed: (claim, error, retryAt) =>
      finish(claim, retryAt ? 'waiting' : 'dead', retryAt ?? claim.nextAttemptAt, null, error.slice(0, 500)),
    release: async (claim) => {
      await pool.query(
        `UPDATE deliveries SET lease_token = NULL, lease_until = NULL, attempts = greatest(attempts - 1, 0)
         WHERE id = $1 AND lease_token = $2 AND status = 'waiting'`,
        [claim.id, claim.leaseToken],
      );
    },
    counts: async () => {
      const { rows: by } = await pool.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM deliveries GROUP BY status');
      const n = (status: string) => by.find((r) => r.status === status)?.n ?? 0;
      const { rows } = await pool.query<{ spam: number; leads: number; oldest: Date | null }>(
        `SELECT count(*) FILTER (WHERE spam)::int AS spam, count(*)::int AS leads,
                (SELECT min(l.received_at) FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.status = 'waiting') AS oldest
         FROM leads`,
      );
      const { spam, leads, oldest } = rows[0]!;
      return { waiting: n('waiting'), delivered: n('delivered'), dead: n('dead'), spam, leads, oldestWaiting: oldest } satisfies StoreCounts;
    },
    // A delivery under a live lease is being tried right now: freeing it would send it twice.
    retryAll: async (now) => {
      const { rowCount } = await pool.query(
        `UPDATE deliveries SET status = 'waiting', next_attempt_at = $1, lease_token = NULL, lease_until = NULL
         WHERE status IN ('waiting', 'dead') AND (lease_until IS NULL OR lease_until <= now())`,
        [now],
      );
      return rowCount ?? 0;
    },
    deleteByEmail: (email) =>
      transaction(pool, async (client) => {
        const key = emailColumn({ email });
        const deliveries = await client.query('DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM leads WHERE email = $1)', [key]);
        const leads = await client.query('DELETE FROM leads WHERE email = $1', [key]);
        // Old row versions stay until VACUUM, and in the WAL and backups (docs/leads-and-privacy.md): never wiped here.
        return { leads: leads.rowCount ?? 0, deliveries: deliveries.rowCount ?? 0, wiped: false };
      }),
    purge: (leadsBefore, taxIdsBefore, taxIdHmacsBefore) =>
      transaction(pool, async (client) => {
        await client.query('DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM leads WHERE received_at < $1)', [leadsBefore]);
        const leads = await client.query('DELETE FROM leads WHERE received_at < $1', [leadsBefore]);
        const taxIds = await client.query(
          'UPDATE leads SET sealed_tax_id = NULL WHERE sealed_tax_id IS NOT NULL AND received_at < $1',
          [taxIdsBefore],
        );
        await client.query('UPDATE leads SET tax_id_hmac = NULL WHERE tax_id_hmac IS NOT NULL AND received_at < $1', [taxIdHmacsBefore]);
        // The day of the cutoff in UTC, as the days were counted.
        const { rows: [days] } = await client.query<{ n: number }>(
          `WITH gone AS (DELETE FROM page_views WHERE day < ($1::timestamptz AT TIME ZONE 'UTC')::date RETURNING day)
           SELECT count(DISTINCT day)::int AS n FROM gone`,
          [leadsBefore],
        );
        await client.query(`DELETE FROM site_visitors WHERE day < ($1::timestamptz AT TIME ZONE 'UTC')::date`, [leadsBefore]);
        return { leads: leads.rowCount ?? 0, taxIds: taxIds.rowCount ?? 0, pageViewDays: days!.n, wiped: false };
      }),
    addPageViews: async (counts) => {
      if (counts.length === 0) return;
      // In one order in every process, so two writing at once wait for each other rather than deadlock.
      const sorted = [...counts].sort((a, b) => a.day.localeCompare(b.day) || a.page.localeCompare(b.page));
      await pool.query(
        `INSERT INTO page_views (day, page, views, prefetches)
         SELECT * FROM unnest($1::date[], $2::text[], $3::int[], $4::int[])
         ON CONFLICT (day, page) DO UPDATE SET views = page_views.views + excluded.views, prefetches = page_views.prefetches + excluded.prefetches`,
        [sorted.map((c) => c.day), sorted.map((c) => c.page), sorted.map((c) => c.views), sorted.map((c) => c.prefetches)],
      );
    },
    pageViews: async (fromDay) => {
      // day as text: pg would read a date as local midnight.
      const { rows } = await pool.query<PageViewCount>(
        'SELECT day::text AS day, page, views, prefetches, visitors FROM page_views WHERE day >= $1::date ORDER BY day, page',
        [fromDay],
      );
      return rows;
    },
    visitorSalt: async (day) => {
      // The first process to ask makes it; any other that asks at the same moment waits for that row and reads it.
      await pool.query('INSERT INTO visitor_salts (day, salt) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING', [day, randomBytes(32)]);
      const { rows } = await pool.query<{ salt: Buffer }>('SELECT salt FROM visitor_salts WHERE day = $1::date', [day]);
      return new Uint8Array(rows[0]!.salt);
    },
    addVisitors: async (seen) => {
      if (seen.length === 0) return;
      // Sorted, as the page views: two processes adding at once wait for each other rather than deadlock.
      const sorted = [...seen].sort((a, b) => a.day.localeCompare(b.day) || a.page.localeCompare(b.page) || a.hash.localeCompare(b.hash));
      await transaction(pool, async (client) => {
        const site = sorted.filter((v) => v.page === '');
        const pages = sorted.filter((v) => v.page !== '');
        // A hash another process is adding waits for its commit here, then counts nothing: one visitor, once.
        // A network's new hashes are numbered: those that would take it past its bound are left out (two
        // processes adding for one network at the same moment may each add up to the bound's last place).
        const { rows: siteRows } = await client.query<{ day: string; page: string; n: number }>(
          `WITH s AS (
             SELECT s.day, s.hash, s.network, row_number() OVER (PARTITION BY s.day, s.network ORDER BY s.hash) AS place
             FROM unnest($1::date[], $2::text[], $3::text[]) AS s (day, hash, network)
             WHERE EXISTS (SELECT 1 FROM visitor_salts v WHERE v.day = s.day)
               AND NOT EXISTS (SELECT 1 FROM visitor_hashes h WHERE h.day = s.day AND h.page = '' AND h.hash = s.hash)
           ), fresh AS (
             INSERT INTO visitor_hashes (day, page, hash, network)
             SELECT s.day, '', s.hash, s.network FROM s
             WHERE s.network IS NULL OR s.place + (SELECT count(*) FROM visitor_hashes h WHERE h.day = s.day AND h.page = '' AND h.network = s.network) <= $4
             ON CONFLICT DO NOTHING RETURNING day, page
           )
           SELECT day::text AS day, page, count(*)::int AS n FROM fresh GROUP BY day, page ORDER BY day, page`,
          [site.map((v) => v.day), site.map((v) => v.hash), site.map((v) => v.network ?? null), VISITORS_PER_NETWORK],
        );
        // A page's hash counts once the site has counted it.
        const { rows: pageRows } = await client.query<{ day: string; page: string; n: number }>(
          `WITH fresh AS (
             INSERT INTO visitor_hashes (day, page, hash, network)
             SELECT s.day, s.page, s.hash, s.network FROM unnest($1::date[], $2::text[], $3::text[], $4::text[]) AS s (day, page, hash, network)
             WHERE EXISTS (SELECT 1 FROM visitor_hashes h WHERE h.day = s.day AND h.page = '' AND h.hash = s.hash)
             ON CONFLICT DO NOTHING RETURNING day, page
           )
           SELECT day::text AS day, page, count(*)::int AS n FROM fresh GROUP BY day, page ORDER BY day, page`,
          [pages.map((v) => v.day), pages.map((v) => v.page), pages.map((v) => v.hash), pages.map((v) => v.network ?? null)],
        );
        await client.query(
          `INSERT INTO site_visitors (day, visitors) SELECT * FROM unnest($1::date[], $2::int[])
           ON CONFLICT (day) DO UPDATE SET visitors = site_visitors.visitors + excluded.visitors`,
          [siteRows.map((r) => r.day), siteRows.map((r) => r.n)],
        );
        await client.query(
          `INSERT INTO page_views (day, page, visitors) SELECT * FROM unnest($1::date[], $2::text[], $3::int[])
           ON CONFLICT (day, page) DO UPDATE SET visitors = page_views.visitors + excluded.visitors`,
          [pageRows.map((r) => r.day), pageRows.map((r) => r.page), pageRows.map((r) => r.n)],
        );
      });
    },
    // Old row versions stay until VACUUM, as for a deleted lead (README); no one can read them through the database.
    forgetVisitorsBefore: async (day) => {
      const { rowCount } = await pool.query('DELETE FROM visitor_salts WHERE day < $1::date', [day]);
      // In batches, each its own transaction: no one long transaction holding its locks and its WAL.
      const batch = `DELETE FROM visitor_hashes WHERE ctid IN (SELECT ctid FROM visitor_hashes WHERE day < $1::date LIMIT ${FORGET_BATCH})`;
      while ((await pool.query(batch, [day])).rowCount === FORGET_BATCH);
      return rowCount ?? 0;
    },
    siteVisitors: async (fromDay) => {
      const { rows } = await pool.query<{ day: string; visitors: number }>(
        'SELECT day::text AS day, visitors FROM site_visitors WHERE day >= $1::date ORDER BY day',
        [fromDay],
      );
      return rows;
    },
    leadSources: async (since) => {
      const { rows } = await pool.query<{ received_at: Date; kind: LeadKind; source: LeadSource | null }>(
        'SELECT received_at, kind, source FROM leads WHERE NOT spam AND received_at >= $1 ORDER BY received_at',
        [since],
      );
      return rows.map((row) => ({ receivedAt: row.received_at, kind: row.kind, source: row.source }));
    },
    // By the database's clock: machines whose clocks differ agree on whose the claim is.
    claimDigest: async (week, leaseMs) => {
      const { rowCount } = await pool.query(
        `INSERT INTO digests (week, lease_until) VALUES ($1, now() + $2::int * interval '1 millisecond')
         ON CONFLICT (week) DO UPDATE SET lease_until = excluded.lease_until WHERE digests.sent_at IS NULL AND digests.lease_until <= now()`,
        [week, leaseMs],
      );
      return rowCount === 1;
    },
    finishDigest: async (week, sent) => {
      await pool.query(
        sent ? 'UPDATE digests SET sent_at = now() WHERE week = $1' : `UPDATE digests SET lease_until = '-infinity' WHERE week = $1 AND sent_at IS NULL`,
        [week],
      );
    },
    addMissingDeliveries: (destinations, receivedSince, now) =>
      transaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [MISSING_DELIVERIES_LOCK]);
        const added: Partial<Record<Destination, number>> = {};
        for (const destination of destinations) {
          const { rows } = await client.query<{ id: string }>(
            `SELECT id FROM leads l WHERE NOT spam AND received_at >= $1
               AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id AND d.destination = $2)`,
            [receivedSince, destination],
          );
          if (rows.length === 0) continue;
          await client.query(
            `INSERT INTO deliveries (id, lead_id, destination, created_at, next_attempt_at)
             SELECT id, lead_id, $3, $4, $4 FROM unnest($1::text[], $2::text[]) AS missing (id, lead_id)`,
            [rows.map(() => randomUUID()), rows.map((r) => r.id), destination, now],
          );
          added[destination] = rows.length;
        }
        return added;
      }),
    noteCopy: async (copy, fingerprints) => {
      await pool.query(
        `INSERT INTO copies (copy, fingerprints, seen_at) VALUES ($1, $2, now())
         ON CONFLICT (copy) DO UPDATE SET fingerprints = excluded.fingerprints, seen_at = excluded.seen_at`,
        [copy, JSON.stringify(fingerprints)],
      );
    },
    copies: async (withinMs) => {
      const { rows } = await pool.query<{ copy: string; fingerprints: Record<string, string>; seen_at: Date }>(
        `SELECT copy, fingerprints, seen_at FROM copies WHERE seen_at > now() - $1::int * interval '1 millisecond' ORDER BY copy`,
        [withinMs],
      );
      return rows.map((row) => ({ copy: row.copy, fingerprints: row.fingerprints, seenAt: row.seen_at }));
    },
    backlog: async () => {
      const { rows } = await pool.query<{ destination: Destination; waiting: number; dead: number; oldest: Date | null }>(
        `SELECT destination, count(*) FILTER (WHERE status = 'waiting')::int AS waiting, count(*) FILTER (WHERE status = 'dead')::int AS dead,
                min(created_at) FILTER (WHERE status = 'waiting') AS oldest
         FROM deliveries WHERE status IN ('waiting', 'dead') GROUP BY destination ORDER BY destination`,
      );
      // The newest delivery not yet through that failed, per destination.
      const { rows: errors } = await pool.query<{ destination: Destination; last_error: string | null }>(
        `SELECT DISTINCT ON (destination) destination, last_error FROM deliveries
         WHERE status IN ('waiting', 'dead') AND last_error IS NOT NULL ORDER BY destination, created_at DESC`,
      );
      const { rows: [without] } = await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM leads l WHERE NOT spam AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id)',
      );
      return {
        destinations: rows.map((row) => ({
          destination: row.destination, waiting: row.waiting, dead: row.dead, oldestWaiting: row.oldest,
          lastError: errors.find((e) => e.destination === row.destination)?.last_error ?? null,
        })),
        withoutDestination: without!.n,
      } satisfies Backlog;
    },
    rateLimiter: (points, duration) =>
      new RateLimiterPostgres({
        storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true,
        keyPrefix: 'leads', points, duration,
      }),
    close: () => {
      clearInterval(clockCheck);
      return pool.end();
    },
  };
}
