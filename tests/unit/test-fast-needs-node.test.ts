/**
 * The owner's quick check, `npm run test:fast` (the `unit` and `http` projects against the dev app), runs on a
 * laptop with Node alone: no test of theirs that it runs starts a program from Debian (nginx, promtool,
 * systemd-analyze, PostgreSQL, Chromium, libfaketime…). Checks of the server's files that need one are the
 * `deploy` project's (tests/deploy/, npm test only); an HTTP test of the built server that needs one is skipped
 * against the dev app (`describe.skipIf(againstDev)`), as everything the build alone makes is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Programs a machine with Node alone lacks, as a test would name them to start them. */
const OUTSIDE = [
  // bash too: a laptop's PATH may hold only Node and the basic commands (npm itself needs no more than sh).
  'bash', 'nginx', 'promtool', 'systemd-analyze', 'systemd-socket-activate', 'systemd-nspawn', 'debootstrap', 'chromium',
  'faketime', 'libfaketime', 'initdb', 'pg_ctl', 'postgres', 'psql', 'openssl',
];
const named = new RegExp(`['"\`/](${OUTSIDE.join('|')})(?:MT\\.so\\.1)?['"\`]`);

/** The test files of a folder, this one left out (it names the programs to look for them). */
const filesOf = (folder: string) =>
  readdirSync(folder)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name))
    .filter((file) => resolve(file) !== fileURLToPath(import.meta.url));

/** The outside programs a file names, itself or through the tests/support modules it imports. */
function programsNamed(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const supports = [...text.matchAll(/from '(\.\.\/support\/[^']+)'/g)].map((m) => resolve(dirname(file), `${m[1]}.ts`));
  return [file, ...supports].flatMap((source) => {
    const match = named.exec(readFileSync(source, 'utf8'));
    return match ? [match[1]!] : [];
  });
}

/** Whether every test of the file is in a block skipped against the dev app. */
function skippedAgainstDev(file: string): boolean {
  const text = readFileSync(file, 'utf8');
  const topLevel = [...text.matchAll(/^(describe|it|test)(\.[\w.]+)?(\([^\n]*)?/gm)].map((m) => m[0]);
  return topLevel.length > 0 && topLevel.every((line) => line.startsWith('describe.skipIf(againstDev)'));
}

describe('npm run test:fast needs Node alone', () => {
  it('no unit test starts a program from outside Node', () => {
    expect(filesOf('tests/unit').filter((file) => programsNamed(file).length > 0)).toEqual([]);
  });

  it('an HTTP test that starts one is skipped against the dev app, as test:fast runs it', () => {
    const needing = filesOf('tests/http').filter((file) => programsNamed(file).length > 0);
    expect(needing.length).toBeGreaterThan(0); // the rule below is checked on real files, not vacuously
    expect(needing.filter((file) => !skippedAgainstDev(file))).toEqual([]);
  });
});
