/**
 * The built server delivers the outbox from its start, and a stop (SIGTERM) lets a delivery under
 * way finish before the process exits. npm test builds first.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { againstDev } from '../support/build-only';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../scripts/bench-util';
import { sqliteFile } from '../../server/leads/store/open-store';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { NewLead } from '../../server/leads/store/types';
import { startWebhookReceiver } from '../support/webhook-receiver';

const SECRET = `whsec_${Buffer.from('the test secret, thirty-two bytes').toString('base64')}`;


/** The built server on a free port with its store in `dataDir` and a webhook destination; never left running. */
async function serve(dataDir: string, webhookUrl: string, workers: number) {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'info',
      WEB_CONCURRENCY: String(workers), DATA_DIR: dataDir, LEADS_WEBHOOK_URL: webhookUrl, LEADS_WEBHOOK_SECRET: SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const log: string[] = [];
  const shuttingDown = new Promise<void>((resolve) =>
    createInterface({ input: child.stdout }).on('line', (line) => {
      log.push(line);
      if (line.includes('shutting down')) resolve();
    }),
  );
  return { child, log, shuttingDown };
}

const lead = (): NewLead => ({
  id: crypto.randomUUID(), kind: 'contact', receivedAt: new Date(), spam: false, sealedTaxId: null, destinations: ['webhook'],
  fields: { name: 'Pat Ladner', email: 'pat@example.com', phone: '228-555-0100', business: '', message: 'Call me' },
});

describe.skipIf(againstDev)('the serving process and its dispatcher', () => {
  it('delivers a waiting lead once started, and a SIGTERM mid-delivery lets it finish before exit 0', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'delivery-at-stop-'));
    const store = openSqliteStore(sqliteFile(dataDir));
    onTestFinished(() => store.close());
    const waiting = lead();
    await store.insert(waiting);

    const hook = await startWebhookReceiver();
    onTestFinished(hook.close);
    let answer = (_status: number) => {};
    hook.state.answer = () => new Promise((resolve) => (answer = resolve));
    const arrived = hook.nextRequest();

    const { child, log, shuttingDown } = await serve(dataDir, hook.url, 1);
    const exited = once(child, 'exit');

    await arrived;
    child.kill('SIGTERM');
    await shuttingDown;
    // The stop has begun with the delivery under way; now the receiver answers.
    answer(200);
    const [code] = await exited;

    expect(code).toBe(0);
    expect((await store.get(waiting.id))?.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(hook.requests).toHaveLength(1);
    expect(log.join('\n')).not.toContain('pat@example.com');
  });

  it('in a cluster (two workers, one dispatcher each, one store), 20 waiting leads are each delivered once, then exit 0', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'delivery-cluster-'));
    const store = openSqliteStore(sqliteFile(dataDir));
    onTestFinished(() => store.close());
    const leads = Array.from({ length: 20 }, lead);
    for (const one of leads) await store.insert(one);
    const hook = await startWebhookReceiver();
    onTestFinished(hook.close);
    hook.state.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), 20));

    const { child } = await serve(dataDir, hook.url, 2);
    const exited = once(child, 'exit');
    while ((await store.counts()).delivered < 20) await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill('SIGTERM');
    const [code] = await exited;

    expect(code).toBe(0);
    const ids = (await Promise.all(leads.map((l) => store.get(l.id)))).map((l) => l!.deliveries[0]!.id);
    expect(hook.requests.map((r) => r.headers['webhook-id']).sort()).toEqual(ids.sort());
    expect(await store.counts()).toMatchObject({ waiting: 0, delivered: 20 });
  });
});
