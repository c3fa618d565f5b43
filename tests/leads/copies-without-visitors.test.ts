/**
 * A backup, an export and a PostgreSQL dump, each made by the command its guide gives, keep the leads
 * and the visitor counts but neither the day's salt nor a visitor's hash (ADR 025, ADR 035): with
 * those, sha256(salt, address, User-Agent) would tell whether a given address and browser came that
 * day, for as long as a copy is kept. Read as tables, and as bytes (free pages included).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { openPostgresStore } from '../../server/leads/store/postgres-store';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { LeadStore } from '../../server/leads/store/types';
import { visitorHash } from '../../server/observe/page-views';
import { checkedBlock, runBlock, SERVER_LEADS, STATE } from '../support/doc-blocks';
import { createDatabase } from '../support/postgres';

const LEADS = 'docs/leads-and-privacy.md';
const OPERATIONS = 'docs/operations.md';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const EMAIL = 'marisol@gulfbreeze.example';
const today = () => new Date().toISOString().slice(0, 10);

/** A store as a running site leaves it at midday: a lead, today's views, salt and two visitors' hashes. */
async function visited(store: LeadStore) {
  await store.insert({
    id: crypto.randomUUID(), kind: 'contact', receivedAt: new Date(), spam: false, sealedTaxId: null, destinations: ['email'],
    fields: { name: 'Marisol Fountain', email: EMAIL, phone: '', business: 'Gulf Breeze Diner', message: 'Rates?' },
  });
  const salt = Buffer.from(await store.visitorSalt(today()));
  const hashes = [visitorHash(salt, '203.0.113.9', BROWSER), visitorHash(salt, '2001:db8:1:2::10', BROWSER)];
  await store.addPageViews([{ day: today(), page: '/', views: 3, prefetches: 0 }]);
  await store.addVisitors(hashes.flatMap((hash) => [{ day: today(), page: '/', hash }, { day: today(), page: '', hash }]));
  return { salt, hashes };
}

/** Neither the salt (raw, or as hex: PostgreSQL's text for bytea) nor a hash anywhere in the bytes. */
function expectNoTrace(bytes: Buffer, { salt, hashes }: { salt: Buffer; hashes: string[] }) {
  expect(bytes.includes(salt), 'the salt').toBe(false);
  expect(bytes.includes(salt.toString('hex')), 'the salt in hex').toBe(false);
  for (const hash of hashes) expect(bytes.includes(hash), `the hash ${hash}`).toBe(false);
}

function places() {
  const state = mkdtempSync(join(tmpdir(), 'mcp-var-lib-'));
  for (const dir of [STATE, `${STATE}-backups`]) mkdirSync(join(state, dir), { mode: 0o700 });
  return { site: mkdtempSync(join(tmpdir(), 'mcp-srv-')), state, home: mkdtempSync(join(tmpdir(), 'mcp-home-')), dataDir: join(state, STATE) };
}

describe('copies of the lead store, made as the guides say', { timeout: 60_000 }, () => {
  it('SQLite: the backup unit\'s backup and the export hold the lead and the counts, no salt or hash, in no page', async () => {
    const { site, state, home, dataDir } = places();
    // Open, as the running site's store is while the backup is taken: today's rows may still be in the WAL.
    const store = openSqliteStore(join(dataDir, 'leads.db'));
    onTestFinished(() => store.close());
    const trace = await visited(store);
    const where = { site, state, cwd: home, home };

    const backupLine = checkedBlock(LEADS, 'lead-command').split('\n').find((line) => line.startsWith(`${SERVER_LEADS} backup `))!;
    expect(backupLine).toContain(' --keep 14 ');
    await runBlock(`cd /srv/magnolia-site\n${backupLine}`, where, { DATA_DIR: dataDir });
    const [name] = readdirSync(join(state, `${STATE}-backups`));
    const backup = join(state, `${STATE}-backups`, name!);
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    expectNoTrace(readFileSync(backup), trace);

    const copy = new Database(backup, { readonly: true });
    try {
      const count = (table: string) => copy.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect([count('visitor_salts'), count('visitor_hashes')]).toEqual([0, 0]);
      expect(copy.prepare('SELECT fields FROM leads').pluck().all()).toEqual([expect.stringContaining(EMAIL)]);
      expect(copy.prepare('SELECT page, views, visitors FROM page_views').all()).toEqual([{ page: '/', views: 3, visitors: 2 }]);
      expect(copy.prepare('SELECT day, visitors FROM site_visitors').all()).toEqual([{ day: today(), visitors: 2 }]);
    } finally {
      copy.close();
    }

    await runBlock(checkedBlock(LEADS, 'export'), where, { DATA_DIR: dataDir });
    const csv = readFileSync(join(home, 'leads.csv'));
    expect(csv.toString()).toContain(EMAIL);
    expectNoTrace(csv, trace);
  });

  it('PostgreSQL: the guide\'s pg_dump holds the lead and the counts, no salt or hash, and restores into a working store', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const store = await openPostgresStore(url);
    onTestFinished(() => store.close());
    const trace = await visited(store);
    const { site, state, home } = places();
    const where = { site, state, cwd: home, home };

    await runBlock(checkedBlock(OPERATIONS, 'pg-dump'), where, { DATABASE_URL: url });
    const [name] = readdirSync(home).filter((file) => /^leads-.+Z\.sql$/.test(file));
    const dump = readFileSync(join(home, name!));
    expect(statSync(join(home, name!)).mode & 0o777).toBe(0o600);
    expect(dump.toString()).toContain(EMAIL);
    expectNoTrace(dump, trace);

    const restoredUrl = await createDatabase(inject('postgresUrl'));
    const example = /--file=(\S+)/.exec(checkedBlock(OPERATIONS, 'pg-restore'))![1]!;
    await runBlock(checkedBlock(OPERATIONS, 'pg-restore').replace(example, name!), where, { DATABASE_URL: restoredUrl });
    const client = new pg.Client(restoredUrl);
    await client.connect();
    onTestFinished(() => client.end());
    const count = async (table: string) => (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    expect([await count('visitor_salts'), await count('visitor_hashes')]).toEqual([0, 0]);
    const restored = await openPostgresStore(restoredUrl);
    onTestFinished(() => restored.close());
    expect((await restored.list()).map((lead) => lead.fields.email)).toEqual([EMAIL]);
    expect((await restored.pageViews(today())).map(({ page, views, visitors }) => ({ page, views, visitors }))).toEqual([{ page: '/', views: 3, visitors: 2 }]);
    expect(await restored.siteVisitors(today())).toEqual([{ day: today(), visitors: 2 }]);
  });
});
