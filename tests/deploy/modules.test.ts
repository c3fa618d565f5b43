/**
 * deploy/modules, the server's install (ADR 049), run with the real npm on this machine in projects made here of
 * packages packed here (`file:` tarballs: no registry): what it installs, which install scripts it runs (each
 * script of these packages writes a mark of its own when it runs), what it prints, and what --check says.
 * The install command and the release command run it as it is; the site's own install is proven by
 * `npm run test:systemd`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MODULES = resolve('deploy/modules');

/** The packed packages (beside the projects, which name them `file:../NAME-VERSION.tgz`) and the projects. */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-modules-'));
  for (const [name, version] of [['better-sqlite3', '1.0.0'], ['better-sqlite3', '1.0.1'], ['scripted', '1.0.0'], ['scripted', '1.0.1'], ['test-tool', '1.0.0']] as const) pack(name, version);
  // A native module whose build fails, as better-sqlite3's does on a server without a compiler.
  pack('better-sqlite3', '2.0.0', 'console.error("gyp ERR! stack Error: not found: make"); process.exit(1)');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Packs NAME@VERSION into `dir` with an install script: by default one that leaves its name in the folder $MARKS
 * when it runs. better-sqlite3's also builds its binding, as the real one does: build/Release/binding.json, for
 * this Node's ABI, which its constructor needs (deploy/modules builds it when `new Database(":memory:")` fails).
 */
function pack(name: string, version: string, script = `require("fs").writeFileSync(process.env.MARKS + "/${name}", "ran")`) {
  // A package's tarball as npm packs it: its files under package/.
  const source = join(dir, `src-${name}-${version}`, 'package');
  mkdirSync(source, { recursive: true });
  const native = name === 'better-sqlite3';
  const build = 'fs.mkdirSync("build/Release", { recursive: true }); fs.writeFileSync("build/Release/binding.json", JSON.stringify({ abi: process.versions.modules }))';
  const install = native ? `const fs = require("fs"); ${script}; ${build}` : script;
  writeFileSync(join(source, 'package.json'), JSON.stringify({ name, version, main: 'index.js', scripts: { install: `node -e '${install}'` } }));
  writeFileSync(join(source, 'index.js'), native
    ? `module.exports = function Database() {\n  if (require('./build/Release/binding.json').abi !== process.versions.modules) throw new Error('built for another Node');\n  return { close() {} };\n};\n`
    : `module.exports = '${version}';\n`);
  execFileSync('tar', ['-czf', join(dir, `${name}-${version}.tgz`), '-C', join(source, '..'), 'package']);
}

const npm = (cwd: string, ...args: string[]) => execFileSync('npm', [...args, '--ignore-scripts', '--no-audit', '--no-fund', '--offline'], { cwd, stdio: 'pipe' });

/**
 * A project as the site's: better-sqlite3 (the one script the server runs) and another dependency with a script,
 * a devDependency (a test tool) with one too; package.json's allowScripts lets every one of them run, as npm 11
 * reads it, so that only deploy/modules itself can keep them from running. Its lock file made by npm, nothing
 * installed; `marks`, empty, where the scripts that run leave their names.
 */
function project(name: string, { native = '1.0.0', scripted = '1.0.0' } = {}) {
  const site = join(dir, name);
  mkdirSync(join(site, 'marks'), { recursive: true });
  const tarball = (name: string, version: string) => `file:../${name}-${version}.tgz`;
  writeFileSync(join(site, 'package.json'), JSON.stringify({
    name: 'site',
    private: true,
    dependencies: { 'better-sqlite3': tarball('better-sqlite3', native), scripted: tarball('scripted', scripted) },
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

  it('--from DIR: starts from DIR\'s modules as hard links, npm changing only what the lock changed and never a file of DIR\'s; builds the native module only when the one there does not load', { timeout: 120_000 }, async () => {
    const kept = project('kept');
    expect((await modules(kept)).code).toBe(0);
    const binding = 'node_modules/better-sqlite3/build/Release/binding.json';
    const inode = (site: string, file: string) => statSync(join(site, file)).ino;
    // The same site after a pull that changed one package in the lock.
    const next = project('next', { scripted: '1.0.1' });
    expect(await modules(next, '--from', kept)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(join(next, 'node_modules/scripted/index.js'), 'utf8')).toContain('1.0.1');
    expect(readFileSync(join(kept, 'node_modules/scripted/index.js'), 'utf8')).toContain('1.0.0');
    // The native module unchanged: its build is kept's (the same file), and no install script ran.
    expect(inode(next, binding)).toBe(inode(kept, binding));
    expect(inode(next, 'node_modules/better-sqlite3/index.js')).toBe(inode(kept, 'node_modules/better-sqlite3/index.js'));
    expect(readdirSync(join(next, 'marks'))).toEqual([]);
    for (const site of [kept, next]) expect((await modules(site, '--check')).code, site).toBe(0);

    // A new version of the native module: built, in a folder of its own.
    const native = project('native', { native: '1.0.1' });
    expect((await modules(native, '--from', kept)).code).toBe(0);
    expect(readdirSync(join(native, 'marks'))).toEqual(['better-sqlite3']);
    expect(inode(native, binding)).not.toBe(inode(kept, binding));

    // Node upgraded since kept's build (its binding no longer loads): built again, and kept's build left as it was.
    writeFileSync(join(kept, binding), JSON.stringify({ abi: '0' }));
    const upgraded = project('upgraded');
    expect((await modules(upgraded, '--from', kept)).code).toBe(0);
    expect(readdirSync(join(upgraded, 'marks'))).toEqual(['better-sqlite3']);
    expect(JSON.parse(readFileSync(join(kept, binding), 'utf8'))).toEqual({ abi: '0' });

    // From a developer's install, devDependencies too: they are left out.
    const full = project('full');
    npm(full, 'ci', '--include=dev');
    const server = project('server');
    expect((await modules(server, '--from', full)).code).toBe(0);
    expect(existsSync(join(full, 'node_modules/test-tool'))).toBe(true);
    expect(existsSync(join(server, 'node_modules/test-tool'))).toBe(false);
    expect(readdirSync(join(server, 'marks'))).toEqual(['better-sqlite3']);
  });

  it('prints npm\'s error lines when the install fails (the native module\'s build), and nothing of its progress', { timeout: 60_000 }, async () => {
    const site = project('fails', { native: '2.0.0' });
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
