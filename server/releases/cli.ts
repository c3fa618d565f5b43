/**
 * The release command, run in the checkout (/srv/magnolia-site/checkout) as the deploy user, its releases beside it
 * (docs/going-live.md, docs/decisions/039-releases.md):
 *   npm run release [-- make [REF]]        make REF (HEAD) a release, check it, make it live
 *   npm run release -- list                the kept releases, the live one marked
 *   npm run release -- rollback [NAME]     the release before the live one (or NAME) live again, no build
 *   npm run release -- watch               what magnolia-site-watch.service runs: the release just made live
 *                                          watched, the one before put back if it falls (./watch.ts)
 * Options: --keep N: releases kept, 5 by default; the live one and the one before are always kept.
 */
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CHECKOUT, layout as layoutOf } from './layout';
import { listReleases } from './list';
import { BUSY_EXIT, lockReleases, ReleasesBusy } from './lock';
import { make } from './make';
import { DEFAULT_KEPT } from './prune';
import { rollback } from './rollback';
import { watchCommand } from './watch';
import { StepFailed, stopOnSignals } from './steps';

const say = (text: string) => void process.stdout.write(`${text}\n`);

const USAGE = 'usage: npm run release [-- make [REF]] | -- list | -- rollback [NAME] | -- watch   (option: --keep N)';

/**
 * The releases go in the folder that holds the checkout, so the command runs only in a folder named `checkout`
 * (never writing beside a clone elsewhere); a checkout that still holds releases (the layout before, where a
 * `git clean` could delete the live one) is moved once, as docs/going-live.md says.
 */
function whereReleasesGo(checkout: string) {
  const inside = ['releases', 'current'].filter((name) => existsSync(join(checkout, name)));
  if (inside.length) {
    throw new Error(`${checkout} holds ${inside.join(' and ')}: the releases now live beside the checkout, out of git's way. Move them once, as docs/going-live.md#releases-out-of-the-checkout says, then run the command in ${join(checkout, CHECKOUT)}.`);
  }
  if (basename(checkout) !== CHECKOUT) {
    throw new Error(`run the release command in the site's checkout, a folder named ${CHECKOUT} (/srv/magnolia-site/${CHECKOUT}): its releases go beside it, in ${join(checkout, '..')}.`);
  }
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { keep: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return say(USAGE);
  const kept = Number(values.keep ?? DEFAULT_KEPT);
  if (!Number.isInteger(kept) || kept < 1) throw new Error(`--keep must be a whole number of 1 or more, not ${values.keep}`);
  const [command = 'make', ...rest] = positionals;
  const checkout = process.cwd();
  whereReleasesGo(checkout);
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const layout = layoutOf(checkout);
  // A release.json that cannot be read is named, and its folder skipped, by every command.
  for (const line of layout.unreadable()) console.error(line);
  if (command === 'list' && rest.length === 0) return say(listReleases(layout));
  if (command === 'watch' && rest.length === 0) {
    // No lock while it watches (a command may switch meanwhile, and then this watch ends); it takes it to put back.
    stopOnSignals();
    return say(await watchCommand(layout));
  }
  if (!(command === 'make' || command === 'rollback') || rest.length > 1) throw new Error(USAGE);
  stopOnSignals();
  const unlock = await lockReleases(layout);
  try {
    // Folders no command is making any more (this one holds the lock): a killed command's, never releases.
    const unfinished = layout.removeUnfinished();
    if (unfinished.length) say(`removed ${unfinished.map((name) => `releases/${name}`).join(', ')}: no release.json (left by a command that was stopped)`);
    if (command === 'make') {
      const name = await make(checkout, rest[0] ?? 'HEAD', kept);
      return say(`Release ${name} is live (${took()}). Undo: npm run release -- rollback`);
    }
    const name = await rollback(layout, rest[0]);
    return say(`Release ${name} is live (${took()}).`);
  } finally {
    await unlock();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof StepFailed) {
    console.error(`The release stopped at step ${error.step}: ${error.message}`);
    // A failed switch, or a release that fell while the command watched it, says itself what was put back.
    if (error.step !== 'switch' && error.step !== 'watch') console.error('`current` and the live site are as they were.');
  } else if (error instanceof TypeError && (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${error.message}\n${USAGE}`);
  } else {
    console.error((error as Error).message);
  }
  process.exitCode = error instanceof ReleasesBusy ? BUSY_EXIT : 1;
}
