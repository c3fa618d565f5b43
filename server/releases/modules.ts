/**
 * A release's node_modules: hard links to the files of a kept release's (or the checkout's) when that node_modules
 * holds what the release's package-lock.json says, which takes seconds and no room; otherwise installed the
 * server's way by deploy/modules (what building and running the site need, no install script but the native
 * module's: docs/decisions/049-what-a-server-installs.md), the one definition the install command uses too,
 * started from the newest modules there are (--from), so that npm changes only what the lock changed.
 * "Holds" is deploy/modules --check's: read from what npm itself wrote after it installed there
 * (node_modules/.package-lock.json, its hidden lock file), never from the donor's package-lock.json: after `git
 * pull` a checkout has the new lock file but still the modules of its last install. Nothing writes into an
 * installed node_modules afterwards (the build writes dist/ only), so the links share files that never change;
 * the caches some tools keep in node_modules are not linked.
 *
 * The checkout follows: when it has the release's lock file but not its modules (a pull that changed the lock),
 * its node_modules becomes hard links to the release's, so that the install command run again finds the
 * checkout's modules as its lock says, with nothing to install.
 */
import { existsSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKOUT } from './layout';
import { outputOf, runProgram } from './run';
import { tail } from './steps';

/** Tools' caches: written in place, so never shared between releases by a link. */
const CACHES = ['.cache', '.vite', '.vite-temp'];

/** The install the server's way, and its check: the script beside this command's own code. */
export const MODULES_SCRIPT = fileURLToPath(new URL('../../deploy/modules', import.meta.url));

/** Whether `donor`'s node_modules holds what `folder`'s package-lock.json says for the server (deploy/modules --check). */
export async function holds(folder: string, donor = folder) {
  if (!existsSync(join(donor, 'node_modules'))) return false;
  return runProgram(MODULES_SCRIPT, ['--check', donor], { cwd: folder }).then(() => true, () => false);
}

/** The first of `candidates` (folders) whose node_modules holds what `folder`'s package-lock.json says. */
export async function sameLock(folder: string, candidates: string[]) {
  for (const candidate of candidates) if (await holds(folder, candidate)) return candidate;
  return undefined;
}

/** `from`'s node_modules as hard links in `to` (the donor's own folder when its node_modules is a link), without caches. */
async function linkModules(from: string, to: string) {
  await runProgram('cp', ['-al', realpathSync(join(from, 'node_modules')), join(to, 'node_modules')]);
  for (const cache of CACHES) rmSync(join(to, 'node_modules', cache), { recursive: true, force: true });
}

const sameFile = (a: string, b: string) => {
  try {
    return readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
};

/**
 * The checkout's node_modules made the release's (hard links), when the checkout has the release's lock file and
 * its modules do not hold it: built beside it, then swapped in by renames, so the checkout never lacks one.
 */
async function follow(checkout: string, folder: string) {
  if (!sameFile(join(checkout, 'package-lock.json'), join(folder, 'package-lock.json')) || (await holds(checkout))) return false;
  const [next, old] = [join(checkout, 'node_modules.next'), join(checkout, 'node_modules.old')];
  rmSync(next, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
  await runProgram('cp', ['-al', join(folder, 'node_modules'), next]);
  // A link (a developer's checkout) is renamed and removed as a link: what it points to stays.
  if (existsSync(join(checkout, 'node_modules'))) renameSync(join(checkout, 'node_modules'), old);
  renameSync(next, join(checkout, 'node_modules'));
  rmSync(old, { recursive: true, force: true });
  return true;
}

/**
 * Installs `folder`'s node_modules from the first candidate that holds what its lock file says, or the server's
 * way (deploy/modules); then the checkout follows (above). Says which.
 */
export async function installModules(folder: string, candidates: string[], base: string, checkout = join(base, CHECKOUT)) {
  const donor = await sameLock(folder, candidates);
  let said: string;
  if (donor) {
    await linkModules(donor, folder);
    said = `hard links to ${relative(base, donor)}'s (it holds what package-lock.json says)`;
  } else {
    // Started from the newest modules npm installed here before (a kept release's, else the checkout's): npm
    // changes only what the lock changed, in seconds; from nothing when there are none.
    const start = candidates.find((candidate) => existsSync(join(candidate, 'node_modules', '.package-lock.json')));
    // NODE_ENV as a server has it, whatever the shell's: deploy/modules installs no devDependency either way.
    await runProgram(MODULES_SCRIPT, start ? ['--from', start] : [], { cwd: folder, env: { ...process.env, NODE_ENV: 'production' } }).catch((error: Error) => {
      throw new Error(`deploy/modules failed:\n${tail(outputOf(error)) || error.message}`);
    });
    said = start
      ? `deploy/modules --from ${relative(base, start)}, the server's way (no kept release nor the checkout holds what package-lock.json says)`
      : "deploy/modules, the server's way, from nothing (no kept release nor the checkout holds what package-lock.json says)";
  }
  // Whichever way: what the release will run is what its own lock file says, or it is no release.
  if (!(await holds(folder))) {
    throw new Error("node_modules is not what package-lock.json says (npm's node_modules/.package-lock.json differs)");
  }
  if (await follow(checkout, folder)) said += `; ${relative(base, checkout)}'s node_modules now links to it`;
  return said;
}
