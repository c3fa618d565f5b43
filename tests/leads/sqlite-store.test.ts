import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPublicKey, maskTaxId, openTaxId, PRIVATE_KEY_FILE, sealTaxId } from '../../server/leads/seal';
import { connect, openSqliteStore } from '../../server/leads/sqlite-store';
import type { LeadStore, NewLead } from '../../server/leads/types';

const stores: LeadStore[] = [];
const open = (dir = mkdtempSync(join(tmpdir(), 'leads-'))) => {
  const store = openSqliteStore(join(dir, 'leads.db'));
  stores.push(store);
  return { store, dir };
};
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

const lead = (over: Partial<NewLead> = {}): NewLead => ({
  id: crypto.randomUUID(),
  kind: 'contact',
  receivedAt: new Date('2026-11-20T15:00:00Z'),
  spam: false,
  fields: { name: 'Jordan Ladner', email: 'Jordan@Example.com', phone: '228-555-0100', business: '', message: 'Dual pricing?' },
  sealedTaxId: null,
  destinations: ['email', 'webhook'],
  ...over,
});

describe('the SQLite lead store', () => {
  it('commits a lead with one delivery per destination, and a repeat of the same submission stores nothing more', async () => {
    const { store } = open();
    const first = lead();
    expect(await store.insert(first)).toBe('created');
    expect(await store.insert({ ...first })).toBe('repeat');
    expect(await store.insert({ ...first, fields: { ...first.fields, message: 'Something else' } })).toBe('conflict');
    const stored = await store.get(first.id);
    expect(stored?.fields).toEqual(first.fields);
    expect(stored?.status).toBe('waiting');
    expect(stored?.deliveries.map((d) => d.destination)).toEqual(['email', 'webhook']);
    expect((await store.list()).length).toBe(1);
  });

  it('keeps spam without deliveries, and a lead with no destination as stored', async () => {
    const { store } = open();
    const spam = lead({ spam: true });
    const quiet = lead({ destinations: [] });
    await store.insert(spam);
    await store.insert(quiet);
    expect((await store.get(spam.id))?.status).toBe('spam');
    expect((await store.get(quiet.id))?.status).toBe('stored');
    expect(await store.counts()).toMatchObject({ waiting: 0, spam: 1, leads: 2 });
  });

  it('sets WAL and synchronous=FULL on every connection, not only the one that switched to WAL', () => {
    const { dir } = open();
    const file = join(dir, 'leads.db');
    const later = connect(file);
    expect(later.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(later.pragma('synchronous', { simple: true })).toBe(2);
    later.close();
    // What a connection gets by itself, and why connect() asks.
    const plain = new Database(file);
    expect(plain.pragma('synchronous', { simple: true })).toBe(1);
    plain.close();
  });

  it('lets one claim hold a delivery: another process finds nothing until the lease runs out', async () => {
    const { store, dir } = open();
    const { store: other } = open(dir);
    await store.insert(lead({ destinations: ['webhook'] }));
    const now = new Date();
    const [claim] = await store.claimDue(now, 60_000, 10);
    expect(claim?.attempts).toBe(1);
    expect(claim?.lead.fields.name).toBe('Jordan Ladner');
    expect(await other.claimDue(now, 60_000, 10)).toEqual([]);
    const later = new Date(now.getTime() + 61_000);
    const [taken] = await other.claimDue(later, 60_000, 10);
    expect(taken?.attempts).toBe(2);
    // The first claim ran out: its report no longer counts.
    expect(await store.markDelivered(claim!, later)).toBe(false);
    expect(await other.markDelivered(taken!, later)).toBe(true);
    expect(await store.counts()).toMatchObject({ waiting: 0, delivered: 1 });
  });

  it('retries a failed delivery when due, marks it dead when told, and retryAll makes it due again', async () => {
    const { store } = open();
    const one = lead({ destinations: ['email'] });
    await store.insert(one);
    const now = new Date();
    const [claim] = await store.claimDue(now, 60_000, 10);
    await store.markFailed(claim!, 'connection refused', new Date(now.getTime() + 60_000));
    expect(await store.claimDue(now, 60_000, 10)).toEqual([]);
    const [again] = await store.claimDue(new Date(now.getTime() + 60_000), 60_000, 10);
    await store.markFailed(again!, 'connection refused', null);
    expect((await store.get(one.id))?.status).toBe('dead');
    expect((await store.get(one.id))?.deliveries[0]?.lastError).toBe('connection refused');
    expect(await store.retryAll(now)).toBe(1);
    expect(await store.claimDue(now, 60_000, 10)).toHaveLength(1);
  });

  it('forgets a person by e-mail address in any case, and purges old leads and old sealed tax IDs', async () => {
    const { store } = open();
    await store.insert(lead());
    await store.insert(lead({ fields: { ...lead().fields, email: 'other@example.com' } }));
    expect(await store.deleteByEmail('jordan@example.COM')).toEqual({ leads: 1, deliveries: 2 });
    const old = lead({ kind: 'application', receivedAt: new Date('2026-01-01T00:00:00Z'), sealedTaxId: new Uint8Array([1, 2, 3]) });
    await store.insert(old);
    expect(await store.purge(new Date('2025-01-01'), new Date('2026-06-01'))).toEqual({ leads: 0, taxIds: 1 });
    expect((await store.get(old.id))?.sealedTaxId).toBeNull();
    expect(await store.purge(new Date('2026-06-01'), new Date('2026-06-01'))).toEqual({ leads: 1, taxIds: 0 });
  });
});

describe('sealing the tax ID', () => {
  it('seals to the public key written on first start, bound to the submission, and opens with the private key file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    const first = loadPublicKey(undefined, dir);
    expect(first.created).toBe(true);
    expect(loadPublicKey(undefined, dir)).toMatchObject({ created: false, key: first.key });
    expect(statSync(join(dir, PRIVATE_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual([PRIVATE_KEY_FILE]);
    const sealed = await sealTaxId('12-3456789', first.key, 'submission-1');
    expect(Buffer.from(sealed).toString('latin1')).not.toContain('3456789');
    const pem = readFileSync(join(dir, PRIVATE_KEY_FILE), 'utf8');
    expect(await openTaxId(sealed, pem, 'submission-1')).toBe('12-3456789');
    await expect(openTaxId(sealed, pem, 'submission-2')).rejects.toThrow();
  });

  it('masks all but the last four digits', () => {
    expect(maskTaxId('12-3456789')).toBe('**-***6789');
    expect(maskTaxId('1')).toBe('**-******1');
    expect(maskTaxId('')).toBe('**-*******');
  });
});
