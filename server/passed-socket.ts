/**
 * The listening socket systemd passes (socket activation, deploy/systemd/magnolia-site.socket): systemd
 * holds it across `systemctl restart`, so the kernel queues the connections that arrive while one process
 * ends and the next starts, and none is refused. The protocol is sd_listen_fds(3): LISTEN_PID names the
 * process the sockets are for, LISTEN_FDS how many, the first at file descriptor 3.
 * https://www.freedesktop.org/software/systemd/man/latest/sd_listen_fds.html
 */

/** SD_LISTEN_FDS_START: the first socket passed. */
export const PASSED_FD = 3;

/**
 * The listen() backlog, as deploy/systemd/magnolia-site.socket's Backlog= gives it (a unit test holds the
 * two together): listen() on a socket already listening sets its backlog again, and Node would set 511.
 * This many connections wait in the kernel while a restart has no process accepting; Linux caps it at
 * net.core.somaxconn (4096 by default since Linux 5.4).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Whether systemd passed this process a socket: LISTEN_PID is this process (or, in a cluster worker, its
 * primary, which holds the socket and shares it). More than one socket is refused at start: the site
 * listens on one address.
 */
export function passedSockets(env: NodeJS.ProcessEnv, process: { pid: number; ppid: number }, isWorker: boolean): number {
  const forPid = Number(env.LISTEN_PID);
  if (!Number.isInteger(forPid) || forPid !== (isWorker ? process.ppid : process.pid)) return 0;
  const count = Number(env.LISTEN_FDS);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** Where the site listens: the socket systemd passed, or PORT and HOST. */
export type ListenOn = { fd: number } | { port: number; host: string };

/** The start-up line's words for it, given the address the socket is bound to. */
export function listeningOn(on: ListenOn, url: string) {
  return 'fd' in on ? `listening on the socket systemd passed (${url})` : `listening on ${url}`;
}
