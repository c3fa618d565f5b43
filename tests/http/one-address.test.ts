/**
 * One address per page, as a crawler, a mistyped link and a scanner find it: every page of the route
 * table in random other spellings (letter case, dot segments, percent-encoded unreserved characters,
 * repeated slashes and backslashes, a trailing slash), and random junk paths. Sent as given, over
 * node:http: fetch and browsers resolve dot segments before sending, crawlers and tools do not.
 * Asked of the app the tests load from the source and of the build as `npm start` runs it: the
 * bundler once dropped a check of the source (a `decodeURIComponent` whose result went unused).
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-util';
import { serveBuild } from '../../scripts/serve-build';
import { startDispatcher, type Dispatcher } from '../../server/leads/delivery/dispatcher';
import { FORM_SECRET_FILE } from '../../server/leads/intake/form-ticket';
import { logger } from '../../server/process/logger';
import { addressOf } from '../../server/http/one-address';
import { applyPath, contactPath, feedPath } from '../../src/content/paths';
import { render } from '../../src/entry-server';
import { matchPage, NOT_FOUND_PATH, pageAt, routes } from '../../src/render/routes.server';
import { siteApp, SITE_URL } from '../support/app';
import { againstDev } from '../support/build-only';
import { agedToken, filledApplication, filledContact } from '../support/filled-forms';
import { testLeads } from '../support/leads';
import { serveDuringTests } from '../support/raw-http';
import { startWebhookReceiver } from '../support/webhook-receiver';

/** Every address the route table writes out, and the patterns it redirects (/solutions/:category). */
const tablePaths = routes.map((r) => r.path).filter((path) => !/[:*]/.test(path));
const redirectedOf = routes.filter((r) => r.redirectTo).map((r) => r.path);
const siteFiles = ['/robots.txt', '/sitemap.xml', feedPath, '/site.webmanifest'];

interface Answer {
  status: number;
  location?: string;
  type: string;
  body: string;
}

/** The port of the server the running block of tests asks (each block sets it before its tests). */
let port = 0;
/** Sends `path` exactly as written (no normalising client library in between). */
function send(method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };
    if (body !== undefined) Object.assign(headers, { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)) });
    // A connection of its own (agent: false): a kept-alive one the server is closing after its idle timeout
    // answers the next test's first request with ECONNRESET.
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, location: res.headers.location, type: res.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

// ---- the spellings ----

const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** One character of an address, as another spelling may write it: other case, or percent-encoded. */
const spelledChar = (char: string) =>
  UNRESERVED.test(char)
    ? fc.constantFrom(char, char.toUpperCase(), `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`, `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    : fc.constant(char);
/** Between two segments: one slash, several, a backslash, a `.` segment, or a detour through `..`. */
const separator = fc.constantFrom('/', '//', '\\', '/./', '/%2e/', '/x/../', '/Nope/%2E%2E/', '/./././');
/** A path's end: none, a trailing slash or two, a `.` segment. */
const ending = fc.constantFrom('', '', '/', '//', '/.');

/** Another spelling of `path` (sometimes the path itself), with the same segments. */
const respelled = (path: string) => {
  const segments = path.split('/').filter(Boolean);
  return fc
    .tuple(
      fc.tuple(...segments.map((segment) => fc.tuple(...[...segment].map(spelledChar)).map((chars) => chars.join('')))),
      fc.array(separator, { minLength: segments.length, maxLength: segments.length }),
      ending,
    )
    // The home page: '/' with an ending ('//', '/.'); any other path: each segment after its separator.
    .map(([spelled, separators, end]) => (segments.length === 0 ? `/${end.replace(/^\//, '')}` : spelled.map((s, i) => separators[i] + s).join('') + end))
    .map((spelling) => (spelling.startsWith('/') ? spelling : `/${spelling}`));
};

/** A page of the route table, or an address it redirects, with a slug of its own (/solutions/abc). */
const pagePath = fc.oneof(
  fc.constantFrom(...tablePaths),
  fc.tuple(fc.constantFrom(...redirectedOf), fc.stringMatching(/^[a-z0-9-]{1,12}$/)).map(([pattern, slug]) => pattern.replace(':category', slug)),
);

/** The overviews whose every sub-path redirects to them (/solutions): a junk path often starts there. */
const redirectingParents = redirectedOf.map((path) => path.slice(0, path.lastIndexOf('/')));

/** A path a scanner might send: printable characters only (node:http refuses others), often with % and dots. */
const junkPath = fc
  .tuple(
    fc.constantFrom('', ...redirectingParents.map((parent) => `${parent.slice(1)}/`)),
    fc.array(fc.oneof(fc.constantFrom('/', '//', '.', '..', '/..', '%', '%2e', '%2F', '%00', '%zz', '%ZZ', '%e9', '~', '\\', '%5C', 'wp-admin', 'contact', 'Articles', '?', '#', ';'), fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{1,8}$/)), { maxLength: 8 }),
  )
  .map(([start, parts]) => `/${start}${parts.join('')}`);

/** A query, kept through a redirect: none, a campaign's, or one made up. */
const CAMPAIGN = '?utm_source=mail&x=%2F';
const query = fc.oneof(fc.constant(''), fc.constant(CAMPAIGN), fc.stringMatching(/^\?[a-z]{1,5}=[A-Za-z0-9]{0,6}$/));

// ---- what an answer must be ----

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
/**
 * The redirect targets each block's server has answered with a 200, by port, and by the kind of query they came
 * with. Many spellings lead to the same target: asked once, not rendered again for each (a run of the properties
 * below asks a few hundred). A query is none, the campaign's, or a made-up one (`?ab=x1`, which a page reads
 * only by chance); asking each made-up one again was about 130 of a run's 165 renders of the same few pages,
 * half of the property's time. The target is still asked with the first made-up query that leads to it.
 */
const seenServed = new Set<string>();
const queryKind = (query: string) => (query === '' || query === CAMPAIGN ? query : 'another');
/** A path the site serves in its own spelling: a page of the table or one of its files. */
const isAddress = (path: string) => addressOf(path) === path && (siteFiles.includes(path) || (!matchPage(path).notFound && !matchPage(path).route.redirectTo));

async function checkAnswer(method: 'GET' | 'HEAD' | 'POST', path: string, q: string) {
  const answer = await send(method, path + q, method === 'POST' ? '' : undefined);
  expect(answer.status, `${method} ${path}${q}`).toBeLessThan(500);
  if (answer.status === 301 || answer.status === 308) {
    expect(answer.status).toBe(method === 'POST' ? 308 : 301);
    const location = answer.location!;
    const target = location.split('?', 1)[0]!;
    const asked = path + q;
    // Query kept: the page reads the same parameters. A bare '%' (an escape of nothing) comes back
    // written validly, as '%25', which every URL parser reads as the same '%'.
    const askedQuery = asked.includes('?') ? asked.slice(asked.indexOf('?')) : '';
    const keptQuery = location.slice(target.length);
    expect([...new URLSearchParams(keptQuery)], `query kept: ${location}`).toEqual([...new URLSearchParams(askedQuery)]);
    expect(keptQuery.replaceAll('%25', '%'), `query kept: ${location}`).toBe(askedQuery.replaceAll('%25', '%'));
    // In one step: the target is an address the site serves, in its own spelling.
    expect(isAddress(target), `${path} → ${location}`).toBe(true);
    const seen = `${port} ${target} ${queryKind(askedQuery)}`;
    if (!seenServed.has(seen)) {
      expect((await send('GET', location)).status, location).toBe(200);
      seenServed.add(seen);
    }
  }
  if (answer.status === 200 && method === 'GET' && answer.type.startsWith('text/html')) {
    path = path.split('?', 1)[0]!;
    const { route } = matchPage(path);
    // A 200 is only ever for a path as the route table writes it; its canonical is that path.
    expect(route.path, path).toBe(path);
    const canonical = new URL(path, SITE_URL).href;
    expect(attr(answer.body, /<link rel="canonical" href="([^"]*)"/), path).toBe(canonical);
    expect(attr(answer.body, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
    // Breadcrumbs and structured data name only addresses in the table's spelling.
    for (const [, href] of answer.body.matchAll(/"(?:item|@id|url)":"([^"]*)"/g)) {
      const linked = new URL(href!);
      if (linked.origin === new URL(SITE_URL).origin) expect(isAddress(linked.pathname) || linked.pathname === '/', href).toBe(true);
    }
  }
  return answer;
}

const made = testLeads({ LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEADS_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
const served = serveDuringTests(siteApp(undefined, undefined, made.leads), { beforeAll, afterAll });
afterAll(() => made.store.close());

/** The built server (`node dist/server/index.js`), started for its block of tests. */
function builtServer() {
  const built = { port: 0, stop: () => {} };
  beforeAll(async () => {
    built.port = await freePort();
    const server = await serveBuild(built.port, { env: { SITE_URL, LEADS_RATE_LIMIT: 'off' } });
    built.stop = server.stop;
  }, 30_000);
  afterAll(() => built.stop());
  return built;
}

const answering = [
  { name: 'the app', server: () => served, skip: false },
  // `npm run test:fast` tests the source alone (no build).
  { name: 'the built server', server: builtServer, skip: againstDev },
];

for (const { name, server, skip } of answering) describe.skipIf(skip)(`one address per page: ${name}`, () => {
  const answers = server();
  beforeAll(() => {
    port = answers.port;
  });

  it('every page in any spelling: never a 5xx; a 301 (GET, HEAD) or 308 (POST) to the page in one step, query kept; a 200 names itself', async () => {
    await fc.assert(
      fc.asyncProperty(pagePath.chain((path) => fc.tuple(fc.constant(path), respelled(path))), query, fc.constantFrom('GET', 'HEAD', 'POST'), async ([asked, spelling], q, method) => {
        const answer = await checkAnswer(method as 'GET', spelling, q);
        // The page's one address: the path itself, or the page the table redirects it to.
        const path = matchPage(asked).route.redirectTo ?? asked;
        const isForm = [contactPath, applyPath].includes(path);
        // The page's own spelling: the page (an empty form post is refused as invalid; other pages take no POST).
        if (spelling === path) expect(answer.status, spelling).toBe(method !== 'POST' ? 200 : isForm ? 400 : 405);
        else expect([answer.status, answer.location], spelling).toEqual([method === 'POST' ? 308 : 301, path + q]);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('junk paths: never a 5xx, and any redirect leads to an address the site serves', async () => {
    await fc.assert(
      fc.asyncProperty(junkPath, query, async (path, q) => {
        const answer = await checkAnswer('GET', path, q);
        // A path that is no page's in any spelling stays a real 404, never a redirect.
        const address = addressOf(path.split('?', 1)[0]!);
        if (answer.status === 301) expect(siteFiles.includes(address) || !matchPage(address).notFound, path).toBe(true);
      }),
      // Tried first on every run, whatever the seed: a path a run once stopped on (a 200 for another spelling).
      { numRuns: 300, examples: [['/solutions//../&', '']] },
    );
  }, 120_000);

  it('the 500s of the first report are 301s now', async () => {
    for (const [path, to] of [['/Articles/dual-pricing', '/articles/dual-pricing'], ['/INDUSTRIES/restaurants', '/industries/restaurants'], ['/Industries/Restaurants', '/industries/restaurants'], ['/%63ontact', '/contact'], ['/a/../contact', '/contact'], ['//contact', '/contact']]) {
      const answer = await send('GET', path!);
      expect([answer.status, answer.location], path).toEqual([301, to]);
    }
  });

  it('a `..` after an empty segment takes that segment away, as a browser reads it: the address it spells, or a 404 as itself', async () => {
    // Once read as taking away the segment before the empty one: `/solutions//../&` was left to the page
    // renderer as no page's, which read it as `/solutions/&` and answered 200 with the overview.
    const asked: [string, number, string | undefined][] = [
      ['/solutions//../&', 301, '/solutions'],
      ['/industries//../x', 301, '/industries'],
      ['/contact//..', 301, '/contact'],
      ['/articles//../', 301, '/articles'],
      ['/nope//../contact', 404, undefined],
    ];
    for (const [path, status, location] of asked) {
      const answer = await checkAnswer('GET', path, '');
      expect([answer.status, answer.location], path).toEqual([status, location]);
    }
  });

  it('/solutions/{anything} and /industries/{anything} that is no page: the overview at its one address, in one step', async () => {
    const asked: [string, string, string, number, string][] = [
      ['GET', '/solutions/anything', '', 301, '/solutions'],
      ['HEAD', '/industries/hospitality', '?utm_source=mail', 301, '/industries?utm_source=mail'],
      ['POST', '/solutions/gift-cards', '?a=1', 308, '/solutions?a=1'],
      ['GET', '/Solutions/POS', '?x=%2F', 301, '/solutions?x=%2F'],
      ['GET', '/industries/x/', '', 301, '/industries'],
    ];
    for (const [method, path, q, status, location] of asked) {
      const answer = await send(method, path + q, method === 'POST' ? '' : undefined);
      expect([answer.status, answer.location], `${method} ${path}${q}`).toEqual([status, location]);
    }
  });

  it('below an overview, a path whose escapes do not decode is refused as any such path is (400), never redirected', async () => {
    for (const path of ['/solutions/%ZZ', '/industries/caf%e9', '/solutions/%', '/%ZZ']) {
      const answer = await send('GET', path);
      expect([answer.status, answer.location], path).toEqual([400, undefined]);
    }
  });
});

it("the server's quick lookup of an address (pageAt) finds the page React Router's ranking (matchPage) finds", () => {
  fc.assert(
    fc.property(fc.oneof(pagePath, junkPath), (path) => {
      const address = addressOf(path.split('?', 1)[0]!);
      // A target with a '#' is refused (400) before any lookup; React Router would read it as a fragment.
      fc.pre(!address.includes('#'));
      const { route, notFound } = matchPage(address);
      expect(pageAt(address), address).toBe(notFound ? undefined : route);
    }),
    { numRuns: 2_000 },
  );
});

it('the page rendered is the route the server matched, never one the renderer reads again from the spelling', async () => {
  // The renderer reads `/solutions//../&` as `/solutions/&` (the overview); a server that matched it to no page gets the 404.
  const notFound = await render('/solutions//../&', { nonce: 'n', siteUrl: SITE_URL, route: NOT_FOUND_PATH });
  expect([notFound.status, notFound.route]).toEqual([404, NOT_FOUND_PATH]);
  const page = await render('/solutions', { nonce: 'n', siteUrl: SITE_URL, route: '/solutions' });
  expect([page.status, page.route]).toEqual([200, '/solutions']);
});

describe('a lead sent from a form page reached by any spelling', () => {
  let dispatcher: Dispatcher;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    port = served.port;
    hook = await startWebhookReceiver();
  });
  afterAll(async () => {
    await dispatcher?.stop(1_000);
    await hook.close();
  });

  it('is stored as a lead (not spam) and delivered', async () => {
    const sent: { path: string; submissionId: string; formToken: string; action: string; values: Record<string, string> }[] = [];
    const formPage = fc.constantFrom(contactPath, applyPath).chain((path) => fc.tuple(fc.constant(path), respelled(path)));
    await fc.assert(
      fc.asyncProperty(formPage, async ([path, spelling]) => {
        let page = await send('GET', spelling);
        if (page.status === 301) page = await send('GET', page.location!);
        expect(page.status).toBe(200);
        const value = (name: string) => attr(page.body, new RegExp(`name="${name}"[^>]*\\svalue="([^"]*)"`)) ?? '';
        const ticket = { submissionId: value('submissionId'), formToken: value('formToken') };
        expect(ticket.submissionId, spelling).not.toBe('');
        expect(ticket.formToken, spelling).not.toBe('');
        sent.push({ path: spelling, ...ticket, action: attr(page.body.match(/<form[^>]*method="post"[^>]*>/)![0], /action="([^"]*)"/)!, values: path === contactPath ? filledContact : filledApplication });
      }),
      { numRuns: 12 },
    );
    // A person takes a moment to fill the form in: each ticket is sent aged (agedToken), not waited for.
    const secret = made.config.formSecret ?? readFileSync(join(made.dataDir, FORM_SECRET_FILE), 'utf8');
    for (const { path, submissionId, formToken, action, values } of sent) {
      const answer = await send('POST', action, new URLSearchParams({ ...values, submissionId, formToken: agedToken(secret, submissionId, formToken), website: '' }).toString());
      expect([answer.status, answer.location], path).toEqual([303, `${action}?sent=1`]);
    }
    const config = { ...made.config, webhook: { ...made.config.webhook!, url: hook.url } };
    dispatcher = startDispatcher({ store: made.store, config, logger });
    // Delivered: the receiver has each, and the store has marked each so (after the receiver's answer).
    const statuses = async () => Promise.all(sent.map(async ({ path, submissionId }) => [path, (await made.store.get(submissionId))?.status]));
    await expect.poll(statuses, { timeout: 20_000 }).toEqual(sent.map(({ path }) => [path, 'delivered']));
    expect(hook.requests).toHaveLength(sent.length);
  }, 60_000);
});
