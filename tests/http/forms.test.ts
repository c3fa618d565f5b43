import { Writable } from 'node:stream';
import request from 'supertest';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { applyForm, businessTypes } from '../../src/content/apply';
import { contactForm } from '../../src/content/contact';
import { productionApp } from '../support/app';

const app = productionApp();
const escaped = (text: string) => text.replace(/'/g, '&#x27;');
/** The opening tag of the form control with this name. */
const control = (html: string, name: string) => html.match(new RegExp(`<(input|select|textarea)[^>]*\\sname="${name}"[^>]*>`))?.[0] ?? '';

describe.each([
  ['/contact', contactForm.successMessage],
  ['/apply', applyForm.successMessage],
])('the %s form without JavaScript', (path, message) => {
  it('posts to its own page, which answers 303 back to it', async () => {
    const res = await request(app).post(path).type('form').send({ name: 'Pat Doe', email: 'pat@example.com' }).expect(303);
    expect(res.headers.location).toBe(`${path}?sent=1`);
    expect(res.headers.location).not.toContain('Pat');
  });

  it('then shows the confirmation in a status region', async () => {
    const res = await request(app).get(`${path}?sent=1`).expect(200);
    expect(res.text).toMatch(new RegExp(`role="status"[^>]*>${escaped(message)}<`));
    const fresh = await request(app).get(path);
    expect(fresh.text).toMatch(/role="status"[^>]*><\/div>/);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const res = await request(app).post(path).type('form').send(`message=${'x'.repeat(33 * 1024)}`).expect(413);
    expect(res.text).toContain('Return to Home');
  });
});

describe('methods', () => {
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
    const logged = productionApp(pino({ level: 'trace' }, sink));
    const marker = 'MARKER-7f3a9c';
    await request(logged).post('/contact').type('form').send({ name: marker, message: marker }).expect(303);
    await request(logged).post('/apply').type('form').send({ taxId: marker }).expect(303);
    await request(logged).post('/apply').type('form').send(`taxId=${marker}${'x'.repeat(40_000)}`).expect(413);
    await request(logged).get(`/nope?email=${marker}`).expect(404);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(marker);
  });
});
