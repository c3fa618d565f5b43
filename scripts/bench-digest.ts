/**
 * How long the weekly digest takes to make: its figures from a store of two weeks of counts and
 * leads, and its picture (satori lays it out, resvg draws it), the first drawing (fonts read) and
 * the median of the next ones.
 *   npx tsx scripts/bench-digest.ts            (BENCH_RUNS, default 10)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { digestFigures } from '../server/observe/digest/figures';
import { drawPicture } from '../server/observe/digest/picture';
import { openSqliteStore } from '../server/leads/store/sqlite-store';
import { machineNote } from './bench-util';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'bench-digest-')), 'leads.db'));
for (let i = 0; i < 14; i++) {
  const day = new Date(Date.parse('2026-11-16') + i * 86_400_000).toISOString().slice(0, 10);
  await store.visitorSalt(day);
  await store.addPageViews([{ day, page: '/', views: 400 + i, prefetches: 20 }, { day, page: '/contact', views: 60, prefetches: 5 }]);
  await store.addVisitors(Array.from({ length: 150 + 10 * i }, (_, v) => [{ day, page: '', hash: `v${v}` }, { day, page: '/', hash: `v${v}` }]).flat());
  for (let l = 0; l < i % 4; l++) {
    await store.insert({ id: crypto.randomUUID(), kind: 'contact', receivedAt: new Date(`${day}T1${l}:00:00Z`), spam: false, fields: { email: 'a@example.com' }, sealedTaxId: null, destinations: [], source: { page: '/' } });
  }
}
const ms = (start: number) => performance.now() - start;
let start = performance.now();
// As on the Monday it is sent: the whole week.
const figures = await digestFigures(store, '2026-W48', '2026-11-23', '2026-11-30');
const figuresMs = ms(start);
start = performance.now();
await drawPicture(figures);
const firstMs = ms(start);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  start = performance.now();
  await drawPicture(figures);
  times.push(ms(start));
}
times.sort((a, b) => a - b);
console.log(`figures ${figuresMs.toFixed(1)} ms; picture: first ${firstMs.toFixed(0)} ms, then median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}) over ${RUNS} runs`);
console.log(machineNote());
await store.close();
