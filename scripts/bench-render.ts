/**
 * In-process render benchmark: the time to produce each page's full response
 * body (render + fillTemplate, fresh nonce) with the BUILT server entry.
 *   npm run build && npm run bench:render      (BENCH_ITERATIONS, default 2000 a route)
 * Goal for the heaviest page: p50 ≤ 700 µs and p99 ≤ 2,000 µs.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fillTemplate } from '../server/http/document';
import { DIST_TEMPLATE, loadBuiltEntry, machineNote, percentile, printTable, verdict } from './bench-util';
import { sitemapLocPaths } from './sitemap-locs';

const WARMUP = 200;
const ITERATIONS = Math.max(1, Number(process.env.BENCH_ITERATIONS ?? 2000));
const GOAL_P50 = 700;
const GOAL_P99 = 2000;

const { render, sitemapXml } = await loadBuiltEntry(); // sets NODE_ENV=production first
const template = readFileSync(DIST_TEMPLATE, 'utf8');
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const paths = [...sitemapLocPaths(sitemapXml(siteUrl)), '/no-such-page'];

/** One response body, exactly as the server builds it. */
async function body(path: string, nonce: string) {
  const page = await render(path, { nonce, siteUrl });
  return { status: page.status, text: fillTemplate(template, { nonce, head: page.head, html: page.html }) };
}

// Warm every route before timing any, so the first route measured is not the one paying for JIT.
for (const path of paths) for (let i = 0; i < WARMUP; i++) await body(path, randomBytes(16).toString('base64'));

console.log(`Render + fillTemplate, NODE_ENV=${process.env.NODE_ENV}, ${paths.length} routes, ${WARMUP} warm-up + ${ITERATIONS} timed runs each`);
console.log(`${machineNote()}\n`);
const results = [];
for (const path of paths) {
  const micros = new Array<number>(ITERATIONS);
  let last = await body(path, 'x');
  for (let i = 0; i < ITERATIONS; i++) {
    const nonce = randomBytes(16).toString('base64'); // outside the timer: the server makes it in middleware
    const start = process.hrtime.bigint();
    last = await body(path, nonce);
    micros[i] = Number(process.hrtime.bigint() - start) / 1000;
  }
  micros.sort((a, b) => a - b);
  results.push({ path, status: last.status, p50: percentile(micros, 50), p99: percentile(micros, 99), kb: Buffer.byteLength(last.text) / 1024 });
}

results.sort((a, b) => b.p50 - a.p50);
printTable(
  ['route', 'status', 'p50 µs', 'p99 µs', 'body KB'],
  results.map((r) => [r.path, r.status, Math.round(r.p50), Math.round(r.p99), Number(r.kb.toFixed(1))]),
);
const top = results[0]!;
console.log(
  `\nHeaviest page: ${top.path} — p50 ${Math.round(top.p50)} µs (goal ≤ ${GOAL_P50}: ${verdict(top.p50 <= GOAL_P50)}), ` +
    `p99 ${Math.round(top.p99)} µs (goal ≤ ${GOAL_P99}: ${verdict(top.p99 <= GOAL_P99)})`,
);
const worstP99 = results.reduce((a, b) => (b.p99 > a.p99 ? b : a));
console.log(`Highest p99 of any route: ${worstP99.path} ${Math.round(worstP99.p99)} µs\n(at the end: ${machineNote()})`);
