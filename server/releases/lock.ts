/**
 * One release command at a time (two could each switch `current`, or prune the other's new folder): a kernel lock,
 * flock(2), on `releases/.lock`, which no two processes can hold at once and which the kernel gives back when its
 * holder dies, however (Ctrl-C, kill -9): no stale lock to judge, nothing to remove. Node has no flock(2), so
 * util-linux's `flock` holds it, a child of the command in a process group of its own (Ctrl-C at the terminal
 * reaches the command, never the lock's holder, which gives it back only once the command has cleaned up and
 * ended): it runs `cat` on a pipe from the command, which ends when the command closes it or dies. The file stays;
 * it is never removed, as a process waiting on the old file and one on a new one would both hold "the" lock.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Layout } from './layout';

/** flock's exit code when the lock is held by another (its --conflict-exit-code). */
const HELD = 75;

/** Takes the lock, or rejects saying another command has it; resolves with the function that gives it back. */
export function lockReleases(layout: Layout) {
  mkdirSync(layout.releases, { recursive: true });
  const file = join(layout.releases, '.lock');
  const holder = spawn('flock', ['--nonblock', '--conflict-exit-code', String(HELD), file, 'sh', '-c', 'echo locked; exec cat >/dev/null'], {
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let said = '';
  holder.stderr.on('data', (chunk: Buffer) => (said += chunk));
  const ended = new Promise<void>((done) => holder.once('close', () => done()));
  return new Promise<() => Promise<void>>((done, fail) => {
    holder.once('error', (error) => fail(new Error(`flock could not be run (util-linux): ${error.message}`)));
    holder.stdout.once('data', () => {
      done(() => {
        holder.stdin.end();
        return ended;
      });
    });
    holder.once('exit', (code) => {
      if (code === HELD) fail(new Error('another release command is running: wait for it to end'));
      else fail(new Error(`flock ${file} ended with ${code}: ${said.trim()}`));
    });
  });
}
