import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migrateToPostgres } from '../../server/cli/migrate-to-postgres';
import { openPostgresStore } from '../../server/leads/store/postgres-store';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { LeadStore } from '../../server/leads/store/types';
import { newLead } from '../support/leads';
import { createDatabase } from '../support/postgres';

const stores: LeadStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** A SQLite store as an owner would have it after a while: delivered, dead, retrying, spam and undelivered leads. */
async function sqliteWithHistory() {
  const file = join(mkdtempSync(join(tmpdir(), 'leads-')), 'leads.db');
  const sqlite = openSqliteStore(file);
  stores.push(sqlite);
  const day = (d: number) => new Date(`2026-11-${String(d).padStart(2, '0')}T15:00:00Z`);
  await sqlite.insert(newLead({ receivedAt: day(10), source: { page: '/fee-calculator' } }));
  await sqlite.insert(newLead({
    kind: 'application', receivedAt: day(11), destinations: ['webhook'],
    fields: { ...newLead().fields, email: 'owner@example.com', taxId: '**-***6789' }, sealedTaxId: new Uint8Array([7, 0, 255, 1]),
  }));
  await sqlite.insert(newLead({ receivedAt: day(12), spam: true }));
  await sqlite.insert(newLead({ receivedAt: day(13), destinations: [], source: { host: 'www.google.com', utm_campaign: 'spring' } }));
  await sqlite.addPageViews([
    { day: '2026-11-10', page: '/', views: 12, prefetches: 2 },
    { day: '2026-11-10', page: '/fee-calculator', views: 3, prefetches: 0 },
  ]);
  const now = day(20);
  const claims = await sqlite.claimDue(now, 60_000, 10);
  await sqlite.markDelivered(claims.find((c) => c.destination === 'email' && c.lead.kind === 'contact')!, now);
  await sqlite.markFailed(claims.find((c) => c.destination === 'webhook' && c.lead.kind === 'contact')!, 'HTTP 410', null);
  await sqlite.markFailed(claims.find((c) => c.lead.kind === 'application')!, 'HTTP 503', day(21));
  return { file, sqlite };
}

describe('migrating a SQLite lead store to PostgreSQL', () => {
  it('copies leads (with where each came from), deliveries and their statuses, and page views; a second run changes nothing but adds new leads', async () => {
    const { file, sqlite } = await sqliteWithHistory();
    const url = await createDatabase(inject('postgresUrl'));

    expect(await migrateToPostgres(file, url)).toEqual({ leads: 4, deliveries: 3, pageViews: 2 });
    const postgres = await openPostgresStore(url);
    stores.push(postgres);
    const copied = await postgres.list();
    expect(copied).toEqual(await sqlite.list());
    expect(copied.map((l) => l.status)).toEqual(['stored', 'spam', 'waiting', 'dead']);
    expect(await postgres.counts()).toEqual(await sqlite.counts());
    expect(copied.map((l) => l.source)).toEqual([{ host: 'www.google.com', utm_campaign: 'spring' }, null, null, { page: '/fee-calculator' }]);
    expect(await postgres.pageViews('2026-11-01')).toEqual(await sqlite.pageViews('2026-11-01'));

    expect(await migrateToPostgres(file, url)).toEqual({ leads: 0, deliveries: 0, pageViews: 0 });
    expect(await postgres.list()).toEqual(copied);

    const later = newLead({ receivedAt: new Date('2026-11-25T09:00:00Z') });
    await sqlite.insert(later);
    expect(await migrateToPostgres(sqlite, url)).toEqual({ leads: 1, deliveries: 2, pageViews: 0 });
    expect(await postgres.list()).toEqual(await sqlite.list());
  });

  it('leaves what is waiting to PostgreSQL: due at its next attempt, with the same delivery ids', async () => {
    const { sqlite } = await sqliteWithHistory();
    const url = await createDatabase(inject('postgresUrl'));
    await migrateToPostgres(sqlite, url);
    const postgres = await openPostgresStore(url);
    stores.push(postgres);
    expect(await postgres.claimDue(new Date('2026-11-20T16:00:00Z'), 60_000, 10)).toEqual([]);
    const [due] = await postgres.claimDue(new Date('2026-11-21T15:00:00Z'), 60_000, 10);
    const waiting = (await sqlite.list()).find((l) => l.status === 'waiting')!.deliveries[0]!;
    expect(due).toMatchObject({ id: waiting.id, attempts: 2, lastError: 'HTTP 503' });
    expect(due?.lead.fields.taxId).toBe('**-***6789');
  });

  it('refuses a SQLite file that does not exist, and creates none', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'leads-')), 'typo.db');
    await expect(migrateToPostgres(file, await createDatabase(inject('postgresUrl')))).rejects.toThrow(/no SQLite lead store/);
    expect(existsSync(file)).toBe(false);
  });
});
