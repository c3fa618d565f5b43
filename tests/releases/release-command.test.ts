/**
 * The release command's parts (server/releases/), in a real git checkout made for the test (a clone of this one),
 * with one full build per file: a commit made into a checked release (its tree, its modules as hard links, its
 * build, its check on a spare port by the release's own server); a broken commit refused at its build, its folder
 * removed; the check refusing a missing island chunk; list, the lock, rollback's choice, pruning; the switch put
 * back when the restart cannot be run; and the command itself where it needs no systemd.
 *
 * Nothing stands in for systemd or sudo: the restart and the live address are theirs alone, so `npm run
 * test:systemd` makes releases live and rolls back under a real systemd. Here the real `sudo -n systemctl
 * restart` fails (this machine has no sudo, or no rule for it, or no booted systemd), and the switch's way back
 * is tested with that real failure.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRelease } from '../../server/releases/check';
import { filesChanged, MANIFEST, recordFiles } from '../../server/releases/files';
import { layout as layoutOf, NAME, releaseText, type Layout, type Release } from '../../server/releases/layout';
import { listReleases } from '../../server/releases/list';
import { BUSY_EXIT, lockReleases } from '../../server/releases/lock';
import { prepareRelease } from '../../server/releases/make';
import { holds, installModules } from '../../server/releases/modules';
import { prune } from '../../server/releases/prune';
import { rollbackTarget } from '../../server/releases/rollback';
import { endChildren } from '../../server/releases/run';
import { commitOf, extractTree } from '../../server/releases/source';
import { StepFailed } from '../../server/releases/steps';
import { pointCurrent, switchTo } from '../../server/releases/switch';
import { WATCH_FILE } from '../../server/releases/watch';
import { checkedBlock, DEPLOY_USER, runBlock } from '../support/doc-blocks';
import { run } from '../support/site-copy';

const CLI = resolve('server/releases/cli.ts');
/** Node's flags that run TypeScript as `npm run release` does (tsx's loader in the process, no tsx between). */
const TSX = ['--import', resolve('node_modules/tsx/dist/loader.mjs')];
const SITE_URL = 'https://www.magnolia-release-test.example';

/** The site's folder, as on a server: the checkout in it, and the releases beside the checkout. */
let home: string;
let base: string;
let layout: Layout;

/** `npm run release -- ARGS` in the checkout, as the operator runs it: its exit code and everything it printed. */
const release = (args: string[]) => run(base, process.execPath, [...TSX, CLI, ...args]);
const git = (...args: string[]) => execFileSync('git', args, { cwd: base, encoding: 'utf8' }).trim();

/** Runs `work`, keeping what it prints on stdout (the steps' lines, the operator's view) instead of printing it. */
async function printed<T>(work: () => Promise<T>) {
  const write = process.stdout.write;
  let output = '';
  process.stdout.write = ((chunk: string | Uint8Array) => ((output += String(chunk)), true)) as typeof process.stdout.write;
  try {
    const value = await work();
    return { output, value };
  } catch (error) {
    return { output, error: error as Error };
  } finally {
    process.stdout.write = write;
  }
}

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'release-site-'));
  base = join(home, 'checkout');
  execFileSync('git', ['clone', '--quiet', '--local', resolve('.'), base]);
  // The checkout's installed modules, as `npm ci` leaves them there (here: this checkout's, by a link).
  symlinkSync(resolve('node_modules'), join(base, 'node_modules'));
  // The live settings, as docs/going-live.md writes them: the check reads SITE_URL from them.
  writeFileSync(join(base, '.env'), `SITE_URL=${SITE_URL}\n`, { mode: 0o600 });
  // Not committed: a release holds the commit's tree, never the working copy.
  writeFileSync(join(base, 'not-committed.txt'), 'only in the working copy\n');
  layout = layoutOf(base);
});

afterAll(() => rmSync(home, { recursive: true, force: true }));

// First: endChildren waits for every program this process started, and a test before could leave one running.
describe('the tree of a commit (git archive piped to tar)', () => {
  /** The programs this process started that run `name` (its threads' children, /proc/PID/task/TID/children). */
  const children = (name: string) =>
    readdirSync(`/proc/${process.pid}/task`)
      .flatMap((task) => readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
        } catch {
          return false;
        }
      });

  it('fails, and lets a stop wait for its programs, when tar ends half-way (as Ctrl-C ends it): git\'s output unread never holds the command open', { timeout: 60_000 }, async () => {
    const folder = join(home, 'tree-cut-short');
    try {
      const tree = extractTree(base, 'HEAD', folder).then(() => 'extracted', (error: Error) => error.message);
      // A terminal's Ctrl-C reaches git and tar at once; here in the order that once left the command waiting for
      // ever (one quiet run in several): tar held still, so git's output fills the pipes (the tree is megabytes);
      // git ended first (Node then reads on what it had written, into a tar that takes no more), then tar.
      const [[git], [tar]] = [children('git'), children('tar')];
      expect([git, tar], 'git and tar started').not.toContain(undefined);
      process.kill(tar!, 'SIGSTOP');
      await new Promise((wait) => setTimeout(wait, 300));
      process.kill(git!, 'SIGINT');
      await new Promise((wait) => setTimeout(wait, 300));
      process.kill(tar!, 'SIGKILL');
      expect(await tree).toMatch(/^git archive \| tar failed/);
      // What the command does on a stop: end its programs and wait for each (ran for ever: Node's exit 13).
      const stopped = await Promise.race([endChildren('SIGTERM').then(() => 'every program ended'), new Promise((wait) => setTimeout(wait, 10_000, 'still waiting after 10 s'))]);
      expect(stopped).toBe('every program ended');
      expect(children('git')).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('making a release (no switch)', () => {
  let first: Release;

  it('makes HEAD a checked release: the commit\'s tree, modules as hard links to the checkout\'s, its build, its check by its own server on a spare port, its .env, its files recorded', { timeout: 480_000 }, async () => {
    const head = await commitOf(base, 'HEAD');
    expect(head.commit).toBe(git('rev-parse', 'HEAD'));
    const { output, value: name, error } = await printed(() => prepareRelease(layout, head));
    expect(error, output).toBeUndefined();
    expect(name).toMatch(NAME);
    expect(name!.endsWith(`-${head.commit.slice(0, 7)}`)).toBe(true);
    expect([...output.matchAll(/^(\w+): .* \(\d+\.\d s\)$/gm)].map((m) => m[1])).toEqual(['folder', 'modules', 'build', 'check', 'files']);
    expect(output).toMatch(/^modules: hard links to checkout's \(it holds what package-lock\.json says\)/m);
    expect(output).toMatch(/^check: \d+ pages of the sitemap, \d+ scripts and styles they name, a page with a query, a form post stored once, \/readyz, on port \d+/m);
    const folder = layout.folder(name!);
    // The commit's tree, file for file, and nothing of the working copy's.
    for (const file of git('ls-tree', '-r', '--name-only', 'HEAD').split('\n')) expect(existsSync(join(folder, file)), file).toBe(true);
    expect(existsSync(join(folder, 'not-committed.txt'))).toBe(false);
    // The modules: the checkout's own files (the same inodes), not copies.
    for (const file of ['react/package.json', 'vite/package.json']) {
      expect(statSync(join(folder, 'node_modules', file)).ino).toBe(statSync(join(realpathSync(join(base, 'node_modules')), file)).ino);
    }
    expect(existsSync(join(folder, 'dist/server/index.js'))).toBe(true);
    expect(readlinkSync(join(folder, '.env'))).toBe('../../checkout/.env');
    // Its files as its check left them, recorded last but for release.json, which the record lists.
    const recorded = readFileSync(join(folder, MANIFEST), 'utf8').trimEnd().split('\n');
    expect(output).toMatch(new RegExp(`^files: ${recorded.length} files recorded in releases/${name}/${MANIFEST} `, 'm'));
    expect(recorded).toContain('link  ./.env -> ../../checkout/.env');
    expect(recorded.filter((line) => / {2}\.\/(release\.json|dist\/server\/index\.js|node_modules\/react\/package\.json)$/.test(line))).toHaveLength(3);
    expect(await filesChanged(folder)).toEqual({ unrecorded: false, changed: [], files: recorded.length });
    [first] = layout.list() as [Release];
    expect(first).toMatchObject({ name, commit: head.commit, subject: head.subject, committedAt: head.committedAt });
    expect(Date.parse(first.builtAt)).not.toBeNaN();
    // Made, not switched: there was no live release, and there is none.
    expect(layout.live()).toBeUndefined();
  });

  it('refuses a commit whose build fails, at the build step, naming the file and line; the folder is removed, `current` untouched', { timeout: 120_000 }, async () => {
    pointCurrent(layout, first.name);
    const article = 'src/content/articles/release-test.md';
    writeFileSync(join(base, article), '---\ntitle: No Category\nexcerpt: An article that exists only in a test of the release command, which the build refuses for its missing category.\ndate: 2026-09-14\n---\n\nText.\n');
    git('add', article);
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'An article without a category');
    const broken = await commitOf(base, 'HEAD');
    const { output, error } = await printed(() => prepareRelease(layout, broken));
    expect(error).toBeInstanceOf(StepFailed);
    expect((error as StepFailed).step).toBe('build');
    expect(error!.message).toMatch(/^npm run build failed:$/m);
    expect(error!.message).toContain(`${article}:1: category: is required`);
    // The modules came from the kept release (same lock), before the checkout's.
    expect(output).toMatch(new RegExp(`^modules: hard links to releases/${first.name}'s \\(it holds what package-lock\\.json says\\)`, 'm'));
    // The half-made folder is gone, not merely left without its release.json.
    expect(readdirSync(layout.releases)).toEqual([first.name]);
    expect(readlinkSync(layout.current)).toBe(`releases/${first.name}`);
  });

  it('checks every script the pages name, the islands\' chunks too: one that is gone (with its .br and .gz) refuses the release', { timeout: 60_000 }, async () => {
    // The only release there is: no other one could serve the file in its place.
    const assets = join(layout.folder(first.name), 'dist/client/assets');
    const chunk = readdirSync(assets).find((name) => /^contact-form-.*\.js$/.test(name))!;
    for (const variant of ['', '.br', '.gz']) renameSync(join(assets, chunk + variant), join(assets, `away-${chunk}${variant}`));
    try {
      await expect(checkRelease(layout.folder(first.name), SITE_URL)).rejects.toThrow(`/assets/${chunk} (named by the pages) answered 404`);
    } finally {
      for (const variant of ['', '.br', '.gz']) renameSync(join(assets, `away-${chunk}${variant}`), join(assets, chunk + variant));
    }
  });

  /** Runs `work` with the release's built server changed (its bundled code, as a bug in a commit would be), then puts it back. */
  async function withBrokenServer(from: string, to: string, work: () => Promise<void>) {
    const server = join(layout.folder(first.name), 'dist/server');
    const files = readdirSync(server, { recursive: true, encoding: 'utf8' }).map((name) => join(server, name)).filter((path) => path.endsWith('.js') && readFileSync(path, 'utf8').includes(from));
    expect(files, `the built server holds ${from}`).not.toEqual([]);
    const originals = files.map((file) => readFileSync(file, 'utf8'));
    files.forEach((file, i) => writeFileSync(file, originals[i]!.replace(from, to)));
    try {
      await work();
    } finally {
      files.forEach((file, i) => writeFileSync(file, originals[i]!));
    }
  }

  it('sends the contact form to its throwaway store: a release whose form post fails is refused', { timeout: 60_000 }, () =>
    // The e-mail column read as JSON: the store opens and every page answers, but storing a lead fails.
    withBrokenServer('VALUES (?, ?, ?, ?, ?, ?', 'VALUES (?, ?, ?, ?, json(?), ?', async () => {
      await expect(checkRelease(layout.folder(first.name), SITE_URL)).rejects.toThrow(/the form post to \/contact answered 5\d\d, not 303/);
    }));

  it('sends the contact form twice with one ticket (a double click): a release that stores it twice is refused', { timeout: 60_000 }, () =>
    // A resend taken for another form sent with the same id: every page and each post answers as before, the store holds two.
    withBrokenServer('? "repeat" : "conflict"', '? "conflict" : "conflict"', async () => {
      await expect(checkRelease(layout.folder(first.name), SITE_URL)).rejects.toThrow('the contact form, sent twice with one ticket, left 2 leads in the check\'s store, not 1');
    }));

  describe('with a second kept release', () => {
    // An older one, of another commit: its release.json is all that listing, choosing and switching read of it.
    let older: Release;
    beforeAll(() => {
      const parent = git('rev-parse', 'HEAD~2');
      older = { name: `20200101-000000-${parent.slice(0, 7)}`, commit: parent, subject: git('log', '-1', '--format=%s', parent), committedAt: '2020-01-01T00:00:00Z', builtAt: '2020-01-01T00:00:00Z' };
      mkdirSync(layout.folder(older.name));
      writeFileSync(join(layout.folder(older.name), 'release.json'), JSON.stringify(older));
      pointCurrent(layout, first.name);
    });

    it('lists the kept releases newest first, with commit, date, subject, and the live one marked (npm run release -- list)', async () => {
      const { code, output } = await release(['list']);
      expect(code, output).toBe(0);
      expect(output).toBe(`${listReleases(layout)}\n`);
      const lines = output.trimEnd().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(new RegExp(`^live  ${first.name}  ${first.commit.slice(0, 7)}  ${first.committedAt.slice(0, 10)}  `));
      expect(lines[0]).toContain(first.subject.slice(0, 40));
      expect(lines[1]).toBe(`      ${older.name}  ${older.commit.slice(0, 7)}  2020-01-01  ${older.subject.length > 60 ? `${older.subject.slice(0, 59)}…` : older.subject}`);
    });

    it('rolls back to the release before the live one, or to a named one; refuses a name that is not kept, or the live one', async () => {
      expect(rollbackTarget(layout)).toBe(older.name);
      expect(() => rollbackTarget(layout, first.name)).toThrow(`${first.name} is live already`);
      pointCurrent(layout, older.name);
      expect(() => rollbackTarget(layout)).toThrow(`no kept release is older than the live one (${older.name})`);
      expect(rollbackTarget(layout, first.name)).toBe(first.name);
      pointCurrent(layout, first.name);
      // The command, as the operator sees it: refused before it reads the live address or switches anything.
      const { code, output } = await release(['rollback', '20991231-000000-abcdef0']);
      expect(code).toBe(1);
      expect(output).toContain('The release stopped at step choose: 20991231-000000-abcdef0 is not a kept release');
      expect(output).not.toMatch(/^live:/m);
      expect(readlinkSync(layout.current)).toBe(`releases/${first.name}`);
    });

    it('runs one release command at a time: refused while another holds the lock on releases/.lock, free again once it ends', async () => {
      const unlock = await lockReleases(layout);
      await expect(lockReleases(layout)).rejects.toThrow('another release command is running: wait for it to end');
      const refused = await release(['rollback', older.name]);
      // Its own exit code (EX_TEMPFAIL), so the publish timer tries the commit again at its next look.
      expect(refused.code).toBe(BUSY_EXIT);
      expect(refused.output).toContain('another release command is running: wait for it to end');
      expect(readlinkSync(layout.current)).toBe(`releases/${first.name}`);
      await unlock();
      await (await lockReleases(layout))();
    });

    it('names a release.json that cannot be read (invalid JSON; a folder in its place) and skips it in list, rollback and make; removes a folder without one', async () => {
      const [broken, folderInstead, unfinished] = ['20210101-000000-aaaaaaa', '20210102-000000-bbbbbbb', '20210103-000000-ccccccc'];
      mkdirSync(layout.folder(broken));
      writeFileSync(join(layout.folder(broken), 'release.json'), '{"name": "20210101-000000-aaaaaaa", "commit":');
      mkdirSync(join(layout.folder(folderInstead), 'release.json'), { recursive: true });
      // What a command stopped before its last step leaves: the tree, its modules, no release.json.
      mkdirSync(join(layout.folder(unfinished), 'dist'), { recursive: true });
      try {
        const named = (output: string) => {
          expect(output).toMatch(new RegExp(`^releases/${broken}/release\\.json cannot be read \\(.*JSON.*\\): skipped$`, 'm'));
          expect(output).toMatch(new RegExp(`^releases/${folderInstead}/release\\.json cannot be read \\(EISDIR.*\\): skipped$`, 'm'));
        };
        const list = await release(['list']);
        expect(list.code, list.output).toBe(0);
        named(list.output);
        // Listed: the two whole releases alone, not the folder without release.json (nor removed: list takes no lock).
        expect(list.output.split('\n').filter((line) => NAME.test(line.slice(6, 29))).map((line) => line.slice(6, 29))).toEqual([first.name, older.name]);
        expect(existsSync(layout.folder(unfinished))).toBe(true);
        // Rollback offers the whole older release, not the newer broken or unfinished ones; here it stops at step live.
        expect(rollbackTarget(layout)).toBe(older.name);
        const back = await release(['rollback']);
        named(back.output);
        expect(back.output).toMatch(new RegExp(`^choose: ${older.name} \\(live: ${first.name}\\)`, 'm'));
        // The next command that holds the lock removes the unfinished folder and says so.
        expect(back.output).toContain(`removed releases/${unfinished}: no release.json`);
        expect(existsSync(layout.folder(unfinished))).toBe(false);
        const make = await release(['make']);
        named(make.output);
        expect(make.output).toMatch(/^The release stopped at step live: /m);
        expect(readlinkSync(layout.current)).toBe(`releases/${first.name}`);
      } finally {
        for (const name of [broken, folderInstead, unfinished]) rmSync(layout.folder(name), { recursive: true, force: true });
      }
    });

    it('Ctrl-C at each step before the switch (the whole process group, as a terminal sends it), or SIGTERM to the command alone during the build: the command ends once its programs have, its folder removed, `current` as it was, the lock free at once', { timeout: 300_000 }, async () => {
      const PREPARE = resolve('tests/support/prepare-release.ts');
      // Stopped once the line before each step is printed: during folder, modules, build, check; then a `kill` of
      // the command alone (its build never hears of it but from the command).
      const stops = [['ready', 'SIGINT', true], ['folder:', 'SIGINT', true], ['modules:', 'SIGINT', true], ['build:', 'SIGINT', true], ['modules:', 'SIGTERM', false]] as const;
      for (const [after, signal, wholeGroup] of stops) {
        // The commit of the first release (HEAD is the one whose build fails, by now).
        const child = spawn(process.execPath, [...TSX, PREPARE, first.commit], { cwd: base, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk));
        const ended = new Promise<number | null>((done) => child.once('close', done));
        for (let waited = 0; !output.split('\n').some((line) => line.startsWith(after)); waited += 50) {
          if (waited > 240_000 || child.exitCode !== null) throw new Error(`never printed ${after}:\n${output}`);
          await new Promise((wait) => setTimeout(wait, 50));
        }
        process.kill(wholeGroup ? -child.pid! : child.pid!, signal);
        // Ended by itself, once the programs of its step had ended: the folder removed, nothing left writing.
        expect(await ended, output).toBe(1);
        expect(output).toMatch(new RegExp(`^The release stopped at step (folder|modules|build|check): stopped by ${signal}; releases/\\S+ removed$`, 'm'));
        expect(layout.list().map((release) => release.name), after).toEqual([first.name, older.name]);
        expect(readlinkSync(layout.current)).toBe(`releases/${first.name}`);
        expect(readdirSync(layout.releases).filter((name) => NAME.test(name)).sort(), after).toEqual([older.name, first.name]);
        // Free at once: the kernel's lock went with the command and its programs.
        await (await lockReleases(layout))();
      }
    });

    it('switches `current` back when the restart cannot be run, and says so (the real sudo -n systemctl restart, which fails here)', async () => {
      // No live site needed: the restart fails before the address is asked anything.
      const error = await switchTo(layout, older.name, 'http://127.0.0.1:9').then(() => undefined, (e: Error) => e);
      expect(error?.message).toMatch(/^sudo /);
      expect(error?.message).toContain(`\`current\` switched back to ${first.name}, but its restart failed too: sudo `);
      expect(readlinkSync(layout.current)).toBe(`releases/${first.name}`);
    });

    it('make stops at step live when no socket unit answers (here: no booted systemd), before any folder or build', async () => {
      const { code, output } = await release(['make']);
      expect(code, output).toBe(1);
      expect(output).toMatch(/^The release stopped at step live: /m);
      expect(output).not.toMatch(/^(folder|build):/m);
      expect(readdirSync(layout.releases).filter((name) => NAME.test(name)).sort()).toEqual([older.name, first.name]);
      expect(readlinkSync(layout.current)).toBe(`releases/${first.name}`);
    });

    it('keeps the releases out of git\'s way: git clean -fdx and a checkout of every file in the checkout leave every release and `current`', async () => {
      const before = { list: layout.list(), live: layout.live(), files: readdirSync(layout.folder(first.name)).sort() };
      git('clean', '-fdxq');
      git('checkout', '--', '.');
      try {
        expect({ list: layout.list(), live: layout.live(), files: readdirSync(layout.folder(first.name)).sort() }).toEqual(before);
        expect(existsSync(join(layout.current, 'dist/server/index.js'))).toBe(true);
      } finally {
        // What the clean took from the checkout itself, put back for the tests after this one.
        symlinkSync(resolve('node_modules'), join(base, 'node_modules'));
        writeFileSync(join(base, '.env'), `SITE_URL=${SITE_URL}\n`, { mode: 0o600 });
      }
    });
  });
});

describe('a checkout that still holds its releases (the layout before docs/going-live.md#releases-out-of-the-checkout)', () => {
  it('is refused, naming the move; the guide\'s block moves the checkout beside them, and the same releases are listed, the live one marked', { timeout: 60_000 }, async () => {
    const site = mkdtempSync(join(tmpdir(), 'release-old-layout-'));
    try {
      execFileSync('git', ['clone', '--quiet', '--local', resolve('.'), site]);
      symlinkSync(resolve('node_modules'), join(site, 'node_modules'));
      const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: site, encoding: 'utf8' }).trim();
      const kept: Release = { name: `20260101-000000-${commit.slice(0, 7)}`, commit, subject: 'a release made in the checkout', committedAt: '2026-01-01T00:00:00Z', builtAt: '2026-01-01T00:00:00Z' };
      mkdirSync(join(site, 'releases', kept.name), { recursive: true });
      writeFileSync(join(site, 'releases', kept.name, 'release.json'), JSON.stringify(kept));
      symlinkSync(`releases/${kept.name}`, join(site, 'current'));

      const refused = await run(site, process.execPath, [...TSX, CLI, 'list']);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`${site} holds releases and current: the releases now live beside the checkout, out of git's way. Move them once, as docs/going-live.md#releases-out-of-the-checkout says`);
      // Anywhere else than a folder named checkout: refused before anything is written beside it.
      const elsewhere = await run(join(site, 'src'), process.execPath, [...TSX, CLI, 'list']);
      expect(elsewhere.output).toContain('run the release command in the site\'s checkout, a folder named checkout');
      expect(existsSync(join(site, 'releases', '.lock'))).toBe(false);

      // The guide's block, as written, in this folder (the deploy user's steps as this test's own user).
      // The release command is this working tree's (the clone holds the last commit's).
      const block = checkedBlock('docs/going-live.md', 'move-checkout')
        .replaceAll(`sudo -u ${DEPLOY_USER} `, '')
        .replace('npm run release --', `'${process.execPath}' ${TSX.map((arg) => `'${arg}'`).join(' ')} '${CLI}'`);
      const { stdout } = await runBlock(block, { site, state: site, cwd: site, home: site });
      expect(stdout).toBe(`${listReleases(layoutOf(join(site, 'checkout')))}\n`);
      expect(stdout).toMatch(new RegExp(`^live  ${kept.name}  `, 'm'));
      expect(readdirSync(site).sort()).toEqual(['checkout', 'current', 'releases']);
      expect(execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: join(site, 'checkout'), encoding: 'utf8' })).toBe('');
      expect(readlinkSync(join(site, 'current'))).toBe(`releases/${kept.name}`);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('a release\'s files, recorded when it passed its check', () => {
  /** A site's folder with two small releases, each recorded as prepareRelease records it; `current` at the newer. */
  async function twoReleases() {
    const site = mkdtempSync(join(tmpdir(), 'release-files-'));
    mkdirSync(join(site, 'checkout'));
    const here = layoutOf(join(site, 'checkout'));
    const made: Release[] = [];
    for (const name of ['20261201-000000-aaaaaaa', '20261202-000000-bbbbbbb']) {
      const folder = here.folder(name);
      mkdirSync(join(folder, 'dist/server'), { recursive: true });
      writeFileSync(join(folder, 'dist/server/index.js'), `console.log(${JSON.stringify(name)});\n`);
      symlinkSync('../../checkout/.env', join(folder, '.env'));
      const release: Release = { name, commit: name.slice(-7).repeat(6).slice(0, 40), subject: name, committedAt: '2026-12-01T00:00:00Z', builtAt: '2026-12-01T00:00:00Z' };
      await recordFiles(folder, { 'release.json': releaseText(release) });
      here.writeRelease(release);
      made.push(release);
    }
    pointCurrent(here, made[1]!.name);
    return { site, here, older: made[0]!, live: made[1]! };
  }

  it('names the files of a release changed after its check (one changed, a link planted, one added); rollback refuses to make it live, and names the live one\'s', { timeout: 60_000 }, async () => {
    const { site, here, older, live } = await twoReleases();
    try {
      for (const release of [older, live]) expect(await filesChanged(here.folder(release.name))).toMatchObject({ unrecorded: false, changed: [] });
      // As issue 61 did, as the deploy user: code appended to the live server; beside it a link out of the release and a new file.
      const folder = here.folder(live.name);
      writeFileSync(join(folder, 'dist/server/index.js'), '\n;globalThis.copyTheLeads = true;\n', { flag: 'a' });
      symlinkSync('/etc/shadow', join(folder, 'dist/server/shadow.js'));
      writeFileSync(join(folder, 'dist/server/added.js'), 'export {};\n');
      const changed = 'dist/server/added.js, dist/server/index.js, dist/server/shadow.js';
      expect(await filesChanged(folder)).toMatchObject({ changed: changed.split(', ') });

      // The live one's, named by the next rollback (which then stops at step live: no systemd here).
      const leaving = await run(here.checkout, process.execPath, [...TSX, CLI, 'rollback']);
      expect(leaving.code, leaving.output).toBe(1);
      expect(leaving.output).toContain(`\nfiles: releases/${older.name}'s 3 files the site runs are those its check recorded; releases/${live.name}'s files differ from those its check recorded: ${changed} (the live one) (`);
      expect(leaving.output).toMatch(/^The release stopped at step live: /m);
      // Not made live again: refused before anything is switched.
      pointCurrent(here, older.name);
      const refused = await run(here.checkout, process.execPath, [...TSX, CLI, 'rollback', live.name]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`The release stopped at step files: releases/${live.name}'s files differ from those its check recorded: ${changed}: not made live (a file was changed after its check`);
      expect(refused.output).not.toMatch(/^live:/m);
      expect(here.live()).toBe(older.name);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('says a release made before releases recorded their files is not checked, and goes on to make it live', async () => {
    const { site, here, older, live } = await twoReleases();
    try {
      rmSync(join(here.folder(older.name), MANIFEST));
      const back = await run(here.checkout, process.execPath, [...TSX, CLI, 'rollback']);
      expect(back.output).toContain(`\nfiles: releases/${older.name} has no ${MANIFEST} (made before releases recorded their files): not checked; releases/${live.name}'s 3 files the site runs are those its check recorded (the live one) (`);
      expect(back.output).toMatch(/^The release stopped at step live: /m);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('the watch of a release once live (npm run release -- watch, which magnolia-site-watch.service runs)', () => {
  it('has nothing to watch without a watch asked for, or once its time is up; ends at once, changing nothing, when `current` no longer names the release it was to watch', { timeout: 60_000 }, async () => {
    const site = mkdtempSync(join(tmpdir(), 'release-watch-'));
    try {
      mkdirSync(join(site, 'checkout'));
      mkdirSync(join(site, 'releases'));
      const here = layoutOf(join(site, 'checkout'));
      const watch = (record?: object) => {
        if (record) writeFileSync(join(here.releases, WATCH_FILE), JSON.stringify(record));
        return run(here.checkout, process.execPath, [...TSX, CLI, 'watch']);
      };
      expect(await watch()).toMatchObject({ code: 0, output: 'nothing to watch: no release went live in the last minutes\n' });
      const asked = { release: '20261202-000000-bbbbbbb', before: '20261201-000000-aaaaaaa', origin: 'http://127.0.0.1:9', seconds: 120, run: { pid: '4321', restarts: '0', state: 'active' } };
      expect(await watch({ ...asked, since: Date.now() - 121_000 })).toMatchObject({ code: 0, output: 'nothing to watch: no release went live in the last minutes\n' });
      // Asked for a moment ago, but another switch has come since (`current` names another release): nothing looked at or put back.
      pointCurrent(here, '20261203-000000-ccccccc');
      expect(await watch({ ...asked, since: Date.now() })).toMatchObject({ code: 0, output: 'another switch came: this watch ends\n' });
      expect(here.live()).toBe('20261203-000000-ccccccc');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('the lock', () => {
  /** Whether process PID runs (one that has ended but not yet been reaped, a zombie, does not). */
  const running = (pid: number) => {
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };
  const TAKE = resolve('tests/support/take-release-lock.ts');

  it('is never held by two commands at a time: twenty started at once, five rounds, each over a lock file left by a killed command', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-lock-'));
    try {
      mkdirSync(join(dir, 'releases'));
      // Each round at the same moment for all twenty (time enough for twenty tsx to start on a busy machine).
      const [ROUNDS, ROUND_MS, HOLD_MS, START_AT] = [5, 2000, 500, Date.now() + 10_000];
      const env = { ROUNDS: String(ROUNDS), ROUND_MS: String(ROUND_MS), HOLD_MS: String(HOLD_MS), START_AT: String(START_AT) };
      const takers = Promise.all(Array.from({ length: 20 }, () => run(dir, process.execPath, [...TSX, TAKE], env)));
      // Before each round, what a killed command leaves: its pid (one no process has, beyond Linux's largest) in the file.
      for (let round = 0; round < ROUNDS; round++) {
        await new Promise((wait) => setTimeout(wait, START_AT + round * ROUND_MS - 400 - Date.now()));
        writeFileSync(join(dir, 'releases/.lock'), '4194305\n');
      }
      const lines = (await takers).flatMap((taker) => taker.output.trimEnd().split('\n'));
      for (const line of lines) expect(line).toMatch(/^(took \d \d+|gave \d \d+|refused \d: another release command is running( \(pid \d+\))?: wait for it to end)$/);
      // When each held it (from took to gave): someone in every round, and never two at the same time.
      const at = (word: string) => lines.filter((line) => line.startsWith(word)).map((line) => Number(line.split(' ')[2])).sort((a, b) => a - b);
      const [took, gave] = [at('took'), at('gave')];
      expect(new Set(lines.filter((line) => line.startsWith('took')).map((line) => line.split(' ')[1])).size, lines.join('\n')).toBe(ROUNDS);
      for (let i = 1; i < took.length; i++) expect(took[i], lines.join('\n')).toBeGreaterThanOrEqual(gave[i - 1]!);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stays held while a program the command started still runs after the command was killed (kill -9), and is free once that has ended', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-lock-'));
    try {
      const here = layoutOf(join(dir, 'checkout'));
      // The program (as a build would be) notes its pid, then runs on until the test lets it end.
      const script = 'echo $$ > started.new && mv started.new started && while [ ! -e end ]; do sleep 0.05; done';
      const child = spawn(process.execPath, [...TSX, resolve('tests/support/lock-and-run.ts'), script], { cwd: dir, stdio: 'ignore' });
      const started = join(dir, 'started');
      for (let waited = 0; !existsSync(started); waited += 50) {
        if (waited > 30_000 || child.exitCode !== null) throw new Error('the program never started');
        await new Promise((wait) => setTimeout(wait, 50));
      }
      const program = Number(readFileSync(started, 'utf8'));
      child.kill('SIGKILL');
      await new Promise((done) => child.once('close', done));
      // The command is gone, its program is not: the next command is refused rather than remove what it writes.
      expect(running(program)).toBe(true);
      await expect(lockReleases(here)).rejects.toThrow('another release command is running: wait for it to end');
      writeFileSync(join(dir, 'end'), '');
      let unlock: (() => Promise<void>) | undefined;
      for (let waited = 0; !unlock; waited += 100) {
        unlock = await lockReleases(here).catch(() => undefined);
        if (!unlock && waited > 20_000) throw new Error('the lock was never given back');
        if (!unlock) await new Promise((wait) => setTimeout(wait, 100));
      }
      await unlock();
      // Given back only once the program had ended.
      expect(running(program)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the switch', () => {
  const inTemporaryFolder = async (work: (dir: string) => unknown) => {
    const dir = mkdtempSync(join(tmpdir(), 'release-switch-'));
    try {
      await work(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('points `current` at a release by a relative link, replaced whole (no link left half-made), or removes it', () =>
    inTemporaryFolder((dir) => {
      const here = layoutOf(join(dir, 'checkout'));
      pointCurrent(here, '20260101-000000-aaaaaaa');
      pointCurrent(here, '20260102-000000-bbbbbbb');
      expect(lstatSync(here.current).isSymbolicLink()).toBe(true);
      expect(readlinkSync(here.current)).toBe('releases/20260102-000000-bbbbbbb');
      expect(readdirSync(dir)).toEqual(['current']);
      pointCurrent(here, undefined);
      expect(existsSync(here.current)).toBe(false);
    }));

  it('removes `current` again when the first release cannot be restarted into, and says so', () =>
    inTemporaryFolder(async (dir) => {
      await expect(switchTo(layoutOf(join(dir, 'checkout')), '20260101-000000-aaaaaaa', 'http://127.0.0.1:9')).rejects.toThrow('`current` removed, as there was no release before');
      expect(readdirSync(dir)).toEqual([]);
    }));
});

describe('modules', () => {
  /** A folder with a package.json that needs `tiny` (a package packed here, no registry) at VERSION, installed by npm. */
  const tinyPackage = (dir: string, version: string) => {
    const source = join(dir, `tiny-src-${version}`);
    mkdirSync(source, { recursive: true });
    writeFileSync(join(source, 'package.json'), JSON.stringify({ name: 'tiny', version, main: 'index.js' }));
    writeFileSync(join(source, 'index.js'), `module.exports = '${version}';\n`);
    execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: source });
    return `file:../tiny-${version}.tgz`;
  };
  const npm = (cwd: string, ...args: string[]) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--offline'], { cwd, stdio: 'pipe' });

  it('links a candidate whose node_modules holds what the lock file says (the same inodes), leaving tools\' caches out', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-modules-'));
    try {
      // The checkout holds another lock (a release made of an older commit): not a donor, and left as it is.
      const [checkout, donor, folder] = ['checkout', 'donor', 'folder'].map((name) => join(dir, name)) as [string, string, string];
      const [one, two] = [tinyPackage(dir, '1.0.0'), tinyPackage(dir, '1.0.1')];
      for (const [where, spec] of [[checkout, two], [donor, one]] as const) {
        mkdirSync(where);
        writeFileSync(join(where, 'package.json'), JSON.stringify({ name: 'site', private: true, dependencies: { tiny: spec } }));
        npm(where, 'install');
      }
      mkdirSync(folder);
      for (const file of ['package.json', 'package-lock.json']) writeFileSync(join(folder, file), readFileSync(join(donor, file)));
      for (const cache of ['.cache', '.vite', '.vite-temp']) mkdirSync(join(donor, 'node_modules', cache, 'x'), { recursive: true });
      expect(await installModules(folder, [checkout, donor], dir)).toBe("hard links to donor's (it holds what package-lock.json says)");
      expect(statSync(join(folder, 'node_modules/tiny/index.js')).ino).toBe(statSync(join(donor, 'node_modules/tiny/index.js')).ino);
      expect(readdirSync(join(folder, 'node_modules')).sort()).toEqual(['.package-lock.json', 'tiny']);
      expect(readFileSync(join(checkout, 'node_modules/tiny/index.js'), 'utf8')).toBe("module.exports = '1.0.1';\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('installs the server\'s way from the checkout\'s modules when only the lock file changed (git pull in the checkout): the donor\'s lock file is new, its modules are not; then the checkout\'s modules are the release\'s', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-modules-'));
    try {
      const [checkout, folder] = ['checkout', 'folder'].map((name) => join(dir, name)) as [string, string];
      const [one, two] = [tinyPackage(dir, '1.0.0'), tinyPackage(dir, '1.0.1')];
      mkdirSync(checkout);
      writeFileSync(join(checkout, 'package.json'), JSON.stringify({ name: 'site', private: true, dependencies: { tiny: one } }));
      npm(checkout, 'install');
      // The commit that changes only the lock (and its package.json's spec): pulled, not installed.
      writeFileSync(join(checkout, 'package.json'), JSON.stringify({ name: 'site', private: true, dependencies: { tiny: two } }));
      npm(checkout, 'install', '--package-lock-only');
      expect(readFileSync(join(checkout, 'package-lock.json'), 'utf8')).toContain('tiny-1.0.1.tgz');
      expect(readFileSync(join(checkout, 'node_modules/tiny/index.js'), 'utf8')).toContain('1.0.0');
      mkdirSync(folder);
      for (const file of ['package.json', 'package-lock.json']) writeFileSync(join(folder, file), readFileSync(join(checkout, file)));
      expect(await holds(checkout)).toBe(false);
      // Started from the checkout's modules (the newest there are), npm changing what the lock changed.
      expect(await installModules(folder, [checkout], dir)).toBe(
        "deploy/modules --from checkout, the server's way (no kept release nor the checkout holds what package-lock.json says); checkout's node_modules now links to it",
      );
      expect(readFileSync(join(folder, 'node_modules/tiny/index.js'), 'utf8')).toBe("module.exports = '1.0.1';\n");
      // The checkout follows: the release's files (the same inodes), what its pulled lock says, as deploy/modules
      // --check (the install command's) finds.
      expect(statSync(join(checkout, 'node_modules/tiny/index.js')).ino).toBe(statSync(join(folder, 'node_modules/tiny/index.js')).ino);
      expect(await holds(checkout)).toBe(true);
      expect(readdirSync(checkout).filter((name) => name.startsWith('node_modules')).sort()).toEqual(['node_modules']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
      const removed = prune(layoutOf(join(dir, 'checkout')), 2, ['20260101-000000-aaaaaaa', undefined]);
      expect(removed.sort()).toEqual(['20260102-000000-bbbbbbb', '20260103-000000-ccccccc']);
      expect(layoutOf(join(dir, 'checkout')).list().map((r) => r.name)).toEqual(['20260105-000000-eeeeeee', '20260104-000000-ddddddd', '20260101-000000-aaaaaaa']);
      expect(existsSync(join(dir, 'releases', '20260106-000000-fffffff'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
