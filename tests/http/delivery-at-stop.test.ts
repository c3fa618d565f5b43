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
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../scripts/bench-util';
import { sqliteFile } from '../../server/leads/open-store';
import { openSqliteStore } from '../../server/leads/sqlite-store';
import { startWebhookReceiver } from '../support/webhook-receiver';

const SECRET = `whsec_${Buffer.from('the test secret, thirty-two bytes').toString('base64')}`;

describe('the serving process and its dispatcher', () => {
  it('delivers a waiting lead once started, and a SIGTERM mid-delivery lets it finish before exit 0', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'delivery-at-stop-'));
    const store = openSqliteStore(sqliteFile(dataDir));
    onTestFinished(() => store.close());
    const id = crypto.randomUUID();
    const fields = { name: 'Pat Ladner', email: 'pat@example.com', phone: '228-555-0100', business: '', message: 'Call me' };
    await store.insert({ id, kind: 'contact', receivedAt: new Date(), spam: false, fields, sealedTaxId: null, destinations: ['webhook'] });

    const hook = await startWebhookReceiver();
    onTestFinished(hook.close);
    let answer = (_status: number) => {};
    hook.state.answer = () => new Promise((resolve) => (answer = resolve));
    const arrived = hook.nextRequest();

    const child = spawn(process.execPath, ['dist/server/index.js'], {
      env: {
        ...process.env, NODE_ENV: 'production', PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'info',
        DATA_DIR: dataDir, LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    const log: string[] = [];
    const lines = createInterface({ input: child.stdout });
    const shuttingDown = new Promise<void>((resolve) =>
      lines.on('line', (line) => {
        log.push(line);
        if (line.includes('shutting down')) resolve();
      }),
    );
    const exited = once(child, 'exit');

    await arrived;
    child.kill('SIGTERM');
    await shuttingDown;
    // The stop has begun with the delivery under way; now the receiver answers.
    answer(200);
    const [code] = await exited;

    expect(code).toBe(0);
    expect((await store.get(id))?.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(hook.requests).toHaveLength(1);
    expect(log.join('\n')).not.toContain('pat@example.com');
  });
});
