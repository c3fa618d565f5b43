/**
 * A release command's lock, taken in a process of its own (tests/releases/release-command.test.ts): run with tsx in
 * a checkout; in each of ROUNDS rounds, at START_AT + round × ROUND_MS (ms since the epoch, the same for every
 * taker however long each took to start), takes the lock and prints `took ROUND FROM`, holds it HOLD_MS and prints
 * `gave ROUND TO` as it gives it back; or prints `refused ROUND: REASON`. What twenty of these do shows whether two
 * commands can ever hold the lock at the same time.
 */
import { layout } from '../../server/releases/layout';
import { lockReleases } from '../../server/releases/lock';

const [rounds, startAt, roundMs, holdMs] = ['ROUNDS', 'START_AT', 'ROUND_MS', 'HOLD_MS'].map((name) => Number(process.env[name])) as [number, number, number, number];

for (let round = 0; round < rounds; round++) {
  await new Promise((wait) => setTimeout(wait, startAt + round * roundMs - Date.now()));
  try {
    const unlock = await lockReleases(layout(process.cwd()));
    process.stdout.write(`took ${round} ${Date.now()}\n`);
    await new Promise((wait) => setTimeout(wait, holdMs));
    process.stdout.write(`gave ${round} ${Date.now()}\n`);
    await unlock();
  } catch (error) {
    process.stdout.write(`refused ${round}: ${(error as Error).message}\n`);
  }
}
