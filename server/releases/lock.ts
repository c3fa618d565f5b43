/**
 * One release command at a time (two could each switch `current`, or prune the other's new folder): `releases/.lock`
 * holds the pid of the command that has it. A lock whose process is gone (killed) is taken over.
 */
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import type { Layout } from './layout';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock, or throws naming the command that has it; resolves with the function that gives it back. */
export function lockReleases(layout: Layout) {
  mkdirSync(layout.releases, { recursive: true });
  const file = join(layout.releases, '.lock');
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new Error(`another release command is running (pid ${pid}): wait for it to end`, { cause: error });
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take ${file}`);
}
