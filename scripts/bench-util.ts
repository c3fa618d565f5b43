/**
 * Small helpers shared by the bench-* and lighthouse scripts. Imports nothing
 * from React, so a script can set NODE_ENV before it loads the render entry.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as ServerEntry from '../src/entry-server';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
export const DIST_ENTRY = fromRoot('dist/server/entry-server.js');
export const DIST_TEMPLATE = fromRoot('dist/client/index.html');
export const DIST_CLIENT = fromRoot('dist/client');

/** Exits with a clear message when the production build is missing. */
export function requireBuild() {
  const missing = [DIST_ENTRY, DIST_TEMPLATE, fromRoot('dist/server/index.js')].filter((f) => !existsSync(f));
  if (missing.length) {
    console.error(`Missing build output (${missing.join(', ')}). Run \`npm run build\` first (from the project root).`);
    process.exit(1);
  }
}

/**
 * The BUILT render entry (the source one needs Vite's import.meta.glob).
 * React picks its development or production bundle when first imported, so
 * NODE_ENV is forced to 'production' before the import.
 */
export async function loadBuiltEntry(): Promise<typeof ServerEntry> {
  requireBuild();
  process.env.NODE_ENV = 'production';
  // A computed specifier: TypeScript would otherwise look for types of a .js file.
  return (await import(pathToFileURL(DIST_ENTRY).href)) as typeof ServerEntry;
}


/** A free TCP port on 127.0.0.1 (other sessions may be using the usual ones). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer().once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

/**
 * Resolves once `url` answers at all; fails after a minute or if `alive()` turns false. A start takes a second or
 * two, many more on a machine busy with other work: a count of tries was outlasted there.
 */
export async function waitForUrl(url: string, alive: () => boolean = () => true) {
  for (const started = Date.now(); Date.now() - started < 60_000; ) {
    if (await fetch(url).then(() => true, () => false)) return;
    if (!alive()) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on ${url}`);
}

/** Nearest-rank percentile of an ascending array. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export const median = (values: readonly number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Prints rows as an aligned text table: text columns left-aligned, numbers right-aligned. */
export function printTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  const cells = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'));
  const line = (r: string[]) => r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  console.log(line(cells[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMB(pid: number) {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb) / 1024;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux's usual builds). */
const CLOCK_TICKS = 100;

/**
 * CPU time, in ms, a process and its children (a cluster's workers) have used (Linux: /proc/PID/stat's
 * utime and stime). Less moved by other work on a shared machine than requests/s: a comparison of
 * the server's own cost per request.
 */
export function cpuMs(pid: number): number {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return own + children.reduce((sum, child) => sum + cpuMs(Number(child)), 0);
}

/**
 * Connections a listening port has in the kernel's accept queue, not yet taken by the
 * server (Linux: a listener's rx_queue in /proc/net/tcp). Seconds-long waits here are
 * what a client sees as a timeout although the server answers everything it reads.
 */
export function acceptQueue(port: number) {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, address, , state, queues] = line.trim().split(/\s+/);
    if (address?.endsWith(local) && state === '0A') return parseInt(queues!.split(':')[1]!, 16);
  }
  return 0;
}

/** The pids of a process's children (Linux: field 4 of /proc/<pid>/stat is the parent pid). */
export function childPids(parent: number) {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The name in field 2 may hold spaces, hence lastIndexOf(')').
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** Whether a result meets its goal, for the summary lines. */
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Other work on the machine skews every figure: print the load next to them. */
export const machineNote = () =>
  `${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`;

/**
 * Call at the start; call the returned function at the end to warn when the
 * build changed meanwhile (the figures would then mix two builds). Compares
 * contents, not times: other work on this machine may rebuild the same code.
 */
export function watchBuild() {
  const fingerprint = () => {
    const hash = createHash('sha1');
    for (const file of [DIST_ENTRY, DIST_TEMPLATE]) hash.update(existsSync(file) ? readFileSync(file) : '-');
    const assets = fromRoot('dist/client/assets');
    hash.update(existsSync(assets) ? readdirSync(assets).sort().join() : '-'); // hashed names: any client change shows
    return hash.digest('hex');
  };
  const start = fingerprint();
  return () => {
    if (fingerprint() !== start) console.warn('\nWARNING: the build in dist/ changed while this ran: these figures mix two builds, run it again.');
  };
}
