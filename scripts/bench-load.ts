/**
 * Sustained load over a mix of routes against the built server, watching its memory.
 *   npm run build && npm run bench:load          (BENCH_SECONDS, default 60; BENCH_ROUNDS, default 2)
 *   BENCH_FORMS=1 npm run bench:load             one request in ten a form post, two workers (BENCH_WORKERS)
 *   BENCH_FORMS=1 BENCH_STORE=postgres npm run bench:load   the same with the leads in a PostgreSQL this script starts
 *                                                (Debian's postgresql; fsync on, as SQLite here runs synchronous=FULL)
 *   STATS=off npm run bench:load                 page views not counted (the server reads STATS), to compare with counting on
 * Requests carry a browser's User-Agent, so the server counts each page served as a person's view, as it would in use.
 * Goal: 0 errors, 0 timeouts, no unexpected status, RSS growth < 30 MB; with form posts, every
 * confirmed submission in the lead store afterwards.
 * 'accept queue s': the longest time connections waited to be accepted (in 250 ms samples: 0 is under 0.25 s).
 * 'CPU ms/req': the server's CPU time (its workers' too) over the requests answered: its own cost, which other work
 * on a shared machine moves less than requests/s.
 * The first round grows the heap to its working size under 256 connections;
 * the same load again shows whether memory keeps growing (a leak) or levels off.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { issueTicket } from '../server/leads/intake/form-ticket';
import { openLeadStore } from '../server/leads/store/open-store';
import { acceptQueue, cpuMs, freePort, machineNote, printTable, requireBuild, rssMB, verdict, watchBuild } from './bench-util';
import { startPostgres } from './postgres-server';
import { serveBuild, sitemapPaths } from './serve-build';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = 256;
const GOAL_RSS_MB = 30;
const NOT_FOUND = '/no-such-page';
const SAMPLE_MS = 250;
const FORMS = process.env.BENCH_FORMS === '1';
const WORKERS = Number(process.env.BENCH_WORKERS ?? (FORMS ? 2 : 1));
const STORE = process.env.BENCH_STORE ?? 'sqlite';
if (STORE !== 'sqlite' && STORE !== 'postgres') throw new Error(`BENCH_STORE is sqlite (the default) or postgres, not '${STORE}'`);
/** Signs the tickets this script writes into its posts, as a rendered form would carry them. */
const FORM_SECRET = randomUUID();
/** Form posts: every tenth request; each from its own client address, so the rate limit stays out of the way. */
const POST_EVERY = 10;
/** A browser's User-Agent: crawlers' and tools' requests (autocannon's own) are not counted as page views. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const STATS = process.env.STATS === 'off' ? 'off' : 'on';

/** A filled form body with a ticket rendered three seconds ago (so it is no bot's), fresh for every post. */
function formPost(path: '/contact' | '/apply', n: number) {
  const { id, token } = issueTicket(FORM_SECRET, Date.now() - 3000);
  const common = { submissionId: id, formToken: token, email: `owner${n}@example.com`, phone: '228-555-0100' };
  const fields = path === '/contact'
    ? { ...common, name: 'Jordan Ladner', business: 'Ladner Oyster Bar', message: 'We would like to look at dual pricing.' }
    : {
      ...common, businessName: 'Back Bay Bait LLC', dba: '', businessType: 'llc', taxId: '12-3456789', yearsInBusiness: '6',
      ownerName: 'Sam Ladner', street: '1 Beach Blvd', city: 'Biloxi', state: 'MS', zip: '39530',
      monthlyVolume: '$30,000', averageTicket: '$40', highTicket: '$400',
    };
  return new URLSearchParams(fields).toString();
}

requireBuild();
const buildChanged = watchBuild();
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'mcp-bench-'));
// fsync on: a commit costs here what it costs in production, as SQLite's synchronous=FULL does.
const postgres = STORE === 'postgres' ? await startPostgres({ fsync: true }) : undefined;
/** The store the server is told to use, which the end-of-run count reads too. */
const storeConfig = { dataDir, databaseUrl: postgres?.url };
const server = await serveBuild(port, {
  workers: WORKERS,
  env: { DATA_DIR: dataDir, DATABASE_URL: storeConfig.databaseUrl ?? '', LEADS_FORM_SECRET: FORM_SECRET, TRUST_PROXY: 'loopback' },
}).catch((error: unknown) => {
  postgres?.stop();
  throw error;
});
try {
  // autocannon runs here, the server in its own process: its pid is for /proc.
  const pid = server.child.pid!;
  const home = await (await fetch(server.base + '/')).text();
  const asset = /"(\/assets\/index-[^"]+\.js)"/.exec(home)?.[1];
  if (!asset) throw new Error('no app script on the home page');
  const routes = [...(await sitemapPaths(server.base)), NOT_FOUND, '/sitemap.xml', asset];

  // One request whose path comes from a counter shared by all connections: an even mix of routes
  // however few requests each connection gets through (a requests array is walked per connection,
  // so at 256 connections the routes late in it were hardly reached). The path is kept in the
  // connection's context (one request in flight per connection) so each response is checked
  // against the status its route should give, and the deliberate 404s are told apart.
  // With BENCH_FORMS, every tenth turn is a form post instead, timed here (autocannon's latency mixes both).
  const unexpected = new Map<string, number>();
  let expected404 = 0;
  let turn = 0;
  let posts = 0;
  let postTimes: number[] = [];
  type Context = { path: string; post: boolean; started: number };
  const requests: autocannon.Request[] = [{
    method: 'GET',
    setupRequest: (request, context) => {
      const n = turn++;
      const ctx = context as Context;
      ctx.post = FORMS && n % POST_EVERY === 0;
      ctx.started = performance.now();
      if (!ctx.post) {
        ctx.path = routes[n % routes.length]!;
        return { ...request, method: 'GET', path: ctx.path, body: undefined };
      }
      ctx.path = (n / POST_EVERY) % 2 === 0 ? '/contact' : '/apply';
      return {
        ...request, method: 'POST', path: ctx.path, body: formPost(ctx.path as '/contact' | '/apply', n),
        headers: { ...request.headers, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      };
    },
    onResponse: (status, _body, context) => {
      const { path, post, started } = context as Context;
      if (post) postTimes.push(performance.now() - started);
      const want = post ? 303 : path === NOT_FOUND ? 404 : 200;
      if (status === want) {
        expected404 += status === 404 ? 1 : 0;
        posts += status === 303 ? 1 : 0;
      } else unexpected.set(`${status} ${path}`, (unexpected.get(`${status} ${path}`) ?? 0) + 1);
    },
  }];

  console.log(`${routes.length} routes (${routes.length - 3} pages, ${NOT_FOUND}, /sitemap.xml, ${asset}), ` +
    `${CONNECTIONS} connections, ${SECONDS} s, Accept-Encoding: br and a browser's User-Agent (as browsers send), ${WORKERS} worker(s), ` +
    `page views ${STATS === 'on' ? 'counted' : 'not counted (STATS=off)'}` +
    (FORMS ? `; one request in ${POST_EVERY} a form post (/contact and /apply in turn), each lead committed before its 303 ` +
      `to ${postgres ? 'PostgreSQL (fsync on)' : 'SQLite (synchronous=FULL)'}` : ''));
  console.log(machineNote() + '\n');

  const before = rssMB(pid);
  const rows: (string | number)[][] = [];
  const postRows: (string | number)[][] = [];
  let totalPosts = 0;
  const afterRounds: number[] = [];
  let failures = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    let peak = rssMB(pid);
    // The longest stretch with connections waiting to be accepted: waits of seconds there become timeouts.
    let queuedSince = 0;
    let longestQueueMs = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMB(pid));
      const now = Date.now();
      if (acceptQueue(port) === 0) queuedSince = 0;
      else longestQueueMs = Math.max(longestQueueMs, now - (queuedSince ||= now));
    }, SAMPLE_MS);
    expected404 = 0;
    posts = 0;
    postTimes = [];
    unexpected.clear();
    const cpuBefore = cpuMs(pid);
    const r = await autocannon({ url: server.base, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br', 'user-agent': BROWSER }, requests });
    clearInterval(sampler);
    const cpuPerRequest = (cpuMs(pid) - cpuBefore) / r.requests.total;
    await new Promise((done) => setTimeout(done, 5000));
    const after = rssMB(pid);
    afterRounds.push(after);
    // Each 303 is a form post answered; the rest of the 3xx would be unexpected.
    const badStatus = r['4xx'] + r['5xx'] + r['1xx'] + r['3xx'] - expected404 - posts;
    failures += r.errors + badStatus; // autocannon's errors already include its timeouts
    rows.push([round, Math.round(r.requests.average), Number(cpuPerRequest.toFixed(3)), r.latency.p50, r.latency.p99, r.requests.total, r.errors, r.timeouts, badStatus, expected404, Number((longestQueueMs / 1000).toFixed(2)),
      Number(peak.toFixed(1)), Number(after.toFixed(1))]);
    for (const [what, count] of unexpected) console.log(`  round ${round} unexpected: ${what} × ${count}`);
    if (FORMS) {
      postTimes.sort((a, b) => a - b);
      const at = (q: number) => postTimes[Math.min(postTimes.length - 1, Math.floor(q * postTimes.length))]?.toFixed(0) ?? '-';
      postRows.push([round, Number((posts / SECONDS).toFixed(1)), at(0.5), at(0.99), posts]);
    }
    totalPosts += posts;
  }
  console.log(`RSS before any load: ${before.toFixed(1)} MB`);
  printTable(['round', 'req/s', 'CPU ms/req', 'p50 ms', 'p99 ms', 'requests', 'errors', 'timeouts', 'bad status', '404 (expected)', 'accept queue s', 'peak MB', 'after +5 s MB'], rows);
  let lost = 0;
  if (FORMS) {
    console.log('\nForm posts (timed from the request written to its 303; the lead committed before it):');
    printTable(['round', 'submissions/s', 'p50 ms', 'p99 ms', 'confirmed'], postRows);
    // Every 303 promised a lead: count them in the store the server wrote.
    const store = await openLeadStore(storeConfig);
    const stored = (await store.counts()).leads;
    await store.close();
    lost = Math.max(0, totalPosts - stored);
    console.log(`leads in the store: ${stored} for ${totalPosts} confirmed submissions (${lost} lost)`);
  }
  const warmUp = afterRounds[0]! - before;
  const growth = afterRounds.at(-1)! - afterRounds[0]!;
  const ok = failures === 0 && lost === 0 && (ROUNDS === 1 ? warmUp : growth) < GOAL_RSS_MB;
  console.log(
    `\n${verdict(ok)}: ${failures} errors, timeouts and bad statuses (goal 0); heap warm-up in round 1 ${warmUp.toFixed(1)} MB; ` +
      `RSS growth from round 1 to round ${ROUNDS} ${ROUNDS > 1 ? growth.toFixed(1) : 'n/a'} MB (goal < ${GOAL_RSS_MB} MB)`,
  );
  console.log(`(at the end: ${machineNote()})`);
  buildChanged();
} finally {
  // The server's pool lets go of PostgreSQL before it is shut down.
  const exited = server.child.exitCode === null && server.child.signalCode === null ? once(server.child, 'exit') : undefined;
  server.stop();
  await exited;
  postgres?.stop();
}
