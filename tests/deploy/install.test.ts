/**
 * The install command (deploy/install) where it needs no server: what it refuses before it touches anything.
 * Root runs only a copy of the repository root alone can change; another user is told to run it as root; with
 * --yes, a missing answer is named with the option that gives it. Everything it sets up is run under a real
 * systemd by `npm run test:systemd` (tests/systemd/going-live.ts), the guide's block as written.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-util';

const execFileAsync = promisify(execFile);
const NOBODY = 65534;

/** Runs the command at `script`, optionally as another user (setpriv); its exit code and everything it printed. */
async function install(script: string, args: string[], asUser?: number) {
  const command = asUser === undefined ? ['bash', script, ...args] : ['setpriv', `--reuid=${asUser}`, `--regid=${asUser}`, '--clear-groups', 'bash', script, ...args];
  try {
    const { stdout, stderr } = await execFileAsync(command[0]!, command.slice(1), { env: { PATH: process.env.PATH } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** A copy of the repository's deploy/ in a folder of its own, as a clone would hold it. */
function copyOfDeploy() {
  const repository = mkdtempSync(join(tmpdir(), 'mcp-install-'));
  chmodSync(repository, 0o755);
  cpSync('deploy', join(repository, 'deploy'), { recursive: true });
  cpSync('.env.example', join(repository, '.env.example'));
  return repository;
}

const isRoot = process.getuid?.() === 0;
let made: string[] = [];
afterEach(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made = [];
});

describe('deploy/install, before it changes anything', () => {
  it('wants the Node package.json\'s engines names, and the doctor\'s limits for the disk', () => {
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    const install = readFileSync('deploy/install', 'utf8');
    expect(`>=${/^readonly NODE_MINIMUM=(\S+)$/m.exec(install)?.[1]}`).toBe(engines);
    const doctor = readFileSync('deploy/doctor', 'utf8');
    for (const limit of ['DISK_FAIL_MB', 'DISK_WARN_MB']) expect(new RegExp(`\\b${limit}=(\\d+)`).exec(install)?.[1], limit).toBe(new RegExp(`\\b${limit}=(\\d+)`).exec(doctor)?.[1]);
  });

  it('lists its options with --help, and names an unknown one', async () => {
    const help = await install('deploy/install', ['--help']);
    expect(help.code).toBe(0);
    for (const option of ['--domain', '--email', '--public-key', '--smtp-url', '--no-tls', '--prometheus', '--port', '--update', '--yes']) expect(help.output).toContain(option);
    // Every line of the comment at its top, to its last.
    const lines = readFileSync('deploy/install', 'utf8').split('\n').slice(1);
    const comment = lines.slice(0, lines.findIndex((line) => !line.startsWith('#')));
    expect(help.output.trimEnd().split('\n')).toEqual(comment.map((line) => line.replace(/^# ?/, '')));
    const unknown = await install('deploy/install', ['--colour']);
    expect(unknown).toEqual({ code: 2, output: "magnolia-site-install: unknown option '--colour' (--help lists them)\n" });
  });

  it.skipIf(!isRoot)('tells a user other than root to run it as root, and stops', async () => {
    const repository = copyOfDeploy();
    made.push(repository);
    const { code, output } = await install(join(repository, 'deploy/install'), ['--yes'], NOBODY);
    expect(code).toBe(2);
    expect(output).toContain('run it as root');
  });

  it.skipIf(!isRoot)('refuses, as root, a copy of the repository another user can change, naming it', async () => {
    const repository = copyOfDeploy();
    made.push(repository);
    chownSync(join(repository, 'deploy'), NOBODY, NOBODY);
    const { code, output } = await install(join(repository, 'deploy/install'), ['--yes']);
    expect(code).toBe(1);
    expect(output).toMatch(new RegExp(`^FAIL source: ${join(repository, 'deploy').replaceAll('.', '\\.')} is nobody's, mode \\d+: root runs only a copy of the repository root alone can change; fix: `, 'm'));
    expect(output).not.toMatch(/^(ok|done) answers/m);
  });

  it.skipIf(!isRoot)('with --yes, names the first missing answer and the option that gives it', async () => {
    const repository = copyOfDeploy();
    made.push(repository);
    const { code, output } = await install(join(repository, 'deploy/install'), ['--yes', '--domain', 'www.example.com']);
    expect(code).toBe(1);
    expect(output).toContain('FAIL answers: no --email (--yes asks nothing); fix: give --email');
    expect(output).toContain('Stopped at step answers');
  });
});

/**
 * The command's first steps on a machine made to look like a fresh Debian 13 in a mount namespace of its own (root
 * only): no Node or npm (each file of theirs on root's PATH covered by an empty one), and an apt-get that notes what
 * it is asked in `apt-get.log`, updates nothing and installs nothing (so that the node step, which would install
 * Debian's, stops the run there and nothing is installed here). Resolves with what was printed and what apt-get was asked.
 */
async function onAFreshServer(args: string[], input = '') {
  const repository = copyOfDeploy();
  made.push(repository);
  const scratch = mkdtempSync(join(tmpdir(), 'mcp-fresh-'));
  made.push(scratch);
  writeFileSync(join(scratch, 'os-release'), 'PRETTY_NAME="Debian GNU/Linux 13 (trixie)"\nID=debian\nVERSION_ID="13"\n');
  writeFileSync(join(scratch, 'nothing'), '');
  writeFileSync(join(scratch, 'apt-get'), `#!/bin/sh\necho "$*" >> ${scratch}/apt-get.log\n[ "$1" = update ]\n`, { mode: 0o755 });
  const script = `set -e
for tool in node npm; do for dir in /usr/local/bin /usr/bin /bin; do [ -e "$dir/$tool" ] && mount --bind ${scratch}/nothing "$dir/$tool"; done; done
mount --bind ${scratch}/os-release /etc/os-release
mount --bind ${scratch}/apt-get "$(command -v apt-get)"
command -v node >/dev/null && node --version >/dev/null 2>&1 && { echo 'node still runs'; exit 99; }
exec bash ${join(repository, 'deploy/install')} "$@"`;
  return new Promise<{ code: number; output: string; apt: string }>((resolve) => {
    const child = execFile('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', script, 'fresh', ...args], { env: { PATH: process.env.PATH } }, (error, stdout, stderr) => {
      const apt = (() => {
        try {
          return readFileSync(join(scratch, 'apt-get.log'), 'utf8');
        } catch {
          return '';
        }
      })();
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr, apt });
    });
    child.stdin!.end(input);
  });
}

describe('deploy/install on a server that has nothing yet', () => {
  const answers = ['--yes', '--domain', 'www.example.com', '--email', 'owner@example.com', '--public-key', 'A'.repeat(43), '--no-tls'];

  it.skipIf(!isRoot)('reads the SMTP address without Node: its host, port and user, percent-encoded parts decoded; then asks Debian for Node and npm', async () => {
    const port = String(await freePort());
    const { code, output, apt } = await onAFreshServer([...answers, '--port', port, '--metrics-port', String(await freePort()), '--smtp-url', 'smtps://site%40example.com:p%3Ass%2Fw0rd@mail.example.com:465', '--repository', 'https://example.com/site.git']);
    expect(output).not.toContain('node still runs');
    expect(output).toMatch(/^ok {3}answers: http:\/\/www\.example\.com \(example\.com sent there\), mail to owner@example\.com from site@example\.com through mail\.example\.com:465, /m);
    expect(output).toMatch(/^ok {3}system: Debian GNU\/Linux 13 \(trixie\)$/m);
    // --no-tls given: the warning does not tell to give it.
    expect(output).toMatch(/^warn dns: .*; fix: point www\.example\.com's A record here, then run this again$/m);
    expect(output).toMatch(/^FAIL node: apt-get install --no-install-recommends nodejs npm failed/m);
    expect(apt).toBe('update -qq\ninstall -y -q --no-install-recommends nodejs npm\n');
    expect(code).toBe(1);
  });

  it.skipIf(!isRoot)('names an SMTP address that is no URL with a host, and what to give', async () => {
    for (const smtpUrl of ['mail.example.com', 'smtps://user:pass@', 'https://mail.example.com', 'smtps://a:b@host.example:99999']) {
      const { code, output } = await onAFreshServer([...answers, '--smtp-url', smtpUrl, '--repository', 'https://example.com/site.git']);
      expect(output, smtpUrl).toContain('FAIL answers: the SMTP address is not a URL with a host (smtps://USER:PASSWORD@HOST:465); fix: give --smtp-url - and type it');
      expect(code).toBe(1);
    }
  });

  it.skipIf(!isRoot)('reads --smtp-url - from its input, unseen, and on a terminal says what it waits for', async () => {
    const piped = await onAFreshServer([...answers, '--smtp-url', '-', '--repository', 'https://example.com/site.git'], 'smtp://leads:secret@127.0.0.1:2525\n');
    expect(piped.output).toMatch(/^ok {3}answers: .* from site@example\.com through 127\.0\.0\.1:2525, /m);
    expect(piped.output).not.toContain('secret');
    // On a terminal (script's pty, whose input ends at once), the question before the answer.
    const line = ['bash', join(copyOfDeploy(), 'deploy/install'), ...answers, '--smtp-url', '-'].map((word) => `'${word}'`).join(' ');
    const stdout = (() => {
      try {
        return execFileSync('script', ['-qec', line, '/dev/null'], { input: '', encoding: 'utf8', timeout: 30_000 });
      } catch (error) {
        return (error as { stdout: string }).stdout;
      }
    })();
    expect(stdout).toContain('The SMTP address, smtps://USER:PASSWORD@HOST:465 (not shown as you type): ');
  });
});

/**
 * `--update`'s review on a copy of the repository root owns, cloned from a bare one that "someone who can push" moves
 * on. Root answers `no`: what is printed must show every line that would run, however the push hides it. Nothing
 * runs past the review (the answer is no, and the copy stays where it was).
 */
describe('deploy/install --update, before root says yes', () => {
  const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Pusher', '-c', 'user.email=pusher@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });
  /** A bare repository with deploy/ and .env.example, root's clone of it, and a pusher's clone; resolves with their paths. */
  function repositories() {
    const base = mkdtempSync(join(tmpdir(), 'mcp-update-'));
    made.push(base);
    chmodSync(base, 0o755);
    const seed = join(base, 'seed');
    cpSync('deploy', join(seed, 'deploy'), { recursive: true });
    cpSync('.env.example', join(seed, '.env.example'));
    git(seed, 'init', '-q');
    git(seed, 'add', '-A');
    git(seed, 'commit', '-qm', 'The site');
    git(base, 'clone', '-q', '--bare', seed, 'bare.git');
    git(base, 'clone', '-q', join(base, 'bare.git'), 'root-copy');
    git(base, 'clone', '-q', join(base, 'bare.git'), 'pusher');
    return { root: join(base, 'root-copy'), pusher: join(base, 'pusher') };
  }
  const evil = 'echo RAN-AS-ROOT';
  /** The pusher's change to deploy/install: the line, after the `ok source` step. */
  const withLine = (text: string, line = evil) => text.replace(/^(say ok source .*)$/m, `$1\n${line}`);
  async function review(root: string) {
    const before = git(root, 'rev-parse', 'HEAD');
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      const child = execFile('bash', [join(root, 'deploy/install'), '--update'], { env: { PATH: process.env.PATH } }, (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }));
      child.stdin!.end('no\n');
    });
    expect(git(root, 'rev-parse', 'HEAD'), 'root\'s copy stays where it was').toBe(before);
    expect(output).not.toMatch(/^RAN-AS-ROOT/m);
    return { code, output };
  }

  it.skipIf(!isRoot)('shows a change a merge makes of its own, and asks', async () => {
    const { root, pusher } = repositories();
    git(pusher, 'switch', '-qc', 'side');
    writeFileSync(join(pusher, 'side.txt'), 'a page\n');
    git(pusher, 'add', 'side.txt');
    git(pusher, 'commit', '-qm', 'A page');
    git(pusher, 'switch', '-q', 'main');
    git(pusher, 'merge', '-q', '--no-ff', '--no-commit', 'side');
    writeFileSync(join(pusher, 'deploy/install'), withLine(readFileSync(join(pusher, 'deploy/install'), 'utf8')));
    git(pusher, 'commit', '-qam', 'Merge branch side');
    git(pusher, 'push', '-q', 'origin', 'main');
    const { code, output } = await review(root);
    expect(output).toContain(`+${evil}`);
    expect(output).toMatch(/^FAIL update: not installed/m);
    expect(code).toBe(1);
  });

  it.skipIf(!isRoot)('shows a file made to look binary (a NUL byte, or the repository\'s own attributes), as text', async () => {
    const { root, pusher } = repositories();
    writeFileSync(join(pusher, '.gitattributes'), 'deploy/** -diff\n');
    git(pusher, 'add', '.gitattributes');
    git(pusher, 'commit', '-qm', 'Attributes');
    git(pusher, 'push', '-q', 'origin', 'main');
    // Root takes the attributes (nothing under deploy/ changed), then the change comes, with a NUL in a comment too.
    const first = await new Promise<string>((resolve) => {
      const child = execFile('bash', [join(root, 'deploy/install'), '--update'], { env: { PATH: process.env.PATH } }, (_error, stdout, stderr) => resolve(stdout + stderr));
      child.stdin!.end('yes\n');
    });
    expect(first).toContain('(nothing: the changes are in what the deploy user builds and the site runs)');
    writeFileSync(join(pusher, 'deploy/install'), withLine(readFileSync(join(pusher, 'deploy/install'), 'utf8'), `${evil} # \0 hidden`));
    git(pusher, 'commit', '-qam', 'A comment');
    git(pusher, 'push', '-q', 'origin', 'main');
    const { output } = await review(root);
    expect(output).toContain(`+${evil} # ? hidden`);
    expect(output).not.toContain('Binary files');
  });

  it.skipIf(!isRoot)('shows a byte that is no UTF-8 and a character that shows as nothing, where a line would read as a comment', async () => {
    const { root, pusher } = repositories();
    // As bash runs them, `echo RAN-AS-ROOT` runs on both lines: dropped, or shown as nothing, they would read as
    // comments ("# see ADR 042; echo …").
    const file = join(pusher, 'deploy/install');
    const [head, tail] = readFileSync(file, 'utf8').split(/(?<=^say ok source .*\n)/m) as [string, string];
    writeFileSync(file, Buffer.concat([Buffer.from(head), Buffer.from([0xff]), Buffer.from(`# see ADR 042; ${evil}\n\u200b# see ADR 042; ${evil}\n`), Buffer.from(tail)]));
    git(pusher, 'commit', '-qam', 'Comments');
    git(pusher, 'push', '-q', 'origin', 'main');
    const { output } = await review(root);
    expect(output.split('\n').filter((line) => line === `+?# see ADR 042; ${evil}`)).toHaveLength(2);
  });

  it.skipIf(!isRoot)('refuses a link under deploy/, and prints a commit subject\'s control characters replaced', async () => {
    const { root, pusher } = repositories();
    symlinkSync('/srv/magnolia-site/checkout/deploy/sudoers.d/magnolia-site', join(pusher, 'deploy/sudoers.d/extra'));
    git(pusher, 'add', '-A');
    git(pusher, 'commit', '-qm', 'Sudoers \x1b[8mhidden');
    git(pusher, 'push', '-q', 'origin', 'main');
    const { code, output } = await review(root);
    expect(output).toMatch(/^FAIL update: \w+ Sudoers \?\[8mhidden makes deploy\/sudoers\.d\/extra something else than a file: nothing of it was installed/m);
    expect(output).not.toContain('\x1b');
    expect(code).toBe(1);
  });
});
