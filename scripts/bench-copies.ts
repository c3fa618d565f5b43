/**
 * What several copies give and cost, measured on this machine (issue 63):
 *   npm run build && npx tsx scripts/bench-copies.ts
 * 1. Pages: the same pages (the sitemap's) from one copy straight, from one copy behind nginx, and from two copies
 *    behind nginx (Debian's, round robin, keep-alive to the copies, as docs/operations.md's block), in turn,
 *    BENCH_SECONDS each (15) after BENCH_WARMUP s (10) of each, BENCH_ROUNDS rounds (2), BENCH_CONNECTIONS (64),
 *    Accept-Encoding: br and a browser's User-Agent. Each copy one process, its leads in one PostgreSQL (fsync on).
 *    requests/s, latency, errors, and the CPU time per request of the copies and of nginx: where the time goes.
 * 2. A form post: one copy with its leads in SQLite (synchronous=FULL) and one with them in PostgreSQL on this
 *    machine (fsync on), BENCH_POSTS contact forms (300) one after another, then as many 8 at a time: the time
 *    from the request to its 303 (the lead committed before it), p50, p90, p99.
 * 3. The store alone: BENCH_POSTS leads inserted one after another into a SQLite file and into that PostgreSQL, as a
 *    form post's handler does (the lead and its delivery in one transaction, committed): p50, p90, p99.
 * Both copies of part 1 and the two of part 2 run the build in dist/, as npm start does. BENCH_PARTS=1,2,3 (all)
 * runs only those parts.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { issueTicket } from '../server/leads/intake/form-ticket';
import { openPostgresStore } from '../server/leads/store/postgres-store';
import { openSqliteStore } from '../server/leads/store/sqlite-store';
import type { LeadStore } from '../server/leads/store/types';
import { childPids, cpuMs, freePort, machineNote, percentile, printTable, requireBuild } from './bench-util';
import { startNginx } from './nginx-server';
import { startPostgres } from './postgres-server';
import { serveBuild, sitemapPaths } from './serve-build';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const POSTS = Number(process.env.BENCH_POSTS ?? 300);
const FORM_SECRET = 'bench-copies-form-secret';
const PARTS = new Set((process.env.BENCH_PARTS ?? '1,2,3').split(','));
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

requireBuild();
const postgres = await startPostgres({ fsync: true });
const started: { stop: () => void; child: ChildProcess }[] = [];
/** The copies' DATA_DIRs and the stores of part 3, removed at the end. */
const folders: string[] = [];
const folder = (prefix: string) => {
  folders.push(mkdtempSync(join(tmpdir(), prefix)));
  return folders.at(-1)!;
};
/** A copy of the site, one process, on a port of its own, its leads where `store` says. */
async function copy(store: Record<string, string>) {
  const server = await serveBuild(await freePort(), {
    env: { DATA_DIR: folder('mcp-bench-copy-'), LEADS_FORM_SECRET: FORM_SECRET, LEADS_RATE_LIMIT: 'off', TRUST_PROXY: 'loopback', DIGEST: 'off', ...store },
  });
  started.push(server);
  return server;
}
const portOf = (base: string) => Number(new URL(base).port);

try {
  console.log(machineNote());
  // --- 1. pages: one copy, one copy behind nginx, two copies behind nginx
  if (PARTS.has('1')) {
    const [a, b] = [await copy({ DATABASE_URL: postgres.url }), await copy({ DATABASE_URL: postgres.url })];
    const [one, two] = [await freePort(), await freePort()];
    const upstream = (name: string, bases: string[]) =>
      `upstream ${name} {\n${bases.map((base) => `    server 127.0.0.1:${portOf(base)} max_fails=2 fail_timeout=10s;`).join('\n')}\n    keepalive 32;\n}`;
    const server = (port: number, name: string) => `server {
      listen 127.0.0.1:${port};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      location / { proxy_pass http://${name}; }
      location /assets/ { proxy_pass http://${name}; proxy_next_upstream error timeout http_404; }
  }`;
    const nginx = await startNginx([upstream('one', [a.base]), upstream('two', [a.base, b.base]), server(one, 'one'), server(two, 'two')].join('\n'), { listen: [one, two], workers: 'auto' });
    try {
      const paths = await sitemapPaths(a.base);
      const targets = [
        { name: 'one copy, straight', url: a.base, copies: [a] },
        { name: 'one copy behind nginx', url: `http://127.0.0.1:${one}`, copies: [a] },
        { name: 'two copies behind nginx', url: `http://127.0.0.1:${two}`, copies: [a, b] },
      ];
      const load = (url: string, duration: number) => {
        let turn = 0;
        return autocannon({
          url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'br', 'user-agent': BROWSER },
          requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length]! }) }],
        });
      };
      console.log(`\n1. ${paths.length} pages of the sitemap, ${CONNECTIONS} connections, ${SECONDS} s a run after ${WARMUP} s of warm-up, ${ROUNDS} rounds`);
      for (const target of targets) await load(target.url, WARMUP);
      const rows: (string | number)[][] = [];
      const nginxPids = () => [nginx.pid, ...childPids(nginx.pid)];
      for (let round = 1; round <= ROUNDS; round++) {
        for (const target of targets) {
          const cpu = () => ({ copies: target.copies.reduce((sum, c) => sum + cpuMs(c.child.pid!), 0), nginx: nginxPids().reduce((sum, pid) => sum + cpuMs(pid), 0) });
          const before = cpu();
          const r = await load(target.url, SECONDS);
          const after = cpu();
          const per = (ms: number) => Number((ms / r.requests.total).toFixed(2));
          rows.push([round, target.name, Math.round(r.requests.average), r.latency.p50, r.latency.p99, r.errors + r.non2xx, per(after.copies - before.copies), target.url === a.base ? '-' : per(after.nginx - before.nginx)]);
        }
      }
      printTable(['round', 'served by', 'req/s', 'p50 ms', 'p99 ms', 'errors + non-2xx', 'copies CPU ms/req', 'nginx CPU ms/req'], rows);
      const { rows: [connections] } = await (async () => {
        const pg = (await import('pg')).default;
        const client = new pg.Client(postgres.url);
        await client.connect();
        try {
          return await client.query<{ n: number; max: string }>("SELECT count(*)::int AS n, current_setting('max_connections') AS max FROM pg_stat_activity WHERE backend_type = 'client backend'");
        } finally {
          await client.end();
        }
      })();
      console.log(`PostgreSQL connections open after the runs: ${connections!.n} (this one included) of max_connections ${connections!.max}`);
    } finally {
      await nginx.stop();
  }
  for (const server of started.splice(0)) {
    const exited = once(server.child, 'exit');
    server.stop();
    await exited;
  }
  }

  // --- 2. a form post: SQLite against PostgreSQL
  if (PARTS.has('2')) {
    console.log(`\n2. contact form posts, ${POSTS} one after another, then ${POSTS} 8 at a time; ms from the request to its 303`);
    const postRows: (string | number)[][] = [];
    for (const [name, store] of [['SQLite (synchronous=FULL)', {}], ['PostgreSQL (fsync on, same machine)', { DATABASE_URL: postgres.url }]] as const) {
      const site = await copy(store);
      const post = async () => {
        const { id, token } = issueTicket(FORM_SECRET, Date.now() - 3_000);
        const body = new URLSearchParams({ name: 'Jordan Ladner', email: 'jordan@example.com', phone: '228-555-0100', business: '', message: 'Dual pricing, please.', website: '', submissionId: id, formToken: token });
        const t = performance.now();
        const res = await fetch(`${site.base}/contact`, { method: 'POST', body, redirect: 'manual' });
        await res.arrayBuffer();
        if (res.status !== 303) throw new Error(`a post answered ${res.status}`);
        return performance.now() - t;
      };
      for (let i = 0; i < 20; i++) await post(); // warm
      for (const together of [1, 8]) {
        const times: number[] = [];
        const worker = async () => {
          while (times.length < POSTS) times.push(await post());
        };
        await Promise.all(Array.from({ length: together }, worker));
        times.sort((x, y) => x - y);
        postRows.push([name, together, ...[0.5, 0.9, 0.99].map((p) => Number(percentile(times, p * 100).toFixed(1)))]);
      }
      const exited = once(site.child, 'exit');
      site.stop();
      started.splice(started.indexOf(site), 1);
      await exited;
  }
  printTable(['store', 'at a time', 'p50 ms', 'p90 ms', 'p99 ms'], postRows);
  }

  // --- 3. the store alone
  if (PARTS.has('3')) {
    console.log(`\n3. ${POSTS} leads inserted one after another, each with a webhook delivery, committed; ms per insert`);
    const rows: (string | number)[][] = [];
    const stores: [string, () => Promise<LeadStore>][] = [
      ['SQLite (synchronous=FULL)', async () => openSqliteStore(join(folder('mcp-bench-store-'), 'leads.db'))],
      ['PostgreSQL (fsync on, same machine)', () => openPostgresStore(postgres.url)],
    ];
    for (const [name, open] of stores) {
      const store = await open();
      const insert = async () => {
        const t = performance.now();
        await store.insert({
          id: randomUUID(), kind: 'contact', receivedAt: new Date(), spam: false, sealedTaxId: null, destinations: ['webhook'],
          fields: { name: 'Jordan Ladner', email: 'jordan@example.com', phone: '228-555-0100', business: '', message: 'Dual pricing, please.' },
        });
        return performance.now() - t;
      };
      for (let i = 0; i < 20; i++) await insert();
      const times: number[] = [];
      for (let i = 0; i < POSTS; i++) times.push(await insert());
      times.sort((x, y) => x - y);
      rows.push([name, ...[0.5, 0.9, 0.99].map((p) => Number(percentile(times, p * 100).toFixed(2)))]);
      await store.close();
    }
    printTable(['store', 'p50 ms', 'p90 ms', 'p99 ms'], rows);
  }
  console.log(`(at the end: ${machineNote()})`);
} finally {
  for (const server of started) server.stop();
  postgres.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
