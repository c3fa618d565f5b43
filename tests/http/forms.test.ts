import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/leads/store/sqlite-store';
import { sqliteFile } from '../../server/leads/store/open-store';
import { issueTicket, FORM_SECRET_FILE } from '../../server/leads/intake/form-ticket';
import { openTaxId, PRIVATE_KEY_FILE } from '../../server/leads/seal';
import { phones } from '../../src/config/phones.server';
import { site } from '../../src/config/site';
import { applyForm, businessTypes } from '../../src/content/apply';
import { contactForm } from '../../src/content/contact';
import { formProblems } from '../../src/content/lead-forms';
import { siteApp, SITE_URL } from '../support/app';
import { filledApplication as application, TAX_ID } from '../support/filled-forms';
import { testLeads, type TestLeads } from '../support/leads';

const escaped = (text: string) => text.replace(/'/g, '&#x27;');
/** The opening tag of the form control with this name. */
const control = (html: string, name: string) => html.match(new RegExp(`<(input|select|textarea)[^>]*\\sname="${name}"[^>]*>`))?.[0] ?? '';
const valueOf = (html: string, name: string) => control(html, name).match(/\svalue="([^"]*)"/)?.[1];

const contact = { name: 'Pat Doe', email: 'pat+leads@example.com', phone: '228-555-0100', business: '', message: 'Dual pricing,\r\nplease.' };
const filled = { '/contact': contact, '/apply': application } as const;

/** An app with its own store; `ticket()` is a form rendered three seconds ago, as a person would have it. */
function formsApp(env: NodeJS.ProcessEnv = {}, { trustProxy, busyTimeoutMs }: { trustProxy?: string; busyTimeoutMs?: number } = {}) {
  const commits: number[] = [];
  const leads: TestLeads = testLeads(env, () => commits.push(Date.now()), { busyTimeoutMs });
  const app = siteApp(undefined, undefined, leads.leads, trustProxy);
  const secret = () => leads.config.formSecret ?? readFileSync(join(leads.dataDir, FORM_SECRET_FILE), 'utf8');
  const ticket = () => {
    const { id, token } = issueTicket(secret(), Date.now() - 3_000);
    return { submissionId: id, formToken: token };
  };
  return { app, ...leads, commits, ticket };
}

const apps: ReturnType<typeof formsApp>[] = [];
afterAll(async () => {
  for (const { store } of apps) await store.close();
});
const fresh = (...args: Parameters<typeof formsApp>) => {
  const made = formsApp(...args);
  apps.push(made);
  return made;
};

describe.each([
  ['/contact', 'contact', contactForm.successMessage],
  ['/apply', 'application', applyForm.successMessage],
] as const)('the %s form', (path, kind, message) => {
  const { app, store, ticket, commits } = fresh();
  const values = filled[path];

  it('without JavaScript: commits the lead, then answers 303 to the confirmation, nothing in the address', async () => {
    const t = ticket();
    const res = await request(app).post(path).type('form').send({ ...values, ...t, website: '' }).expect(303);
    expect(res.headers.location).toBe(`${path}?sent=1`);
    const lead = await store.get(t.submissionId);
    expect(lead).toMatchObject({ kind, status: 'stored', fields: { ...values, ...(path === '/apply' && { taxId: '**-***6789' }) } });
    expect(Object.keys(lead!.fields).sort()).toEqual(Object.keys(values).sort());
    expect(commits.length).toBeGreaterThan(0);
  });

  it('then shows the confirmation in a status region, and a fresh ticket on every render', async () => {
    const res = await request(app).get(`${path}?sent=1`).expect(200);
    expect(res.text).toMatch(new RegExp(`role="status"[^>]*>${escaped(message)}<`));
    const [a, b] = [(await request(app).get(path)).text, (await request(app).get(path)).text];
    expect(a).toMatch(/role="status"[^>]*><\/div>/);
    expect(valueOf(a, 'submissionId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(valueOf(a, 'submissionId')).not.toBe(valueOf(b, 'submissionId'));
    // The render time, where the visitor came from (none here: no Referer), the signature.
    expect(valueOf(a, 'formToken')).toMatch(/^\d+\.\.[\w-]{43}$/);
  });

  it('with JavaScript (Accept: application/json): the same record, and a fresh ticket in the answer', async () => {
    const [byForm, byScript] = [ticket(), ticket()];
    await request(app).post(path).type('form').send({ ...values, ...byForm, website: '' }).expect(303);
    const res = await request(app).post(path).type('form').set('Accept', 'application/json').send({ ...values, ...byScript, website: '' }).expect(200);
    expect(res.body.ticket.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.ticket.id).not.toBe(byScript.submissionId);
    const [a, b] = [await store.get(byForm.submissionId), await store.get(byScript.submissionId)];
    expect({ ...b, id: '', receivedAt: null, sealedTaxId: null }).toEqual({ ...a, id: '', receivedAt: null, sealedTaxId: null });
  });

  it('sent twice with the same id stores one lead, and both answers say it was received', async () => {
    const t = ticket();
    const before = (await store.counts()).leads;
    const nudges = commits.length;
    await request(app).post(path).type('form').send({ ...values, ...t }).expect(303);
    await request(app).post(path).type('form').send({ ...values, ...t }).expect(303);
    expect((await store.counts()).leads).toBe(before + 1);
    // afterCommit: once for the lead, not for its repeat.
    expect(commits.length).toBe(nudges + 1);
  });

  it('the same id with other content (a restored page sent again) is a lead of its own', async () => {
    const t = ticket();
    const before = (await store.counts()).leads;
    await request(app).post(path).type('form').send({ ...values, ...t }).expect(303);
    await request(app).post(path).type('form').send({ ...values, phone: '228-555-0199', ...t }).expect(303);
    expect((await store.counts()).leads).toBe(before + 2);
    const phones = (await store.list()).slice(0, 2).map((l) => l.fields.phone).sort();
    expect(phones).toEqual([values.phone, '228-555-0199'].sort());
  });

  it('refuses a body over 32 KB with 413 and stores nothing', async () => {
    const before = (await store.counts()).leads;
    const res = await request(app).post(path).type('form').send(`message=${'x'.repeat(33 * 1024)}`).expect(413);
    expect(res.text).toContain('Return to Home');
    expect((await store.counts()).leads).toBe(before);
  });
});

describe('what the server accepts: what the form itself enforces, no more', () => {
  const { app, store, ticket } = fresh();
  const post = (path: '/contact' | '/apply', body: Record<string, string> | string) =>
    request(app).post(path).type('form').send(typeof body === 'string' ? `${new URLSearchParams(ticket())}&${body}` : { ...ticket(), ...body });

  it.each([
    ['a required field missing', '/contact', { ...contact, name: '' }],
    ['an address the browser calls invalid', '/contact', { ...contact, email: 'pat@' }],
    ['an address with a space inside', '/contact', { ...contact, email: 'pat doe@example.com' }],
    ['a message past its maxlength', '/contact', { ...contact, message: 'x'.repeat(3001) }],
    ['a business type that is not an option', '/apply', { ...application, businessType: 'llp' }],
    ['years that are negative', '/apply', { ...application, yearsInBusiness: '-1' }],
    ['years that are not whole (step 1)', '/apply', { ...application, yearsInBusiness: '2.5' }],
    ['years that are not a number', '/apply', { ...application, yearsInBusiness: 'six' }],
    ['a field sent twice', '/contact', `${new URLSearchParams(contact)}&email=b%40example.com`],
  ] as const)('refuses %s with a 400 page that gives the phone number, storing nothing', async (_, path, body) => {
    const before = (await store.counts()).leads;
    const res = await post(path, body).expect(400);
    expect(res.text).toContain(site.phones.local.display);
    expect(res.text).toContain(`href="tel:${phones.local.e164}"`);
    expect((await store.counts()).leads).toBe(before);
  });

  it.each([
    ['an address with a plus, a dotless domain, surrounding spaces', '/contact', { ...contact, email: '  a+b@localhost ' }],
    ['an optional field left out entirely, unknown fields added', '/contact', { name: 'A', email: 'a@b.c', phone: '1', message: 'm', utm: 'x' }],
    ['a message exactly at its maxlength, its line breaks as CRLF', '/contact', { ...contact, message: `${'x'.repeat(2998)}\r\n` }],
    ['years as 0 and as 1e1', '/apply', { ...application, yearsInBusiness: '1e1' }],
    ['a tax ID in any shape', '/apply', { ...application, taxId: '123456789' }],
  ] as const)('accepts %s', async (_, path, body) => {
    await post(path, body).expect(303);
  });
});

describe('abuse', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Origin: null', { Origin: 'null' }],
    ['an Origin that is not ours', { Origin: 'https://evil.example' }],
    ['an Origin that is not a URL', { Origin: 'garbage' }],
  ])('a cross-site post (%s) gets a 403 page and stores nothing', async (_, headers) => {
    const { app, store, ticket } = fresh();
    const res = await request(app).post('/contact').type('form').set(headers).send({ ...contact, ...ticket() }).expect(403);
    expect(res.text).toContain(formProblems.crossSite.split(',')[0]);
    expect(res.text).toContain(site.phones.local.display);
    expect((await store.counts()).leads).toBe(0);
  });

  it('our own origin, as the public site or as the host reached, and same-origin fetches are taken', async () => {
    const { app, store, ticket } = fresh();
    await request(app).post('/contact').type('form').set('Origin', SITE_URL).send({ ...contact, ...ticket() }).expect(303);
    await request(app).post('/contact').type('form').set({ Origin: 'http://shop.test:8080', Host: 'shop.test:8080' }).send({ ...contact, ...ticket() }).expect(303);
    await request(app).post('/contact').type('form').set({ 'Sec-Fetch-Site': 'same-origin' }).send({ ...contact, ...ticket() }).expect(303);
    expect((await store.counts()).leads).toBe(3);
  });

  it.each([
    ['filled the honeypot', (t: Record<string, string>) => ({ ...t, website: 'http://spam.example' })],
    ['sent it within two seconds of the render', () => ({})],
    ['forged the render time', (t: Record<string, string>) => ({ ...t, formToken: `${Date.now() - 60_000}.${'A'.repeat(43)}` })],
    ['sent no ticket at all', () => ({ submissionId: '', formToken: '' })],
  ])('a bot that %s sees the usual success; the lead is kept as spam and goes nowhere', async (_, extra) => {
    const { app, store, ticket } = fresh({ LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEADS_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
    let sent = ticket();
    if (extra.length === 0) {
      const html = (await request(app).get('/contact')).text;
      sent = { submissionId: valueOf(html, 'submissionId')!, formToken: valueOf(html, 'formToken')! };
    }
    const res = await request(app).post('/contact').type('form').send({ ...contact, ...sent, ...extra(sent) }).expect(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    const [lead] = await store.list();
    expect(lead).toMatchObject({ status: 'spam', deliveries: [] });
    expect((await store.counts()).spam).toBe(1);
  });

  it('one ticket, three posts with different content: the send and one resend (a restored page) are delivered, the third is kept as spam', async () => {
    const { app, store, ticket } = fresh({ LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEADS_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
    const t = ticket();
    for (const message of ['First.', 'Second.', 'Third.']) {
      await request(app).post('/contact').type('form').send({ ...contact, message, ...t, website: '' }).expect(303);
    }
    const leads = (await store.list()).map((lead) => ({ message: lead.fields.message, status: lead.status, deliveries: lead.deliveries.length }));
    expect(leads.sort((a, b) => a.message!.localeCompare(b.message!))).toEqual([
      { message: 'First.', status: 'waiting', deliveries: 1 },
      { message: 'Second.', status: 'waiting', deliveries: 1 },
      { message: 'Third.', status: 'spam', deliveries: 0 },
    ]);
  });

  it('a ticket more than a day old: the usual success, the lead kept as spam', async () => {
    const { app, store, dataDir } = fresh({ LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEADS_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
    const secret = readFileSync(join(dataDir, FORM_SECRET_FILE), 'utf8');
    const [old, day] = [issueTicket(secret, Date.now() - 86_400_000 - 60_000), issueTicket(secret, Date.now() - 86_400_000 + 60_000)];
    for (const { id, token } of [old, day]) {
      await request(app).post('/contact').type('form').send({ ...contact, submissionId: id, formToken: token, website: '' }).expect(303);
    }
    expect(await store.get(old.id)).toMatchObject({ status: 'spam', deliveries: [] });
    expect(await store.get(day.id)).toMatchObject({ status: 'waiting' });
  });

  it('a person who waited is not spam, and with a webhook configured the lead waits for it', async () => {
    const { app, store, ticket } = fresh({ LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEADS_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
    await request(app).post('/contact').type('form').send({ ...contact, ...ticket(), website: '' }).expect(303);
    const [lead] = await store.list();
    expect(lead).toMatchObject({ status: 'waiting', deliveries: [{ destination: 'webhook', status: 'waiting' }] });
  });

  it('past LEADS_RATE_LIMIT (10 in 10 minutes) one client gets a 429 page with the phone number; another client does not', async () => {
    const { app, store, ticket } = fresh({ LEADS_RATE_LIMIT: '10/10m' }, { trustProxy: 'loopback' });
    const from = (ip: string) => request(app).post('/contact').type('form').set('X-Forwarded-For', ip).send({ ...contact, ...ticket() });
    for (let i = 0; i < 10; i++) await from('203.0.113.7').expect(303);
    const res = await from('203.0.113.7').expect(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.text).toContain(site.phones.local.display);
    const json = await request(app).post('/contact').type('form').set({ 'X-Forwarded-For': '203.0.113.7', Accept: 'application/json' }).send({ ...contact, ...ticket() }).expect(429);
    expect(json.body.message).toBe(formProblems.tooMany);
    await from('198.51.100.2').expect(303);
    expect((await store.counts()).leads).toBe(11);
  });
});

describe('the rate limit counts an IPv6 client by its /64', () => {
  it('addresses in one /64 share a count (the 11th gets 429), whatever their spelling; the next /64 and IPv4 have their own', async () => {
    const { app, ticket } = fresh({ LEADS_RATE_LIMIT: '10/10m' }, { trustProxy: 'loopback' });
    const from = (ip: string) => request(app).post('/contact').type('form').set('X-Forwarded-For', ip).send({ ...contact, ...ticket() });
    for (let i = 1; i <= 10; i++) await from(`2001:db8:1:2:${i.toString(16)}:${(i * 997).toString(16)}::${i}`).expect(303);
    await from('2001:0DB8:0001:0002:FFFF:FFFF:FFFF:FFFF').expect(429);
    await from('2001:db8:1:3::1').expect(303);
    await from('203.0.113.7').expect(303);
  });
});

describe('the rate limit on an IPv6 listener, no proxy', () => {
  it('counts the socket\'s IPv6 address by its /64 and an IPv4 client apart: ::1\'s 11th post gets 429, 127.0.0.1 still posts', async () => {
    const { app, ticket } = fresh({ LEADS_RATE_LIMIT: '10/10m' });
    // The same app on both families, as a dual-stack site is.
    const listen = async (host: string) => {
      const server = createServer(app).listen(0, host);
      await once(server, 'listening');
      return { server, base: `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}` };
    };
    const [v6, v4] = [await listen('::1'), await listen('127.0.0.1')];
    try {
      const post = (base: string) => request(base).post('/contact').type('form').send({ ...contact, ...ticket() });
      for (let i = 0; i < 10; i++) await post(v6.base).expect(303);
      await post(v6.base).expect(429);
      await post(v4.base).expect(303);
    } finally {
      for (const { server } of [v6, v4]) {
        server.closeAllConnections();
        server.close();
      }
    }
  });
});

describe('when the store fails (the database locked past its busy timeout)', { timeout: 120_000 }, () => {
  // The store's timeout shortened from its 5 s: what follows it is the same, and waiting it out blocks the
  // worker's process (SQLite's busy handler sleeps in the call).
  const { app, store, ticket, dataDir } = fresh({}, { busyTimeoutMs: 250 });

  /** Holds the write lock from another connection while `run` runs, as a stuck process would. */
  async function whileLocked<T>(run: () => Promise<T>) {
    const other = connect(sqliteFile(dataDir));
    other.prepare('BEGIN IMMEDIATE').run();
    try {
      return await run();
    } finally {
      other.prepare('ROLLBACK').run();
      other.close();
    }
  }

  it('without JavaScript: a 503 page with the form refilled, the phone number, nothing confirmed or kept in a cache', async () => {
    const t = ticket();
    const res = await whileLocked(() => request(app).post('/apply').type('form').send({ ...application, dba: 'Bait & "Tackle"', ...t }));
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(escaped(formProblems.unavailable).replace(/\(/g, '(').split(' or call')[0]);
    expect(res.text).toMatch(/role="alert"[^>]*>Sorry, your form could not be sent/);
    expect(valueOf(res.text, 'businessName')).toBe('Back Bay Bait LLC');
    expect(valueOf(res.text, 'dba')).toBe('Bait &amp; &quot;Tackle&quot;');
    expect(valueOf(res.text, 'taxId')).toBe(TAX_ID);
    expect(valueOf(res.text, 'submissionId')).toBe(t.submissionId);
    expect(res.text).not.toContain(applyForm.successMessage.replace(/'/g, '&#x27;'));
    expect(await store.get(t.submissionId)).toBeUndefined();
    // Sent again once the store is back: stored under the same id.
    await request(app).post('/apply').type('form').send({ ...application, ...t }).expect(303);
    expect(await store.get(t.submissionId)).toBeDefined();
  });

  it('with JavaScript: 503 with the message that gives the phone number, and no ticket', async () => {
    const res = await whileLocked(() => request(app).post('/contact').type('form').set('Accept', 'application/json').send({ ...contact, ...ticket() }));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: formProblems.unavailable });
    expect(formProblems.unavailable).toContain(site.phones.local.display);
  });
});

describe('the tax ID', () => {
  it('is in no file under DATA_DIR and no log line; the record shows it masked and its sealed copy opens with the private key file', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, new Writable({ write(chunk, _e, done) { lines.push(String(chunk)); done(); } }));
    const leads = testLeads();
    apps.push({ store: leads.store } as ReturnType<typeof formsApp>);
    const app = siteApp(logger, undefined, leads.leads);
    const secret = readFileSync(join(leads.dataDir, FORM_SECRET_FILE), 'utf8');
    const { id, token } = issueTicket(secret, Date.now() - 3_000);
    await request(app).post('/apply').type('form').send({ ...application, submissionId: id, formToken: token }).expect(303);
    const lead = await leads.store.get(id);
    expect(lead!.fields.taxId).toBe('**-***6789');
    const privateKey = readFileSync(join(leads.dataDir, PRIVATE_KEY_FILE), 'utf8');
    expect(await openTaxId(lead!.sealedTaxId!, privateKey, id)).toBe(TAX_ID);
    for (const file of readdirSync(leads.dataDir)) {
      const bytes = readFileSync(join(leads.dataDir, file));
      for (const clear of [TAX_ID, '123456789']) expect(bytes.includes(clear), `${file} holds ${clear}`).toBe(false);
    }
    const log = lines.join('\n');
    expect(log).toContain('"path":"/apply"');
    expect(log).not.toContain('3456789');
    expect(log).not.toContain('PRIVATE KEY');
  });
});

describe('a corrected tax ID', () => {
  it('sent again with the same ticket is a lead of its own, its tax ID the corrected one, though the masks are alike; the same one again is a repeat', async () => {
    const { app, store, ticket, dataDir } = fresh();
    const t = ticket();
    const send = (taxId: string) => request(app).post('/apply').type('form').send({ ...application, taxId, ...t }).expect(303);
    await send(TAX_ID);
    await send('98-7656789');
    await send('98-7656789');
    await send(TAX_ID);
    const leads = await store.list();
    expect(leads.map((lead) => [lead.fields.taxId, lead.status])).toEqual([['**-***6789', 'stored'], ['**-***6789', 'stored']]);
    const privateKey = readFileSync(join(dataDir, PRIVATE_KEY_FILE), 'utf8');
    const opened = await Promise.all(leads.map((lead) => openTaxId(lead.sealedTaxId!, privateKey, lead.id)));
    expect(opened.sort()).toEqual([TAX_ID, '98-7656789']);
    expect(leads.find((lead) => lead.id === t.submissionId)).toBeDefined();
  });
});

describe('the notice under each form', () => {
  it.each([
    [{}, 'two years'],
    [{ LEADS_RETENTION_DAYS: '365' }, 'one year'],
    [{ LEADS_RETENTION_DAYS: '400' }, '400 days'],
  ])('says what is kept, for how long (%o), whom to write to, and on /apply that the tax ID is encrypted', async (env, period) => {
    const { app } = fresh(env);
    const [contactPage, applyPage] = [(await request(app).get('/contact')).text, (await request(app).get('/apply')).text];
    for (const html of [contactPage, applyPage]) {
      expect(html).toContain(`deleted after ${period}.`);
      expect(html).toContain('We also note how you found this form: the page of ours you came from, or the site and campaign that sent you here. No cookie is used.');
      expect(html).toContain(site.email);
    }
    expect(applyPage).toContain('The tax ID is encrypted before it is stored');
    expect(applyPage).toContain('deleted after 90 days');
    expect(contactPage).not.toContain('tax ID');
  });
});

describe('methods', () => {
  const app = siteApp();
  it('answers POST anywhere else with 405 and the allowed methods', async () => {
    for (const path of ['/', '/articles', '/partner', '/favicon.svg', '/nope']) {
      const res = await request(app).post(path).send('a=1').expect(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });

  it('answers other methods on a form page with 405 too', async () => {
    const res = await request(app).put('/contact').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });
});

describe('the form fields', () => {
  const app = siteApp();
  it('renders the consultation form with the specified names, types and labels', async () => {
    const html = (await request(app).get('/contact')).text;
    const form = html.match(/<form[^>]*>/)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    for (const [name, type] of [['name', 'text'], ['email', 'email'], ['phone', 'tel'], ['business', 'text']] as const) {
      expect(control(html, name)).toContain(`type="${type}"`);
      expect(control(html, name).includes('required'), name).toBe(name !== 'business');
    }
    expect(control(html, 'message')).toMatch(/^<textarea.*required/);
    for (const field of contactForm.groups.flatMap((g) => g.fields)) expect(control(html, field.name)).toContain(`maxLength="${field.maxLength}"`);
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'How can we help?']) {
      expect(html).toMatch(new RegExp(`<label[^>]*>${label.replace('?', '\\?')}<span[^>]*>\\*</span></label>`));
    }
  });

  it('renders the application in four fieldsets with every field', async () => {
    const html = (await request(app).get('/apply')).text;
    expect([...html.matchAll(/<legend>([^<]+)<\/legend>/g)].map((m) => m[1])).toEqual([
      'Business Information', 'Contact Information', 'Business Address', 'Processing Information',
    ]);
    const names = ['businessName', 'dba', 'businessType', 'taxId', 'yearsInBusiness', 'ownerName', 'email', 'phone', 'street', 'city', 'state', 'zip', 'monthlyVolume', 'averageTicket', 'highTicket'];
    for (const name of names) {
      expect(control(html, name), name).not.toBe('');
      expect(control(html, name).includes('required'), name).toBe(name !== 'dba');
    }
    expect(control(html, 'businessType')).toMatch(/^<select/);
    expect(control(html, 'taxId')).toContain('placeholder="XX-XXXXXXX"');
    expect(control(html, 'yearsInBusiness')).toContain('type="number"');
    expect(control(html, 'state')).toContain('value="MS"');
    expect(control(html, 'taxId')).toContain('maxLength="20"');
    expect(control(html, 'yearsInBusiness')).toContain('min="0"');
    for (const name of ['monthlyVolume', 'averageTicket', 'highTicket']) {
      expect(control(html, name)).toContain('type="text"');
      expect(control(html, name)).toMatch(/placeholder="\$[\d,]+"/);
    }
    expect(html).toMatch(/<select[^>]*><option value=""[^>]*>Choose one<\/option>/);
    for (const { value, label } of businessTypes) expect(html).toContain(`<option value="${value}">${label}</option>`);
    // 'address-line1', not 'street-address': HTML allows the multi-line token only on a textarea.
    for (const token of ['organization', 'name', 'email', 'tel', 'address-line1', 'address-level2', 'address-level1', 'postal-code']) {
      expect(html.toLowerCase()).toContain(`autocomplete="${token}"`);
    }
  });
});

describe('privacy', () => {
  it('never writes a posted value to the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const logged = siteApp(pino({ level: 'trace' }, sink));
    const contactFields = { email: 'x@example.com', phone: '1' };
    const marker = 'MARKER-7f3a9c';
    await request(logged).post('/contact').type('form').send({ ...contactFields, name: marker, message: marker }).expect(303);
    await request(logged).post('/apply').type('form').send({ ...application, taxId: marker }).expect(303);
    await request(logged).post('/apply').type('form').send({ ...application, email: marker }).expect(400);
    await request(logged).post('/apply').type('form').send(`taxId=${marker}${'x'.repeat(40_000)}`).expect(413);
    await request(logged).get(`/nope?email=${marker}`).expect(404);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(marker);
  });
});
