/**
 * A release's node_modules: hard links to the files of a kept release's (or the checkout's) when that node_modules
 * holds exactly what the release's package-lock.json says, which takes seconds and no room; `npm ci` otherwise.
 * "Holds" is read from what npm itself wrote after it installed there (node_modules/.package-lock.json, its hidden
 * lock file), never from the donor's package-lock.json: after `git pull` a checkout has the new lock file but still
 * the modules of its first `npm ci`. Nothing writes into an installed node_modules afterwards (the build writes
 * dist/ only), so the links share files that never change; the caches some tools keep in node_modules are not
 * linked.
 */
import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { runProgram } from './run';

/** Tools' caches: written in place, so never shared between releases by a link. */
const CACHES = ['.cache', '.vite', '.vite-temp'];

type Packages = Record<string, Record<string, unknown>>;

const packagesOf = (file: string): Packages | undefined => {
  try {
    const packages = (JSON.parse(readFileSync(file, 'utf8')) as { packages?: unknown }).packages;
    return packages && typeof packages === 'object' ? (packages as Packages) : undefined;
  } catch {
    return undefined;
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The version in the package.json installed at `path` (`node_modules/a/node_modules/b`), if any. */
const versionAt = (base: string, path: string) => {
  try {
    return (JSON.parse(readFileSync(join(base, path, 'package.json'), 'utf8')) as { version?: unknown }).version;
  } catch {
    return undefined;
  }
};

/**
 * Whether the node_modules in `modules` is what the lock file `lock` installs: npm's record of that folder lists
 * every package of the lock, each entry the same (version, resolved, integrity...), and no other, and the
 * package.json installed at each of those places has that version (npm rewrites its record on `npm install
 * --package-lock-only` without installing anything). A package the record lacks must be optional (one npm ci
 * skips on this platform). Without npm's record, no.
 */
export function installedFrom(modules: string, lock: string) {
  const wanted = packagesOf(lock);
  const installed = packagesOf(join(modules, '.package-lock.json'));
  if (!wanted || !installed) return false;
  const root = dirname(modules);
  for (const [path, entry] of Object.entries(installed)) {
    if (!same(entry, wanted[path])) return false;
    if (entry.link !== true && versionAt(root, path) !== entry.version) return false;
  }
  return Object.entries(wanted).every(([path, entry]) => path === '' || path in installed || entry.optional === true || entry.devOptional === true);
}

/** The first of `candidates` (folders) whose node_modules holds what `folder`'s package-lock.json says. */
export function sameLock(folder: string, candidates: string[]) {
  const lock = join(folder, 'package-lock.json');
  return candidates.find((candidate) => existsSync(join(candidate, 'node_modules')) && installedFrom(join(candidate, 'node_modules'), lock));
}

/** Installs `folder`'s node_modules from the first candidate that holds what its lock file says, or with npm ci; says which. */
export async function installModules(folder: string, candidates: string[], base: string) {
  const donor = sameLock(folder, candidates);
  let said: string;
  if (donor) {
    // The donor's own folder when its node_modules is a link (a development checkout's may be).
    await runProgram('cp', ['-al', realpathSync(join(donor, 'node_modules')), join(folder, 'node_modules')]);
    for (const cache of CACHES) rmSync(join(folder, 'node_modules', cache), { recursive: true, force: true });
    said = `hard links to ${relative(base, donor)}'s (it holds what package-lock.json says)`;
  } else {
    // The build needs the devDependencies, whatever NODE_ENV the shell has.
    await runProgram('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], { cwd: folder });
    said = 'npm ci (no kept release nor the checkout holds what package-lock.json says)';
  }
  // Whichever way: what the release will run is what its own lock file says, or it is no release.
  if (!installedFrom(join(folder, 'node_modules'), join(folder, 'package-lock.json'))) {
    throw new Error("node_modules is not what package-lock.json says (npm's node_modules/.package-lock.json differs)");
  }
  return said;
}
