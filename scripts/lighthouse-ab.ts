/**
 * Lighthouse (mobile) A/B: this build against another build of the site (LH_BASE, the root of a
 * worktree with its own `npm run build`), run by run alternating in one sitting, so a shared
 * machine's noise falls on both alike. Prints every run and the medians.
 *   LH_BASE=/work/wt-base npm run audit:lighthouse-ab     (LH_RUNS, default 5; LH_PAGES as audit:lighthouse)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../tests/e2e/chromium';
import { freePort, machineNote, median, printTable, requireBuild } from './bench-util';
import { SERVER_NODE_FLAGS } from './serve-build';

const PAGES = process.env.LH_PAGES?.split(',') ?? ['/', '/solutions/pos-systems', '/industries/restaurants', '/articles/reducing-processing-fees', '/contact', '/apply', '/fee-calculator'];
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 5));
const BASE = process.env.LH_BASE;
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

if (!BASE) throw new Error('LH_BASE must name the root of the other build (a worktree with dist/ built)');
requireBuild();

/** Starts one build's server from its own folder; resolves with its origin. */
async function serve(root: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/index.js'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'lh-ab-')), NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', WEB_CONCURRENCY: '1', SITE_URL: base },
    stdio: 'inherit',
  });
  for (let attempt = 0; !(await fetch(base).then(() => true, () => false)); attempt++) {
    if (attempt > 100) throw new Error(`the build in ${root} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop: () => child.kill() };
}

interface Lhr { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> }

async function lighthouse(url: string): Promise<Lhr> {
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const out = join(profile, 'report.json');
  try {
    await new Promise<void>((done, fail) => {
      const child = spawn('node_modules/.bin/lighthouse', [url, '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${profile}`], {
        env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: 'ignore',
      });
      child.on('error', fail).on('close', (code) => (code === 0 ? done() : fail(new Error(`lighthouse exited ${code}`))));
    });
    return JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const servers = { before: await serve(BASE), after: await serve(process.cwd()) };
console.log(`Lighthouse 12.2.3 mobile, ${RUNS} runs a page and build, alternating before/after; before = ${BASE}\n${machineNote()}\n`);
type Row = { page: string; build: string; run: number; tbt: number; lcp: number; scores: number[] };
const rows: Row[] = [];
try {
  for (const page of PAGES) {
    for (let run = 1; run <= RUNS; run++) {
      // Alternate which build goes first, so neither always follows the other.
      const order = run % 2 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const build of order) {
        // One retry: a run can fail on its own (Chrome's start on a busy machine).
        const lhr = await lighthouse(servers[build].base + page).catch(() => lighthouse(servers[build].base + page));
        rows.push({
          page, build, run,
          tbt: lhr.audits['total-blocking-time']!.numericValue!, lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
          scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
        });
      }
    }
    const of = (build: string) => rows.filter((r) => r.page === page && r.build === build);
    console.log(`${page}: TBT before ${of('before').map((r) => Math.round(r.tbt)).join(' ')} | after ${of('after').map((r) => Math.round(r.tbt)).join(' ')}`);
  }
} finally {
  servers.before.stop();
  servers.after.stop();
}

console.log('\nEvery run (TBT and LCP in ms; scores perf/a11y/best-practices/SEO):');
printTable(['page', 'build', 'run', 'TBT', 'LCP', 'scores'], rows.map((r) => [r.page, r.build, r.run, Math.round(r.tbt), Math.round(r.lcp), r.scores.join('/')]));
console.log('\nMedians:');
printTable(
  ['page', 'TBT before', 'TBT after', 'max TBT after', 'LCP before', 'LCP after', 'lowest score after'],
  PAGES.map((page) => {
    const of = (build: string) => rows.filter((r) => r.page === page && r.build === build);
    const med = (build: string, pick: (r: Row) => number) => Math.round(median(of(build).map(pick)));
    return [page, med('before', (r) => r.tbt), med('after', (r) => r.tbt), Math.round(Math.max(...of('after').map((r) => r.tbt))), med('before', (r) => r.lcp), med('after', (r) => r.lcp), Math.min(...of('after').flatMap((r) => r.scores))];
  }),
);
console.log(`(at the end: ${machineNote()})`);
