/**
 * A release command's lock taken, then a program run as the command runs its steps' programs (server/releases/run.ts),
 * in a process of its own (tests/releases/release-command.test.ts kills it with SIGKILL meanwhile): run with
 * `node --import tsx` in a folder holding `releases/`; the program is `sh -c SCRIPT`, SCRIPT the argument.
 */
import { layout } from '../../server/releases/layout';
import { lockReleases } from '../../server/releases/lock';
import { runProgram } from '../../server/releases/run';

const unlock = await lockReleases(layout(`${process.cwd()}/checkout`));
try {
  await runProgram('sh', ['-c', process.argv[2]!]);
} finally {
  await unlock();
}
