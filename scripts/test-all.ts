/**
 * npm test: every check, each step one of package.json's scripts. Types, lint and the build first,
 * side by side (each spends part of its time waiting on the disk or on one core), then the Vitest
 * projects, the Nu HTML Checker and the browser tests on that one build. Stops at the first step that
 * fails. Each step's wall time and the two test runners' JSON reports go to test-results/timings/,
 * which `npm run test:timings` prints as a table, slowest first (scripts/test-timings.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TIMINGS_DIR, timingsReport, type StepTiming } from './test-timings';

const vitestReport = join(TIMINGS_DIR, 'vitest.json');
const playwrightReport = resolve(TIMINGS_DIR, 'playwright.json');

interface Step { name: string; args?: string[]; env?: NodeJS.ProcessEnv }
const phases: Step[][] = [
  [{ name: 'typecheck' }, { name: 'lint' }, { name: 'build' }],
  [{ name: 'test:unit', args: ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`] }],
  [{ name: 'check:html' }],
  [{ name: 'test:e2e', args: ['--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport } }],
];

const timings: StepTiming[] = [];
const save = () => writeFileSync(join(TIMINGS_DIR, 'steps.json'), `${JSON.stringify(timings, null, 2)}\n`);

/** Runs `npm run NAME`; alone, its output streams; beside others, it is printed whole when it ends, so no two interleave. */
function run({ name, args = [], env = {} }: Step, alone: boolean) {
  return new Promise<boolean>((done) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', name, ...(args.length ? ['--', ...args] : [])], {
      env: { ...process.env, ...env },
      stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      timings.push({ name, seconds, ok });
      save();
      process.stdout.write(`${alone ? '' : `\n── ${name} ──\n${Buffer.concat(output).toString()}`}\n── ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} after ${seconds.toFixed(1)} s ──\n`);
      done(ok);
    });
  });
}

rmSync(TIMINGS_DIR, { recursive: true, force: true });
mkdirSync(TIMINGS_DIR, { recursive: true });
const started = performance.now();
let ok = true;
for (const phase of phases) {
  const results = await Promise.all(phase.map((step) => run(step, phase.length === 1)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
timings.push({ name: 'npm test', seconds: (performance.now() - started) / 1000, ok });
save();
console.log(`\n${timingsReport()}\n\nnpm test ${ok ? 'passed' : 'FAILED'}`);
process.exitCode = ok ? 0 : 1;
