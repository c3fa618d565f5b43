/**
 * One release command at a time (two could each switch `current`, or prune the other's new folder): a kernel lock,
 * flock(2), on `releases/.lock`, which no two commands can hold at once and which the kernel gives back when the
 * last process holding its open file ends, however it ends (Ctrl-C, kill -9): no stale lock to judge, nothing to
 * remove. Node has no flock(2), so the command opens the file and util-linux's `flock` locks that open file
 * (given as its fd 3) and exits: the lock is the command's. Every program the command starts holds the same open
 * file (./run.ts), so a build or `npm ci` that outlives a killed command keeps the lock until it ends: the next
 * command never removes a folder something is still writing into. The file stays; it is never removed, as a
 * process waiting on the old file and one on a new one would both hold "the" lock.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { Layout } from './layout';
import { childrenHold } from './run';

/** flock's exit code when the lock is held by another (its --conflict-exit-code). */
const HELD = 75;

/**
 * Another command holds the lock: nothing is wrong with what this one was asked to do, it is only early. The release
 * command exits with BUSY_EXIT then (EX_TEMPFAIL, as flock's own), so that the timer's publish (./follow.ts) tries
 * the same commit again at its next look rather than calling it stopped.
 */
export class ReleasesBusy extends Error {}
export const BUSY_EXIT = HELD;

/** Takes the lock, or rejects saying another command has it; resolves with the function that gives it back. */
export async function lockReleases(layout: Layout) {
  mkdirSync(layout.releases, { recursive: true });
  const file = join(layout.releases, '.lock');
  // Appending, so that opening never changes the file (whoever holds the lock holds it on this same file).
  const fd = openSync(file, 'a');
  const { code, said } = await new Promise<{ code: number | null; said: string }>((done, fail) => {
    const flock = spawn('flock', ['--nonblock', '--conflict-exit-code', String(HELD), '3'], { stdio: ['ignore', 'ignore', 'pipe', fd] });
    let said = '';
    flock.stderr!.on('data', (chunk: Buffer) => (said += chunk));
    flock.once('error', (error) => fail(new Error(`flock could not be run (util-linux): ${error.message}`)));
    flock.once('close', (code) => done({ code, said }));
  }).catch((error: Error) => {
    closeSync(fd);
    throw error;
  });
  if (code !== 0) {
    closeSync(fd);
    if (code === HELD) throw new ReleasesBusy('another release command is running: wait for it to end');
    throw new Error(`flock ${file} ended with ${code}: ${said.trim()}`);
  }
  childrenHold(fd);
  return async () => {
    childrenHold(undefined);
    closeSync(fd);
  };
}
