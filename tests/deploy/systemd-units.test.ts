/**
 * The systemd units in deploy/systemd, checked with Debian's systemd-analyze (package systemd; .ci/run
 * installs it): they load without a warning, keep the site's sandbox, stop later than the server's grace
 * period, the backup's command line is one the operator's command accepts, a failed backup or check is
 * mailed by the notification unit, and the publish timer runs as the deploy user with what sudo needs, its
 * outcome mailed by the site's user.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { program } from '../support/program';
import { SERVER_NODE_FLAGS } from '../../scripts/serve-build';
import { SHUTDOWN_GRACE_MS } from '../../server/process/lifecycle';
import { LISTEN_BACKLOG } from '../../server/process/passed-socket';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import { OUTCOME_FILE, SSH, TRIED_FILE } from '../../server/releases/follow';
import { CHECKOUT } from '../../server/releases/layout';
import { MAILED_FILE } from '../../server/releases/outcome';
import { SETTINGS_FILE } from '../../server/releases/settings';
import { WATCH_FILE, WATCH_PATH, WATCH_UNIT } from '../../server/releases/watch';
import { DEPLOY_USER, FOLDER } from '../support/doc-blocks';

const DIR = 'deploy/systemd';
const files = readdirSync(DIR).sort();
const systemdAnalyze = program('systemd-analyze', 'systemd');

/** A unit's settings: section → key → every value given, in order. */
function unit(name: string) {
  const sections: Record<string, Record<string, string[]>> = {};
  let section: Record<string, string[]> = {};
  for (const line of readFileSync(join(DIR, name), 'utf8').split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) sections[header[1]!] = section = {};
    const setting = /^(\w+)=(.*)$/.exec(line);
    if (setting) (section[setting[1]!] ??= []).push(setting[2]!);
  }
  return sections;
}
const service = (name: string) => unit(name).Service!;
const one = (settings: Record<string, string[]>, key: string) => {
  expect(settings[key], key).toHaveLength(1);
  return settings[key]![0]!;
};

/** The sandbox: the [Service] settings from NoNewPrivileges= on. */
const sandbox = (name: string) => {
  const settings = Object.entries(service(name));
  return settings.slice(settings.findIndex(([key]) => key === 'NoNewPrivileges'));
};

describe('deploy/systemd', () => {
  it('holds the site, a backup and a check each with its timer, the notification of a failure, and the publish timer with its mail', () => {
    expect(files).toEqual([
      'magnolia-site-backup.service', 'magnolia-site-backup.timer', 'magnolia-site-check.service', 'magnolia-site-check.timer',
      'magnolia-site-notify@.service', 'magnolia-site-publish-mail.service', 'magnolia-site-publish.service', 'magnolia-site-publish.timer',
      'magnolia-site-standby.service', 'magnolia-site-watch.path', 'magnolia-site-watch.service', 'magnolia-site.service', 'magnolia-site.socket',
    ]);
  });

  it('starts the site and its standby only once the server serves (its process id in its runtime folder), the standby on the same socket', () => {
    for (const name of ['magnolia-site.service', 'magnolia-site-standby.service']) {
      const settings = service(name);
      expect(one(settings, 'RuntimeDirectory'), name).toBe('%N');
      // sayReady (server/process/ready-file.ts) writes RUNTIME_DIRECTORY/ready: %t/%N.
      expect(one(settings, 'ExecStartPost'), name).toBe(`/bin/sh -c 'until grep -qx "$MAINPID" %t/%N/ready 2>/dev/null; do sleep 0.1; done'`);
    }
    const site = unit('magnolia-site.service');
    const standby = unit('magnolia-site-standby.service');
    // The same server, settings and sandbox: it serves the new release while the site restarts into it.
    const but = (settings: Record<string, string[]>, ...keys: string[]) => Object.fromEntries(Object.entries(settings).filter(([key]) => !keys.includes(key)));
    expect(but(standby.Service!, 'ExecStart', 'Sockets', 'Restart')).toEqual(but(site.Service!, 'ExecStart', 'Restart', 'RestartSec'));
    // Without the metrics port, which the site keeps (the environment wins over .env: server/process/env-file.ts).
    expect(one(standby.Service!, 'ExecStart')).toBe(`/usr/bin/env METRICS_PORT= ${one(site.Service!, 'ExecStart')}`);
    expect(one(standby.Service!, 'Sockets')).toBe('magnolia-site.socket');
    expect(one(standby.Service!, 'Restart')).toBe('no');
    expect(standby.Unit?.Requires).toEqual(site.Unit?.Requires);
    // Never started at boot: only npm run release starts it, for the seconds of a switch.
    expect(standby.Install).toBeUndefined();
  });

  it('holds the site\'s socket across a restart: the address nginx proxies to, one socket, the backlog the server keeps', () => {
    const socket = unit('magnolia-site.socket');
    // The install command's default port, where the nginx site it writes proxies to.
    const port = /^\[ -z "\$port" \] && port=(\d+)$/m.exec(readFileSync('deploy/install', 'utf8'))?.[1];
    const proxied = /proxy_pass http:\/\/([\d.]+:\d+);/.exec(execFileSync('deploy/nginx-site', ['www.example.com', port!], { encoding: 'utf8' }))?.[1];
    expect(one(socket.Socket!, 'ListenStream')).toBe(proxied);
    expect(one(socket.Socket!, 'Accept')).toBe('no');
    // listen() on the passed socket sets the backlog again: the server gives the unit's.
    expect(Number(one(socket.Socket!, 'Backlog'))).toBe(LISTEN_BACKLOG);
    expect(socket.Socket!.ReusePort ?? ['no']).toEqual(['no']);
    expect(socket.Install?.WantedBy).toEqual(['sockets.target']);
    const site = unit('magnolia-site.service');
    // The service needs the socket, started first, and enabling one enables the other.
    expect(site.Unit?.Requires).toEqual(['magnolia-site.socket']);
    expect(site.Unit?.After).toEqual(expect.arrayContaining(['magnolia-site.socket']));
    expect(site.Install?.Also).toEqual(['magnolia-site.socket']);
  });

  it('mails root the status and the journal of a backup or check that failed', () => {
    for (const name of ['magnolia-site-backup.service', 'magnolia-site-check.service']) {
      // %n: the failed unit's full name becomes the notification's instance, %i inside it.
      expect(unit(name).Unit?.OnFailure, name).toEqual(['magnolia-site-notify@%n.service']);
    }
    const notify = service('magnolia-site-notify@.service');
    expect(one(notify, 'Type')).toBe('oneshot');
    const command = one(notify, 'ExecStart');
    expect(command).toMatch(/^\/bin\/sh -c '.+' notify %i$/);
    for (const part of ['systemctl status', 'journalctl --unit="$$1"', '| mail -s', ' root\'']) expect(command).toContain(part);
  });

  it('passes systemd-analyze verify without a warning', { timeout: 120_000 }, async () => {
    // verify checks that ExecStart's program exists. systemd finds `node` in /usr/local/bin or /usr/bin on the
    // server; here it is wherever this test's Node is, so the copies verified name that one. Nothing else changes.
    const copies = mkdtempSync(join(tmpdir(), 'mcp-units-'));
    for (const name of files) {
      writeFileSync(join(copies, name), readFileSync(join(DIR, name), 'utf8').replace(/^ExecStart=node /gm, `ExecStart=${process.execPath} `));
    }
    const { stdout, stderr } = await systemdAnalyze(['verify', ...files.map((name) => join(copies, name))]);
    expect(stdout + stderr).toBe('');
  });

  it('runs the site as node itself with its settings, its state directory its own, restarted on failure', () => {
    const site = service('magnolia-site.service');
    // The same command as npm start's, V8 settings included.
    const npmStart = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(`exec ${one(site, 'ExecStart')}`).toBe(npmStart.replace(/^NODE_ENV=production /, ''));
    expect(one(site, 'ExecStart')).toBe(['node', ...SERVER_NODE_FLAGS, 'dist/server/index.js'].join(' '));
    // Root's settings file, outside the deploy user's checkout; the live release (the link npm run release switches) in it.
    expect(one(site, 'EnvironmentFile')).toBe(SETTINGS_FILE);
    expect(one(site, 'WorkingDirectory')).toMatch(/^\/srv\/.+\/current$/);
    expect(site.Environment).toEqual(expect.arrayContaining(['NODE_ENV=production', `DATA_DIR=%S/${one(site, 'StateDirectory')}`]));
    expect(one(site, 'StateDirectoryMode')).toBe('0700');
    expect(one(site, 'Restart')).toBe('on-failure');
    for (const [key, value] of [['NoNewPrivileges', 'yes'], ['ProtectSystem', 'strict'], ['ProtectHome', 'yes'], ['PrivateTmp', 'yes']]) {
      expect(one(site, key!), key).toBe(value);
    }
    expect(unit('magnolia-site.service').Install?.WantedBy).toEqual(['multi-user.target']);
  });

  it('watches a release once live as the deploy user, unprivileged, started by a path unit on the file the release command writes; the site never given up on', () => {
    const release = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { release: string } }).scripts.release;
    const watch = service(WATCH_UNIT);
    expect(one(watch, 'ExecStart')).toBe(`${release} watch`);
    expect(one(watch, 'WorkingDirectory')).toBe(`${FOLDER}/checkout`);
    expect([one(watch, 'User'), one(watch, 'Group')]).toEqual([DEPLOY_USER, DEPLOY_USER]);
    expect(one(watch, 'NoNewPrivileges')).toBe('yes');
    expect(one(watch, 'ReadWritePaths')).toBe(FOLDER);
    expect(unit(WATCH_UNIT).Unit?.OnFailure).toEqual(['magnolia-site-notify@%n.service']);
    expect(unit(WATCH_PATH).Path).toEqual({ PathChanged: [`${FOLDER}/releases/${WATCH_FILE}`], Unit: [WATCH_UNIT] });
    expect(unit(WATCH_PATH).Install?.WantedBy).toEqual(['paths.target']);
    // A start limit reached would close the socket with the service: there is none.
    expect(unit('magnolia-site.service').Unit?.StartLimitIntervalSec).toEqual(['0']);
  });

  it('stops by SIGTERM to the server alone, and waits longer than its grace period before killing', () => {
    const site = service('magnolia-site.service');
    // The cluster primary stops its workers itself, half a second after the grace period at the latest.
    expect(one(site, 'KillMode')).toBe('mixed');
    expect(site.KillSignal ?? ['SIGTERM']).toEqual(['SIGTERM']);
    const timeout = /^(\d+)s$/.exec(one(site, 'TimeoutStopSec'));
    expect(Number(timeout?.[1]) * 1000).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS + 500 + 5_000);
  });

  it('runs the backup and the check under the site\'s user, settings and sandbox, each started by its timer', () => {
    const site = service('magnolia-site.service');
    for (const name of ['magnolia-site-backup.service', 'magnolia-site-check.service']) {
      const oneshot = service(name);
      expect(one(oneshot, 'Type')).toBe('oneshot');
      for (const key of ['User', 'Group', 'WorkingDirectory', 'EnvironmentFile']) expect(oneshot[key], `${name} ${key}`).toEqual(site[key]);
      expect(oneshot.Environment).toEqual(site.Environment);
      expect(one(oneshot, 'StateDirectory').split(' ')).toContain(one(site, 'StateDirectory'));
      expect(sandbox(name), name).toEqual(sandbox('magnolia-site.service'));
      expect(unit(name.replace('.service', '.timer')).Install?.WantedBy).toEqual(['timers.target']);
    }
    expect(one(service('magnolia-site-check.service'), 'ExecStart')).toMatch(/^node dist\/server\/leads\.js check --max-wait \d+[smh]$/);
    expect(one(unit('magnolia-site-check.timer').Timer!, 'OnCalendar')).toBe('*:0/15');
    expect(one(unit('magnolia-site-backup.timer').Timer!, 'OnCalendar')).toMatch(/^\*-\*-\* \d\d:\d\d:00$/);
  });

  /**
   * The publish runs the release command, whose switch runs sudo, a setuid program: NoNewPrivileges= would stop it,
   * and CapabilityBoundingSet= would bound what sudo's root may do. Every other line of the site's sandbox it keeps
   * (its system call filters set no no_new_privs: systemd installs them while still root); its exposure, 3.6 when
   * measured, may not grow.
   */
  const EXPOSURE = { 'magnolia-site-publish.service': 3.6 } as Record<string, number>;

  it('keeps systemd-analyze security\'s exposure of each service at 2 or below ("OK"), but the publish\'s, which runs sudo', { timeout: 120_000 }, async () => {
    for (const name of files.filter((f) => f.endsWith('.service'))) {
      const { stdout } = await systemdAnalyze(['security', '--offline=true', '--no-pager', join(DIR, name)]);
      const exposure = Number(/Overall exposure level for .+: ([\d.]+) /.exec(stdout)?.[1]);
      expect(exposure, name).toBeLessThanOrEqual(EXPOSURE[name] ?? 2);
    }
  });

  it('publishes as the deploy user in its checkout, a minute after each look, in the site\'s sandbox but what sudo needs', () => {
    const publish = unit('magnolia-site-publish.service');
    const settings = publish.Service!;
    expect(one(settings, 'Type')).toBe('oneshot');
    expect(one(settings, 'User')).toBe('magnolia-deploy');
    expect(one(settings, 'WorkingDirectory')).toBe(`/srv/magnolia-site/${CHECKOUT}`);
    // The release command's own way of running TypeScript (package.json's "release"), in the checkout.
    const release = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { release: string } }).scripts.release;
    expect(release.startsWith('node --import tsx ')).toBe(true);
    expect(one(settings, 'ExecStart')).toBe(`node --import tsx server/releases/publish.ts %S/${one(settings, 'StateDirectory')}`);
    // The site's user reads what it writes there; nobody else writes it.
    expect([one(settings, 'StateDirectoryMode'), one(settings, 'UMask')]).toEqual(['0755', '0022']);
    for (const key of ['NoNewPrivileges', 'CapabilityBoundingSet']) expect(settings[key], key).toBeUndefined();
    // The rest of the site's sandbox, but what it writes: the checkout and the releases, its home.
    const from = (name: string, first: string, ...but: string[]) => {
      const entries = Object.entries(service(name));
      return entries.slice(entries.findIndex(([key]) => key === first)).filter(([key]) => !but.includes(key));
    };
    expect(from('magnolia-site-publish.service', 'ProtectSystem', 'ReadWritePaths', 'ReadOnlyPaths', 'ProtectHome'))
      .toEqual(from('magnolia-site.service', 'ProtectSystem', 'CapabilityBoundingSet', 'ProtectHome', 'UMask'));
    // Of its home, npm's cache and the tools' alone; the checkout's hooks and configuration, which git runs and reads
    // at each look, not by what a pushed commit's build runs.
    expect(settings.ReadWritePaths).toEqual(['/srv/magnolia-site', '/home/magnolia-deploy/.npm /home/magnolia-deploy/.cache']);
    expect(settings.ReadOnlyPaths).toEqual(['/srv/magnolia-site/checkout/.git/hooks /srv/magnolia-site/checkout/.git/config']);
    expect(one(settings, 'ProtectHome')).toBe('read-only');
    // systemd's stop reaches publish.ts, which passes it on to the release command; a release may take minutes.
    expect(one(settings, 'KillMode')).toBe('mixed');
    const timer = unit('magnolia-site-publish.timer');
    expect(timer.Timer?.OnUnitInactiveSec).toEqual(['1min']);
    expect(timer.Install?.WantedBy).toEqual(['timers.target']);
    // After each look, the mail of its outcome, once the look has ended.
    expect(publish.Unit?.Wants).toEqual(expect.arrayContaining(['magnolia-site-publish-mail.service']));
    expect(unit('magnolia-site-publish-mail.service').Unit?.After).toEqual(['magnolia-site-publish.service']);
  });

  /** A unit's ExecCondition= as its shell runs it, %S being `stateRoot` (systemd's `$$` a `$`): its exit code. */
  function condition(name: string, stateRoot: string, cwd: string) {
    const line = one(service(name), 'ExecCondition').replaceAll('%S', stateRoot).replaceAll('$$', '$');
    const [program, ...args] = /^\/bin\/sh -c '(.*)'$/.exec(line) ? ['/bin/sh', '-c', /^\/bin\/sh -c '(.*)'$/.exec(line)![1]!] : line.split(' ');
    const env = Object.fromEntries((service(name).Environment ?? []).map((assignment) => /^"?([^=]+)=(.*?)"?$/.exec(assignment)!.slice(1) as [string, string]));
    return spawnSync(program!, args, { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, encoding: 'utf8' }).status;
  }

  it('starts Node for a look only when the branch has moved from the commit tried last, and fails a look whose fetch fails', { timeout: 60_000 }, () => {
    const root = mkdtempSync(join(tmpdir(), 'mcp-publish-'));
    try {
      const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', ...args], { cwd, encoding: 'utf8' }).trim();
      git(root, 'init', '--quiet', '--bare', '-b', 'main', 'origin.git');
      git(root, 'clone', '--quiet', 'origin.git', 'work');
      writeFileSync(join(root, 'work', 'a.md'), 'one\n');
      git(join(root, 'work'), 'add', '-A');
      git(join(root, 'work'), 'commit', '--quiet', '-m', 'one');
      git(join(root, 'work'), 'push', '--quiet', 'origin', 'main');
      git(root, 'clone', '--quiet', 'origin.git', 'checkout');
      const checkout = join(root, 'checkout');
      const state = join(root, one(service('magnolia-site-publish.service'), 'StateDirectory'));
      mkdirSync(state);
      // Nothing tried yet: Node looks (and finds it live, or publishes it).
      expect(condition('magnolia-site-publish.service', root, checkout)).toBe(0);
      writeFileSync(join(state, TRIED_FILE), `${git(checkout, 'rev-parse', 'HEAD')}\n`);
      expect(condition('magnolia-site-publish.service', root, checkout)).toBe(1);
      writeFileSync(join(root, 'work', 'a.md'), 'two\n');
      git(join(root, 'work'), 'commit', '--quiet', '-am', 'two');
      git(join(root, 'work'), 'push', '--quiet', 'origin', 'main');
      expect(condition('magnolia-site-publish.service', root, checkout)).toBe(0);
      rmSync(join(root, 'origin.git'), { recursive: true });
      expect(condition('magnolia-site-publish.service', root, checkout)).toBe(255);
      // The same ssh as the look's own git commands (server/releases/follow.ts).
      expect(service('magnolia-site-publish.service').Environment).toEqual([`"GIT_SSH_COMMAND=${SSH}"`]);

      // The mail: only an outcome newer than the last one mailed.
      const data = join(root, 'magnolia-site');
      mkdirSync(data);
      expect(condition('magnolia-site-publish-mail.service', root, root)).toBe(1);
      writeFileSync(join(state, OUTCOME_FILE), '{}\n');
      expect(condition('magnolia-site-publish-mail.service', root, root)).toBe(0);
      writeFileSync(join(data, MAILED_FILE), 'x\n');
      utimesSync(join(state, OUTCOME_FILE), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      expect(condition('magnolia-site-publish-mail.service', root, root)).toBe(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('mails the outcome as the site\'s user, with its settings and sandbox, by the live release\'s build, from the publish\'s state folder', () => {
    const site = service('magnolia-site.service');
    const mail = service('magnolia-site-publish-mail.service');
    expect(one(mail, 'Type')).toBe('oneshot');
    for (const key of ['User', 'Group', 'WorkingDirectory', 'EnvironmentFile', 'StateDirectory']) expect(mail[key], key).toEqual(site[key]);
    expect(mail.Environment).toEqual(site.Environment);
    expect(sandbox('magnolia-site-publish-mail.service')).toEqual(sandbox('magnolia-site.service'));
    const state = one(service('magnolia-site-publish.service'), 'StateDirectory');
    expect(one(mail, 'ExecStart')).toBe(`node dist/server/publish-mail.js %S/${state}/${OUTCOME_FILE}`);
    // Built beside the lead command (vite.config.ts's server entries).
    expect(readFileSync('vite.config.ts', 'utf8')).toContain(`'publish-mail': 'server/releases/publish-mail.ts'`);
  });

  /** Runs a oneshot's ExecStart on the source, with %S (/var/lib) in `stateRoot`, as `npm run leads` runs. */
  async function runOneshot(name: string, stateRoot: string) {
    const oneshot = service(name);
    for (const dir of one(oneshot, 'StateDirectory').split(' ')) mkdirSync(join(stateRoot, dir), { recursive: true, mode: 0o700 });
    const env = Object.fromEntries(oneshot.Environment!.map((line) => line.replaceAll('%S', stateRoot).split('=') as [string, string]));
    const [program, entry, ...args] = one(oneshot, 'ExecStart').replaceAll('%S', stateRoot).split(' ');
    expect([program, entry]).toEqual(['node', 'dist/server/leads.js']);
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/cli/cli.ts', ...args!], {
      env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    // What cron or the journal would show: both streams.
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = await once(child, 'exit');
    return { code, output, env, args: args! };
  }

  it('backs up with a command line the operator\'s command accepts: a dated copy in the backups\' state directory', { timeout: 120_000 }, async () => {
    const stateRoot = mkdtempSync(join(tmpdir(), 'mcp-state-'));
    const dataDir = service('magnolia-site-backup.service').Environment!.find((line) => line.startsWith('DATA_DIR='))!.slice('DATA_DIR='.length);
    mkdirSync(dataDir.replaceAll('%S', stateRoot), { recursive: true, mode: 0o700 });
    await openSqliteStore(join(dataDir.replaceAll('%S', stateRoot), 'leads.db')).close();
    const { code, args } = await runOneshot('magnolia-site-backup.service', stateRoot);
    expect(code).toBe(0);
    const copies = readdirSync(args.at(-1)!);
    expect(copies).toEqual([expect.stringMatching(/^leads-.+Z\.db$/)]);
    expect(statSync(join(args.at(-1)!, copies[0]!)).mode & 0o777).toBe(0o600);
  });

  it('checks with a command line the operator\'s command accepts: silent and 0 on a store that is well, 1 on none', { timeout: 120_000 }, async () => {
    const missing = await runOneshot('magnolia-site-check.service', mkdtempSync(join(tmpdir(), 'mcp-state-')));
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/leads\.db/);
    const stateRoot = mkdtempSync(join(tmpdir(), 'mcp-state-'));
    mkdirSync(join(stateRoot, 'magnolia-site'), { mode: 0o700 });
    await openSqliteStore(join(stateRoot, 'magnolia-site', 'leads.db')).close();
    const well = await runOneshot('magnolia-site-check.service', stateRoot);
    expect(well.env.DATA_DIR).toBe(join(stateRoot, 'magnolia-site'));
    expect([well.code, well.output]).toEqual([0, '']);
  });
});
