/**
 * Making a release the live one: `current` replaced at once (a new link renamed over it), the service restarted
 * with a standby serving meanwhile (`sudo -n systemctl start|restart|stop`, the deploy user's only privileged
 * acts, which its sudoers lines allow: see restart below), then the live address's /readyz watched until it names the release, then the live release
 * watched for a while (the soak): the service's main process and its restart count unchanged, /readyz naming it.
 * A release that answers and then falls (a crash a few seconds after start, seen only with the live settings
 * and store) is caught there. When either fails, `current` is put back, the service restarted again, and the
 * switch fails saying it rolled back by itself.
 */
import { renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Layout } from './layout';
import { outputOf, runProgram } from './run';
import { step } from './steps';

export const SERVICE = 'magnolia-site.service';
/** The same server on the same socket, run only while a switch restarts SERVICE (docs/decisions/041-switching-without-a-wait.md). */
export const STANDBY = 'magnolia-site-standby.service';
export const SOCKET = 'magnolia-site.socket';

/** How long the restarted site may take to answer /readyz with the new release. */
const LIVE_LIMIT_MS = 60_000;

/** How long a new live release is watched before the command says it is live (--soak). */
export const DEFAULT_SOAK_SECONDS = 30;

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
async function waitFor(origin: string, name: string) {
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

/** The service's main process and how many times systemd has restarted it (`systemctl show`). */
async function serviceRun() {
  const out = await runProgram('systemctl', ['show', SERVICE, '-p', 'MainPID', '-p', 'NRestarts', '-p', 'ActiveState']);
  const value = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(out)?.[1] ?? '?';
  return { pid: value('MainPID'), restarts: value('NRestarts'), state: value('ActiveState') };
}

/**
 * Watches the live release NAME for `seconds`: its main process the same, systemd's restart count the same,
 * /readyz 200 naming it. Throws at the first sign that it fell, saying what was seen and when.
 */
export async function soak(origin: string, name: string, seconds: number) {
  const first = await serviceRun();
  const started = Date.now();
  const fell = (what: string) => new Error(`${name} fell ${((Date.now() - started) / 1000).toFixed(0)} s into its ${seconds} s watch: ${what}`);
  const ended = (now: Awaited<ReturnType<typeof serviceRun>>) =>
    now.pid !== first.pid || now.restarts !== first.restarts
      ? fell(`its process ${first.pid} ended (${SERVICE} now ${now.state}, main process ${now.pid === '0' ? 'none' : now.pid}, restarted by systemd ${Number(now.restarts) - Number(first.restarts)} times)`)
      : undefined;
  while (Date.now() - started < seconds * 1000) {
    await new Promise((wait) => setTimeout(wait, SOAK_EVERY_MS));
    const gone = ended(await serviceRun());
    if (gone) throw gone;
    const answer = await fetch(`${origin}/readyz`).then(async (res) => ({ status: res.status, body: await res.text() }), (error: Error) => ({ status: 0, body: error.message }));
    let named: string | undefined;
    try {
      named = (JSON.parse(answer.body) as { release?: string }).release;
    } catch {
      // not JSON: said below
    }
    if (answer.status !== 200 || named !== name) {
      // A process that has just crashed drops the request in flight before systemd has reaped it: given a moment,
      // the process's end is the cause to name, not the dropped answer.
      await new Promise((wait) => setTimeout(wait, SOAK_EVERY_MS));
      throw ended(await serviceRun()) ?? fell(`/readyz answered ${answer.status || 'nothing'}: ${answer.body.slice(0, 200)}`);
    }
  }
}

/**
 * Makes NAME live and watches it for `soakSeconds`; on any failure puts the one before back (restarting it) and
 * throws, saying both.
 */
export async function switchTo(layout: Layout, name: string, origin: string, soakSeconds = DEFAULT_SOAK_SECONDS) {
  const before = layout.live();
  pointCurrent(layout, name);
  try {
    await restart();
    await waitFor(origin, name);
    await step('watch', async () => {
      await soak(origin, name, soakSeconds);
      return { said: `${name} live for ${soakSeconds} s: no restart, the same main process, /readyz naming it`, value: undefined };
    });
    return before;
  } catch (error) {
    pointCurrent(layout, before);
    let back: string;
    if (before === undefined) back = '`current` removed, as there was no release before';
    else {
      back = await restart().then(
        () => waitFor(origin, before).then(() => `rolled back by itself: ${before} is live again`, (e: Error) => `rolled back by itself to ${before}, but ${e.message}`),
        (e: Error) => `\`current\` switched back to ${before}, but its restart failed too: ${e.message}`,
      );
    }
    throw new Error(`${(error as Error).message}\n${back}`, { cause: error });
  }
}
