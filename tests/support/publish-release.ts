/**
 * The release command's `make COMMIT` as the publish timer runs it (server/releases/follow.ts), without its switch,
 * which needs systemd (`npm run test:systemd` makes releases live under a real one): run with `node --import tsx` in
 * a checkout (tests/releases/publish.test.ts). Takes the lock (exit BUSY_EXIT when another command has it, as the
 * command does), makes COMMIT a release (its tree, modules, build, check: prepareRelease) and points `current` at
 * it; a failed step prints the command's own line and exits 1.
 */
import { layout as layoutOf } from '../../server/releases/layout';
import { BUSY_EXIT, lockReleases, ReleasesBusy } from '../../server/releases/lock';
import { prepareRelease } from '../../server/releases/make';
import { commitOf } from '../../server/releases/source';
import { StepFailed, stopOnSignals } from '../../server/releases/steps';
import { pointCurrent } from '../../server/releases/switch';

const layout = layoutOf(process.cwd());
stopOnSignals();
try {
  const unlock = await lockReleases(layout);
  try {
    layout.removeUnfinished();
    const name = await prepareRelease(layout, await commitOf(layout.checkout, process.argv[2] ?? 'HEAD'));
    pointCurrent(layout, name);
    process.stdout.write(`Release ${name} is live (no restart: no systemd here)\n`);
  } finally {
    await unlock();
  }
} catch (error) {
  process.stderr.write(error instanceof StepFailed ? `The release stopped at step ${error.step}: ${error.message}\n` : `${(error as Error).message}\n`);
  process.exitCode = error instanceof ReleasesBusy ? BUSY_EXIT : 1;
}
