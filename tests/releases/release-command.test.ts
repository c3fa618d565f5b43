/**
 * `npm run release` in a real git checkout made for the test (a clone of this one), with one full build per
 * file: the release of HEAD is made, checked and switched live; a broken commit is refused at its build with
 * the live release untouched and its folder gone; the modules of a release with the same lock are hard links;
 * `list`; `rollback` to a named release and to the one before; a restart that cannot run switches `current` back.
 *
 * There is no booted systemd in npm test (test:systemd runs the real one): the command's two calls to it go
 * through PATH, where the test puts a `systemctl` that does those two things for a site the test runs for real
 * (`show magnolia-site.socket -p Listen`: its address; `restart magnolia-site.service`: stop the process, start
 * `node dist/server/index.js` in `current` again, with the .env there, as the unit does), and a `sudo` that
 * allows only what the sudoers line of docs/going-live.md allows.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layout, type Release } from '../../server/releases/layout';
import { installModules } from '../../server/releases/modules';
import { prune } from '../../server/releases/prune';
import { run } from '../support/site-copy';

const CLI = resolve('server/releases/cli.ts');
const TSX = resolve('node_modules/.bin/tsx');

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

let base: string;
let state: string;
let bin: string;
let livePort: number;
const SITE_URL = 'https://www.magnolia-release-test.example';

/** `npm run release -- ARGS` in the checkout, with the test's systemctl and sudo first on PATH (or `path` instead). */
const release = (args: string[], path = `${bin}:${process.env.PATH}`) => run(base, process.execPath, [TSX, CLI, ...args], { PATH: path });
const live = async () => (await fetch(`http://127.0.0.1:${livePort}/readyz`)).json() as Promise<{ status: string; release?: string | null }>;
const restarts = () => (existsSync(join(state, 'restarts')) ? readFileSync(join(state, 'restarts'), 'utf8').split('\n').filter(Boolean).length : 0);
const sh = (script: string) => `#!/bin/sh\n${script.trim()}\n`;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'release-checkout-'));
  state = mkdtempSync(join(tmpdir(), 'release-systemd-'));
  bin = join(state, 'bin');
  mkdirSync(bin);
  mkdirSync(join(state, 'data'), { mode: 0o700 });
  execFileSync('git', ['clone', '--quiet', '--local', resolve('.'), base]);
  // The checkout's installed modules, as `npm ci` leaves them there (here: this checkout's, by a link).
  symlinkSync(resolve('node_modules'), join(base, 'node_modules'));
  return freePort().then((port) => {
    livePort = port;
    // The live settings, as docs/going-live.md writes them (mode 600: the server refuses a file others may change).
    writeFileSync(join(base, '.env'), `SITE_URL=${SITE_URL}\nHOST=127.0.0.1\nPORT=${port}\nDATA_DIR=${join(state, 'data')}\nLOG_LEVEL=warn\n`, { mode: 0o600 });
    // sudo: only the sudoers line's one command, as the deploy user's sudo -n would.
    writeFileSync(join(bin, 'sudo'), sh(`
[ "$*" = "-n systemctl restart magnolia-site.service" ] || { echo "sudo: a password is required" >&2; exit 1; }
shift; exec "$@"`), { mode: 0o755 });
    writeFileSync(join(bin, 'systemctl'), sh(`
set -e
case "$*" in
"show magnolia-site.socket -p Listen") echo "Listen=127.0.0.1:${port} (Stream)" ;;
"restart magnolia-site.service")
  echo restart >> '${state}/restarts'
  if [ -f '${state}/pid' ]; then
    pid=$(cat '${state}/pid'); kill "$pid" 2>/dev/null || true
    while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
  fi
  cd '${base}/current'
  env -i PATH="$PATH" NODE_ENV=production '${process.execPath}' dist/server/index.js >> '${state}/log' 2>&1 < /dev/null &
  echo $! > '${state}/pid' ;;
*) echo "systemctl $*: not what the release command asks" >&2; exit 1 ;;
esac`), { mode: 0o755 });
  });
});

afterAll(() => {
  if (existsSync(join(state, 'pid'))) {
    try {
      process.kill(Number(readFileSync(join(state, 'pid'), 'utf8')));
    } catch {
      // ended already
    }
  }
  rmSync(base, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

describe('npm run release', () => {
  let first: Release;

  it('makes HEAD a release: each step one line, checked on a spare port, then switched live and named by /readyz', { timeout: 240_000 }, async () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: base, encoding: 'utf8' }).trim();
    const { code, output } = await release([]);
    expect(output, output).toMatch(/^commit: HEAD is [0-9a-f]{7} .+ \(\d+\.\d s\)$/m);
    expect(code, output).toBe(0);
    const steps = [...output.matchAll(/^(\w+): .* \(\d+\.\d s\)$/gm)].map((m) => m[1]);
    expect(steps).toEqual(['commit', 'live', 'folder', 'modules', 'build', 'check', 'switch', 'prune']);
    expect(output).toMatch(/^modules: hard links to the checkout's \(same package-lock\.json\)/m);
    expect(output).toMatch(/^check: \d+ pages of the sitemap, \d+ scripts and styles, \/readyz/m);
    [first] = layout(base).list() as [Release];
    expect(first.commit).toBe(head);
    expect(first.name).toMatch(new RegExp(`^\\d{8}-\\d{6}-${head.slice(0, 7)}$`));
    expect(output).toContain(`Release ${first.name} is live`);
    expect(readlinkSync(join(base, 'current'))).toBe(`releases/${first.name}`);
    expect(readlinkSync(join(base, 'current/.env'))).toBe('../../.env');
    expect(restarts()).toBe(1);
    expect(await live()).toEqual({ status: 'ok', release: first.name });
    // The live site's own address in its canonicals (from .env's SITE_URL), on the port the socket names.
    expect(await (await fetch(`http://127.0.0.1:${livePort}/contact`)).text()).toContain(`<link rel="canonical" href="${SITE_URL}/contact"`);
  });

  it('refuses a commit whose build fails, at the build step, with its modules linked from the live release, the folder removed, `current` untouched', { timeout: 120_000 }, async () => {
    const article = 'src/content/articles/release-test.md';
    writeFileSync(join(base, article), '---\ntitle: No Category\nexcerpt: An article the build refuses, as it lacks a category.\ndate: 2026-09-14\n---\n\nText.\n');
    execFileSync('git', ['add', article], { cwd: base });
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'An article without a category'], { cwd: base });
    const { code, output } = await release(['make', 'HEAD']);
    expect(code, output).toBe(1);
    expect(output).toMatch(new RegExp(`^modules: hard links to releases/${first.name}'s \\(same package-lock\\.json\\)`, 'm'));
    expect(output).toMatch(/^The release stopped at step build: npm run build failed:$/m);
    expect(output).toContain(`${article}:1: category: is required`);
    expect(output).toContain('`current` and the live site are as they were.');
    // The half-made folder is gone, not merely left without its release.json.
    expect(readdirSync(join(base, 'releases'))).toEqual([first.name]);
    expect(readlinkSync(join(base, 'current'))).toBe(`releases/${first.name}`);
    expect(restarts()).toBe(1);
    expect((await live()).release).toBe(first.name);
  });

  it('links a release\'s modules to a kept release\'s files when the lock is the same (the same inodes), and leaves tools\' caches out', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'release-modules-'));
    try {
      cpSync(join(base, 'package-lock.json'), join(folder, 'package-lock.json'));
      const from = layout(base).folder(first.name);
      mkdirSync(join(from, 'node_modules/.vite'), { recursive: true });
      expect(await installModules(folder, [from], base)).toBe(`hard links to releases/${first.name}'s (same package-lock.json)`);
      for (const file of ['react/package.json', 'vite/package.json']) {
        expect(statSync(join(folder, 'node_modules', file)).ino).toBe(statSync(join(from, 'node_modules', file)).ino);
      }
      expect(existsSync(join(folder, 'node_modules/.vite'))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  describe('with a second kept release', () => {
    // Made by hand from the first (rollback builds nothing): an older one, of another commit.
    let older: Release;
    beforeAll(() => {
      const parent = execFileSync('git', ['rev-parse', 'HEAD~2'], { cwd: base, encoding: 'utf8' }).trim();
      const subject = execFileSync('git', ['log', '-1', '--format=%s', parent], { cwd: base, encoding: 'utf8' }).trim();
      older = { name: `20200101-000000-${parent.slice(0, 7)}`, commit: parent, subject, committedAt: '2020-01-01T00:00:00Z', builtAt: '2020-01-01T00:00:00Z' };
      execFileSync('cp', ['-al', layout(base).folder(first.name), layout(base).folder(older.name)]);
      rmSync(join(layout(base).folder(older.name), 'release.json'));
      writeFileSync(join(layout(base).folder(older.name), 'release.json'), JSON.stringify(older));
    });

    it('lists the kept releases newest first, with commit, date, subject, and the live one marked', async () => {
      const { code, output } = await release(['list']);
      expect(code, output).toBe(0);
      const lines = output.trimEnd().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(new RegExp(`^live  ${first.name}  ${first.commit.slice(0, 7)}  ${first.committedAt.slice(0, 10)}  `));
      expect(lines[0]).toContain(first.subject.slice(0, 40));
      expect(lines[1]).toBe(`      ${older.name}  ${older.commit.slice(0, 7)}  2020-01-01  ${older.subject.length > 60 ? `${older.subject.slice(0, 59)}…` : older.subject}`);
    });

    it('refuses to roll back to a name that is not a kept release', async () => {
      const { code, output } = await release(['rollback', '20991231-000000-abcdef0']);
      expect(code).toBe(1);
      expect(output).toContain('The release stopped at step choose: 20991231-000000-abcdef0 is not a kept release');
      expect(readlinkSync(join(base, 'current'))).toBe(`releases/${first.name}`);
    });

    it('switches `current` back when the restart cannot be run (no sudo rule for it), and says so', async () => {
      // systemctl as before, but no sudo of the test's: this machine's, if any, has no rule for the restart.
      const noRule = join(state, 'no-rule');
      mkdirSync(noRule, { recursive: true });
      if (!existsSync(join(noRule, 'systemctl'))) symlinkSync(join(bin, 'systemctl'), join(noRule, 'systemctl'));
      const { code, output } = await release(['rollback'], `${noRule}:${process.env.PATH}`);
      expect(code, output).toBe(1);
      expect(output).toMatch(/^The release stopped at step switch: sudo /m);
      expect(output).toContain(`\`current\` switched back to ${first.name}, but its restart failed too`);
      expect(readlinkSync(join(base, 'current'))).toBe(`releases/${first.name}`);
      expect((await live()).release).toBe(first.name);
    });

    it('rolls back to the release before the live one, then to a named one, with no build, each live when it ends', { timeout: 120_000 }, async () => {
      const back = await release(['rollback']);
      expect(back.code, back.output).toBe(0);
      expect(back.output).toMatch(new RegExp(`^choose: ${older.name} \\(live: ${first.name}\\)`, 'm'));
      expect(back.output).not.toMatch(/^build:/m);
      expect(readlinkSync(join(base, 'current'))).toBe(`releases/${older.name}`);
      expect((await live()).release).toBe(older.name);

      const named = await release(['rollback', first.name]);
      expect(named.code, named.output).toBe(0);
      expect(named.output).toContain(`Release ${first.name} is live`);
      expect(readlinkSync(join(base, 'current'))).toBe(`releases/${first.name}`);
      expect((await live()).release).toBe(first.name);
    });
  });
});

describe('keeping releases', () => {
  it('keeps the newest N, and always the live one and the one live before it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-prune-'));
    try {
      const names = ['20260101-000000-aaaaaaa', '20260102-000000-bbbbbbb', '20260103-000000-ccccccc', '20260104-000000-ddddddd', '20260105-000000-eeeeeee'];
      for (const name of names) {
        mkdirSync(join(dir, 'releases', name), { recursive: true });
        writeFileSync(join(dir, 'releases', name, 'release.json'), JSON.stringify({ name, commit: 'f'.repeat(40), subject: '', committedAt: '', builtAt: '' }));
      }
      // Not a release: a folder being made has no release.json yet.
      mkdirSync(join(dir, 'releases', '20260106-000000-fffffff'));
      const removed = prune(layout(dir), 2, ['20260101-000000-aaaaaaa', undefined]);
      expect(removed.sort()).toEqual(['20260102-000000-bbbbbbb', '20260103-000000-ccccccc']);
      expect(layout(dir).list().map((r) => r.name)).toEqual(['20260105-000000-eeeeeee', '20260104-000000-ddddddd', '20260101-000000-aaaaaaa']);
      expect(existsSync(join(dir, 'releases', '20260106-000000-fffffff'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
