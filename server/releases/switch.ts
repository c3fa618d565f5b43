/**
 * Making a release the live one: `current` replaced at once (a new link renamed over it), the service restarted
 * with a standby serving meanwhile (`sudo -n systemctl start|restart|stop`, the deploy user's only privileged
 * acts, which its sudoers lines allow: see restart below), then the live address's /readyz watched until it names
 * the release. When that fails, `current` is put back, the service restarted again, and the switch fails saying it
 * rolled back by itself. Watching the release once live (a release that answers, then falls: a crash seen only
 * with the live settings and store) is ./watch.ts's, with soak and putBack here.
 */
import { renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Layout } from './layout';
import { outputOf, runProgram } from './run';

export const SERVICE = 'magnolia-site.service';
/** The same server on the same socket, run only while a switch restarts SERVICE (docs/decisions/041-switching-without-a-wait.md). */
export const STANDBY = 'magnolia-site-standby.service';
export const SOCKET = 'magnolia-site.socket';

/** How long the restarted site may take to answer /readyz with the new release. */
const LIVE_LIMIT_MS = 60_000;

/** How often the soak looks. */
const SOAK_EVERY_MS = 1_000;

/** Points `current` at releases/NAME, or removes it when NAME is undefined; never a moment without one. */
export function pointCurrent(layout: Layout, name: string | undefined) {
  if (name === undefined) return rmSync(layout.current, { force: true });
  const next = `${layout.current}.new`;
  rmSync(next, { force: true });
  symlinkSync(join('releases', name), next);
  renameSync(next, layout.current);
}

/**
 * The address the socket unit listens on, as `systemctl show -p Listen` says it (`Listen=127.0.0.1:3000 (Stream)`;
 * a bare port is every address), as a URL to reach it from this machine.
 */
export async function liveAddress() {
  const out = await runProgram('systemctl', ['show', SOCKET, '-p', 'Listen']).catch((error: Error) => {
    throw new Error(`could not read the live address (${error.message}): ${outputOf(error).trim()}`);
  });
  const listen = /^Listen=(\S+) \(Stream\)/m.exec(out)?.[1];
  if (!listen) throw new Error(`${SOCKET} has no ListenStream (systemctl show said: ${out.trim() || 'nothing'}): is the socket unit installed?`);
  const port = /^\d+$/.test(listen) ? listen : /:(\d+)$/.exec(listen)?.[1];
  let host = /^\d+$/.test(listen) ? '127.0.0.1' : listen.slice(0, listen.lastIndexOf(':'));
  if (host === '0.0.0.0') host = '127.0.0.1';
  if (host === '[::]') host = '[::1]';
  return `http://${host}:${port}`;
}

/** `sudo -n systemctl ACTION UNIT`: one of the deploy user's sudoers lines (deploy/sudoers.d/magnolia-site). */
async function systemctl(action: 'start' | 'stop' | 'restart', unit: string) {
  await runProgram('sudo', ['-n', 'systemctl', action, unit]).catch((error: Error) => {
    throw new Error(`${error.message}${outputOf(error).trim() ? `: ${outputOf(error).trim()}` : ''}`);
  });
}

/**
 * The service restarted into the release `current` names, with no moment when no process accepts: the standby
 * starts from it beside the running service, on the same socket (its start returns once it serves), the service
 * restarts while the standby serves (the old process finishes its requests, the new one starts from `current`),
 * then the standby stops the same gentle way. A standby left from a switch that failed half-way is stopped first.
 */
async function restart() {
  await systemctl('stop', STANDBY);
  await systemctl('start', STANDBY);
  await systemctl('restart', SERVICE);
  await systemctl('stop', STANDBY);
}

/** Waits until `origin`'s /readyz answers 200 naming release NAME; says what it saw last when the time is up. */
export async function waitFor(origin: string, name: string) {
  let last = 'no answer';
  for (const started = Date.now(); Date.now() - started < LIVE_LIMIT_MS; ) {
    try {
      const res = await fetch(`${origin}/readyz`);
      const body = await res.text();
      if (res.status === 200 && (JSON.parse(body) as { release?: string }).release === name) return;
      last = `${res.status} ${body}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${origin}/readyz did not name ${name} within ${LIVE_LIMIT_MS / 1000} s (last: ${last})`);
}

/**
 * The service's main process, how many times systemd has restarted it (Restart=, after a fall; a start asked for,
 * by a person or a command, sets the count back to 0) and its state (`systemctl show`; SubState `auto-restart`
 * while systemd waits RestartSec= to restart a process that fell).
 */
export async function serviceRun() {
  const out = await runProgram('systemctl', ['show', SERVICE, '-p', 'MainPID', '-p', 'NRestarts', '-p', 'ActiveState', '-p', 'SubState']);
  const value = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(out)?.[1] ?? '?';
  return { pid: value('MainPID'), restarts: value('NRestarts'), state: value('ActiveState'), sub: value('SubState') };
}

export type ServiceRun = Awaited<ReturnType<typeof serviceRun>>;

/** How long a stop or restart someone asked for may take before the watch calls what it sees the end of it. */
const SETTLE_MS = 15_000;

/**
 * Watches the live release NAME until `seconds` after `started` (ms since the epoch; now by default): its main
 * process the one of `first` (as it was then; read now by default), systemd's restart count the same, /readyz 200
 * naming it, looking every `every` ms. Throws at the first sign that it fell, saying what was seen and when (with
 * `processEnded` true when its process ended). A restart that was asked for (`systemctl restart`: the install
 * command applying a changed setting, a person) is no fall: systemd did not restart the process by Restart=, so the
 * watch goes on with the new process. Resolves with true when the time is up; with why it stopped watching at once
 * when `superseded` says another switch has come, or the site was stopped on request.
 */
export async function soak(origin: string, name: string, seconds: number, { started = Date.now(), first, superseded = () => false, every = SOAK_EVERY_MS }: { started?: number; first?: ServiceRun; superseded?: () => boolean; every?: number } = {}): Promise<true | string> {
  let baseline = first ?? (await serviceRun());
  const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
  const fell = (what: string, processEnded = false) => Object.assign(new Error(`${name} fell ${((Date.now() - started) / 1000).toFixed(0)} s into its ${seconds} s watch: ${what}`), { processEnded });
  const changed = (now: ServiceRun) => now.pid !== baseline.pid || now.restarts !== baseline.restarts;
  /** The service once a stop or start under way has ended: running, failed, waiting for systemd's restart, or as it is after SETTLE_MS. */
  const settled = async () => {
    for (const since = Date.now(); ; await pause(every)) {
      const now = await serviceRun();
      if ((now.state === 'active' && now.pid !== '0') || now.state === 'failed' || now.sub === 'auto-restart' || Date.now() - since > SETTLE_MS) return now;
    }
  };
  /** After a sign of trouble: the fall to name, or undefined when the process is the same or was restarted on request (then watched from now). */
  const verdict = async (): Promise<Error | 'stopped' | undefined> => {
    let now = await serviceRun();
    if (!changed(now) && now.state !== 'deactivating') return undefined;
    now = await settled();
    const byRestart = now.sub === 'auto-restart' || now.state === 'failed' || Number(now.restarts) > Number(baseline.restarts);
    if (byRestart) {
      return fell(`its process ${baseline.pid} ended (${SERVICE} now ${now.state}, main process ${now.pid === '0' ? 'none' : now.pid}, restarted by systemd ${Math.max(Number(now.restarts) - Number(baseline.restarts), 0)} times)`, true);
    }
    if (now.state !== 'active') return 'stopped';
    baseline = now;
    return undefined;
  };
  const readyz = () =>
    fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(every * 4) }).then(async (res) => ({ status: res.status, body: await res.text() }), (error: Error) => ({ status: 0, body: error.message }));
  const namesIt = (answer: { status: number; body: string }) => {
    try {
      return answer.status === 200 && (JSON.parse(answer.body) as { release?: string }).release === name;
    } catch {
      return false;
    }
  };
  const STOPPED = `${SERVICE} was stopped on request`;
  while (Date.now() - started < seconds * 1000) {
    await pause(every);
    if (superseded()) return 'another switch came';
    const seen = await verdict();
    if (seen === 'stopped') return STOPPED;
    if (seen) throw seen;
    // Not waited for long: a request sent as the process fell waits on the socket for systemd's restart.
    if (namesIt(await readyz())) continue;
    // A process that has just crashed drops the request in flight before systemd has reaped it, and one stopping on
    // request answers 503 while it finishes its requests: given a moment, the process's end is what to judge.
    await pause(Math.max(every, 500));
    if (superseded()) return 'another switch came';
    const then = await verdict();
    if (then === 'stopped') return STOPPED;
    if (then) throw then;
    // The same process, or the one started on request meanwhile: its answer now.
    const answer = await readyz();
    if (!namesIt(answer)) throw fell(`/readyz answered ${answer.status || 'nothing'}: ${answer.body.slice(0, 200)}`);
  }
  return true;
}

/**
 * `current` pointed back at BEFORE and the service restarted into it (as a switch does, the standby serving
 * meanwhile), or removed when there was none: says which, as the end of a sentence that began with what failed.
 */
export async function putBack(layout: Layout, before: string | undefined, origin: string) {
  pointCurrent(layout, before);
  if (before === undefined) return '`current` removed, as there was no release before';
  return restart().then(
    () => waitFor(origin, before).then(() => `rolled back by itself: ${before} is live again`, (e: Error) => `rolled back by itself to ${before}, but ${e.message}`),
    (e: Error) => `\`current\` switched back to ${before}, but its restart failed too: ${e.message}`,
  );
}

/**
 * Makes NAME live: `current`, the restart, /readyz naming it. On any failure puts the one before back (restarting
 * it) and throws, saying both. Resolves with the release that was live before.
 */
export async function switchTo(layout: Layout, name: string, origin: string) {
  const before = layout.live();
  pointCurrent(layout, name);
  try {
    await restart();
    await waitFor(origin, name);
    return before;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${await putBack(layout, before, origin)}`, { cause: error });
  }
}
