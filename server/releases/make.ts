/**
 * `npm run release [-- make [REF]]`: a commit made into a release folder, built there, checked on a spare
 * port (prepareRelease), then switched live; the older releases beyond the kept number removed. Any failed step
 * leaves `current` and the live site as they were and removes the new folder.
 */
import { existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseEnv } from 'node:util';
import { canonicalOf, checkRelease } from './check';
import { filesLine, MANIFEST, recordFiles } from './files';
import { layout as layoutOf, releaseName, releaseText, type Layout } from './layout';
import { installModules } from './modules';
import { prune } from './prune';
import { settingsOf } from './settings';
import { endChildren, outputOf, runProgram } from './run';
import { commitOf, extractTree, type Commit } from './source';
import { step, StepFailed, stopIfAsked, stoppedBy, tail, uninterrupted } from './steps';
import { liveAddress, SOCKET, switchTo } from './switch';
import { watchLive } from './watch';

/** The settings file's SITE_URL, when this user may read it (on a server the deploy user may not: ADR 042). */
function settingsSiteUrl(checkout: string) {
  const settings = settingsOf(checkout);
  try {
    return settings ? parseEnv(readFileSync(settings.file, 'utf8')).SITE_URL : undefined;
  } catch {
    return undefined;
  }
}

/** The address the live site names itself by: the canonical link of its home page, asked on the socket. */
async function servedSiteUrl() {
  try {
    const answer = await fetch(`${await liveAddress()}/`, { signal: AbortSignal.timeout(10_000) });
    const canonical = canonicalOf(await answer.text());
    return canonical ? new URL(canonical).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The live site's address, so the check's canonicals are the live site's: the settings' SITE_URL where this user
 * reads them (a development machine, the tests); else SITE_URL as given to the command (the install command gives
 * it for the first release); else the one the live site serves its pages with.
 */
async function liveSiteUrl(checkout: string) {
  return settingsSiteUrl(checkout) || process.env.SITE_URL || (await servedSiteUrl()) || 'http://localhost:3000';
}

/**
 * The steps before the switch, which need no systemd: the commit's tree in releases/NAME, its modules, its build,
 * its check, its link to .env. Resolves with NAME, a release ready to go live; on a failed step (or Ctrl-C, once
 * the step's programs have ended: ./steps.ts) the folder is removed, and `current` was never touched.
 */
export async function prepareRelease(layout: Layout, source: Commit, name = releaseName(source.commit)) {
  const folder = layout.folder(name);
  if (existsSync(folder)) throw new Error(`releases/${name} is there already`);
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    stopIfAsked('folder');
    await step('folder', async () => {
      await extractTree(layout.checkout, source.commit, folder);
      return { said: `releases/${name}, the tree of ${source.commit.slice(0, 7)}`, value: undefined };
    });
    stopIfAsked('modules');
    await step('modules', async () => {
      const donors = layout.list().map((release) => layout.folder(release.name));
      return { said: await installModules(folder, [...donors, layout.checkout], layout.home), value: undefined };
    });
    stopIfAsked('build');
    await step('build', async () => {
      await runProgram('npm', ['run', '--silent', 'build'], { cwd: folder, env: { ...process.env, NODE_ENV: 'production' } }).catch((error: Error) => {
        throw new Error(`npm run build failed:\n${tail(outputOf(error)) || error.message}`);
      });
      return { said: 'npm run build', value: undefined };
    });
    const builtAt = new Date().toISOString();
    stopIfAsked('check');
    await step('check', async () => ({ said: await checkRelease(folder, await liveSiteUrl(layout.checkout)), value: undefined }));
    stopIfAsked('check');
    // Its settings, once checked: root's settings file (./settings.ts), where the lead command run by hand reads it.
    const settings = settingsOf(layout.checkout);
    if (settings) symlinkSync(settings.link ?? relative(folder, settings.file), join(folder, '.env'));
    // Its files as checked, release.json among them (./files.ts): what the doctor and the next command compare.
    const release = { name, ...source, builtAt };
    stopIfAsked('files');
    await step('files', async () => ({ said: `${await recordFiles(folder, { 'release.json': releaseText(release) })} files recorded in releases/${name}/${MANIFEST}`, value: undefined }));
    // Last, whole: only now is the folder a release (listed, offered to rollback, a donor of modules).
    layout.writeRelease(release);
    return name;
  } catch (error) {
    // A program of the step may still run (tar, when git archive failed; the build, after a stop): ended and
    // waited for first, so nothing writes into the folder as it goes.
    await endChildren('SIGTERM');
    remove();
    // Stopped by a signal: the step's own failure (a build ended by SIGINT) is only its echo.
    const signal = stoppedBy();
    if (signal && error instanceof StepFailed) throw new StepFailed(error.step, `stopped by ${signal}; releases/${name} removed`);
    throw error;
  }
}

export async function make(checkout: string, ref: string, kept: number) {
  const layout = layoutOf(checkout);
  const source = await step('commit', async () => {
    const found = await commitOf(checkout, ref);
    return { said: `${ref} is ${found.commit.slice(0, 7)} “${found.subject}”`, value: found };
  });
  // Read first: a release that could not be switched to is not worth a build.
  const origin = await step('live', async () => {
    const address = await liveAddress();
    return { said: `the live site listens on ${address} (${SOCKET})`, value: address };
  });
  // The live release's files against what its check recorded: named here if they were changed since (this release replaces it).
  const live = layout.live();
  if (live) await step('files', async () => ({ said: `${(await filesLine(live, layout.folder(live))).said} (the live one)`, value: undefined }));
  const name = await prepareRelease(layout, source);
  const before = await uninterrupted(async () => {
    const before = await step('switch', async () => ({
      said: `current → releases/${name}, restarted, ${origin}/readyz names it`,
      value: await switchTo(layout, name, origin),
    }));
    await step('watch', async () => ({ said: await watchLive(layout, name, before, origin), value: undefined }));
    return before;
  }).catch((error: unknown) => {
    // The switch (or the watch here) has put `current` back: the release it could not keep live goes.
    if (layout.live() !== name) rmSync(layout.folder(name), { recursive: true, force: true });
    throw error;
  });
  await step('prune', () => {
    const removed = prune(layout, kept, [name, before]);
    return { said: removed.length ? `removed ${removed.join(', ')} (keeping ${kept})` : `nothing to remove (keeping ${kept})`, value: undefined };
  });
  return name;
}
