/**
 * A release's node_modules: hard links to the files of a kept release's (or the checkout's) when that one was
 * installed from a byte-identical package-lock.json, which takes seconds and no room; `npm ci` only otherwise.
 * Nothing writes into an installed node_modules afterwards (the build writes dist/ only), so the links share
 * files that never change; the caches some tools keep in node_modules are not linked.
 */
import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runProgram } from './run';

/** Tools' caches: written in place, so never shared between releases by a link. */
const CACHES = ['.cache', '.vite', '.vite-temp'];

/** The first of `candidates` (folders) with a node_modules and the same package-lock.json as `folder`. */
export function sameLock(folder: string, candidates: string[]) {
  const lock = readFileSync(join(folder, 'package-lock.json'));
  return candidates.find((candidate) => {
    const other = join(candidate, 'package-lock.json');
    return existsSync(join(candidate, 'node_modules')) && existsSync(other) && readFileSync(other).equals(lock);
  });
}

/** Installs `folder`'s node_modules from the first candidate that has its lock file, or with npm ci; says which. */
export async function installModules(folder: string, candidates: string[], base: string) {
  const donor = sameLock(folder, candidates);
  if (donor) {
    // The donor's own folder when its node_modules is a link (a development checkout's may be).
    await runProgram('cp', ['-al', realpathSync(join(donor, 'node_modules')), join(folder, 'node_modules')]);
    for (const cache of CACHES) rmSync(join(folder, 'node_modules', cache), { recursive: true, force: true });
    return `hard links to ${relative(base, donor) || 'the checkout'}'s (same package-lock.json)`;
  }
  // The build needs the devDependencies, whatever NODE_ENV the shell has.
  await runProgram('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], { cwd: folder });
  return 'npm ci (no kept release has this package-lock.json)';
}
