/**
 * Page views counted on the server, with no cookie: per page of the route table (else 'other') and
 * UTC day, in the lead store. Crawlers, tools and HEAD are not counted; prefetches apart. Counts
 * gather in memory and are written once a minute and after the last request at a stop, by every
 * worker into one store; STATS=off counts nothing. The owner's report of a scripted visit is exact.
 */
import { once } from 'node:events';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import express from 'express';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { FORM_SECRET_FILE } from '../../server/leads/intake/form-ticket';
import { sqliteFile } from '../../server/leads/store/open-store';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import { VISITORS_PER_NETWORK } from '../../server/leads/store/lead-rules';
import type { LeadStore, PageViewCount, VisitorHash } from '../../server/leads/store/types';
import { countPageViews, MAX_HASHES } from '../../server/observe/page-views';
import { SHOWN_PATH } from '../../server/http/shown-views';
import { serveLogged } from '../../scripts/stop-under-load';
import { routes } from '../../src/render/routes.server';
import { siteApp, SITE_URL } from '../support/app';
import { againstDev } from '../support/build-only';
import { agedToken, filledApplication, filledContact } from '../support/filled-forms';
import { leads as leadsCommand } from '../support/leads-command';
import { testLeads } from '../support/leads';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const article = routes.find((route) => route.handle.article)!.path;
/**
 * The page the tests that send many views ask for: what they check is the counting, not the page, and the home
 * page takes about 50 ms of CPU to render against the dev app, this one about 20 (a few hundred views in all).
 */
const PAGE = '/partner';
const today = () => new Date().toISOString().slice(0, 10);
const silent = pino({ level: 'silent' });

const stores: LeadStore[] = [];
afterAll(async () => {
  for (const store of stores.splice(0)) await store.close();
});

/** An app counting page views into its own store; `writes` counts the store's writes of them. */
function countingApp({ writeEveryMs = 3_600_000, failFirstWrite = false, clock = () => new Date(), maxHashes = MAX_HASHES, logger = silent, visitorsGate = Promise.resolve() } = {}) {
  const made = testLeads();
  stores.push(made.store);
  const writes: PageViewCount[][] = [];
  const real = made.store;
  const store = {
    addPageViews: async (counts: PageViewCount[]) => {
      writes.push(counts);
      if (failFirstWrite && writes.length === 1) throw new Error('disk full');
      await real.addPageViews(counts);
    },
    visitorSalt: (day: string) => real.visitorSalt(day),
    addVisitors: async (seen: VisitorHash[]) => {
      await visitorsGate;
      await real.addVisitors(seen);
    },
    forgetVisitorsBefore: (day: string) => real.forgetVisitorsBefore(day),
  };
  const pageViews = countPageViews({ store, logger, writeEveryMs, clock, maxHashes });
  onTestFinished(() => pageViews.stop());
  const app = siteApp(undefined, undefined, made.leads, undefined, { pageViews });
  return { app, pageViews, writes, ...made };
}

const byPage = (rows: PageViewCount[]) => Object.fromEntries(rows.map(({ page, views, prefetches }) => [page, { views, prefetches }]));

describe('page views', () => {
  it('count a GET a browser gets with 200 by its route-table path; crawlers, tools, HEAD and 404s not at all; prefetches apart', async () => {
    const { app, pageViews, store } = countingApp();
    const get = (path: string, headers: Record<string, string> = { 'User-Agent': BROWSER }) => request(app).get(path).set(headers);
    await get('/').expect(200);
    await get(`${article}?utm_source=newsletter`).expect(200);
    await get(article).expect(200);
    await get('/contact').set('Sec-Purpose', 'prefetch').expect(200);
    // The page after a form is sent is no view of the form page (its rate would move with every lead); another page's ?sent=1 is a view.
    await get('/contact?sent=1').expect(200);
    await get('/apply?sent=1').expect(200);
    await get('/?sent=1').expect(200);
    // Sent to /solutions: the redirect is no view (the page it leads to is, when the browser asks for it).
    await get('/solutions/anything').expect(301);
    await get('/no-such-page').expect(404);
    await request(app).head(article).set('User-Agent', BROWSER).expect(200);
    await get(article, { 'User-Agent': GOOGLEBOT }).expect(200);
    await get('/', { 'User-Agent': 'curl/8.5.0' }).expect(200);
    await get('/', {}).expect(200);
    await get('/robots.txt').expect(200);
    await pageViews.write();
    expect(byPage(await store.pageViews(today()))).toEqual({
      '/': { views: 2, prefetches: 0 },
      [article]: { views: 2, prefetches: 0 },
      '/contact': { views: 0, prefetches: 1 },
    });
    expect((await store.pageViews(today())).every((row) => row.day === today())).toBe(true);
  });

  it('add no write per request: counts gather in memory and are written together', async () => {
    const { app, pageViews, writes, store } = countingApp();
    for (let i = 0; i < 20; i++) await request(app).get(PAGE).set('User-Agent', BROWSER).expect(200);
    expect(writes).toEqual([]);
    expect(await store.pageViews(today())).toEqual([]);
    await pageViews.write();
    expect(writes).toHaveLength(1);
    expect(byPage(await store.pageViews(today()))).toEqual({ [PAGE]: { views: 20, prefetches: 0 } });
    await pageViews.write();
    expect(writes).toHaveLength(1);
  });

  it('are written on their timer, and counts a failed write could not add wait for the next one', async () => {
    const { app, writes, store } = countingApp({ writeEveryMs: 200, failFirstWrite: true });
    for (let i = 0; i < 3; i++) await request(app).get('/').set('User-Agent', BROWSER).expect(200);
    // The timer wrote, with no call: that first write failed.
    await expect.poll(() => writes.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await request(app).get('/').set('User-Agent', BROWSER).expect(200);
    // The next writes add what the failed one held, and what came since.
    await expect.poll(async () => byPage(await store.pageViews(today())), { timeout: 30_000 }).toEqual({ '/': { views: 4, prefetches: 0 } });
    expect(writes[0]!.reduce((sum, row) => sum + row.views, 0)).toBeGreaterThan(0);
  });

  it("the owner's report of a scripted visit is exact: views, prefetches, leads per page and per outside source, totals, days with no data", { timeout: 120_000 }, async () => {
    const { app, pageViews, dataDir, config } = countingApp();
    const secret = config.formSecret ?? readFileSync(join(dataDir, FORM_SECRET_FILE), 'utf8');
    // Three people on three browsers (from one address here: the User-Agent tells them apart).
    const person = { 'User-Agent': BROWSER };
    const searcher = { 'User-Agent': BROWSER.replace('156.0', '155.0') };
    const typist = { 'User-Agent': BROWSER.replace('Linux x86_64', 'Windows NT 10.0; Win64; x64') };
    // People take more than two seconds over a form: each is sent with its page's ticket aged (agedToken).
    const ticketOf = (html: string) => {
      const submissionId = /name="submissionId"[^>]*value="([^"]*)"/.exec(html)![1]!;
      return { submissionId, formToken: agedToken(secret, submissionId, /name="formToken"[^>]*value="([^"]*)"/.exec(html)![1]!) };
    };
    // A visitor reads an article, the browser prefetches /contact on a hover and shows it from there.
    await request(app).get('/').set(person).expect(200);
    await request(app).get(article).set({ ...person, Referer: `${SITE_URL}/` }).expect(200);
    const fromArticle = ticketOf((await request(app).get('/contact').set({ ...person, 'Sec-Purpose': 'prefetch', Referer: `${SITE_URL}${article}` })).text);
    // Another arrives at /apply from a search with a campaign's address; a third types /contact.
    const fromSearch = ticketOf((await request(app).get('/apply?utm_source=google&utm_medium=cpc&utm_campaign=pos-spring')
      .set({ ...searcher, Referer: 'https://www.google.com/' })).text);
    const typed = ticketOf((await request(app).get('/contact').set(typist)).text);
    // Not counted: a crawler, a HEAD, a 404.
    await request(app).get(article).set('User-Agent', GOOGLEBOT).expect(200);
    await request(app).head('/').set(person).expect(200);
    await request(app).get('/nope').set(person).expect(404);
    const send = (path: string, ticket: object, values: object, extra = {}) => request(app).post(path).type('form').send({ ...values, ...ticket, website: '', ...extra });
    await send('/contact', fromArticle, filledContact).set('Accept', 'application/json').expect(200);
    await send('/apply', fromSearch, filledApplication).expect(303);
    await send('/contact', typed, filledContact).expect(303);
    // The typist's browser follows the redirect to the page that thanks them: not a view of /contact.
    await request(app).get('/contact?sent=1').set({ ...typist, Referer: `${SITE_URL}/contact` }).expect(200);
    // A bot that fills the honeypot is spam, not counted.
    const bot = ticketOf((await request(app).get('/contact').set({ 'User-Agent': GOOGLEBOT, Referer: `${SITE_URL}${article}` })).text);
    await send('/contact', bot, filledContact, { website: 'http://spam.example' }).expect(303);
    await pageViews.write();

    const json = await leadsCommand(dataDir, ['report', '--format', 'json']);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(report).toEqual({
      from: new Date(Date.parse(today()) - 29 * 86_400_000).toISOString().slice(0, 10),
      to: today(),
      days: 30,
      toToday: true,
      daysWithoutData: Array.from({ length: 29 }, (_, i) => new Date(Date.parse(today()) - (29 - i) * 86_400_000).toISOString().slice(0, 10)),
      pages: [
        { page: article, views: 1, prefetches: 0, visitors: 1, leads: 1, rate: 1 },
        { page: '/', views: 1, prefetches: 0, visitors: 1, leads: 0, rate: 0 },
        { page: '/apply', views: 1, prefetches: 0, visitors: 1, leads: 0, rate: 0 },
        { page: '/contact', views: 1, prefetches: 1, visitors: 1, leads: 0, rate: 0 },
      ],
      outside: [{ host: 'www.google.com', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'pos-spring', leads: 1 }],
      // Two contact forms sent on /contact, one visitor of it: leads from it 0, forms sent 2, and no rate above 100% (null).
      forms: [{ page: '/contact', form: 'contact', visitors: 1, sent: 2, rate: null }, { page: '/apply', form: 'application', visitors: 1, sent: 1, rate: 1 }],
      totals: { views: 4, prefetches: 1, visitors: 3, leads: 3, fromPages: 1, fromOutside: 1, notKnown: 1, rate: 1 },
    });

    const text = (await leadsCommand(dataDir, ['report', '--days', '1'])).stdout;
    expect(text).toContain(`Page views, visitors and leads, ${today()} to ${today()} (1 day, UTC; the last is today, so far). Spam is not counted.`);
    expect(text).toMatch(/^page +views +prefetched +visitors +leads from it +rate$/m);
    expect(text).toMatch(/^\/contact \(Contact form\) +1 +2 +more leads$/m);
    expect(text).toContain('More leads than visitors counted (no rate shown): /contact 2 leads, 1 visitor.');
    expect(text).toMatch(new RegExp(`^${article.replaceAll('/', '\\/')} +1 +0 +1 +1 +100\\.0%$`, 'm'));
    expect(text).toMatch(/^\/contact +1 +1 +1 +0 +0\.0%$/m);
    expect(text).toMatch(/^total +4 +1 +3 +1 +33\.3%$/m);
    expect(text).toMatch(/^www\.google\.com, utm_source=google, utm_medium=cpc, utm_campaign=pos-spring +1$/m);
    expect(text).toContain('Leads: 3, of them 1 from our pages, 1 from other sites, 1 from where not known (no Referer, no UTM values); 100.0% of 3 visitors.');
    expect(text).not.toContain('No page views recorded');
    const month = (await leadsCommand(dataDir, ['report'])).stdout;
    expect(month).toContain(`No page views recorded on 29 of the 30 days: ${report.from as string} to `);

    const csv = (await leadsCommand(dataDir, ['report', '--format', 'csv', '--days', '1'])).stdout;
    expect(csv.split('\r\n')).toEqual([
      '\ufeff"kind","page","host","utm_source","utm_medium","utm_campaign","views","prefetched","visitors","leads","rate","day","forms_sent"',
      `"page","${article}","","","","","1","0","1","1","1","",""`,
      '"page","/","","","","","1","0","1","0","0","",""',
      '"page","/apply","","","","","1","0","1","0","0","",""',
      '"page","/contact","","","","","1","1","1","0","0","",""',
      '"form page","/contact","","","","","","","1","","","","2"',
      '"form page","/apply","","","","","","","1","","1","","1"',
      '"outside","","www.google.com","google","cpc","pos-spring","","","","1","","",""',
      '"not known","","","","","","","","","1","","",""',
      '"total","","","","","","4","1","3","3","1","",""',
      '',
    ]);
  });
});

describe('visitors, with no cookie', () => {
  const rowsOf = (dataDir: string, sql: string) => {
    const db = new Database(sqliteFile(dataDir), { readonly: true });
    try {
      return db.prepare(sql).all();
    } finally {
      db.close();
    }
  };
  const visitorsByPage = (rows: PageViewCount[]) => Object.fromEntries(rows.map(({ page, visitors }) => [page, visitors]));

  it('a flood from one client is one visitor of each page it saw and one of the site; another browser is another', async () => {
    const { app, pageViews, store } = countingApp();
    const get = (path: string, userAgent = BROWSER) => request(app).get(path).set('User-Agent', userAgent).expect(200);
    for (let round = 0; round < 5; round++) await Promise.all(Array.from({ length: 16 }, () => get(PAGE)));
    await get(article);
    await get(PAGE, BROWSER.replace('156.0', '155.0'));
    // A prefetch alone makes no visitor: the page may never be shown.
    await request(app).get('/contact').set({ 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch' }).expect(200);
    await pageViews.write();
    expect(byPage(await store.pageViews(today()))).toMatchObject({ [PAGE]: { views: 81 }, [article]: { views: 1 } });
    expect(visitorsByPage(await store.pageViews(today()))).toEqual({ [PAGE]: 2, [article]: 1, '/contact': 0 });
    expect(await store.siteVisitors(today())).toEqual([{ day: today(), visitors: 2 }]);
    // The same again after a write is the same person: the store has the day's hashes.
    await get(PAGE);
    await pageViews.write();
    expect(await store.siteVisitors(today())).toEqual([{ day: today(), visitors: 2 }]);
  });

  it('a page opened from a prefetch counts as a view, and its visitor once, when it reports it was shown (POST /views)', async () => {
    const { app, pageViews, store } = countingApp();
    const beacon = (body: string, userAgent = BROWSER) => request(app).post(SHOWN_PATH).set({ 'User-Agent': userAgent, 'Content-Type': 'text/plain;charset=UTF-8' }).send(body);
    // Hovered and opened: one prefetch, then the page's report; hovered only: a prefetch and nothing more.
    await request(app).get('/contact').set({ 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch' }).expect(200);
    await beacon('/contact').expect(204);
    await request(app).get('/partner').set({ 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch' }).expect(200);
    // The same person's GET of the home page: one visitor of the site, not two.
    await request(app).get('/').set('User-Agent', BROWSER).expect(200);
    // A crawler's report is not counted, as its GET would not be.
    await beacon('/apply', GOOGLEBOT).expect(204);
    await beacon('/apply', '').expect(204);
    await pageViews.write();
    expect(byPage(await store.pageViews(today()))).toEqual({
      '/': { views: 1, prefetches: 0 },
      '/contact': { views: 1, prefetches: 1 },
      '/partner': { views: 0, prefetches: 1 },
    });
    expect(visitorsByPage(await store.pageViews(today()))).toEqual({ '/': 1, '/contact': 1, '/partner': 0 });
    expect(await store.siteVisitors(today())).toEqual([{ day: today(), visitors: 1 }]);
  });

  it('POST /views takes only a page\'s own address, as a short text body: anything else is a 4xx and counts nothing', async () => {
    const { app, pageViews, store } = countingApp();
    const post = (body: string, type = 'text/plain;charset=UTF-8') => request(app).post(SHOWN_PATH).set({ 'User-Agent': BROWSER, 'Content-Type': type }).send(body);
    for (const body of ['', 'contact', '/no-such-page', '/Contact', '/contact/', '//contact', '/solutions/anything', '/solutions/:category', '*', '/*', '/%ZZ', 'https://example.com/contact', '/contact?x=1']) {
      const { status } = await post(body);
      expect([status, body]).toEqual([400, body]);
    }
    await post('/contact', 'application/json').expect(400);
    await post(JSON.stringify({ page: '/contact' }), 'application/json').expect(400);
    await post(`/${'a'.repeat(4096)}`).expect(413);
    await post('/contact', 'text/plain;charset=nonsense').expect(415);
    await request(app).get(SHOWN_PATH).set('User-Agent', BROWSER).expect(405).expect('Allow', 'POST');
    await request(app).put(SHOWN_PATH).set('User-Agent', BROWSER).send('/contact').expect(405);
    // Another spelling of the address is sent to it, as for every other (the browser posts again).
    await request(app).post('/Views').set({ 'User-Agent': BROWSER, 'Content-Type': 'text/plain' }).send('/contact').expect(308).expect('Location', SHOWN_PATH);
    await pageViews.write();
    expect(await store.pageViews(today())).toEqual([]);
  });

  it('one address that changes its User-Agent on every request is at most VISITORS_PER_NETWORK visitors a day, the rest views', async () => {
    const { app, pageViews, store } = countingApp();
    const requests = 3 * VISITORS_PER_NETWORK;
    for (let i = 0; i < requests; i++) await request(app).get(PAGE).set('User-Agent', BROWSER.replace('156.0', `${100 + i}.0`)).expect(200);
    await pageViews.write();
    expect(await store.siteVisitors(today())).toEqual([{ day: today(), visitors: VISITORS_PER_NETWORK }]);
    expect((await store.pageViews(today())).map(({ page, views, visitors }) => ({ page, views, visitors }))).toEqual([{ page: PAGE, views: requests, visitors: VISITORS_PER_NETWORK }]);
  });

  it("hold at most the cap of hashes between writes: a view past it is a view, not a visitor, and the write says how many", async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    // The store is slow: the early write the full memory starts has not finished while the next people come.
    let open = () => {};
    const { app, pageViews, store } = countingApp({ maxHashes: 4, logger, visitorsGate: new Promise<void>((resolve) => (open = resolve)) });
    const people = 12;
    for (let i = 0; i < people; i++) await request(app).get(PAGE).set('User-Agent', BROWSER.replace('156.0', `${100 + i}.0`)).expect(200);
    open();
    await pageViews.write();
    const site = (await store.siteVisitors(today()))[0]?.visitors ?? 0;
    const past = lines.map((line) => JSON.parse(line) as { views?: number; msg: string })
      .filter((line) => line.msg.includes('past the 4 visitor hashes')).reduce((n, line) => n + line.views!, 0);
    expect(byPage(await store.pageViews(today()))[PAGE]!.views).toBe(people);
    expect(past).toBeGreaterThan(0);
    expect(site + past).toBe(people);
    expect(visitorsByPage(await store.pageViews(today()))[PAGE]).toBe(site);
  });

  it("while the store cannot give the day's salt, views wait as digests within a bound of bytes, and the outage is logged once, then as a count", { timeout: 120_000 }, async () => {
    const { store: real } = testLeads();
    stores.push(real);
    let down = true;
    const lines: { level: number; msg: string; failures?: number }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const store = {
      addPageViews: (counts: PageViewCount[]) => real.addPageViews(counts),
      // PostgreSQL stopped before this process read the day's salt.
      visitorSalt: (day: string) => (down ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) : real.visitorSalt(day)),
      addVisitors: (seen: VisitorHash[]) => real.addVisitors(seen),
      forgetVisitorsBefore: (day: string) => real.forgetVisitorsBefore(day),
    };
    const pageViews = countPageViews({ store, logger, writeEveryMs: 3_600_000 });
    onTestFinished(() => pageViews.stop());
    // Only the counting, behind a real HTTP server: the page itself is not what this measures.
    const server = createServer(express().get('/', (req, res) => {
      pageViews.count(req, '/');
      res.end();
    })).listen(0, '127.0.0.1');
    await once(server, 'listening');
    onTestFinished(() => void server.close());
    const { port } = server.address() as AddressInfo;
    setFlagsFromString('--expose_gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    // Sent over node:http's kept-alive connections: fetch spent three times the CPU on each 14 KB header.
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const get = (userAgent: string) => new Promise<number>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/', headers: { 'User-Agent': userAgent }, agent }, (res) => {
        res.resume().on('end', () => resolve(res.statusCode!));
      }).on('error', reject).end();
    });
    const views = 3_000;
    for (let batch = 0; batch < views / 50; batch++) {
      const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => get(`${BROWSER} ${batch * 50 + i} `.padEnd(14_000, 'x'))));
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    agent.destroy();
    gc();
    // Holding the User-Agents would be 3,000 × 14 KB = 42 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(12 * 1024 * 1024);
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      "visitors: could not read the day's salt; views wait for it (asked again at each write; said again once it answers)",
    ]);
    await pageViews.write();
    expect(lines.at(-1)).toMatchObject({ level: 40, msg: expect.stringMatching(/^visitors: the day's salt still cannot be read \(\d+ failed reads so far\); 3000 views wait for it$/) });
    down = false;
    await pageViews.write();
    expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);
    expect(lines.at(-1)?.msg).toMatch(/^visitors: the day's salt was read again after \d+ failed reads; the 3000 views that waited are counted$/);
    expect(byPage(await real.pageViews(today()))['/']).toEqual({ views: views, prefetches: 0 });
    // One address: its first VISITORS_PER_NETWORK User-Agents are visitors, the rest views.
    expect(await real.siteVisitors(today())).toEqual([{ day: today(), visitors: VISITORS_PER_NETWORK }]);
  });

  it("no salt or hash survives the day: a few minutes after midnight (UTC) only the day's counts are left in the store and its files", async () => {
    let now = new Date('2026-11-20T23:58:00Z');
    const { app, pageViews, store, dataDir } = countingApp({ clock: () => now });
    await request(app).get('/').set('User-Agent', BROWSER).expect(200);
    await request(app).get(article).set('User-Agent', GOOGLEBOT.replace('Googlebot/2.1; +http://www.google.com/bot.html', 'Windows NT 10.0')).expect(200);
    await pageViews.write();
    const salt = Buffer.from(await store.visitorSalt('2026-11-20'));
    expect(rowsOf(dataDir, 'SELECT day FROM visitor_salts')).toEqual([{ day: '2026-11-20' }]);
    expect(rowsOf(dataDir, 'SELECT count(*) AS n FROM visitor_hashes')).toEqual([{ n: 4 }]);
    // A view at 23:59:59 reaches the store with the write after midnight, still counted.
    now = new Date('2026-11-20T23:59:59Z');
    await request(app).get('/').set('User-Agent', BROWSER.replace('156.0', '155.0')).expect(200);
    now = new Date('2026-11-21T00:01:00Z');
    await pageViews.write();
    expect(await store.siteVisitors('2026-11-20')).toEqual([{ day: '2026-11-20', visitors: 3 }]);
    // Past the grace, the next write deletes the 20th's salt and hashes; a new day has its own.
    now = new Date('2026-11-21T00:06:00Z');
    await request(app).get('/').set('User-Agent', BROWSER).expect(200);
    await pageViews.write();
    expect(rowsOf(dataDir, 'SELECT day FROM visitor_salts')).toEqual([{ day: '2026-11-21' }]);
    expect(rowsOf(dataDir, 'SELECT DISTINCT day FROM visitor_hashes')).toEqual([{ day: '2026-11-21' }]);
    expect(rowsOf(dataDir, "SELECT page, views, visitors FROM page_views WHERE day = '2026-11-20' ORDER BY page")).toEqual([
      { page: '/', views: 2, visitors: 2 }, { page: article, views: 1, visitors: 1 },
    ].sort((a, b) => a.page.localeCompare(b.page)));
    expect(await store.siteVisitors('2026-11-20')).toEqual([{ day: '2026-11-20', visitors: 3 }, { day: '2026-11-21', visitors: 1 }]);
    // Nor any copy in the files: deleted pages are overwritten and the WAL emptied.
    for (const file of readdirSync(dataDir)) {
      if (statSync(join(dataDir, file)).isFile()) expect(readFileSync(join(dataDir, file)).includes(salt), file).toBe(false);
    }
  });
});

describe.skipIf(againstDev)('page views in the built server', { timeout: 60_000 }, () => {
  /** `count` GETs of a page by a browser, each on a connection of its own, `concurrency` at a time (a cluster hands connections round). */
  async function visit(base: string, count: number, concurrency = 8) {
    let sent = 0;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (sent < count) {
        sent += 1;
        const res = await fetch(`${base}/`, { headers: { 'User-Agent': BROWSER, Connection: 'close' } });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
    }));
  }

  async function stop(server: Awaited<ReturnType<typeof serveLogged>>) {
    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    const [code] = (await exited) as [number];
    return code;
  }

  const viewsIn = async (dataDir: string) => {
    const store = openSqliteStore(sqliteFile(dataDir));
    try {
      return byPage(await store.pageViews(today()));
    } finally {
      await store.close();
    }
  };

  it('two workers count into one store, and a graceful stop (SIGTERM) writes every count before exit 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-views-'));
    const server = await serveLogged(2, { DATA_DIR: dataDir });
    onTestFinished(() => void server.child.kill('SIGKILL'));
    await visit(server.base, 40);
    // Nothing written yet: the first write is a minute away.
    expect(await viewsIn(dataDir)).toEqual({});
    expect(await stop(server)).toBe(0);
    expect(await viewsIn(dataDir)).toEqual({ '/': { views: 40, prefetches: 0 } });
    expect(server.log.find((line) => line.includes('"msg":"starting:'))).toContain('page views counted per page and day');
  });

  it('STATS=off counts nothing, and the start says so', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-views-off-'));
    const server = await serveLogged(1, { DATA_DIR: dataDir, STATS: 'off' });
    onTestFinished(() => void server.child.kill('SIGKILL'));
    await visit(server.base, 5);
    expect(await stop(server)).toBe(0);
    expect(await viewsIn(dataDir)).toEqual({});
    expect(server.log.find((line) => line.includes('"msg":"starting:'))).toContain('page views not counted (STATS=off)');
  });
});
