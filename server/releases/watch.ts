/**
 * A release watched once it is live (docs/decisions/041-switching-without-a-wait.md, "the watch"): its main
 * process the same, systemd's restart count the same, /readyz naming it, for WATCH_SECONDS.
 *
 * The command does not wait for it: once the switch is done it writes what to watch into releases/.watch and
 * ends. systemd starts magnolia-site-watch.service when that file changes (magnolia-site-watch.path): the deploy
 * user's `npm run release -- watch` (watchCommand below), sandboxed, with no terminal and no privilege (no sudo),
 * its lines in the journal. A release whose process ends in that time (a crash seen only with the live settings
 * and store) has `current` pointed back at the release before it, and systemd's own restart of the site
 * (Restart=on-failure, RestartSec=) starts that one: the watch looks four times a second, well within the restart's
 * delay; the fallen release's folder is then removed. It then fails, so its OnFailure= mails root. A release that answers /readyz wrongly but keeps running is
 * named, not put back (that needs a restart, a person's: npm run release -- rollback). On a server whose watch
 * unit is not there (set up before it), the command watches, as it did, for WATCH_HERE_SECONDS.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Layout } from './layout';
import { lockReleases } from './lock';
import { runProgram } from './run';
import { stoppedBy } from './steps';
import { pointCurrent, putBack, SERVICE as SERVICE_NAME, serviceRun, soak, waitFor, type ServiceRun } from './switch';

export const WATCH_UNIT = 'magnolia-site-watch.service';
export const WATCH_PATH = 'magnolia-site-watch.path';

/**
 * How long a release is watched once live: every periodic job of the server runs at least once in it (deliveries
 * every 30 s, the page views' write and the digest's look every 60 s), which a 30 s watch did not cover.
 */
export const WATCH_SECONDS = 120;
/** Without the watch unit, the command's own watch, as long as it was. */
export const WATCH_HERE_SECONDS = 30;
/** How long the watch waits for the release lock, held by the command that has just switched (it ends at once). */
const LOCK_WAIT_MS = 60_000;

/** What the watch watches: the release made live, the one before, where it answers, from when, its process then. */
export interface Watch {
  release: string;
  before?: string;
  origin: string;
  since: number;
  seconds: number;
  run: ServiceRun;
}

/** The file in releases/ the command writes and magnolia-site-watch.path watches. */
export const WATCH_FILE = '.watch';
const watchFile = (layout: Layout) => join(layout.releases, WATCH_FILE);

/** The watch asked for, if there is one that can be read. */
export function readWatch(layout: Layout): Watch | undefined {
  try {
    const watch = JSON.parse(readFileSync(watchFile(layout), 'utf8')) as Partial<Watch> | null;
    if (typeof watch?.release !== 'string' || typeof watch.origin !== 'string' || typeof watch.since !== 'number' || typeof watch.seconds !== 'number' || typeof watch.run?.pid !== 'string') return undefined;
    return watch as Watch;
  } catch {
    return undefined;
  }
}

/** Writes the watch whole (renamed into place: systemd's PathChanged= sees one change, the file complete). */
function askForWatch(layout: Layout, watch: Watch) {
  const file = watchFile(layout);
  writeFileSync(`${file}.new`, `${JSON.stringify(watch)}\n`);
  renameSync(`${file}.new`, file);
}

/** Whether systemd starts the watch unit when releases/.watch changes. */
async function watchUnitThere() {
  const state = await runProgram('systemctl', ['show', WATCH_PATH, '-p', 'ActiveState', '--value']).catch(() => '');
  return state.trim() === 'active';
}

/**
 * The command's last step after a switch to NAME (BEFORE live until then): the watch handed to systemd, or, without
 * the watch unit, watched here, putting BEFORE back if NAME falls (then throws, saying both). Resolves with its line.
 */
export async function watchLive(layout: Layout, name: string, before: string | undefined, origin: string) {
  const run = await serviceRun();
  if (await watchUnitThere()) {
    askForWatch(layout, { release: name, before, origin, since: Date.now(), seconds: WATCH_SECONDS, run });
    return `${WATCH_UNIT} watches ${name} for ${WATCH_SECONDS} s; if it falls, it puts ${before ?? 'nothing'} back by itself and mails root (sudo journalctl -u ${WATCH_UNIT})`;
  }
  try {
    await soak(origin, name, WATCH_HERE_SECONDS, { first: run });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${await putBack(layout, before, origin)}`, { cause: error });
  }
  return `${name} live for ${WATCH_HERE_SECONDS} s: no restart, the same main process, /readyz naming it (watched here: ${WATCH_PATH} is not active)`;
}

/** The release lock, waited for (the command that asked for the watch holds it for a moment more). */
async function lockWithin(layout: Layout, ms: number) {
  for (const started = Date.now(); ; ) {
    const unlock = await lockReleases(layout).catch((error: Error) => {
      if (Date.now() - started > ms) throw error;
      return undefined;
    });
    if (unlock) return unlock;
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

/** How often the watch unit looks: well within systemd's delay before it restarts a site that fell (RestartSec=2s). */
const WATCH_EVERY_MS = 250;

/**
 * `npm run release -- watch`, run by the watch unit: watches the release releases/.watch names until its time is
 * up. If its process ends, points `current` back at the release before it (holding the lock, as a command does),
 * so that systemd's restart starts that one, and waits until it answers. Resolves with what it saw; rejects, saying
 * what fell and what became of it, when the release fell. Stops watching, doing nothing, once another switch has
 * come (`current` changed, or a newer watch asked for).
 */
export async function watchCommand(layout: Layout): Promise<string> {
  const watch = readWatch(layout);
  if (!watch || Date.now() > watch.since + watch.seconds * 1000) return 'nothing to watch: no release went live in the last minutes';
  const superseded = () => layout.live() !== watch.release || readWatch(layout)?.since !== watch.since;
  try {
    const whole = await soak(watch.origin, watch.release, watch.seconds, { started: watch.since, first: watch.run, superseded, every: WATCH_EVERY_MS });
    if (whole !== true) return `${whole}: this watch ends`;
    rmSync(watchFile(layout), { force: true });
    return `${watch.release} live for ${watch.seconds} s: no restart, the same main process, /readyz naming it`;
  } catch (error) {
    if (stoppedBy()) return `stopped by ${stoppedBy()} while watching ${watch.release}`;
    const fell = (error as Error & { processEnded?: boolean });
    if (!fell.processEnded) throw new Error(`${fell.message}\nIts process runs: nothing put back (a restart is a person's: npm run release -- rollback)`, { cause: error });
    if (watch.before === undefined) throw new Error(`${fell.message}\nNo release was live before it: nothing to put back`, { cause: error });
    const unlock = await lockWithin(layout, LOCK_WAIT_MS);
    try {
      if (superseded()) return `${fell.message}; another switch came meanwhile: nothing put back`;
      pointCurrent(layout, watch.before);
      rmSync(watchFile(layout), { force: true });
      // systemd restarts the site from `current`: the release before, unless its restart came first (then at the next
      // fall). The fallen release goes, as a command's switch that failed removes it, once nothing runs it.
      const back = await waitFor(watch.origin, watch.before).then(
        () => {
          rmSync(layout.folder(watch.release), { recursive: true, force: true });
          return `put back by itself: \`current\` → releases/${watch.before}, which systemd restarted the site into; ${watch.before} is live again, releases/${watch.release} removed`;
        },
        (e: Error) => `\`current\` → releases/${watch.before}, but ${e.message}: systemd starts it at the site's next restart (sudo systemctl restart ${SERVICE_NAME})`,
      );
      throw new Error(`${fell.message}\n${back}`, { cause: error });
    } finally {
      await unlock();
    }
  }
}
