/**
 * npm run test:timings: where the last `npm test` spent its time, slowest first. Reads what that run
 * left in test-results/timings/ (scripts/test-all.ts): each step's wall time, Vitest's JSON report
 * and Playwright's. Vitest's figure for a file is the span its JSON report gives it (startTime to endTime,
 * in its worker, after the file was imported); Playwright's is the sum of its tests' times (two workers
 * run a file's tests side by side, so a file has no wall time of its own), with the retries of any test
 * that needed one listed apart.
 * `npm run test:timings -- DIR` reads another folder holding the same three files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const TIMINGS_DIR = 'test-results/timings';

export interface StepTiming { name: string; seconds: number; ok: boolean }
interface VitestReport { testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[] }
interface PlaywrightResult { duration: number; retry: number; status: string }
interface PlaywrightSuite { file: string; title: string; specs?: { title: string; tests: { projectName: string; results: PlaywrightResult[] }[] }[]; suites?: PlaywrightSuite[] }
interface PlaywrightReport { suites: PlaywrightSuite[]; stats: { duration: number } }

const readJson = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);

/** A table in Markdown, so that it can go into docs/development.md as printed. */
function table(head: string[], rows: (string | number)[][]) {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

const s = (seconds: number) => seconds.toFixed(1);

export function timingsReport(dir = TIMINGS_DIR) {
  const out: string[] = [];
  const steps = readJson<StepTiming[]>(join(dir, 'steps.json'));
  if (steps) {
    out.push(`### Steps of npm test (wall time)\n`);
    out.push(table(['step', 's', ''], [...steps].sort((a, b) => b.seconds - a.seconds).map((step) => [step.name, s(step.seconds), step.ok ? '' : 'FAILED'])));
    const total = steps.find((step) => step.name === 'npm test');
    if (total) out.push(`\nnpm test: ${s(total.seconds)} s`);
  }

  const vitest = readJson<VitestReport>(join(dir, 'vitest.json'));
  const files: [string, string, number, number][] = [];
  for (const file of vitest?.testResults ?? []) {
    files.push([relative('.', file.name), 'vitest', (file.endTime - file.startTime) / 1000, file.assertionResults.length]);
  }
  const playwright = readJson<PlaywrightReport>(join(dir, 'playwright.json'));
  const retried: string[] = [];
  const failed: string[] = [];
  const perFile = new Map<string, { seconds: number; tests: number }>();
  const walk = (suite: PlaywrightSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const entry = perFile.get(file) ?? { seconds: 0, tests: 0 };
        entry.tests += 1;
        entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        perFile.set(file, entry);
        const name = `${file} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]`;
        if (test.results.length > 1) retried.push(`${name}: ${test.results.map((r) => r.status).join(', ')}`);
        else if (['failed', 'timedOut'].includes(test.results[0]?.status ?? '')) failed.push(`${name}: ${test.results[0]!.status}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
  };
  for (const suite of playwright?.suites ?? []) walk(suite, join('tests/e2e', suite.file), []);
  for (const [file, { seconds, tests }] of perFile) files.push([file, 'playwright (sum of tests)', seconds, tests]);

  if (files.length) {
    out.push(`\n### Test files, slowest first\n`);
    out.push(table(['file', 'runner', 's', 'tests'], files.sort((a, b) => b[2] - a[2]).map(([file, runner, seconds, tests]) => [file, runner, s(seconds), tests])));
  }
  if (playwright) {
    out.push(`\nPlaywright: ${s(playwright.stats.duration / 1000)} s wall; ${retried.length ? `retried:\n${retried.map((r) => `- ${r}`).join('\n')}` : 'no test needed a retry.'}`);
    if (failed.length) out.push(`Failed:\n${failed.map((f) => `- ${f}`).join('\n')}`);
  }
  if (!out.length) out.push(`Nothing in ${dir}: run npm test first.`);
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(timingsReport(process.argv[2]));
