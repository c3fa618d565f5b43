/**
 * The release command's steps before the switch, as `make` runs them, in a process of its own
 * (tests/releases/release-command.test.ts stops it with Ctrl-C at each step): run with `node --import tsx` in a checkout;
 * takes the lock, removes unfinished folders, reads REF (the argument; HEAD), prints `ready`, then makes it a release (no switch: that needs systemd).
 */
import { layout as layoutOf } from '../../server/releases/layout';
import { lockReleases } from '../../server/releases/lock';
import { prepareRelease } from '../../server/releases/make';
import { commitOf } from '../../server/releases/source';
import { StepFailed, stopOnSignals } from '../../server/releases/steps';

const layout = layoutOf(process.cwd());
stopOnSignals();
const unlock = await lockReleases(layout);
try {
  layout.removeUnfinished();
  const source = await commitOf(layout.checkout, process.argv[2] ?? 'HEAD');
  process.stdout.write('ready\n');
  process.stdout.write(`made ${await prepareRelease(layout, source)}\n`);
} catch (error) {
  process.stderr.write(error instanceof StepFailed ? `The release stopped at step ${error.step}: ${error.message}\n` : `${(error as Error).stack}\n`);
  process.exitCode = 1;
} finally {
  await unlock();
}
