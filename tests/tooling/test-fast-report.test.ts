/**
 * npm run test:fast's closing line names each failing check's files (scripts/failing-files.ts), read
 * from what tsc, ESLint and Vitest print or report when each really runs on a file with a mistake.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { failingFiles } from '../../scripts/failing-files';

/** Runs a tool of node_modules/.bin in `cwd`; resolves with what it printed, whatever its exit code. */
async function output(bin: string, args: string[], cwd: string) {
  const run = promisify(execFile)(resolve('node_modules/.bin', bin), args, { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  return run.then(({ stdout, stderr }) => stdout + stderr, (error: { stdout: string; stderr: string }) => error.stdout + error.stderr);
}

// Each test runs its tool as a process of its own, on files of its own: side by side, not one after another.
describe.concurrent('the files test:fast names as failing', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'test-fast-'));
  const report = join(dir, 'vitest.json');
  const namers = failingFiles(report);

  it('are those tsc reports an error in, plain or --pretty', async () => {
    writeFileSync(join(dir, 'typed.ts'), 'export const n: number = "seven";\n');
    writeFileSync(join(dir, 'fine.ts'), 'export const m: number = 7;\n');
    // As test:fast runs it, in the folder it names files from.
    const runs = await Promise.all(['true', 'false'].map((pretty) => output('tsc', ['--noEmit', '--strict', '--pretty', pretty, 'typed.ts', 'fine.ts'], dir)));
    for (const printed of runs) expect(namers.tsc!(stripVTControlCharacters(printed)), printed).toEqual(['typed.ts']);
  });

  it('are those ESLint reports a problem in', async () => {
    writeFileSync(join(dir, 'linted.js'), 'const unused = 1;\n');
    writeFileSync(join(dir, 'clean.js'), 'export const used = 1;\n');
    const printed = await output('eslint', ['--no-config-lookup', '--rule', 'no-unused-vars: error', 'linted.js', 'clean.js'], dir);
    expect(namers.eslint!(printed)).toEqual([relative('.', join(dir, 'linted.js'))]);
  });

  it('are the test files Vitest reports failed', async () => {
    writeFileSync(join(dir, 'broken.test.js'), "test('fails', () => { expect(1).toBe(2); });\n");
    writeFileSync(join(dir, 'sound.test.js'), "test('passes', () => { expect(1).toBe(1); });\n");
    await output('vitest', ['run', '--root', dir, '--globals', '--reporter=json', `--outputFile.json=${report}`], dir);
    expect(namers.vitest!('')).toEqual([relative('.', join(dir, 'broken.test.js'))]);
  });
});
