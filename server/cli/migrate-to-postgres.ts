/**
 * For an owner who grows out of one machine: copies a lead store (the SQLite file under DATA_DIR)
 * into PostgreSQL, leads (with where each came from), deliveries and their statuses, and the page
 * views, keeping every id, so a receiver that drops repeats by webhook-id or Message-ID still does. Idempotent: a lead or delivery PostgreSQL already
 * has is left as PostgreSQL has it, so running it again changes nothing but adds the leads received
 * since. Run it with the site stopped, then start the site with DATABASE_URL set. Leases are not
 * copied: whatever was waiting is due in PostgreSQL at its next attempt.
 */
import { existsSync } from 'node:fs';
import { connectPool, emailColumn, migrate, transaction } from '../leads/store/postgres-store';
import { openSqliteStore } from '../leads/store/sqlite-store';
import type { LeadStore } from '../leads/store/types';

/** Copies `source` (a store, or the path of a SQLite file) into the PostgreSQL database at `pgUrl`; returns what was new to it. */
export async function migrateToPostgres(source: LeadStore | string, pgUrl: string): Promise<{ leads: number; deliveries: number; pageViews: number }> {
  if (typeof source === 'string' && !existsSync(source)) throw new Error(`There is no SQLite lead store at ${source}.`);
  const store = typeof source === 'string' ? openSqliteStore(source) : source;
  const pool = connectPool(pgUrl);
  try {
    await migrate(pool);
    const leads = await store.list();
    return await transaction(pool, async (client) => {
      const copied = { leads: 0, deliveries: 0, pageViews: 0 };
      for (const lead of leads) {
        const { rowCount } = await client.query(
          `INSERT INTO leads (id, kind, spam, received_at, email, fields, sealed_tax_id, source) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (id) DO NOTHING`,
          [lead.id, lead.kind, lead.status === 'spam', lead.receivedAt, emailColumn(lead.fields), JSON.stringify(lead.fields),
            lead.sealedTaxId ? Buffer.from(lead.sealedTaxId) : null, lead.source ? JSON.stringify(lead.source) : null],
        );
        copied.leads += rowCount ?? 0;
        for (const d of lead.deliveries) {
          const { rowCount } = await client.query(
            `INSERT INTO deliveries (id, lead_id, destination, status, attempts, created_at, next_attempt_at, delivered_at, last_error)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             ON CONFLICT (id) DO NOTHING`,
            [d.id, lead.id, d.destination, d.status, d.attempts, d.createdAt, d.nextAttemptAt, d.deliveredAt, d.lastError],
          );
          copied.deliveries += rowCount ?? 0;
        }
      }
      // Page views: a day and page PostgreSQL already counts is left as it is, like a lead.
      for (const { day, page, views, prefetches, visitors = 0 } of await store.pageViews('0000-01-01')) {
        const { rowCount } = await client.query(
          'INSERT INTO page_views (day, page, views, prefetches, visitors) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (day, page) DO NOTHING',
          [day, page, views, prefetches, visitors],
        );
        copied.pageViews += rowCount ?? 0;
      }
      // The site's visitors of each day likewise; the salts and hashes are not copied (the site is stopped: today's visitors start again).
      for (const { day, visitors } of await store.siteVisitors('0000-01-01')) {
        await client.query('INSERT INTO site_visitors (day, visitors) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [day, visitors]);
      }
      return copied;
    });
  } finally {
    await pool.end();
    if (typeof source === 'string') await store.close();
  }
}
