/**
 * HTTP throughput of the heaviest page: the real server (SSR on every request)
 * against the same Express stack answering a precomputed render.
 *   npm run build && npm run bench:http
 * Goal: SSR requests/s ≥ 0.5 × precomputed requests/s, every request still rendered.
 *
 * Processes: the real server runs as `node dist/server/index.js` (serveBuild),
 * the precomputed one as a child of this script (this file again, with
 * BENCH_HTTP_ROLE=precomputed), and autocannon here in the parent. So neither
 * server shares an event loop with the load generator or with the other, and
 * the idle one costs nothing while the other is measured.
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createApp } from '../server/app';
import { leadsConfig } from '../server/leads/config';
import { sqliteFile } from '../server/leads/open-store';
import { openSqliteStore } from '../server/leads/sqlite-store';
import { DIST_CLIENT, DIST_TEMPLATE, freePort, loadBuiltEntry, machineNote, printTable, requireBuild, verdict, waitForUrl, watchBuild } from './bench-util';
import { serveBuild, sitemapPaths } from './serve-build';

const CONNECTIONS = 50;
const SECONDS = 10;
const GOAL_RATIO = 0.5;
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'; // what the built server uses too

requireBuild();
if (process.env.BENCH_HTTP_ROLE === 'precomputed') await servePrecomputed();
else await main();

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
  let child: ChildProcess | undefined;
  try {
    // The heaviest page: the largest HTML body of all sitemap pages.
    const sizes = await Promise.all(
      (await sitemapPaths(real.base)).map(async (path) => ({ path, bytes: Buffer.byteLength(await (await fetch(real.base + path)).text()) })),
    );
    const { path, bytes } = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));

    const port = await freePort();
    const pre = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, NODE_ENV: 'production', BENCH_HTTP_ROLE: 'precomputed', PORT: String(port), BENCH_PATH: path },
      stdio: 'inherit',
    });
    await waitForUrl(pre + path, () => child?.exitCode === null);
    const preBytes = Buffer.byteLength(await (await fetch(pre + path)).text());
    console.log(`Heaviest page ${path}: ${(bytes / 1024).toFixed(1)} KB of HTML (precomputed copy: ${(preBytes / 1024).toFixed(1)} KB)`);
    console.log(`autocannon: ${CONNECTIONS} connections, Accept-Encoding: br, ${SECONDS} s a run, after a 3 s warm-up of each server`);
    console.log(machineNote() + '\n');

    const targets = { SSR: real.base + path, precomputed: pre + path };
    const run = (url: string, duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'br' } });
    for (const url of Object.values(targets)) await run(url, 3); // JIT warm-up, not counted

    const order = ['SSR', 'precomputed', 'SSR', 'precomputed'] as const;
    const results: { server: (typeof order)[number]; result: autocannon.Result }[] = [];
    for (const server of order) results.push({ server, result: await run(targets[server], SECONDS) });

    printTable(
      ['run', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'timeouts', 'non-2xx', 'KB/resp'],
      results.map(({ server, result: r }, i) => [
        i + 1, server, Math.round(r.requests.average), r.latency.p50, r.latency.p99, r.errors, r.timeouts, r.non2xx,
        // Bytes received per response (headers included): shows that brotli was applied.
        Number((r.throughput.total / Math.max(1, r.requests.total) / 1024).toFixed(1)),
      ]),
    );
    const mean = (server: string) => {
      const runs = results.filter((r) => r.server === server);
      return runs.reduce((sum, r) => sum + r.result.requests.average, 0) / runs.length;
    };
    const ratio = mean('SSR') / mean('precomputed');
    console.log(
      `\nSSR ${Math.round(mean('SSR'))} req/s vs precomputed ${Math.round(mean('precomputed'))} req/s (means of 2 runs each): ` +
        `ratio ${ratio.toFixed(2)} (goal ≥ ${GOAL_RATIO}: ${verdict(ratio >= GOAL_RATIO)})`,
    );
    console.log(`(at the end: ${machineNote()})`);
    buildChanged();
  } finally {
    child?.kill();
    real.stop();
  }
}
