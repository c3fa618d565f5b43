/**
 * A real systemd to run the going-live guide under: a Debian 13 root made by debootstrap, booted with
 * `systemd-nspawn -b`, commands run inside it with nsenter. Needs root, systemd-container and debootstrap
 * (.ci/run installs them).
 *
 * The root is what docs/going-live.md says a fresh server has, and nothing else: Debian's minimal system (minbase)
 * with systemd, sudo and ca-certificates. No Node, no npm, no git: the guide's own lines and the install command
 * install what the site needs, from Debian's packages and the npm registry, as on a real server. What this build
 * machine's network needs and a real server never would is added, each named where it is: its certificate
 * authority (NETWORK_ONLY_CA), and a folder on the host for apt's downloads, shared by the servers of a run
 * (APT_ARCHIVES: apt still fetches and installs every package; it only finds it fetched already).
 *
 * The root is made once and kept in CACHE (default /var/cache/magnolia-site-systemd-test, or
 * SYSTEMD_TEST_CACHE), in a folder named by the suite and a hash of the package list: a changed list makes a
 * new one, `rm -rf` of the folder makes it again. Each boot runs on a copy of it, so every run starts from a
 * fresh server.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const CACHE = process.env.SYSTEMD_TEST_CACHE ?? '/var/cache/magnolia-site-systemd-test';
const SUITE = 'trixie';
/** What a fresh server has, as docs/going-live.md says ("You need"): systemd (booted), sudo, ca-certificates. */
export const PACKAGES = ['systemd', 'systemd-sysv', 'sudo', 'ca-certificates'];
/**
 * Not the server's: the certificate authority this build machine's network needs to reach the npm registry (its
 * connections go through a proxy that signs with it). Each of these files is added to the server's own
 * authorities, which Debian's Node and npm trust; a real server reaches the registry without it.
 */
const NETWORK_ONLY_CA = '/usr/local/share/ca-certificates';
/** Not the server's: apt's downloads, kept on the host so that the second server of a run fetches them once. */
const APT_ARCHIVES = join(CACHE, 'apt-archives');
const HOSTNAME = 'magnolia-site-test';
const PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** The kept root for this package list, made (about two minutes of downloads) when there is none. */
export async function debianRoot(): Promise<string> {
  const key = createHash('sha256').update(`${SUITE} minbase ${PACKAGES.join(',')}`).digest('hex').slice(0, 12);
  const root = join(CACHE, `${SUITE}-${key}`);
  if (existsSync(root)) return root;
  const making = `${root}.partial`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
  // The mirror apt already uses on this machine.
  const sources = readFileSync('/etc/apt/sources.list.d/debian.sources', 'utf8');
  const mirror = /^URIs:\s*(\S+)/m.exec(sources)?.[1] ?? 'http://deb.debian.org/debian';
  console.log(`making a Debian ${SUITE} root in ${root} (debootstrap, once)`);
  await run('debootstrap', ['--variant=minbase', `--include=${PACKAGES.join(',')}`, SUITE, making, mirror], { maxBuffer: 64 << 20 });
  renameSync(making, root);
  return root;
}

export interface Booted {
  /** The container's root folder on the host: what is written there is on the server. */
  root: string;
  /** Its systemd's process id on the host: `nsenter -t PID -a` runs a command inside. */
  init: number;
  /** Runs a shell script inside as root (sh -e, a clean environment, in /root), resolving with its output. */
  sh(script: string, options?: { env?: Record<string, string>; allowFail?: boolean }): Promise<{ code: number; stdout: string; stderr: string }>;
  /** The unit's last lines of journal, to print when a step fails. */
  journal(unit: string): Promise<string>;
  /** systemctl poweroff, and wait for the container to end. */
  poweroff(): Promise<void>;
}

/**
 * Boots a fresh copy of `base` (in `where`, a folder on the same file system so that copies can be hard
 * links), with `binds` (host folder → folder inside, read-only), and waits for it to be up.
 * The container shares the host's network: its services listen on the host's loopback.
 */
export async function boot(base: string, where: string, binds: Record<string, string> = {}): Promise<Booted> {
  const root = join(where, 'root');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(where, { recursive: true });
  await run('cp', ['-a', '--reflink=auto', base, root]);
  // Its name, known to itself (sudo looks it up).
  writeFileSync(join(root, 'etc/hostname'), `${HOSTNAME}\n`);
  appendFileSync(join(root, 'etc/hosts'), `127.0.1.1\t${HOSTNAME}\n`);
  const log = join(where, 'nspawn.log');
  // Not the server's: this machine's network's authority (NETWORK_ONLY_CA), taken by update-ca-certificates below.
  for (const name of existsSync(NETWORK_ONLY_CA) ? readdirSync(NETWORK_ONLY_CA).filter((file) => file.endsWith('.crt')) : []) {
    copyFileSync(join(NETWORK_ONLY_CA, name), join(root, 'usr/local/share/ca-certificates', `network-only-${name}`));
  }
  mkdirSync(join(APT_ARCHIVES, 'partial'), { recursive: true });
  // --register=no --keep-unit: the host has no systemd (no machined, no scope units) of its own.
  const nspawn: ChildProcess = spawn(
    'systemd-nspawn',
    [
      '-q', '--register=no', '--keep-unit', '-b', '-D', root, `--hostname=${HOSTNAME}`, '--console=pipe',
      `--bind=${APT_ARCHIVES}:/var/cache/apt/archives`,
      ...Object.entries(binds).map(([host, inside]) => `--bind-ro=${host}:${inside}`),
    ],
    { detached: true, stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')] },
  );
  const ended = once(nspawn, 'exit');
  const init = await containerInit(nspawn, ended, log);

  const nsenter = (args: string[], env: Record<string, string> = {}) => [
    '-t', String(init), '-a', '--', 'env', '-i', `PATH=${PATH}`, 'HOME=/root', 'LANG=C.UTF-8', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...args,
  ];
  const sh: Booted['sh'] = (script, { env, allowFail } = {}) =>
    new Promise((resolve, reject) => {
      execFile('nsenter', nsenter(['sh', '-ec', `cd /root\n${script}`], env), { maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        if (code !== 0 && !allowFail) reject(new Error(`inside the container, exit ${code}:\n${script}\n--- stdout\n${stdout}--- stderr\n${stderr}`));
        else resolve({ code, stdout, stderr });
      });
    });

  // Up: every unit started, or one failed (degraded, which says which). systemctl needs systemd's socket first.
  const up = 'timeout 60 sh -c "while [ ! -S /run/systemd/private ]; do sleep 0.1; done"; systemctl is-system-running --wait';
  const state = (await sh(up, { allowFail: true })).stdout.trim();
  if (state !== 'running') {
    const failed = await sh('systemctl --failed --no-pager', { allowFail: true });
    throw new Error(`the container's systemd is ${state}:\n${failed.stdout}${failed.stderr}`);
  }
  await sh('update-ca-certificates >/dev/null');

  return {
    root,
    init,
    sh,
    journal: async (unit) => (await sh(`journalctl -u ${unit} --no-pager -n 100`, { allowFail: true })).stdout,
    poweroff: async () => {
      await sh('systemctl poweroff', { allowFail: true });
      const timer = setTimeout(() => nspawn.kill('SIGKILL'), 60_000);
      await ended;
      clearTimeout(timer);
    },
  };
}

/** The container's init (its systemd, PID 1 inside), once nspawn has started it: nspawn's child, once it runs systemd. */
async function containerInit(nspawn: ChildProcess, ended: Promise<unknown>, log: string): Promise<number> {
  let gone = false;
  void ended.then(() => (gone = true));
  const command = (pid: string) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      return '';
    }
  };
  const started = Date.now();
  while (!gone && Date.now() - started < 60_000) {
    let children = '';
    try {
      children = execFileSync('pgrep', ['-P', String(nspawn.pid)], { encoding: 'utf8' });
    } catch {
      // none yet
    }
    const init = children.split('\n').find((pid) => command(pid) === 'systemd');
    if (init) return Number(init);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`systemd-nspawn did not start the container:\n${readFileSync(log, 'utf8')}`);
}
