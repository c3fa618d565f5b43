/**
 * Saying that the site serves: once every process listens, this process's id is written to `ready` in the folder
 * RUNTIME_DIRECTORY names, which systemd sets for a unit with RuntimeDirectory= (deploy/systemd/magnolia-site*.service)
 * and removes at each stop. The unit's ExecStartPost= waits for that file to name its
 * main process, so `systemctl start` and `systemctl restart` return only once the new process accepts
 * connections, and a release is switched by starting the new process beside the old one before the old one stops
 * (docs/decisions/041-switching-without-a-wait.md). systemd's own readiness protocol (Type=notify) needs a datagram
 * on a Unix socket, which Node cannot send, and `systemd-notify` run as a child is attributed to the service only
 * while it still runs (NotifyAccess=all, a race on systemd 252): a file the unit checks has neither problem.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes this process's id to `ready` in `folder` whole (a new file renamed into place), or says why it could not. */
export function sayReady(folder: string | undefined, pid = process.pid): string | undefined {
  if (!folder) return undefined;
  const file = join(folder, 'ready');
  try {
    writeFileSync(`${file}.new`, `${pid}\n`);
    renameSync(`${file}.new`, file);
    return undefined;
  } catch (error) {
    return `could not write ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): systemd will not see the site start`;
  }
}
