/**
 * The install command (deploy/install) where it needs no server: what it refuses before it touches anything.
 * Root runs only a copy of the repository root alone can change; another user is told to run it as root; with
 * --yes, a missing answer is named with the option that gives it. Everything it sets up is run under a real
 * systemd by `npm run test:systemd` (tests/systemd/going-live.ts), the guide's block as written.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

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
    for (const option of ['--domain', '--email', '--public-key', '--smtp-url', '--no-tls', '--prometheus', '--port', '--modules-from', '--yes']) expect(help.output).toContain(option);
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
