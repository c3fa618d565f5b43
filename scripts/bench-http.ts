/**
 * HTTP throughput of the heaviest page: the real server (SSR on every request) against
 * - `precomputed`: the same Express stack (createApp) answering one render reused, and
 * - `bare`: a bare Express + helmet + compression server sending the same bytes, with the site's
 *   brotli settings: what serving that page as a file costs.
 *   npm run build && npm run bench:http        (BENCH_HTTP_ROUNDS rounds, default 2; BENCH_HTTP_WARMUP seconds, default 15)
 * Goals: SSR requests/s ≥ 0.6 × precomputed and ≥ 0.5 × bare, every request still rendered.
 *
 * Processes: the real server runs as `node dist/server/index.js` (serveBuild),
 * the other two as children of this script (this file again, with BENCH_HTTP_ROLE),
 * and autocannon here in the parent. So no server shares an event loop with the load
 * generator or with another, and the idle ones cost nothing while one is measured.
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { pino } from 'pino';
import { fillTemplate } from '../server/http/document';
import { compressionOptions, createApp } from '../server/http/app';
import { leadsConfig } from '../server/leads/config';
import { sqliteFile } from '../server/leads/store/open-store';
import { openSqliteStore } from '../server/leads/store/sqlite-store';
import { cpuMs, DIST_CLIENT, DIST_TEMPLATE, freePort, loadBuiltEntry, machineNote, printTable, requireBuild, verdict, waitForUrl, watchBuild } from './bench-util';
import { SERVER_NODE_FLAGS, serveBuild, sitemapPaths } from './serve-build';

const CONNECTIONS = 50;
const SECONDS = 10;
const ROUNDS = Math.max(1, Number(process.env.BENCH_HTTP_ROUNDS ?? 2));
// Load on each server before any run counts. The site's server runs far more JavaScript than the other
// two, and under this load V8 takes about ten seconds to bring it to full speed: its first five seconds
// served 63–81% of its later requests/s (the bare server's, 81–89%). A 3 s warm-up counted part of that
// in the first round. (ADR 032 has the curves.)
const WARM_UP_SECONDS = Math.max(1, Number(process.env.BENCH_HTTP_WARMUP ?? 15));
const GOALS = { precomputed: 0.6, bare: 0.5 } as const;
type Server = 'SSR' | keyof typeof GOALS;
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'; // what the built server uses too

requireBuild();
if (process.env.BENCH_HTTP_ROLE === 'precomputed') await servePrecomputed();
else if (process.env.BENCH_HTTP_ROLE === 'bare') await serveBare();
else await main();

/** Child role: the page's bytes as one string, from Express with helmet's defaults and the site's compression. */
async function serveBare() {
  const entry = await loadBuiltEntry();
  const nonce = randomBytes(16).toString('base64');
  const page = await entry.render(process.env.BENCH_PATH!, { nonce, siteUrl });
  const body = fillTemplate(readFileSync(DIST_TEMPLATE, 'utf8'), { nonce, head: page.head, html: page.html });
  const app = express();
  app.set('etag', false); // as the site: hashing 58 KB for an ETag on every request would slow the baseline down
  app.use(helmet(), compression(compressionOptions));
  app.get(process.env.BENCH_PATH!, (_req, res) => {
    res.type('html').send(body);
  });
  app.listen(Number(process.env.PORT), '127.0.0.1');
}

/** Child role: createApp (same middleware, same template, same static files) with one render reused. */
async function servePrecomputed() {
  const entry = await loadBuiltEntry();
  // A real-length nonce, so the body is byte for byte as long as the SSR one.
  // (Its style tags keep this nonce while the CSP header gets a fresh one: harmless for a benchmark.)
  const page = entry.render(process.env.BENCH_PATH!, { nonce: randomBytes(16).toString('base64'), siteUrl });
  await page; // settled once; every request then gets this same result, whether render is sync or async
  const template = readFileSync(DIST_TEMPLATE, 'utf8');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const app = createApp({
    entry: () => ({ ...entry, render: () => page }),
    template: () => template,
    siteUrl,
    logger: pino({ level: 'silent' }), // as serveBuild's LOG_LEVEL=silent
    clientDir: DIST_CLIENT,
    // Its forms are never posted here; a throwaway store keeps the app whole.
    leads: { store: openSqliteStore(sqliteFile(dataDir)), config: leadsConfig({ DATA_DIR: dataDir }) },
  });
  app.listen(Number(process.env.PORT), '127.0.0.1');
}

async function main() {
  const buildChanged = watchBuild();
  const real = await serveBuild(await freePort());
  const started: ChildProcess[] = [];
  try {
    // The heaviest page: the largest HTML body of all sitemap pages.
    const sizes = await Promise.all(
      (await sitemapPaths(real.base)).map(async (path) => ({ path, bytes: Buffer.byteLength(await (await fetch(real.base + path)).text()) })),
    );
    const { path, bytes } = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));

    const children: Partial<Record<Server, string>> = {};
    for (const role of ['precomputed', 'bare'] as const) {
      const port = await freePort();
      // With the site's Node settings too, so only what each server does differs.
      const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', fileURLToPath(import.meta.url)], {
        env: { ...process.env, NODE_ENV: 'production', BENCH_HTTP_ROLE: role, PORT: String(port), BENCH_PATH: path },
        stdio: 'inherit',
      });
      started.push(child);
      children[role] = `http://127.0.0.1:${port}${path}`;
      await waitForUrl(children[role], () => child.exitCode === null);
    }
    const targets: Record<Server, string> = { SSR: real.base + path, precomputed: children.precomputed!, bare: children.bare! };
    const pids: Record<Server, number> = { SSR: real.child.pid!, precomputed: started[0]!.pid!, bare: started[1]!.pid! };
    const copies = await Promise.all((['precomputed', 'bare'] as const).map(async (s) => `${s} ${(Buffer.byteLength(await (await fetch(targets[s])).text()) / 1024).toFixed(1)} KB`));
    console.log(`Heaviest page ${path}: ${(bytes / 1024).toFixed(1)} KB of HTML (copies: ${copies.join(', ')})`);
    console.log(`autocannon: ${CONNECTIONS} connections, Accept-Encoding: br, ${SECONDS} s a run, ${ROUNDS} rounds, after a ${WARM_UP_SECONDS} s warm-up of each server`);
    console.log(machineNote() + '\n');

    const run = (url: string, duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'br' } });
    for (const url of Object.values(targets)) await run(url, WARM_UP_SECONDS); // not counted

    // Alternating, so the machine's other work falls on each server alike.
    const order = Array.from({ length: ROUNDS }, () => ['SSR', 'precomputed', 'bare'] as const).flat();
    // The server's own CPU time per answered request (its threads included: brotli runs on libuv's pool):
    // moved less than requests/s by other work on a shared machine.
    const results: { server: Server; result: autocannon.Result; cpuPerRequest: number }[] = [];
    for (const server of order) {
      const cpuBefore = cpuMs(pids[server]);
      const result = await run(targets[server], SECONDS);
      results.push({ server, result, cpuPerRequest: ((cpuMs(pids[server]) - cpuBefore) * 1000) / Math.max(1, result.requests.total) });
    }

    printTable(
      ['run', 'server', 'req/s', 'CPU µs/req', 'p50 ms', 'p99 ms', 'errors', 'timeouts', 'non-2xx', 'KB/resp'],
      results.map(({ server, result: r, cpuPerRequest }, i) => [
        i + 1, server, Math.round(r.requests.average), Math.round(cpuPerRequest), r.latency.p50, r.latency.p99, r.errors, r.timeouts, r.non2xx,
        // Bytes received per response (headers included): shows that brotli was applied.
        Number((r.throughput.total / Math.max(1, r.requests.total) / 1024).toFixed(1)),
      ]),
    );
    const mean = (server: Server, pick = (r: (typeof results)[number]) => r.result.requests.average) => {
      const runs = results.filter((r) => r.server === server);
      return runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
    };
    const cpu = (server: Server) => mean(server, (r) => r.cpuPerRequest);
    console.log();
    for (const baseline of ['precomputed', 'bare'] as const) {
      const ratio = mean('SSR') / mean(baseline);
      console.log(
        `SSR ${Math.round(mean('SSR'))} req/s vs ${baseline} ${Math.round(mean(baseline))} req/s (means of ${ROUNDS} runs each): ` +
          `ratio ${ratio.toFixed(2)} (goal ≥ ${GOALS[baseline]}: ${verdict(ratio >= GOALS[baseline])}); ` +
          `CPU per request ${Math.round(cpu('SSR'))} vs ${Math.round(cpu(baseline))} µs: ratio ${(cpu(baseline) / cpu('SSR')).toFixed(2)}`,
      );
    }
    console.log(`(at the end: ${machineNote()})`);
    buildChanged();
  } finally {
    for (const child of started) child.kill();
    real.stop();
  }
}
