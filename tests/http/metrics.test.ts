/**
 * The metrics a Prometheus server scrapes, read from the registry after real requests through the
 * app: each request under its route pattern (never the raw path), each form post under its
 * outcome. And the one warning a proxy without TRUST_PROXY earns.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { siteMetrics } from '../../server/observe/metrics';
import { articles } from '../../src/content/articles';
import { articlePath } from '../../src/content/paths';
import { HONEYPOT_FIELD } from '../../src/lib/form-render';
import { siteApp } from '../support/app';
import { againstDev } from '../support/build-only';
import { filledContact, submission } from '../support/filled-forms';
import { testLeads } from '../support/leads';

const SECRET = 'metrics-test-secret';
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

/** Each series of a metric as its labels and value. */
const valuesOf = async (metrics: ReturnType<typeof siteMetrics>, name: string): Promise<Record<string, string | number>[]> =>
  (await metrics.registry.getSingleMetric(name)!.get()).values.map(({ labels, value }) => ({ ...labels, value }));

describe('the metrics of requests and form posts', () => {
  it('labels each request with its route pattern, static or not_found, never the raw path', async () => {
    const leads = testLeads({ LEADS_FORM_SECRET: SECRET });
    closing.push(() => leads.store.close());
    const metrics = siteMetrics();
    const app = siteApp(undefined, undefined, leads.leads, undefined, { metrics });
    const article = articlePath(articles[0]!.slug);
    for (const path of ['/', '/', article, '/solutions/payments', '/no/such/page?email=pat@example.com', '/articles/no-such-article', '/robots.txt', '/healthz']) {
      await request(app).get(path);
    }
    if (!againstDev) await request(app).get('/favicon.svg').expect(200);
    await request(app).head('/');

    const counted = await valuesOf(metrics, 'http_requests_total');
    expect(counted).toEqual(expect.arrayContaining([
      { method: 'GET', route: '/', status: 200, value: 2 },
      { method: 'HEAD', route: '/', status: 200, value: 1 },
      { method: 'GET', route: article, status: 200, value: 1 },
      // Sent to /solutions: a redirect is labelled 'other', as every other spelling's is.
      { method: 'GET', route: 'other', status: 301, value: 1 },
      { method: 'GET', route: 'not_found', status: 404, value: 2 },
      { method: 'GET', route: '/robots.txt', status: 200, value: 1 },
      { method: 'GET', route: '/healthz', status: 200, value: 1 },
      ...(againstDev ? [] : [{ method: 'GET', route: 'static', status: 200, value: 1 }]),
    ]));
    expect(JSON.stringify(counted)).not.toMatch(/no-such|example\.com/);
    const timed = await valuesOf(metrics, 'http_request_duration_seconds');
    expect(timed).toContainEqual(expect.objectContaining({ method: 'GET', route: '/', le: '+Inf', value: 2 }));
  });

  it('counts each form post by its outcome: stored, repeat, spam, cross_site, too_large, invalid, rate_limited, unavailable', async () => {
    // Four posts reach the count (stored, repeat, spam, invalid): the fifth is one too many.
    const leads = testLeads({ LEADS_FORM_SECRET: SECRET, LEADS_RATE_LIMIT: '4/10m' });
    const metrics = siteMetrics();
    const app = siteApp(undefined, undefined, leads.leads, undefined, { metrics });
    const post = () => request(app).post('/contact').type('form');
    const sent = submission(SECRET, filledContact);
    // A bot fills the hidden field.
    const bot = submission(SECRET, filledContact).body;
    bot.set(HONEYPOT_FIELD, 'https://spam.example');

    await post().send(sent.body.toString()).expect(303);
    await post().send(sent.body.toString()).expect(303);
    await post().send(bot.toString()).expect(303);
    await post().set('Sec-Fetch-Site', 'cross-site').send(sent.body.toString()).expect(403);
    await post().send(`message=${'x'.repeat(33 * 1024)}`).expect(413);
    await post().send('name=only').expect(400);
    await post().send(submission(SECRET, filledContact).body.toString()).expect(429);
    await leads.store.close();
    await request(siteApp(undefined, undefined, { ...leads.leads, config: { ...leads.config, rateLimit: null } }, undefined, { metrics }))
      .post('/contact').type('form').send(submission(SECRET, filledContact).body.toString()).expect(503);

    expect((await valuesOf(metrics, 'leads_received_total')).map(({ kind, outcome, value }) => [kind, outcome, value]).sort()).toEqual(
      ['cross_site', 'invalid', 'rate_limited', 'repeat', 'spam', 'stored', 'too_large', 'unavailable'].map((outcome) => ['contact', outcome, 1]),
    );
    expect(await valuesOf(metrics, 'http_requests_total')).toContainEqual({ method: 'POST', route: '/contact', status: 303, value: 3 });
  });
});

describe('X-Forwarded-For while TRUST_PROXY is unset', () => {
  const logged = () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'warn' }, new Writable({ write(chunk, _e, done) { lines.push(JSON.parse(String(chunk)) as { level: number; msg: string }); done(); } }));
    return { lines, logger };
  };

  it('warns once per process, saying what to set; behind TRUST_PROXY it says nothing', async () => {
    const { lines, logger } = logged();
    const leads = testLeads();
    closing.push(() => leads.store.close());
    const app = siteApp(logger, undefined, leads.leads);
    await request(app).get('/healthz').expect(200);
    for (const address of ['203.0.113.7', '198.51.100.2']) await request(app).get('/healthz').set('X-Forwarded-For', address).expect(200);
    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/X-Forwarded-For.*TRUST_PROXY is not set.*set TRUST_PROXY to the proxy's address or hop count/);
    expect(warnings[0]!.msg).not.toContain('203.0.113.7');

    const trusted = logged();
    const behindProxy = siteApp(trusted.logger, undefined, leads.leads, 'loopback');
    await request(behindProxy).get('/healthz').set('X-Forwarded-For', '203.0.113.7').expect(200);
    expect(trusted.lines).toEqual([]);
  });
});
