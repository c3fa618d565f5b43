import { generateKeyPairSync } from 'node:crypto';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { FORM_SECRET_FILE, formSecret } from '../../server/leads/intake/form-ticket';
import { FORGET_BATCH, VISITORS_PER_NETWORK } from '../../server/leads/store/lead-rules';
import { openPostgresStore } from '../../server/leads/store/postgres-store';
import { checkSealing, loadPublicKey, maskTaxId, openTaxId, parsePublicKey, PRIVATE_KEY_FILE, publicKeyText, sealTaxId } from '../../server/leads/seal';
import { connect, openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { LeadStore } from '../../server/leads/store/types';
import { newLead as lead } from '../support/leads';
import { createDatabase } from '../support/postgres';

const stores: LeadStore[] = [];
const keep = (store: LeadStore) => {
  stores.push(store);
  return store;
};
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** Each adapter opens a fresh, empty store; `again` opens another handle on it, as another process would. */
const adapters = [
  {
    name: 'SQLite',
    open: async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'leads-')), 'leads.db');
      const again = async () => keep(openSqliteStore(file));
      return { store: await again(), again };
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      const url = await createDatabase(inject('postgresUrl'));
      const again = async () => keep(await openPostgresStore(url));
      return { store: await again(), again };
    },
  },
];

describe.each(adapters)('the $name lead store', ({ open }) => {
  it('commits a lead with one delivery per destination, and a repeat of the same submission stores nothing more', async () => {
    const { store } = await open();
    const first = lead();
    expect(await store.insert(first)).toBe('created');
    expect(await store.insert({ ...first })).toBe('repeat');
    expect(await store.insert({ ...first, fields: { ...first.fields, message: 'Something else' } })).toBe('conflict');
    const stored = await store.get(first.id);
    expect(stored?.fields).toEqual(first.fields);
    expect(stored?.receivedAt).toEqual(first.receivedAt);
    expect(stored?.status).toBe('waiting');
    expect(stored?.deliveries.map((d) => d.destination)).toEqual(['email', 'webhook']);
    expect((await store.list()).length).toBe(1);
  });

  it('keeps the fields in the order the form sent them, and a repeat in another order is still a repeat', async () => {
    const { store } = await open();
    const first = lead({ fields: { name: 'Jordan Ladner', email: 'jordan@example.com', message: 'Hi', business: 'Ladner Bait & Tackle' } });
    await store.insert(first);
    expect(Object.keys((await store.get(first.id))!.fields)).toEqual(['name', 'email', 'message', 'business']);
    const reordered = { business: 'Ladner Bait & Tackle', message: 'Hi', email: 'jordan@example.com', name: 'Jordan Ladner' };
    expect(await store.insert({ ...first, fields: reordered })).toBe('repeat');
    expect(await store.insert({ ...first, kind: 'application' })).toBe('conflict');
  });

  it('tells a corrected tax ID from a repeat by its HMAC, though the masks are alike', async () => {
    const { store } = await open();
    const first = lead({ kind: 'application', fields: { ...lead().fields, taxId: '**-***6789' }, taxIdHmac: 'hmac-of-12-3456789' });
    await store.insert(first);
    expect(await store.insert({ ...first })).toBe('repeat');
    expect(await store.insert({ ...first, taxIdHmac: 'hmac-of-98-7656789' })).toBe('conflict');
  });

  it('takes the first resend of a ticket with other content as a lead, any other as spam, and a repeat of one as a repeat', async () => {
    const { store, again } = await open();
    const other = await again();
    const ticket = lead();
    await store.insert(ticket);
    const resend = (message: string) => lead({ ticketId: ticket.id, fields: { ...ticket.fields, message } });
    const restored = resend('Sent again from a restored page');
    expect(await store.insert(restored)).toBe('created');
    expect(await other.insert({ ...restored, id: crypto.randomUUID() })).toBe('repeat');
    const third = resend('A third message');
    expect(await other.insert(third)).toBe('created');
    expect(await store.get(restored.id)).toMatchObject({ status: 'waiting' });
    expect(await store.get(third.id)).toMatchObject({ status: 'spam', deliveries: [] });
    expect(await store.counts()).toMatchObject({ leads: 3, spam: 1 });
  });

  it('takes one of many resends of a ticket arriving at once from two processes, the rest as spam', async () => {
    const { store, again } = await open();
    const other = await again();
    const ticket = lead();
    await store.insert(ticket);
    const many = Array.from({ length: 12 }, (_, i) => lead({ ticketId: ticket.id, fields: { ...ticket.fields, message: `Message ${i}` } }));
    expect(await Promise.all(many.map((one, i) => (i % 2 ? store : other).insert(one)))).toEqual(many.map(() => 'created'));
    const statuses = await Promise.all(many.map(async (one) => (await store.get(one.id))?.status));
    expect(statuses.filter((status) => status !== 'spam')).toEqual(['waiting']);
  });

  it('takes whatever a crafted request can hold: NUL characters, lone surrogates, emoji', async () => {
    const { store } = await open();
    const odd = lead({ fields: { name: 'Jo\u0000rdan \ud800', email: 'jo\u0000@example.com', message: 'Tackle 🎣 \udfff' } });
    expect(await store.insert(odd)).toBe('created');
    expect(await store.insert({ ...odd })).toBe('repeat');
    const stored = await store.get(odd.id);
    expect(stored?.fields.name).toContain('Jo\u0000rdan');
    expect(stored?.fields.message).toContain('Tackle 🎣');
    expect(await store.deleteByEmail('jo\u0000@example.com')).toMatchObject({ leads: 1 });
  });

  it('stores one lead when the same submission arrives many times at once', async () => {
    const { store, again } = await open();
    const other = await again();
    const one = lead();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? store : other).insert({ ...one })));
    expect(results.filter((r) => r === 'created')).toHaveLength(1);
    expect(results.filter((r) => r === 'repeat')).toHaveLength(19);
    expect(await store.counts()).toMatchObject({ leads: 1, waiting: 2 });
  });

  it('keeps spam without deliveries, and a lead with no destination as stored', async () => {
    const { store } = await open();
    const spam = lead({ spam: true });
    const quiet = lead({ destinations: [] });
    await store.insert(spam);
    await store.insert(quiet);
    expect((await store.get(spam.id))?.status).toBe('spam');
    expect((await store.get(quiet.id))?.status).toBe('stored');
    expect(await store.counts()).toMatchObject({ waiting: 0, spam: 1, leads: 2, oldestWaiting: null });
  });

  it('lists newest first, as many as asked, and keeps a sealed tax ID byte for byte', async () => {
    const { store } = await open();
    const sealed = new Uint8Array([0, 1, 2, 250, 255]);
    const days = ['2026-11-18', '2026-11-20', '2026-11-19'];
    for (const day of days) await store.insert(lead({ receivedAt: new Date(`${day}T12:00:00Z`), kind: 'application', sealedTaxId: sealed }));
    const all = await store.list();
    expect(all.map((l) => l.receivedAt.toISOString().slice(0, 10))).toEqual(['2026-11-20', '2026-11-19', '2026-11-18']);
    expect(all[0]?.sealedTaxId).toEqual(sealed);
    expect(await store.list({ limit: 2 })).toHaveLength(2);
    expect(await store.get('no-such-lead')).toBeUndefined();
  });

  it('lets one claim hold a delivery: another process finds nothing until the lease runs out', async () => {
    const { store, again } = await open();
    const other = await again();
    await store.insert(lead({ destinations: ['webhook'] }));
    // Leases run by the store's clock (PostgreSQL's own): this one runs out in a second of real time.
    const [claim] = await store.claimDue(new Date(), 1_000, 10);
    expect(claim?.attempts).toBe(1);
    expect(claim?.lead.fields.name).toBe('Jordan Ladner');
    expect(await other.holds(claim!)).toBe(true);
    expect(await other.claimDue(new Date(), 60_000, 10)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const [taken] = await other.claimDue(new Date(), 60_000, 10);
    expect(taken?.attempts).toBe(2);
    // The first claim ran out: it no longer holds, and its report no longer counts.
    const later = new Date();
    expect(await store.holds(claim!)).toBe(false);
    expect(await store.markDelivered(claim!, later)).toBe(false);
    expect(await other.markDelivered(taken!, later)).toBe(true);
    expect(await store.counts()).toMatchObject({ waiting: 0, delivered: 1 });
    expect((await store.get(taken!.lead.id))?.deliveries[0]?.deliveredAt).toEqual(later);
  });

  it('gives a released claim back at once, its attempt not counted', async () => {
    const { store, again } = await open();
    await store.insert(lead({ destinations: ['email'] }));
    const now = new Date();
    const [claim] = await store.claimDue(now, 60_000, 10);
    await store.release(claim!);
    const [taken] = await (await again()).claimDue(now, 60_000, 10);
    expect(taken).toMatchObject({ id: claim!.id, attempts: 1 });
  });

  it('retries a failed delivery when due, marks it dead when told, and retryAll makes it due again', async () => {
    const { store } = await open();
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
    expect(await store.counts()).toMatchObject({ dead: 1, waiting: 0 });
    expect(await store.retryAll(now)).toBe(1);
    expect(await store.claimDue(now, 60_000, 10)).toHaveLength(1);
  });

  it('retryAll leaves a delivery under a live lease to the process trying it', async () => {
    const { store, again } = await open();
    await store.insert(lead({ destinations: ['email', 'webhook'] }));
    const now = new Date();
    const [inFlight] = await store.claimDue(now, 60_000, 1);
    const [dead] = await store.claimDue(now, 60_000, 1);
    await store.markFailed(dead!, 'connection refused', null);
    expect(await (await again()).retryAll(now)).toBe(1);
    const due = await store.claimDue(now, 60_000, 10);
    expect(due.map((c) => c.id)).toEqual([dead!.id]);
    expect(await store.markDelivered(inFlight!, now)).toBe(true);
  });

  it('forgets a person by e-mail address in any case, and purges old leads and old sealed tax IDs', async () => {
    const { store } = await open();
    await store.insert(lead());
    await store.insert(lead({ fields: { ...lead().fields, email: 'other@example.com' } }));
    expect(await store.deleteByEmail('jordan@example.COM')).toMatchObject({ leads: 1, deliveries: 2 });
    const old = lead({ kind: 'application', receivedAt: new Date('2026-01-01T00:00:00Z'), sealedTaxId: new Uint8Array([1, 2, 3]) });
    await store.insert(old);
    expect(await store.purge(new Date('2025-01-01'), new Date('2026-06-01'), new Date('2025-01-01'))).toMatchObject({ leads: 0, taxIds: 1 });
    expect((await store.get(old.id))?.sealedTaxId).toBeNull();
    expect(await store.purge(new Date('2026-06-01'), new Date('2026-06-01'), new Date('2026-06-01'))).toMatchObject({ leads: 1, taxIds: 0 });
  });

  it('keeps where each lead came from, gives it back with the lead and its claims, and tells the sources of the leads since a time, spam left out', async () => {
    const { store } = await open();
    const fromPage = lead({ receivedAt: new Date('2026-11-20T10:00:00Z'), source: { page: '/fee-calculator' } });
    const fromOutside = lead({ receivedAt: new Date('2026-11-21T10:00:00Z'), source: { host: 'www.google.com', utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring' } });
    const notKnown = lead({ receivedAt: new Date('2026-11-22T10:00:00Z'), kind: 'application' });
    const spam = lead({ receivedAt: new Date('2026-11-22T11:00:00Z'), spam: true, destinations: [], source: { page: '/' } });
    for (const one of [fromPage, fromOutside, notKnown, spam]) await store.insert(one);
    expect((await store.get(fromOutside.id))?.source).toEqual(fromOutside.source);
    expect((await store.list()).map((l) => l.source)).toEqual([{ page: '/' }, null, fromOutside.source, { page: '/fee-calculator' }]);
    const claims = await store.claimDue(new Date(), 60_000, 10);
    expect(claims.find((c) => c.lead.id === fromPage.id)?.lead.source).toEqual({ page: '/fee-calculator' });
    expect(claims.find((c) => c.lead.id === notKnown.id)?.lead.source).toBeNull();
    expect(await store.leadSources(new Date('2026-11-21T00:00:00Z'))).toEqual([
      { receivedAt: fromOutside.receivedAt, kind: 'contact', source: fromOutside.source },
      { receivedAt: notKnown.receivedAt, kind: 'application', source: null },
    ]);
  });

  it('adds the page views each process writes to the same rows, reads them from a day on, and purges the days past the retention', async () => {
    const { store, again } = await open();
    const other = await again();
    const views = (day: string, page: string, count: number, prefetches = 0) => ({ day, page, views: count, prefetches, visitors: 0 });
    // Two processes writing at once, each what it counted since its last write, in its own order.
    await Promise.all(Array.from({ length: 10 }, (_, i) =>
      (i % 2 ? store : other).addPageViews(i % 2
        ? [views('2026-11-21', '/', 1), views('2026-11-21', 'other', 1, 1), views('2026-11-20', '/contact', 2)]
        : [views('2026-11-20', '/contact', 2), views('2026-11-21', '/', 3)]),
    ));
    await store.addPageViews([]);
    expect(await other.pageViews('2026-11-20')).toEqual([
      views('2026-11-20', '/contact', 20),
      views('2026-11-21', '/', 20),
      views('2026-11-21', 'other', 5, 5),
    ]);
    expect(await store.pageViews('2026-11-21')).toHaveLength(2);
    // Leads before 2026-11-21T12:00 go, and the page views of the days before the 21st (UTC).
    expect(await store.purge(new Date('2026-11-21T12:00:00Z'), new Date('2026-01-01'), new Date('2026-01-01'))).toMatchObject({ pageViewDays: 1 });
    expect((await store.pageViews('2000-01-01')).map((row) => row.day)).toEqual(['2026-11-21', '2026-11-21']);
  });

  it("counts each visitor hash once per page and once for the site, whichever process writes it; one salt a day for all; a day's salt and hashes deleted, its counts kept", async () => {
    const { store, again } = await open();
    const other = await again();
    // Two processes ask for the day's salt at once: one is made, both get it.
    const [salt, sameSalt] = await Promise.all([store.visitorSalt('2026-11-21'), other.visitorSalt('2026-11-21')]);
    expect(salt).toHaveLength(32);
    expect(Buffer.from(sameSalt).equals(Buffer.from(salt))).toBe(true);
    expect(Buffer.from(await store.visitorSalt('2026-11-22')).equals(Buffer.from(salt))).toBe(false);
    const seen = (day: string, page: string, hash: string) => ({ day, page, hash });
    // Ann saw / and /contact, Ben saw /; both processes saw Ann on / and write at the same moment.
    await Promise.all([
      store.addVisitors([seen('2026-11-21', '/', 'ann'), seen('2026-11-21', '', 'ann'), seen('2026-11-21', '/contact', 'ann')]),
      other.addVisitors([seen('2026-11-21', '/', 'ann'), seen('2026-11-21', '', 'ann'), seen('2026-11-21', '/', 'ben'), seen('2026-11-21', '', 'ben')]),
    ]);
    // Ann again the next minute, and Cal on the 22nd.
    await store.addVisitors([seen('2026-11-21', '/', 'ann'), seen('2026-11-21', '', 'ann'), seen('2026-11-22', '/', 'cal'), seen('2026-11-22', '', 'cal')]);
    await store.addPageViews([{ day: '2026-11-21', page: '/', views: 5, prefetches: 0 }]);
    const visitors = async (from: string) => (await other.pageViews(from)).map(({ day, page, views, visitors: n }) => ({ day, page, views, visitors: n }));
    expect(await visitors('2026-11-21')).toEqual([
      { day: '2026-11-21', page: '/', views: 5, visitors: 2 },
      { day: '2026-11-21', page: '/contact', views: 0, visitors: 1 },
      { day: '2026-11-22', page: '/', views: 0, visitors: 1 },
    ]);
    expect(await store.siteVisitors('2026-11-21')).toEqual([{ day: '2026-11-21', visitors: 2 }, { day: '2026-11-22', visitors: 1 }]);

    // The 21st is over: its salt and hashes go, its counts stay; a hash of it written late counts nothing.
    expect(await other.forgetVisitorsBefore('2026-11-22')).toBe(1);
    await store.addVisitors([seen('2026-11-21', '/', 'dan'), seen('2026-11-21', '', 'dan'), seen('2026-11-22', '', 'dan')]);
    expect(await store.siteVisitors('2026-11-21')).toEqual([{ day: '2026-11-21', visitors: 2 }, { day: '2026-11-22', visitors: 2 }]);
    expect((await visitors('2026-11-21'))[0]).toEqual({ day: '2026-11-21', page: '/', views: 5, visitors: 2 });
    expect(await store.forgetVisitorsBefore('2026-11-23')).toBe(1);
    expect(await store.forgetVisitorsBefore('2026-11-23')).toBe(0);
  });

  it('counts at most VISITORS_PER_NETWORK visitors of one network a day, its pages only for those; another network is its own', async () => {
    const { store, again } = await open();
    const other = await again();
    const day = '2026-11-21';
    await store.visitorSalt(day);
    // One address that changes its User-Agent on each of 300 requests, written by two processes over several minutes.
    const flood = Array.from({ length: 300 }, (_, i) => [{ day, page: '', hash: `ua${i}`, network: 'one' }, { day, page: '/', hash: `ua${i}`, network: 'one' }]);
    for (let minute = 0; minute < 6; minute++) await (minute % 2 ? other : store).addVisitors(flood.slice(minute * 50, minute * 50 + 50).flat());
    await store.addVisitors([{ day, page: '', hash: 'neighbour', network: 'two' }, { day, page: '/', hash: 'neighbour', network: 'two' }]);
    // One counted already is counted once however often it comes.
    await other.addVisitors(flood[0]!);
    expect(await store.siteVisitors(day)).toEqual([{ day, visitors: VISITORS_PER_NETWORK + 1 }]);
    expect((await store.pageViews(day)).map(({ page, visitors }) => ({ page, visitors }))).toEqual([{ page: '/', visitors: VISITORS_PER_NETWORK + 1 }]);
  });

  it('shares the rate limit between every handle on the store', async () => {
    const { store, again } = await open();
    const one = store.rateLimiter(3, 600);
    const other = (await again()).rateLimiter(3, 600);
    await one.consume('203.0.113.9');
    await other.consume('203.0.113.9');
    await one.consume('203.0.113.9');
    await expect(other.consume('203.0.113.9')).rejects.toMatchObject({ remainingPoints: 0 });
    await expect(one.consume('198.51.100.7')).resolves.toMatchObject({ remainingPoints: 2 });
  });

  it('keeps each copy\'s last note, from any handle, and lists only the copies noted within the time asked', async () => {
    const { store, again } = await open();
    const other = await again();
    await store.noteCopy('host-a:/data', { LEADS_FORM_SECRET: 'x' });
    await other.noteCopy('host-b:/data', { LEADS_FORM_SECRET: 'y' });
    await other.noteCopy('host-a:/data', { LEADS_FORM_SECRET: 'z' });
    const noted = await store.copies(60_000);
    expect(noted.map(({ copy, fingerprints }) => ({ copy, fingerprints }))).toEqual([
      { copy: 'host-a:/data', fingerprints: { LEADS_FORM_SECRET: 'z' } },
      { copy: 'host-b:/data', fingerprints: { LEADS_FORM_SECRET: 'y' } },
    ]);
    for (const { seenAt } of noted) expect(Math.abs(seenAt.getTime() - Date.now())).toBeLessThan(5_000);
    await new Promise((r) => setTimeout(r, 300));
    await store.noteCopy('host-b:/data', { LEADS_FORM_SECRET: 'y' });
    expect((await other.copies(200)).map(({ copy }) => copy)).toEqual(['host-b:/data']);
  });
});

describe('the SQLite lead store alone', () => {
  it('forgets a day in batches, the salt first: between two batches the process serves other work', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'leads-')), 'leads.db');
    const store = keep(openSqliteStore(file));
    const day = '2026-11-21';
    await store.visitorSalt(day);
    // Four batches' worth, from as many networks as that takes.
    const rows = 4 * FORGET_BATCH;
    await store.addVisitors(Array.from({ length: rows }, (_, i) => ({ day, page: '', hash: `h${i}`, network: `n${Math.floor(i / VISITORS_PER_NETWORK)}` })));
    const reader = new Database(file, { readonly: true });
    const count = (table: string) => (reader.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const forgetting = store.forgetVisitorsBefore('2026-11-22');
    // Back in this code after the first batch, as another request would be: the salt is gone, most hashes not yet.
    expect(count('visitor_salts')).toBe(0);
    expect(count('visitor_hashes')).toBe(rows - FORGET_BATCH);
    expect(await forgetting).toBe(1);
    expect(count('visitor_hashes')).toBe(0);
    reader.close();
    expect(await store.siteVisitors(day)).toEqual([{ day, visitors: rows }]);
  });

  it('sets WAL and synchronous=FULL on every connection, not only the one that switched to WAL', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'leads-')), 'leads.db');
    keep(openSqliteStore(file));
    const later = connect(file);
    expect(later.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(later.pragma('synchronous', { simple: true })).toBe(2);
    later.close();
    // What a connection gets by itself, and why connect() asks.
    const plain = new Database(file);
    expect(plain.pragma('synchronous', { simple: true })).toBe(1);
    plain.close();
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

  it('writes the key pair and the form secret through no file or link planted beside them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    const victim = join(mkdtempSync(join(tmpdir(), 'elsewhere-')), 'victim');
    writeFileSync(victim, 'untouched');
    // Where the files were once written aside: a name anyone who knew the process id could plant a link at.
    for (const name of [PRIVATE_KEY_FILE, FORM_SECRET_FILE]) symlinkSync(victim, join(dir, `${name}.${process.pid}.tmp`));
    const { key } = loadPublicKey(undefined, dir);
    const secret = formSecret(undefined, dir);
    expect(readFileSync(victim, 'utf8')).toBe('untouched');
    for (const name of [PRIVATE_KEY_FILE, FORM_SECRET_FILE]) {
      const file = lstatSync(join(dir, name));
      expect({ name, file: file.isFile(), mode: file.mode & 0o777 }).toEqual({ name, file: true, mode: 0o600 });
    }
    expect(parsePublicKey(publicKeyText(readFileSync(join(dir, PRIVATE_KEY_FILE), 'utf8')))).toEqual(key);
    expect(readFileSync(join(dir, FORM_SECRET_FILE), 'utf8')).toBe(secret);
  });

  it('refuses a public key that is not exactly 43 base64url characters, and one nothing can be sealed to (a point of low order)', async () => {
    const good = publicKeyText(generateKeyPairSync('x25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string);
    await checkSealing(parsePublicKey(` ${good}\n`));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last character carries 4 bits and 2 spare ones, which the decoder ignores.
    const spareBitsSet = good.slice(0, 42) + alphabet[alphabet.indexOf(good.at(-1)!) | 1];
    for (const junk of [`${good.slice(0, 20)}.${good.slice(20)}`, `${good.slice(0, 20)} ${good.slice(20)}`, `${good.replaceAll('-', '+').replaceAll('_', '/')}=`, good.slice(0, 42), `${good}A`, spareBitsSet]) {
      expect(() => parsePublicKey(junk), junk).toThrow(/^LEADS_PUBLIC_KEY must be an X25519 public key: 32 bytes, base64url \(43 characters/);
    }
    // The points of order 1, 2, 4 and 8 (and 0) as X25519 writes them: the shared secret would be all zeros.
    const lowOrder = ['00', '01', 'e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800', '5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157', 'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f'];
    for (const hex of lowOrder) {
      const key = parsePublicKey(Buffer.from(hex.padEnd(64, '0'), 'hex').toString('base64url'));
      await expect(checkSealing(key)).rejects.toThrow(/^LEADS_PUBLIC_KEY \(SHA256:[\w+/]{43}\) cannot be sealed to: .*low-order/);
    }
  });

  it('masks all but the last four digits', () => {
    expect(maskTaxId('12-3456789')).toBe('**-***6789');
    expect(maskTaxId('1')).toBe('**-******1');
    expect(maskTaxId('')).toBe('**-*******');
  });
});

describe.each(adapters)('the $name lead store: no lead left behind', ({ open }) => {
  const now = new Date('2026-11-25T12:00:00Z');
  const cutoff = new Date('2026-01-01T00:00:00Z');

  it('gives each lead kept, not spam, a delivery to every destination it lacks, due now, once', async () => {
    const { store } = await open();
    const stored = lead({ destinations: [] });
    const emailed = lead({ destinations: ['email'] });
    const spam = lead({ spam: true, destinations: [] });
    const pastRetention = lead({ receivedAt: new Date('2025-06-01T00:00:00Z'), destinations: [] });
    for (const l of [stored, emailed, spam, pastRetention]) await store.insert(l);
    expect((await store.backlog()).withoutDestination).toBe(2);

    expect(await store.addMissingDeliveries(['email', 'webhook'], cutoff, now)).toEqual({ email: 1, webhook: 2 });
    expect(await store.addMissingDeliveries(['email', 'webhook'], cutoff, now)).toEqual({});
    const deliveries = async (id: string) => (await store.get(id))!.deliveries.map((d) => [d.destination, d.status, d.createdAt.toISOString()]);
    expect(await deliveries(stored.id)).toEqual([['email', 'waiting', now.toISOString()], ['webhook', 'waiting', now.toISOString()]]);
    expect(await deliveries(emailed.id)).toEqual([['email', 'waiting', emailed.receivedAt.toISOString()], ['webhook', 'waiting', now.toISOString()]]);
    expect(await deliveries(spam.id)).toEqual([]);
    expect(await deliveries(pastRetention.id)).toEqual([]);
    expect((await store.backlog()).withoutDestination).toBe(1);
    expect((await store.claimDue(now, 60_000, 10)).map((c) => c.lead.id).sort()).toEqual([emailed.id, emailed.id, stored.id, stored.id].sort());
  });

  it('adds each missing delivery once when several processes start together', async () => {
    const { store, again } = await open();
    const leads = Array.from({ length: 20 }, () => lead({ destinations: [] }));
    for (const l of leads) await store.insert(l);
    const handles = [store, await again(), await again()];
    const added = await Promise.all(handles.map((h) => h.addMissingDeliveries(['webhook'], cutoff, now)));
    expect(added.map((a) => a.webhook ?? 0).reduce((a, b) => a + b)).toBe(20);
    for (const l of leads) expect((await store.get(l.id))!.deliveries).toHaveLength(1);
  });

  it('tells per destination what waits since when, what is dead, and the newest error', async () => {
    const { store } = await open();
    expect(await store.backlog()).toEqual({ destinations: [], withoutDestination: 0 });
    const older = lead({ receivedAt: new Date('2026-11-20T10:00:00Z') });
    const newer = lead({ receivedAt: new Date('2026-11-21T10:00:00Z') });
    await store.insert(older);
    await store.insert(newer);
    for (const claim of await store.claimDue(now, 60_000, 10)) {
      if (claim.destination === 'email' && claim.lead.id === older.id) await store.markFailed(claim, 'SMTP 535 after AUTH', null);
      else if (claim.destination === 'email') await store.markFailed(claim, 'SMTP 421 after DATA', new Date(now.getTime() + 60_000));
      else if (claim.lead.id === older.id) await store.markDelivered(claim, now);
      else await store.release(claim);
    }
    expect(await store.backlog()).toEqual({
      destinations: [
        { destination: 'email', waiting: 1, dead: 1, oldestWaiting: newer.receivedAt, lastError: 'SMTP 421 after DATA' },
        { destination: 'webhook', waiting: 1, dead: 0, oldestWaiting: newer.receivedAt, lastError: null },
      ],
      withoutDestination: 0,
    });
  });
});
