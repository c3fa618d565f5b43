/**
 * What the operator reads of deliveries: a line per outcome at the level a log system alerts on,
 * and the counts Prometheus scrapes. Real parts: a SQLite file, an SMTP server on loopback that
 * refuses the login, a webhook receiver that fails once; time moves through the dispatcher's clock.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startDispatcher } from '../../server/leads/delivery/dispatcher';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import { siteMetrics } from '../../server/observe/metrics';
import { newLead } from '../support/leads';
import { startSmtpReceiver } from '../support/smtp-receiver';
import { startWebhookReceiver } from '../support/webhook-receiver';

const SECRET = `whsec_${Buffer.from('the test secret, thirty-two bytes').toString('base64')}`;
const DAY = 86_400_000;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the delivery log and counts', () => {
  it('delivered: info with lead, destination, attempt and ms; failed: warn with the next try; given up: error; never a field of the lead', async () => {
    const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'delivery-log-')), 'leads.db'));
    cleanups.push(() => store.close());
    const smtp = await startSmtpReceiver({ refuseLogin: true });
    cleanups.push(smtp.close);
    const hook = await startWebhookReceiver();
    cleanups.push(hook.close);
    hook.state.answer = () => 503;

    const lead = newLead();
    await store.insert(lead);
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'debug', base: undefined }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    const metrics = siteMetrics();
    let now = lead.receivedAt;
    const dispatcher = startDispatcher({
      store, logger, metrics, clock: () => now,
      config: { email: { smtpUrl: `smtp://leads:the-password@127.0.0.1:${new URL(smtp.url).port}`, from: 'leads@magnolia.test', to: 'owner@magnolia.test' }, webhook: { url: hook.url, secret: SECRET } },
    });
    cleanups.push(() => dispatcher.stop(1_000));

    await dispatcher.nudge();
    const deliveryId = async (destination: string) => (await store.get(lead.id))!.deliveries.find((d) => d.destination === destination)!;
    const [email, webhook] = [await deliveryId('email'), await deliveryId('webhook')];
    expect(lines.filter((l) => l.level === 40).sort((a, b) => String(a.destination).localeCompare(String(b.destination)))).toEqual([
      { level: 40, time: expect.any(Number), lead: lead.id, delivery: email.id, destination: 'email', attempt: 1, error: 'SMTP 535 after AUTH', retryAt: email.nextAttemptAt.toISOString(), msg: 'lead delivery failed: will retry' },
      { level: 40, time: expect.any(Number), lead: lead.id, delivery: webhook.id, destination: 'webhook', attempt: 1, error: 'webhook: answered 503', retryAt: webhook.nextAttemptAt.toISOString(), msg: 'lead delivery failed: will retry' },
    ]);

    hook.state.answer = () => 200;
    now = webhook.nextAttemptAt;
    await dispatcher.nudge();
    const delivered = lines.filter((l) => l.msg === 'lead delivered');
    expect(delivered).toEqual([{ level: 30, time: expect.any(Number), lead: lead.id, delivery: webhook.id, destination: 'webhook', attempt: 2, ms: expect.any(Number), msg: 'lead delivered' }]);

    // The e-mail keeps failing until three days after the lead, then is given up.
    for (let d = await deliveryId('email'); d.status === 'waiting'; d = await deliveryId('email')) {
      now = d.nextAttemptAt;
      await dispatcher.nudge();
    }
    const attempts = (await deliveryId('email')).attempts;
    expect(lines.filter((l) => l.level === 50)).toEqual([
      { level: 50, time: expect.any(Number), lead: lead.id, delivery: email.id, destination: 'email', attempt: attempts, error: 'SMTP 535 after AUTH', msg: 'lead delivery failed for three days: given up' },
    ]);
    expect(now.getTime() - lead.receivedAt.getTime()).toBe(3 * DAY);
    expect(smtp.state.logins).toBe(attempts);

    const counted = (await metrics.registry.getSingleMetric('lead_deliveries_total')!.get()).values;
    expect(counted.map(({ labels, value }) => [labels.destination, labels.outcome, value]).sort()).toEqual([
      ['email', 'dead', 1], ['email', 'failed', attempts - 1], ['webhook', 'delivered', 1], ['webhook', 'failed', 1],
    ]);
    const log = JSON.stringify(lines);
    for (const value of Object.values(lead.fields).filter(Boolean)) expect(log).not.toContain(value);
    expect(log).not.toContain('the-password');
  });
});
