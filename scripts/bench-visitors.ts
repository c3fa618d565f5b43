/**
 * What counting costs per view in one process, with and without visitors: `count()` on a request as
 * Express gives it (a browser's User-Agent, one address; then many addresses), into a real SQLite
 * store, the salt already read. For beside bench:load, whose requests/s a shared machine moves more.
 *   npx tsx scripts/bench-visitors.ts          (BENCH_VIEWS, default 200000)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'express';
import { pino } from 'pino';
import { openSqliteStore } from '../server/leads/store/sqlite-store';
import { countPageViews } from '../server/observe/page-views';
import { machineNote } from './bench-util';

const VIEWS = Number(process.env.BENCH_VIEWS ?? 200_000);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'bench-visitors-')), 'leads.db'));
const logger = pino({ level: 'silent' });
const request = (ip: string) => ({ method: 'GET', ip, get: (name: string) => (name === 'user-agent' ? UA : undefined), socket: {} }) as unknown as Request;

async function run(label: string, visitors: boolean, addresses: number) {
  const counter = countPageViews({ store: visitors ? store : { addPageViews: (c) => store.addPageViews(c) }, logger, writeEveryMs: 3_600_000, maxHashes: 1_000_000 });
  const requests = Array.from({ length: addresses }, (_, i) => request(`203.0.${i >> 8}.${i & 255}`));
  counter.count(requests[0]!, '/');
  await counter.write(); // the day's salt read, as after a server's first view
  const start = process.hrtime.bigint();
  for (let i = 0; i < VIEWS; i++) counter.count(requests[i % addresses]!, i % 3 ? '/' : '/contact');
  const ns = Number(process.hrtime.bigint() - start) / VIEWS;
  const writeStart = performance.now();
  await counter.stop();
  console.log(`${label.padEnd(44)} ${(ns / 1000).toFixed(2)} µs per view; its write ${(performance.now() - writeStart).toFixed(0)} ms`);
}

await run('views only (as with no visitor methods)', false, 1);
await run('views and visitors, one client (a flood)', true, 1);
await run('views and visitors, 5,000 addresses', true, 5_000);
console.log(`${VIEWS} views each; ${machineNote()}`);
await store.close();
