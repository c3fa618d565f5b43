/**
 * The outbox dispatcher against real parts: a SQLite file in a temp folder, a real SMTP server
 * and a real HTTP receiver on loopback, and child processes for a second worker or one to kill.
 * Time for retries and leases moves through an injected clock, never by sleeping.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { leadsConfig } from '../../server/leads/config';
import { LEASE_MS, startDispatcher, type Dispatcher } from '../../server/leads/delivery/dispatcher';
import { loadPublicKey, maskTaxId, sealTaxId } from '../../server/leads/seal';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { Destination, LeadStore, NewLead } from '../../server/leads/store/types';
import { startChildDispatcher } from '../support/child-dispatcher';
import { otherThanLoopback, startSmtpReceiver, type Refusal } from '../support/smtp-receiver';
import { startWebhookReceiver, type ReceivedRequest } from '../support/webhook-receiver';

const SECRET = `whsec_${Buffer.from('the test secret, thirty-two bytes').toString('base64')}`;
const FROM = 'Magnolia Coast leads <leads@magnolia.test>';
const TO = 'owner@magnolia.test';
const DAY = 86_400_000;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempStore() {
  const dir = mkdtempSync(join(tmpdir(), 'delivery-'));
  const file = join(dir, 'leads.db');
  const store = openSqliteStore(file);
  cleanups.push(() => store.close());
  return { store, file, dir };
}

async function smtp(options?: Parameters<typeof startSmtpReceiver>[0]) {
  const receiver = await startSmtpReceiver(options);
  cleanups.push(receiver.close);
  return receiver;
}

async function webhook() {
  const receiver = await startWebhookReceiver();
  cleanups.push(receiver.close);
  return receiver;
}

/** Log lines kept in memory, so a test can read what an operator would. */
function memoryLogger() {
  const lines: string[] = [];
  return { lines, logger: pino({ level: 'debug', base: undefined }, { write: (line: string) => lines.push(line) }) };
}

function dispatch(options: Parameters<typeof startDispatcher>[0]): Dispatcher {
  const dispatcher = startDispatcher(options);
  cleanups.push(() => dispatcher.stop(1_000));
  return dispatcher;
}

const contactLead = (destinations: Destination[], over: Partial<NewLead> = {}): NewLead => ({
  id: crypto.randomUUID(),
  kind: 'contact',
  receivedAt: new Date('2026-11-20T15:00:00Z'),
  spam: false,
  fields: {
    name: 'Jordan Ladner',
    email: 'Jordan.Ladner@example.com',
    phone: '228-555-0100',
    business: 'Ladner Bait & Tackle',
    message: 'Do you offer dual pricing?\nWe take about 300 cards a week.',
  },
  sealedTaxId: null,
  destinations,
  ...over,
});

const deliveryOf = async (store: LeadStore, leadId: string, destination: Destination) =>
  (await store.get(leadId))!.deliveries.find((d) => d.destination === destination)!;

const headersOf = (request: ReceivedRequest) => request.headers as Record<string, string>;

describe('the webhook', () => {
  it('answering 503 for a while, then 200: the lead arrives once it answers, with the same webhook-id every time, signed', async () => {
    const { store } = tempStore();
    const receiver = await webhook();
    receiver.state.answer = () => 503;
    const lead = contactLead(['webhook'], { source: { host: 'www.google.com', utm_source: 'newsletter', utm_campaign: 'spring' } });
    await store.insert(lead);
    let now = lead.receivedAt;
    const dispatcher = dispatch({ store, config: { webhook: { url: receiver.url, secret: SECRET } }, logger: pino({ level: 'silent' }), clock: () => now });

    await dispatcher.nudge();
    expect(receiver.requests).toHaveLength(1);
    // Not due again until its retry time.
    await dispatcher.nudge();
    expect(receiver.requests).toHaveLength(1);
    for (let failures = 1; failures < 4; failures += 1) {
      now = (await deliveryOf(store, lead.id, 'webhook')).nextAttemptAt;
      await dispatcher.nudge();
    }
    expect(receiver.requests).toHaveLength(4);
    expect((await store.get(lead.id))?.status).toBe('waiting');

    receiver.state.answer = () => 200;
    now = (await deliveryOf(store, lead.id, 'webhook')).nextAttemptAt;
    await dispatcher.nudge();
    await dispatcher.nudge();
    expect(receiver.requests).toHaveLength(5);
    const delivery = await deliveryOf(store, lead.id, 'webhook');
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 5 });
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery.id]));

    const verifier = new Webhook(SECRET);
    for (const request of receiver.requests) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(verifier.verify(request.body, headersOf(request))).toEqual({
        type: 'lead.received',
        timestamp: '2026-11-20T15:00:00.000Z',
        data: {
          id: lead.id, kind: 'contact', receivedAt: '2026-11-20T15:00:00.000Z',
          source: { page: null, host: 'www.google.com', utm_source: 'newsletter', utm_medium: null, utm_campaign: 'spring' },
          ...lead.fields,
        },
      });
    }
    // Signed with another secret, or altered, it does not verify.
    const other = new Webhook(`whsec_${Buffer.from('another secret, thirty-two bytes!').toString('base64')}`);
    expect(() => other.verify(receiver.requests[0]!.body, headersOf(receiver.requests[0]!))).toThrow();
    expect(() => verifier.verify(receiver.requests[0]!.body.replace('Jordan', 'Jordon'), headersOf(receiver.requests[0]!))).toThrow();
    expect(await store.counts()).toMatchObject({ waiting: 0, delivered: 1, dead: 0 });
  });

  it('counts a refused connection and a redirect as failures, with a short message', async () => {
    const { store } = tempStore();
    const receiver = await webhook();
    receiver.state.answer = () => 307;
    const lead = contactLead(['webhook']);
    await store.insert(lead);
    let now = lead.receivedAt;
    const closed = await webhook();
    await closed.close();
    const redirected = dispatch({ store, config: { webhook: { url: receiver.url, secret: SECRET } }, logger: pino({ level: 'silent' }), clock: () => now });
    await redirected.nudge();
    expect((await deliveryOf(store, lead.id, 'webhook')).lastError).toBe('webhook: answered 307');
    await redirected.stop(1_000);

    now = (await deliveryOf(store, lead.id, 'webhook')).nextAttemptAt;
    const refused = dispatch({ store, config: { webhook: { url: closed.url, secret: SECRET } }, logger: pino({ level: 'silent' }), clock: () => now });
    await refused.nudge();
    expect(await deliveryOf(store, lead.id, 'webhook')).toMatchObject({ status: 'waiting', attempts: 2, lastError: 'webhook: ECONNREFUSED' });
  });
});

describe('the e-mail', { timeout: 30_000 }, () => {
  it('comes From our address with the visitor in Reply-To, the outbox id in its Message-ID, and each field under its label', async () => {
    const { store } = tempStore();
    const receiver = await smtp();
    const lead = contactLead(['email'], { source: { page: '/fee-calculator' } });
    await store.insert(lead);
    const dispatcher = dispatch({ store, config: { email: { smtpUrl: receiver.url, from: FROM, to: TO } }, logger: pino({ level: 'silent' }) });
    await dispatcher.nudge();

    expect(receiver.mails).toHaveLength(1);
    const [mail] = receiver.mails;
    const delivery = await deliveryOf(store, lead.id, 'email');
    expect(delivery.status).toBe('delivered');
    expect(mail!.envelope).toEqual({ from: 'leads@magnolia.test', to: [TO] });
    expect(mail!.headers.get('from')).toBe('Magnolia Coast leads <leads@magnolia.test>');
    expect(mail!.headers.get('to')).toBe(TO);
    expect(mail!.headers.get('reply-to')).toBe('Jordan.Ladner@example.com');
    expect(mail!.headers.get('message-id')).toBe(`<${delivery.id}@magnolia.test>`);
    expect(mail!.headers.get('subject')).toBe('Contact request: Jordan Ladner (Ladner Bait & Tackle)');
    expect(mail!.text).toContain('Full Name: Jordan Ladner\n');
    expect(mail!.text).toContain('Email Address: Jordan.Ladner@example.com\n');
    expect(mail!.text).toContain('Phone Number: 228-555-0100\n');
    expect(mail!.text).toContain('Business Name: Ladner Bait & Tackle\n');
    expect(mail!.text).toContain('How can we help?:\n    Do you offer dual pricing?\n    We take about 300 cards a week.\n');
    expect(mail!.text).toContain(`Lead: ${lead.id}\n`);
    expect(mail!.text).toContain('Received: Friday, November 20, 2026 at 9:00 AM (Central time)\nCame from: /fee-calculator\n');
  });

  it('keeps a message of several lines sent with CRLF line breaks to one line each, and strips invisible controls from the subject', async () => {
    const { store } = tempStore();
    const receiver = await smtp();
    const lead = contactLead(['email'], {
      fields: {
        ...contactLead([]).fields,
        name: 'Jordan \u202eLadner\u200b\u2066',
        business: 'Bait\u0007 & \u061cTackle\ufeff',
        message: 'Do you offer dual pricing?\r\nWe take about 300 cards a week.\r\n\r\nThanks,\rJordan\u2028PS',
      },
    });
    await store.insert(lead);
    await dispatch({ store, config: { email: { smtpUrl: receiver.url, from: FROM, to: TO } }, logger: pino({ level: 'silent' }) }).nudge();

    const [mail] = receiver.mails;
    expect(mail!.text).toContain('How can we help?:\n    Do you offer dual pricing?\n    We take about 300 cards a week.\n    \n    Thanks,\n    Jordan\n    PS\n');
    expect(mail!.headers.get('subject')).toBe('Contact request: Jordan Ladner (Bait & Tackle)');
  });

  it('to a host other than loopback over smtp://, sends only after STARTTLS, unless SMTP_REQUIRE_TLS=false', async () => {
    const { store } = tempStore();
    // A server that offers no STARTTLS, reached at this machine's own address on the network.
    const receiver = await smtp({ listen: '0.0.0.0', host: otherThanLoopback() });
    const settings = (env: Record<string, string> = {}) => leadsConfig({ SMTP_URL: receiver.url, LEADS_EMAIL_FROM: FROM, LEADS_EMAIL_TO: TO, ...env }).email!;
    const lead = contactLead(['email']);
    await store.insert(lead);
    let now = lead.receivedAt;
    const required = dispatch({ store, config: { email: settings() }, logger: pino({ level: 'silent' }), clock: () => now });
    await required.nudge();
    expect(receiver.mails).toHaveLength(0);
    expect(receiver.state.rcptCommands).toBe(0);
    expect(await deliveryOf(store, lead.id, 'email')).toMatchObject({ status: 'waiting', attempts: 1, lastError: expect.stringMatching(/STARTTLS|TLS/) });
    await required.stop(1_000);

    now = (await deliveryOf(store, lead.id, 'email')).nextAttemptAt;
    const plain = dispatch({ store, config: { email: settings({ SMTP_REQUIRE_TLS: 'false' }) }, logger: pino({ level: 'silent' }), clock: () => now });
    await plain.nudge();
    expect(receiver.mails).toHaveLength(1);
    expect((await deliveryOf(store, lead.id, 'email')).status).toBe('delivered');
  });

  it.each<NonNullable<Refusal>>([
    { at: 'RCPT', code: 550 },
    { at: 'DATA', code: 554 },
  ])('refused ($code at $at): retried with growing delays, then dead three days after it was created', async (refusal) => {
    const { store } = tempStore();
    const receiver = await smtp();
    receiver.state.refuse = refusal;
    const { lines, logger } = memoryLogger();
    const lead = contactLead(['email']);
    await store.insert(lead);
    let now = lead.receivedAt;
    const dispatcher = dispatch({ store, config: { email: { smtpUrl: receiver.url, from: FROM, to: TO } }, logger, clock: () => now });

    const delays: number[] = [];
    for (;;) {
      await dispatcher.nudge();
      const delivery = await deliveryOf(store, lead.id, 'email');
      if (delivery.status !== 'waiting') break;
      delays.push(delivery.nextAttemptAt.getTime() - now.getTime());
      now = delivery.nextAttemptAt;
    }

    const delivery = await deliveryOf(store, lead.id, 'email');
    expect(delivery).toMatchObject({ status: 'dead', lastError: `SMTP ${refusal.code} after ${refusal.at}` });
    expect(delivery.attempts).toBe(delays.length + 1);
    expect(receiver.state.rcptCommands).toBe(delivery.attempts);
    expect(receiver.mails).toHaveLength(0);
    // About a minute first, doubling (with jitter) for hours, never more than about four hours.
    expect(delays[0]).toBeGreaterThanOrEqual(45_000);
    expect(delays[0]).toBeLessThanOrEqual(75_000);
    for (let i = 1; i < 8; i += 1) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
    expect(Math.max(...delays)).toBeLessThanOrEqual(5 * 3_600_000);
    // The last attempt came three days after the lead, not before.
    expect(now.getTime() - lead.receivedAt.getTime()).toBe(3 * DAY);
    expect(await store.counts()).toMatchObject({ waiting: 0, delivered: 0, dead: 1 });
    expect((await store.get(lead.id))?.status).toBe('dead');

    // The operator's log says what failed, never who wrote.
    expect(lines.filter((l) => l.includes('will retry'))).toHaveLength(delays.length);
    expect(lines.filter((l) => l.includes('given up'))).toHaveLength(1);
    for (const value of Object.values(lead.fields)) expect(lines.join('')).not.toContain(value.split('\n')[0]);
  });
});

// Child processes load TypeScript through tsx: a few seconds on a busy machine.
describe('several dispatchers on one store', { timeout: 60_000 }, () => {
  it('two processes on the same file deliver 50 leads to each destination exactly once', async () => {
    const { store, file } = tempStore();
    const mail = await smtp();
    const hook = await webhook();
    // Slow enough receivers that both processes have deliveries in flight at once.
    mail.state.dataDelayMs = 5;
    hook.state.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), 5));
    const env = { LEADS_DB: file, SMTP_URL: mail.url, LEADS_EMAIL_FROM: FROM, LEADS_EMAIL_TO: TO, LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET };
    const workers = [startChildDispatcher(env), startChildDispatcher(env)];
    for (const worker of workers) cleanups.push(() => (worker.child.kill('SIGKILL'), worker.exited));
    await Promise.all(workers.map((w) => w.logged('ready')));

    const leads = Array.from({ length: 50 }, () => contactLead(['email', 'webhook']));
    for (const lead of leads) await store.insert(lead);
    for (const worker of workers) worker.nudge();
    await Promise.all(workers.map((w) => w.logged('idle')));

    const deliveries = (await Promise.all(leads.map((l) => store.get(l.id)))).flatMap((l) => l!.deliveries);
    const ids = (destination: Destination) => deliveries.filter((d) => d.destination === destination).map((d) => d.id).sort();
    expect(hook.requests.map((r) => r.headers['webhook-id']).sort()).toEqual(ids('webhook'));
    expect(mail.mails.map((m) => m.headers.get('message-id')).sort()).toEqual(ids('email').map((id) => `<${id}@magnolia.test>`).sort());
    expect(await store.counts()).toMatchObject({ waiting: 0, delivered: 100, dead: 0 });
    const delivered = workers.map((w) => w.lines.filter((l) => l.msg === 'lead delivered').length);
    expect(delivered[0]! + delivered[1]!).toBe(100);
    // Both took part: the leases, not turn-taking, kept them apart.
    expect(Math.min(...delivered)).toBeGreaterThan(0);
  });

  it('a process killed mid-delivery leaves its row, which another delivers once the lease has run out', async () => {
    const { store, file } = tempStore();
    const hook = await webhook();
    hook.state.answer = () => new Promise(() => {});
    const lead = contactLead(['webhook']);
    await store.insert(lead);
    const arrived = hook.nextRequest();
    const doomed = startChildDispatcher({ LEADS_DB: file, LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET });
    cleanups.push(() => (doomed.child.kill('SIGKILL'), doomed.exited));
    await arrived;
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    expect(await deliveryOf(store, lead.id, 'webhook')).toMatchObject({ status: 'waiting', attempts: 1 });

    hook.state.answer = () => 200;
    let now = new Date();
    const survivor = dispatch({ store, config: { webhook: { url: hook.url, secret: SECRET } }, logger: pino({ level: 'silent' }), clock: () => now });
    await survivor.nudge();
    // Still leased to the dead process: nobody delivers it twice at once.
    expect(hook.requests).toHaveLength(1);

    now = new Date(Date.now() + LEASE_MS + 1_000);
    await survivor.nudge();
    expect(hook.requests).toHaveLength(2);
    expect(hook.requests[1]!.headers['webhook-id']).toBe(hook.requests[0]!.headers['webhook-id']);
    expect(await deliveryOf(store, lead.id, 'webhook')).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});

describe('stopping', () => {
  it('lets a slow delivery finish within the deadline', async () => {
    const { store } = tempStore();
    const hook = await webhook();
    hook.state.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), 300));
    const lead = contactLead(['webhook']);
    await store.insert(lead);
    const arrived = hook.nextRequest();
    const dispatcher = dispatch({ store, config: { webhook: { url: hook.url, secret: SECRET } }, logger: pino({ level: 'silent' }) });
    await arrived;
    await dispatcher.stop(5_000);
    expect(await deliveryOf(store, lead.id, 'webhook')).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('releases a delivery still running at the deadline, for any process to take at once, and claims nothing after', async () => {
    const { store } = tempStore();
    const hook = await webhook();
    hook.state.answer = () => new Promise(() => {});
    const lead = contactLead(['webhook']);
    await store.insert(lead);
    const arrived = hook.nextRequest();
    const { lines, logger } = memoryLogger();
    const dispatcher = dispatch({ store, config: { webhook: { url: hook.url, secret: SECRET } }, logger });
    await arrived;
    await dispatcher.stop(100);

    expect(await deliveryOf(store, lead.id, 'webhook')).toMatchObject({ status: 'waiting', attempts: 0, lastError: null });
    expect(lines.some((l) => l.includes('released at stop'))).toBe(true);
    await store.insert(contactLead(['webhook']));
    await dispatcher.nudge();
    expect(hook.requests).toHaveLength(1);
    expect(await store.claimDue(new Date(), LEASE_MS, 10)).toHaveLength(2);
  });
});

describe('what a delivery holds', () => {
  it('shows the tax ID only masked: the clear one is in no e-mail and no webhook body', async () => {
    const { store, dir } = tempStore();
    const mail = await smtp();
    const hook = await webhook();
    const id = crypto.randomUUID();
    const taxId = '12-3456789';
    const fields = {
      businessName: 'Ladner Bait & Tackle LLC', dba: '', businessType: 'llc', taxId: maskTaxId(taxId), yearsInBusiness: '12',
      ownerName: 'Jordan Ladner', email: 'jordan@example.com', phone: '228-555-0100',
      street: '100 Beach Blvd', city: 'Biloxi', state: 'MS', zip: '39530',
      monthlyVolume: '$25,000', averageTicket: '$45', highTicket: '$500',
    };
    // Sealed with the key pair a first start writes into DATA_DIR: its private key sits right beside the store.
    const sealedTaxId = await sealTaxId(taxId, loadPublicKey(undefined, dir).key, id);
    await store.insert({ id, kind: 'application', receivedAt: new Date(), spam: false, fields, sealedTaxId, destinations: ['email', 'webhook'] });
    const config = { email: { smtpUrl: mail.url, from: FROM, to: TO }, webhook: { url: hook.url, secret: SECRET } };
    await dispatch({ store, config, logger: pino({ level: 'silent' }) }).nudge();

    expect(mail.mails).toHaveLength(1);
    expect(hook.requests).toHaveLength(1);
    const [{ raw, text, headers }] = mail.mails as [(typeof mail.mails)[0]];
    expect(headers.get('subject')).toBe('Merchant application: Ladner Bait & Tackle LLC (Jordan Ladner)');
    expect(text).toContain('Federal Tax ID (EIN): **-***6789\n');
    expect(text).toContain('Business Type: LLC\n');
    expect(JSON.parse(hook.requests[0]!.body).data.taxId).toBe('**-***6789');
    for (const sent of [raw, text, hook.requests[0]!.body]) {
      expect(sent).not.toContain('3456789');
      expect(sent).not.toContain('123456789');
    }
  });

  it('is never sent for a lead deleted after its delivery was claimed (a person forgotten in the middle of a pass)', async () => {
    const { store } = tempStore();
    const hook = await webhook();
    const mail = await smtp();
    const lead = contactLead(['email', 'webhook']);
    await store.insert(lead);
    const { lines, logger } = memoryLogger();
    // The operator's delete lands between the claim and the send.
    const racing: LeadStore = {
      ...store,
      claimDue: async (...args) => {
        const claims = await store.claimDue(...args);
        if (claims.length > 0) await store.deleteByEmail(lead.fields.email!);
        return claims;
      },
    };
    const config = { email: { smtpUrl: mail.url, from: FROM, to: TO }, webhook: { url: hook.url, secret: SECRET } };
    await dispatch({ store: racing, config, logger }).nudge();
    expect(hook.requests).toHaveLength(0);
    expect(mail.mails).toHaveLength(0);
    expect(await store.get(lead.id)).toBeUndefined();
    expect(lines.filter((line) => line.includes('lead delivery dropped'))).toHaveLength(2);
  });

  it('with no destination configured, delivers nothing: the leads wait in the store', async () => {
    const { store } = tempStore();
    const lead = contactLead(['email', 'webhook']);
    await store.insert(lead);
    await dispatch({ store, config: {}, logger: pino({ level: 'silent' }) }).nudge();
    expect((await store.get(lead.id))?.deliveries.map((d) => [d.status, d.attempts])).toEqual([['waiting', 0], ['waiting', 0]]);
  });
});
