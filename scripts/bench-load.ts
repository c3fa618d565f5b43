/**
 * Sustained load over a mix of routes against the built server, watching its memory.
 *   npm run build && npm run bench:load          (BENCH_SECONDS, default 60; BENCH_ROUNDS, default 2)
 * Goal: 0 errors, 0 timeouts, no unexpected status, RSS growth < 30 MB.
 * 'accept queue s': the longest time connections waited to be accepted (in 250 ms samples: 0 is under 0.25 s).
 * The first round grows the heap to its working size under 256 connections;
 * the same load again shows whether memory keeps growing (a leak) or levels off.
 */
import autocannon from 'autocannon';
import { acceptQueue, freePort, machineNote, printTable, requireBuild, rssMB, verdict, watchBuild } from './bench-util';
import { serveBuild, sitemapPaths } from './serve-build';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = 256;
const GOAL_RSS_MB = 30;
const NOT_FOUND = '/no-such-page';
const SAMPLE_MS = 250;

requireBuild();
const buildChanged = watchBuild();
const port = await freePort();
const server = await serveBuild(port);
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
  const unexpected = new Map<string, number>();
  let expected404 = 0;
  let turn = 0;
  const requests: autocannon.Request[] = [{
    method: 'GET',
    setupRequest: (request, context) => {
      const path = routes[turn++ % routes.length]!;
      (context as { path?: string }).path = path;
      return { ...request, path };
    },
    onResponse: (status, _body, context) => {
      const path = (context as { path: string }).path;
      const want = path === NOT_FOUND ? 404 : 200;
      if (status === want) expected404 += status === 404 ? 1 : 0;
      else unexpected.set(`${status} ${path}`, (unexpected.get(`${status} ${path}`) ?? 0) + 1);
    },
  }];

  console.log(`${routes.length} routes (${routes.length - 3} pages, ${NOT_FOUND}, /sitemap.xml, ${asset}), ` +
    `${CONNECTIONS} connections, ${SECONDS} s, Accept-Encoding: br (as browsers send)`);
  console.log(machineNote() + '\n');

  const before = rssMB(pid);
  const rows: (string | number)[][] = [];
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
    unexpected.clear();
    const r = await autocannon({ url: server.base, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' }, requests });
    clearInterval(sampler);
    await new Promise((done) => setTimeout(done, 5000));
    const after = rssMB(pid);
    afterRounds.push(after);
    const badStatus = r['4xx'] + r['5xx'] + r['1xx'] - expected404;
    failures += r.errors + badStatus; // autocannon's errors already include its timeouts
    rows.push([round, Math.round(r.requests.average), r.latency.p50, r.latency.p99, r.requests.total, r.errors, r.timeouts, badStatus, expected404, Number((longestQueueMs / 1000).toFixed(2)),
      Number(peak.toFixed(1)), Number(after.toFixed(1))]);
    for (const [what, count] of unexpected) console.log(`  round ${round} unexpected: ${what} × ${count}`);
  }
  console.log(`RSS before any load: ${before.toFixed(1)} MB`);
  printTable(['round', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'timeouts', 'bad status', '404 (expected)', 'accept queue s', 'peak MB', 'after +5 s MB'], rows);
  const warmUp = afterRounds[0]! - before;
  const growth = afterRounds.at(-1)! - afterRounds[0]!;
  const ok = failures === 0 && (ROUNDS === 1 ? warmUp : growth) < GOAL_RSS_MB;
  console.log(
    `\n${verdict(ok)}: ${failures} errors, timeouts and bad statuses (goal 0); heap warm-up in round 1 ${warmUp.toFixed(1)} MB; ` +
      `RSS growth from round 1 to round ${ROUNDS} ${ROUNDS > 1 ? growth.toFixed(1) : 'n/a'} MB (goal < ${GOAL_RSS_MB} MB)`,
  );
  console.log(`(at the end: ${machineNote()})`);
  buildChanged();
} finally {
  server.stop();
}
