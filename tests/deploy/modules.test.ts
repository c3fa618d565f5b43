/**
 * deploy/modules, the server's install (ADR 046), run with the real npm on this machine in projects made here of
 * packages packed here (`file:` tarballs: no registry): what it installs, which install scripts it runs (each
 * script of these packages writes a mark of its own when it runs), what it prints, and what --check says.
 * The install command and the release command run it as it is; the site's own install is proven by
 * `npm run test:systemd`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MODULES = resolve('deploy/modules');

/** The packed packages (beside the projects, which name them `file:../NAME-VERSION.tgz`) and the projects. */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-modules-'));
  for (const [name, version] of [['better-sqlite3', '1.0.0'], ['scripted', '1.0.0'], ['scripted', '1.0.1'], ['test-tool', '1.0.0']] as const) pack(name, version);
  // A native module whose build fails, as better-sqlite3's does on a server without a compiler.
  pack('better-sqlite3', '2.0.0', 'console.error("gyp ERR! stack Error: not found: make"); process.exit(1)');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Packs NAME@VERSION into `dir` with an install script: by default one that leaves its name in the folder $MARKS
 * when it runs.
 */
function pack(name: string, version: string, script = `require("fs").writeFileSync(process.env.MARKS + "/${name}", "ran")`) {
  // A package's tarball as npm packs it: its files under package/.
  const source = join(dir, `src-${name}-${version}`, 'package');
  mkdirSync(source, { recursive: true });
  writeFileSync(join(source, 'package.json'), JSON.stringify({ name, version, main: 'index.js', scripts: { install: `node -e '${script}'` } }));
  writeFileSync(join(source, 'index.js'), `module.exports = '${version}';\n`);
  execFileSync('tar', ['-czf', join(dir, `${name}-${version}.tgz`), '-C', join(source, '..'), 'package']);
}

const npm = (cwd: string, ...args: string[]) => execFileSync('npm', [...args, '--ignore-scripts', '--no-audit', '--no-fund', '--offline'], { cwd, stdio: 'pipe' });

/**
 * A project as the site's: better-sqlite3 (the one script the server runs) and another dependency with a script,
 * a devDependency (a test tool) with one too; package.json's allowScripts lets every one of them run, as npm 11
 * reads it, so that only deploy/modules itself can keep them from running. Its lock file made by npm, nothing
 * installed; `marks`, empty, where the scripts that run leave their names.
 */
function project(name: string, nativeVersion = '1.0.0') {
  const site = join(dir, name);
  mkdirSync(join(site, 'marks'), { recursive: true });
  const tarball = (name: string, version: string) => `file:../${name}-${version}.tgz`;
  writeFileSync(join(site, 'package.json'), JSON.stringify({
    name: 'site',
    private: true,
    dependencies: { 'better-sqlite3': tarball('better-sqlite3', nativeVersion), scripted: tarball('scripted', '1.0.0') },
    devDependencies: { 'test-tool': tarball('test-tool', '1.0.0') },
    allowScripts: { 'better-sqlite3': true, scripted: true, 'test-tool': true },
  }));
  npm(site, 'install', '--package-lock-only');
  return site;
}

/** deploy/modules ARGS in `cwd` (scripts mark `cwd/marks`): its exit code, stdout and stderr. */
function modules(cwd: string, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(MODULES, args, { cwd, env: { ...process.env, MARKS: join(cwd, 'marks') } }, (error, stdout, stderr) => {
      done({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('deploy/modules', () => {
  it('installs the dependencies and no devDependency, runs no install script but better-sqlite3\'s, and prints nothing', { timeout: 60_000 }, async () => {
    const site = project('installs');
    expect(await modules(site)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readdirSync(join(site, 'node_modules')).filter((name) => !name.startsWith('.')).sort()).toEqual(['better-sqlite3', 'scripted']);
    expect(readdirSync(join(site, 'marks'))).toEqual(['better-sqlite3']);
    expect(await modules(site, '--check')).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('--check: 1, silently, when the lock changed since (a pull), when a package on disk is not the lock\'s, when nothing is installed; 0 for a full install', { timeout: 60_000 }, async () => {
    const site = project('checks');
    expect(await modules(site, '--check')).toEqual({ code: 1, stdout: '', stderr: '' });
    expect((await modules(site)).code).toBe(0);
    // The developer's install, devDependencies too, holds the server's.
    npm(site, 'ci', '--include=dev');
    expect(existsSync(join(site, 'node_modules/test-tool'))).toBe(true);
    expect(await modules(site, '--check')).toEqual({ code: 0, stdout: '', stderr: '' });
    // Another folder's node_modules, against this folder's lock (what the release command asks of a donor).
    expect((await modules(site, '--check', join(site, 'marks'))).code).toBe(1);
    expect((await modules(site, '--check', site)).code).toBe(0);
    // A package.json rewritten on disk after npm installed it.
    writeFileSync(join(site, 'node_modules/scripted/package.json'), JSON.stringify({ name: 'scripted', version: '0.9.0' }));
    expect((await modules(site, '--check')).code).toBe(1);
    // A pull that changed only the lock: npm's record still says what was installed before.
    expect((await modules(site)).code).toBe(0);
    npm(site, 'install', '--package-lock-only', 'scripted@file:../scripted-1.0.1.tgz');
    expect(await modules(site, '--check')).toEqual({ code: 1, stdout: '', stderr: '' });
  });

  it('prints npm\'s error lines when the install fails (the native module\'s build), and nothing of its progress', { timeout: 60_000 }, async () => {
    const site = project('fails', '2.0.0');
    const failed = await modules(site);
    expect(failed.code).not.toBe(0);
    expect(failed.stdout).toBe('');
    expect(failed.stderr).toMatch(/^npm (error|ERR!) /m);
    expect(failed.stderr).toContain('gyp ERR! stack Error: not found: make');
    // Lines, not a terminal's redraws, and a few of them.
    expect(failed.stderr).not.toContain('\r');
    expect(failed.stderr).not.toContain('\u001b[');
    expect(failed.stderr.trimEnd().split('\n').length).toBeLessThan(20);
  });

  it('refuses a folder without package-lock.json, and an option it does not know', async () => {
    expect(await modules(dir)).toEqual({ code: 2, stdout: '', stderr: `magnolia-site-modules: no package-lock.json in ${dir}\n` });
    const site = project('refuses');
    expect((await modules(site, '--all')).code).toBe(2);
  });
});
