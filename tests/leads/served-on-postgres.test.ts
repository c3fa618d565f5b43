/**
 * The lead store's guarantees under the built server (`node dist/server/index.js`, npm test builds
 * first) with DATABASE_URL set: a confirmed lead is in PostgreSQL even when the process is killed at
 * once; two separate processes on two ports share one database, deliver each lead once and keep one
 * rate limit. The PostgreSQL is the one the test run starts (tests/postgres-setup.ts).
 */
import { generateKeyPairSync } from 'node:crypto';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { openPostgresStore } from '../../server/leads/store/postgres-store';
import { openTaxId, publicKeyText } from '../../server/leads/seal';
import { serveLogged } from '../../scripts/stop-under-load';
import { createDatabase } from '../support/postgres';
import { filledApplication, filledContact, submission, TAX_ID } from '../support/filled-forms';
import { startWebhookReceiver } from '../support/webhook-receiver';

const FORM_SECRET = 'test-form-secret';
const HOOK_SECRET = `whsec_${Buffer.from('the test secret, thirty-two bytes').toString('base64')}`;
// The operator's key pair: only the public half goes to the servers.
const PRIVATE_KEY = generateKeyPairSync('x25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;



/** One copy of the site on its own port and DATA_DIR, its leads in `databaseUrl`, as every copy is configured. */
async function copy(databaseUrl: string, env: NodeJS.ProcessEnv = {}) {
  const server = await serveLogged(1, {
    DATABASE_URL: databaseUrl, LEADS_FORM_SECRET: FORM_SECRET, LEADS_PUBLIC_KEY: publicKeyText(PRIVATE_KEY), TRUST_PROXY: 'loopback', ...env,
  });
  onTestFinished(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

async function store(url: string) {
  const opened = await openPostgresStore(url);
  onTestFinished(() => opened.close());
  return opened;
}

async function post(base: string, path: string, body: URLSearchParams, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { method: 'POST', body, headers, redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

describe('with DATABASE_URL, a confirmed lead survives kill -9', { timeout: 60_000 }, () => {
  it.each([
    ['right after the 303 (no JavaScript)', 'text/html', 303],
    ["right after the island's confirmation (JSON)", 'application/json', 200],
  ])('%s: the lead is in PostgreSQL, its tax ID sealed to LEADS_PUBLIC_KEY and in no table in clear', async (_, accept, status) => {
    const url = await createDatabase(inject('postgresUrl'));
    const { base, child } = await copy(url);
    const { id, body } = submission(FORM_SECRET, filledApplication);
    expect(await post(base, '/apply', body, { Accept: accept })).toBe(status);
    child.kill('SIGKILL');

    const lead = await (await store(url)).get(id);
    expect(lead).toMatchObject({ id, kind: 'application', status: 'stored', fields: { businessName: 'Back Bay Bait LLC', taxId: '**-***6789' } });
    expect(await openTaxId(lead!.sealedTaxId!, PRIVATE_KEY, id)).toBe(TAX_ID);
    const client = new pg.Client(url);
    await client.connect();
    try {
      const { rows } = await client.query<{ row: string }>('SELECT row_to_json(l)::text AS row FROM leads l UNION ALL SELECT row_to_json(d)::text FROM deliveries d');
      expect(rows.length).toBeGreaterThan(0);
      for (const { row } of rows) expect(row.replaceAll('-', '')).not.toContain(TAX_ID.replace('-', ''));
    } finally {
      await client.end();
    }
  });
});

describe('two processes, two ports, one database', { timeout: 120_000 }, () => {
  it('400 submissions from 400 addresses over both at once: 400 leads, no 5xx, each delivered once, signed', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const hook = await startWebhookReceiver();
    onTestFinished(hook.close);
    // A receiver that takes a moment, as a real one does: a delivery stays claimed while it is under way.
    hook.state.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), 20));
    const env = { LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: HOOK_SECRET };
    // Started together: both apply the migrations at once, and the advisory lock takes them in turn.
    const copies = await Promise.all([copy(url, env), copy(url, env)]);

    const sent = Array.from({ length: 400 }, (_, i) => ({
      ...submission(FORM_SECRET, i % 2 ? filledContact : filledApplication), path: i % 2 ? '/contact' : '/apply', base: copies[(i >> 1) % 2]!.base, ip: `198.51.${i >> 8}.${i & 255}`,
    }));
    const statuses = await Promise.all(sent.map(({ base, path, body, ip }) => post(base, path, body, { 'X-Forwarded-For': ip })));
    expect(statuses.filter((s) => s !== 303)).toEqual([]);

    const leads = await store(url);
    expect(await leads.counts()).toMatchObject({ leads: 400, spam: 0 });
    // Delivery follows the answers; on a busy machine it may take a while, so wait for it rather than time it.
    for (let waited = 0; (await leads.counts()).delivered < 400; waited += 200) {
      if (waited > 60_000) throw new Error(`not delivered within a minute: ${JSON.stringify(await leads.counts())}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Anything sent twice would arrive now, after the store already says delivered.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const stored = (await leads.list()).flatMap((lead) => lead.deliveries.map((d) => d.id));
    const received = hook.requests.map((r) => r.headers['webhook-id'] as string);
    const repeats = received.filter((id, i) => received.indexOf(id) !== i);
    expect(repeats).toEqual([]);
    expect(received.sort()).toEqual(stored.sort());
    const verifier = new Webhook(HOOK_SECRET);
    const delivered = hook.requests.map((r) => (verifier.verify(r.body, r.headers as Record<string, string>) as { data: { id: string } }).data.id);
    expect(delivered.sort()).toEqual(sent.map((s) => s.id).sort());
    // Neither copy logged a store fault or what a visitor typed.
    for (const { log } of copies) {
      expect(log.filter((line) => /could not store|the store failed|pat@example\.com|sam@example\.com/.test(line))).toEqual([]);
    }
  });

  it('share one rate limit: posts from one address, alternating between the two, meet 429 at the shared count', { timeout: 60_000 }, async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const copies = await Promise.all([copy(url, { LEADS_RATE_LIMIT: '3/10m' }), copy(url, { LEADS_RATE_LIMIT: '3/10m' })]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(await post(copies[i % 2]!.base, '/contact', submission(FORM_SECRET, filledContact).body, { 'X-Forwarded-For': '203.0.113.7' }));
    }
    // Three in all, not three per process.
    expect(statuses).toEqual([303, 303, 303, 429, 429, 429]);
    // Another address still has its own count.
    expect(await post(copies[1]!.base, '/contact', submission(FORM_SECRET, filledContact).body, { 'X-Forwarded-For': '203.0.113.8' })).toBe(303);
    expect((await (await store(url)).counts()).leads).toBe(4);
  });
});
