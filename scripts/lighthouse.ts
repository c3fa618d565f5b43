/**
 * Lighthouse (CLI, Debian's Chromium) on seven key pages, mobile and desktop,
 * median of LH_RUNS runs (default 3: throttling is simulated, so runs vary).
 * LH_PAGES=/,/contact audits other pages (comma-separated paths).
 *   npm run build && npm run audit:lighthouse
 * Prints the scores and metrics table, writes it as JSON (LH_REPORT, default
 * <tmp>/lighthouse-report.json), and lists each page's failing audits once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../tests/e2e/chromium';
import { freePort, machineNote, median, printTable, requireBuild, watchBuild } from './bench-util';
import { serveBuild } from './serve-build';

const PAGES = process.env.LH_PAGES?.split(',') ?? ['/', '/solutions/pos-systems', '/industries/restaurants', '/articles/reducing-processing-fees', '/contact', '/apply', '/fee-calculator'];
const ALL_FORM_FACTORS = ['mobile', 'desktop'] as const;
/** LH_FORM_FACTORS=mobile audits one form factor only. */
const FORM_FACTORS = ALL_FORM_FACTORS.filter((f) => (process.env.LH_FORM_FACTORS?.split(',') ?? ALL_FORM_FACTORS).includes(f));
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const REPORT = process.env.LH_REPORT ?? join(tmpdir(), 'lighthouse-report.json');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/** The parts of a Lighthouse result (LHR) read here. */
interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  errorMessage?: string;
  details?: { items?: { node?: { selector?: string; snippet?: string }; url?: string }[] };
}
interface Lhr {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, Audit>;
}

type FormFactor = (typeof ALL_FORM_FACTORS)[number];
type Failure = { category: string; title: string; scores: number[]; where: Set<string>; detail: string; items: string[] };

/** One Lighthouse CLI run in a fresh Chromium profile; resolves with its report. */
async function lighthouse(url: string, formFactor: FormFactor, out: string): Promise<Lhr> {
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const args = [url, '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${profile}`];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  try {
    const stderr = await new Promise<string>((done, fail) => {
      const child = spawn('node_modules/.bin/lighthouse', args, { env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk));
      child.on('error', fail).on('close', (code) => (code === 0 ? done(err) : fail(new Error(`lighthouse exited ${code}: ${err.slice(-500)}`))));
    });
    const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.message} ${stderr.slice(-300)}`);
    return lhr;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

requireBuild();
const port = await freePort();
// Canonical URLs and the sitemap then name the audited origin, as they do in production.
process.env.SITE_URL = `http://127.0.0.1:${port}`;
const buildChanged = watchBuild();
const server = await serveBuild(port);
const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-runs-'));
console.log(`Lighthouse 12.2.3, ${RUNS} run(s) per page and form factor, medians; raw reports in ${outDir}`);
console.log(machineNote() + '\n');

const rows: Record<string, string | number | null>[] = [];
const failures = new Map<string, Map<string, Failure>>(); // page → audit id → failure
const erroredAudits = new Map<string, string>(); // audit id → Lighthouse's error message
try {
  for (const page of PAGES) {
    const pageFailures = new Map<string, Failure>();
    failures.set(page, pageFailures);
    for (const formFactor of FORM_FACTORS) {
      const lhrs: Lhr[] = [];
      for (let run = 0; run < RUNS; run++) {
        const out = join(outDir, `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '--')}-${formFactor}-${run + 1}.json`);
        // One retry: a run can fail for reasons of its own (Chrome showing an interstitial, a busy machine).
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            lhrs.push(await lighthouse(server.base + page, formFactor, out));
            break;
          } catch (err) {
            console.error(`${page} ${formFactor} run ${run + 1} attempt ${attempt} failed: ${(err as Error).message.trim()}`);
            // Chrome reports a refused connection as an "interstitial": stop rather than audit an error page.
            if (!(await fetch(server.base).then(() => true, () => false))) {
              throw new Error('the built server stopped answering (was dist/ rebuilt or removed while it ran?): no results', { cause: err });
            }
          }
        }
      }
      // Median of each metric on its own (not the median run).
      const med = (pick: (lhr: Lhr) => number | null | undefined) => {
        const values = lhrs.map(pick).filter((v): v is number => typeof v === 'number');
        return values.length ? median(values) : null;
      };
      const row: Record<string, string | number | null> = { page, formFactor, runs: lhrs.length };
      for (const c of CATEGORIES) row[c] = med((l) => (l.categories[c]?.score == null ? null : l.categories[c]!.score! * 100));
      row.lcpMs = med((l) => l.audits['largest-contentful-paint']?.numericValue);
      row.cls = med((l) => l.audits['cumulative-layout-shift']?.numericValue);
      row.tbtMs = med((l) => l.audits['total-blocking-time']?.numericValue);
      rows.push(row);
      console.log(`done: ${page} ${formFactor} (${lhrs.length}/${RUNS} runs)`);

      for (const lhr of lhrs) {
        const categoryOf = new Map(Object.entries(lhr.categories).flatMap(([name, c]) => c.auditRefs.map((ref) => [ref.id, name] as const)));
        for (const audit of Object.values(lhr.audits)) {
          // An audit Lighthouse could not run has no score: it is listed apart, once for all pages.
          if (audit.scoreDisplayMode === 'error') erroredAudits.set(audit.id, audit.errorMessage ?? '');
          if (['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode)) continue;
          if (audit.score === null || audit.score >= 1) continue;
          const failure = pageFailures.get(audit.id) ?? {
            category: categoryOf.get(audit.id) ?? '-', title: audit.title, scores: [], where: new Set<string>(), detail: audit.displayValue ?? '',
            items: (audit.details?.items ?? []).slice(0, 3).map((i) => i.node?.snippet ?? i.node?.selector ?? i.url ?? '').filter(Boolean),
          };
          failure.scores.push(audit.score ?? 0);
          failure.where.add(formFactor);
          pageFailures.set(audit.id, failure);
        }
      }
    }
  }
} finally {
  server.stop();
}

const fmt = (v: string | number | null | undefined, digits = 0) => (typeof v === 'number' ? Number(v.toFixed(digits)) : (v ?? 'n/a'));
console.log();
printTable(
  ['page', 'form factor', 'perf', 'a11y', 'best-pr.', 'seo', 'LCP ms', 'CLS', 'TBT ms'],
  rows.map((r) => [r.page!, r.formFactor!, fmt(r.performance), fmt(r.accessibility), fmt(r['best-practices']), fmt(r.seo), fmt(r.lcpMs), fmt(r.cls, 3), fmt(r.tbtMs)]),
);

console.log('\nFailing audits (score < 1; informative, not-applicable and manual audits left out), each page once,\nwith the score range, the form factors and in how many of the page\'s runs it failed:');
const failureJson: Record<string, unknown[]> = {};
for (const [page, audits] of failures) {
  const list = [...audits].sort(([, a], [, b]) => a.category.localeCompare(b.category));
  failureJson[page] = list.map(([id, f]) => ({ id, ...f, where: [...f.where] }));
  console.log(`\n${page}${list.length ? '' : ': none'}`);
  for (const [id, f] of list) {
    const runs = `${f.scores.length}/${RUNS * FORM_FACTORS.length} runs`;
    console.log(`  [${f.category}] ${id} — ${f.title} (score ${Math.min(...f.scores)}–${Math.max(...f.scores)}; ${[...f.where].join('+')}; ${runs})${f.detail ? ` ${f.detail}` : ''}`);
    for (const item of f.items) console.log(`      ${item.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
}

if (erroredAudits.size) {
  // Seen with Chromium 156: Lighthouse 12.2.3's trace engine reads PipelineReporter events this Chromium no longer writes.
  console.log('\nAudits Lighthouse could not run (no score, so not counted above; a tool error, not a finding about the page):');
  for (const [id, message] of erroredAudits) console.log(`  ${id}: ${message}`);
}

buildChanged();
writeFileSync(REPORT, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows, failingAudits: failureJson, erroredAudits: Object.fromEntries(erroredAudits) }, null, 2));
console.log(`\nTable written as JSON to ${REPORT}`);
