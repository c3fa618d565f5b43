/**
 * What only PostgreSQL has to prove: several processes on one database (claims, a process killed
 * mid-delivery, migrations at start), and that the database holds no tax ID in clear.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import request from 'supertest';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { leadsConfig } from '../../server/leads/config';
import { openLeadStore } from '../../server/leads/store/open-store';
import { openPostgresStore } from '../../server/leads/store/postgres-store';
import { loadPublicKey, maskTaxId, openTaxId, PRIVATE_KEY_FILE, sealTaxId } from '../../server/leads/seal';
import type { LeadStore } from '../../server/leads/store/types';
import { siteApp } from '../support/app';
import { filledContact } from '../support/filled-forms';
import { newLead } from '../support/leads';
import { createDatabase } from '../support/postgres';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshStore() {
  const url = await createDatabase(inject('postgresUrl'));
  const store = await openPostgresStore(url);
  cleanups.push(() => store.close());
  return { url, store };
}

/** A webhook receiver on loopback that writes down every delivery it is sent, and by which process. */
async function receiver(answer: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => response.end()) {
  const received: { delivery: string; by: string }[] = [];
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push(JSON.parse(body) as { delivery: string; by: string });
    answer(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received };
}

/** Another process delivering from the same database (tests/leads/fixtures/claimer.ts). */
function claimer(url: string, receiverUrl: string, name: string, leaseMs: number) {
  const script = fileURLToPath(new URL('./fixtures/claimer.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, url, receiverUrl, name, String(leaseMs)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => line === 'ready' && resolve());
    void exited.then((code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
  return { child, ready, exited, go: () => child.stdin!.write('go\n') };
}

describe('the PostgreSQL lead store, shared by several processes', () => {
  it('is the store when DATABASE_URL is set, and nothing is written under DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
    const url = await createDatabase(inject('postgresUrl'));
    const store = await openLeadStore(leadsConfig({ DATA_DIR: dataDir, DATABASE_URL: url }));
    cleanups.push(() => store.close());
    expect(store.kind).toBe('postgres');
    await store.insert(newLead());
    expect(readdirSync(dataDir)).toEqual([]);
    const sqlite = await openLeadStore(leadsConfig({ DATA_DIR: dataDir }));
    cleanups.push(() => sqlite.close());
    expect(sqlite.kind).toBe('sqlite');
  });

  it('has two processes claiming from one database deliver each of 400 leads once', { timeout: 60_000 }, async () => {
    const { url, store } = await freshStore();
    for (let i = 0; i < 400; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) =>
        store.insert(newLead({ fields: { ...newLead().fields, email: `lead${i + j}@example.com` }, destinations: ['webhook'] }))));
    }
    const hook = await receiver();
    const processes = [claimer(url, hook.url, 'one', 30_000), claimer(url, hook.url, 'two', 30_000)];
    await Promise.all(processes.map((p) => p.ready));
    for (const p of processes) p.go();
    expect(await Promise.all(processes.map((p) => p.exited))).toEqual([0, 0]);

    const ids = hook.received.map((r) => r.delivery);
    expect(ids).toHaveLength(400);
    expect(new Set(ids).size).toBe(400);
    // Both took part: the claims really did meet.
    expect(hook.received.filter((r) => r.by === 'one').length).toBeGreaterThan(0);
    expect(hook.received.filter((r) => r.by === 'two').length).toBeGreaterThan(0);
    expect(await store.counts()).toMatchObject({ leads: 400, waiting: 0, delivered: 400, dead: 0 });
  });

  it('hands each due delivery to one claim when twenty claims on twenty connections meet', { timeout: 30_000 }, async () => {
    const { url, store } = await freshStore();
    await Promise.all(Array.from({ length: 100 }, () => store.insert(newLead({ destinations: ['webhook'] }))));
    // Four pools of five: twenty claims at once, each on its own connection (the other test's two processes meet too rarely to show a race).
    const pools = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(url)));
    for (const pool of pools) cleanups.push(() => pool.close());
    const now = new Date();
    const claims = (await Promise.all(Array.from({ length: 20 }, (_, i) => pools[i % 4]!.claimDue(now, 60_000, 10)))).flat();
    const ids = claims.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('leaves the claim of a process killed mid-delivery to another process once its lease runs out', { timeout: 60_000 }, async () => {
    const { url, store } = await freshStore();
    const one = newLead({ destinations: ['webhook'] });
    await store.insert(one);
    let arrived = new Date();
    let answer = false;
    const hung = new Promise<void>((resolve) => {
      cleanups.push(resolve);
    });
    const hook = await receiver((_, response) => {
      arrived = new Date();
      // The first attempt never gets an answer: its process is killed while it waits.
      if (answer) response.end();
      else void hung.then(() => response.end());
    });
    // Leases run by the database's clock: long enough for this process to look before it runs out.
    const first = claimer(url, hook.url, 'killed', 4_000);
    await first.ready;
    first.go();
    await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(1);
    first.child.kill('SIGKILL');
    await first.exited;

    // The lease still holds it: nobody takes the row before it runs out.
    expect(await store.claimDue(arrived, 4_000, 10)).toEqual([]);
    answer = true;
    const second = claimer(url, hook.url, 'survivor', 4_000);
    await second.ready;
    second.go();
    expect(await second.exited).toBe(0);

    const delivery = (await store.get(one.id))!.deliveries[0]!;
    expect(hook.received).toEqual([{ delivery: delivery.id, by: 'killed' }, { delivery: delivery.id, by: 'survivor' }]);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it("holds a lease by the database's clock: processes whose clocks run an hour behind or ahead neither double a delivery nor lose their own", async () => {
    const { url, store } = await freshStore();
    const other = await openPostgresStore(url);
    cleanups.push(() => other.close());
    await store.insert(newLead({ receivedAt: new Date(Date.now() - 7_200_000), destinations: ['webhook'] }));
    const hour = 3_600_000;
    // Claimed by a machine whose clock is an hour behind: its lease still runs a minute.
    const [claim] = await store.claimDue(new Date(Date.now() - hour), 60_000, 10);
    expect(claim).toBeDefined();
    expect(Math.abs(claim!.leaseUntil.getTime() - (Date.now() + 60_000))).toBeLessThan(5_000);
    for (const skew of [0, hour, -hour]) expect(await other.claimDue(new Date(Date.now() + skew), 60_000, 10), `skew ${skew}`).toEqual([]);
    expect(await other.retryAll(new Date(Date.now() + hour))).toBe(0);
    expect(await store.holds(claim!)).toBe(true);
    expect(await store.markDelivered(claim!, new Date())).toBe(true);
  });

  it("dates form tickets by the database's clock: a form rendered by a copy whose clock runs a minute ahead is a person's lead at another copy", async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const config = leadsConfig({ DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'data-')), LEADS_FORM_SECRET: 'one secret for every copy', LEADS_RATE_LIMIT: 'off' });
    const copy = async () => {
      const store = await openPostgresStore(url);
      cleanups.push(() => store.close());
      return { store, app: siteApp(undefined, undefined, { store, config }) };
    };
    let rendered: string;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      rendered = (await request((await copy()).app).get('/contact').expect(200)).text;
    } finally {
      vi.useRealTimers();
    }
    const field = (name: string) => rendered.match(new RegExp(`name="${name}" value="([^"]+)"`))![1]!;
    const other = await copy();
    // A person takes a few seconds; by the other copy's clock the form was rendered in its future.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await request(other.app).post('/contact').type('form')
      .send({ ...filledContact, submissionId: field('submissionId'), formToken: field('formToken'), website: '' }).expect(303);
    expect(await other.store.get(field('submissionId'))).toMatchObject({ status: 'stored' });
  });

  it('applies each migration once when several processes start on a new database at once', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const stores: LeadStore[] = await Promise.all(Array.from({ length: 6 }, () => openPostgresStore(url)));
    cleanups.push(() => Promise.all(stores.map((s) => s.close())));
    const client = new pg.Client(url);
    await client.connect();
    cleanups.push(() => client.end());
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual([1, 2, 3, 4, 5, 6]);
    // And every one of them works on the schema.
    await Promise.all(stores.map((s) => s.insert(newLead())));
    expect(await stores[0]!.counts()).toMatchObject({ leads: 6 });
  });

  it('reports a fault, rather than waiting for ever, when the database stays locked past its timeout', { timeout: 30_000 }, async () => {
    const { url, store } = await freshStore();
    const blocker = new pg.Client(url);
    await blocker.connect();
    cleanups.push(() => blocker.end());
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE leads IN ACCESS EXCLUSIVE MODE');
    const one = newLead();
    await expect(store.insert(one)).rejects.toThrow(/statement timeout/);
    await blocker.query('ROLLBACK');
    // The store is usable again, and nothing of the failed attempt was kept.
    expect(await store.get(one.id)).toBeUndefined();
    expect(await store.insert(one)).toBe('created');
  });

  it('holds the tax ID sealed and masked: in no table in clear, opened only with the private key', async () => {
    const { url, store } = await freshStore();
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    const { key } = loadPublicKey(undefined, dir);
    const id = crypto.randomUUID();
    const taxId = '12-3456789';
    await store.insert(newLead({
      id, kind: 'application', fields: { ...newLead().fields, taxId: maskTaxId(taxId) }, sealedTaxId: await sealTaxId(taxId, key, id),
    }));
    await store.rateLimiter(10, 600).consume('203.0.113.9');

    // Every row of every table, as text (bytea as hex).
    const client = new pg.Client(url);
    await client.connect();
    cleanups.push(() => client.end());
    const { rows: tables } = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`);
    expect(tables.map((t) => t.name).sort()).toEqual(['copies', 'deliveries', 'digests', 'leads', 'page_views', 'rate_limits', 'schema_migrations', 'site_visitors', 'visitor_hashes', 'visitor_salts']);
    let everything = '';
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
      everything += rows.map((r) => r.row).join('\n');
    }
    expect(everything).toContain('**-***6789');
    for (const clear of [taxId, '123456789']) {
      expect(everything).not.toContain(clear);
      expect(everything).not.toContain(Buffer.from(clear).toString('hex'));
    }
    const stored = await store.get(id);
    expect(await openTaxId(stored!.sealedTaxId!, readFileSync(join(dir, PRIVATE_KEY_FILE), 'utf8'), id)).toBe(taxId);
  });
});
