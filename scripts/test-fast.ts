/**
 * npm run test:fast, the edit loop: types, lint, and the unit and HTTP tests against the dev app
 * (TEST_APP=dev: no build, no browser), the three side by side rather than one after the other.
 * Each one's output is printed whole as it ends; the exit code is 1 if any of them failed.
 * Type checking and lint keep caches in node_modules/.cache, so a rerun checks again only what
 * changed (`rm -rf node_modules/.cache` starts afresh); `npm test` runs them all without caches.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { failingFiles } from './failing-files';

const cache = 'node_modules/.cache';
const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

/** Vitest's own account of each file's result, read for the closing line (the terminal keeps its usual report). */
const vitestReport = `${cache}/test-fast/vitest.json`;
const fileNamers = failingFiles(vitestReport);

const checks: { name: string; bin: string; args: string[]; env?: NodeJS.ProcessEnv }[] = [
  {
    name: 'typecheck',
    bin: 'tsc',
    args: ['-p', '.', '--incremental', '--tsBuildInfoFile', `${cache}/tsc/tsbuildinfo`, ...(process.stdout.isTTY ? ['--pretty'] : [])],
  },
  {
    name: 'lint',
    bin: 'eslint',
    // By content, not modification time: a checkout that rewrites files unchanged lints nothing again.
    args: ['--max-warnings=0', '--cache', '--cache-strategy', 'content', '--cache-location', `${cache}/eslint/`, '.'],
  },
  {
    name: 'unit and HTTP tests against the dev app',
    bin: 'vitest',
    args: [
      // The files of one worker share its modules, as in npm test (`isolate: false` in vite.config.ts).
      // One project of the two (VITEST_ONE_PROJECT below, vite.config.ts).
      'run', '--project', 'unit and http',
      // tsc and eslint share the cores meanwhile, and so may four other people's work: a test that
      // renders many pages, or a hook that starts a server, can outlast vitest's defaults (5 s, 10 s)
      // many times over without anything being wrong. A test that hangs still fails, a minute on.
      '--testTimeout=60000',
      '--hookTimeout=120000',
      // The usual report, and one in JSON for the closing line's list of failing files.
      '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`,
    ],
    // At least two workers, also on two cores: page-views.test.ts spends seconds waiting for the lead
    // command it runs through tsx, time in which the other files can run. Not --maxWorkers, which Vitest
    // 4.1 does not pass on to projects (vitest-dev/vitest#11051): each project kept vite.config.ts's three,
    // and a third worker imports the site, its Vite server and its files again (about 18 of 106 CPU
    // seconds, 2026-11-28). VITEST_MAX_WORKERS is read for every project.
    env: { TEST_APP: 'dev', VITEST_ONE_PROJECT: '1', VITEST_MAX_WORKERS: String(Math.max(2, availableParallelism() - 1)) },
  },
];

rmSync(vitestReport, { force: true });
const started = performance.now();
const results = await Promise.all(
  checks.map(
    ({ name, bin, args, env }) =>
      /** Resolves with the files the check failed on ([] when it passed); undefined when it failed without naming one. */
      new Promise<string[] | undefined>((done) => {
        const output: Buffer[] = [];
        const child = spawn(resolve('node_modules/.bin', bin), args, { env: { ...process.env, ...color, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
        let finished = false;
        const finish = (ok: boolean, why: string) => {
          if (finished) return;
          finished = true;
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n── ${name} (${bin}): ${why} after ${seconds} s ──\n`);
          process.stdout.write(Buffer.concat(output));
          const files = ok ? [] : [...new Set(fileNamers[bin]!(stripVTControlCharacters(Buffer.concat(output).toString())))];
          done(ok ? [] : files.length ? files : undefined);
        };
        child.on('error', (err) => finish(false, `could not start (${err.message})`));
        child.on('close', (code, signal) => finish(code === 0, code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`));
      }),
  ),
);

const failed = checks.flatMap(({ name }, i) => (results[i]?.length === 0 ? [] : [results[i]?.length ? `${name} (${results[i]!.join(', ')})` : name]));
process.stdout.write(`\n${failed.length ? `test:fast FAILED: ${failed.join('; ')}` : 'test:fast passed'}\n`);
process.exitCode = failed.length ? 1 : 0;
