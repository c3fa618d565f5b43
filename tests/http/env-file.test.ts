/**
 * The built server and the built operator's command read ./.env (the folder they run in) before any
 * setting, the logger's level included; a variable already in the environment wins. npm test builds first.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort, waitForUrl } from '../../scripts/bench-util';
import { againstDev } from '../support/build-only';

const SERVER = resolve('dist/server/index.js');
const COMMAND = resolve('dist/server/leads.js');
const SETTINGS = ['PORT', 'HOST', 'SITE_URL', 'LOG_LEVEL', 'DATA_DIR', 'DATABASE_URL', 'WEB_CONCURRENCY'];

/** A folder holding `.env` with these lines, to run in. */
function folderWithEnvFile(settings: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'mcp-env-file-'));
  writeFileSync(join(folder, '.env'), `# as an operator writes it\n${Object.entries(settings).map(([k, v]) => `${k}=${v}`).join('\n')}\n`);
  return folder;
}

/** Runs `file` in `cwd` with the test's environment less the settings under test, plus `env`. */
function run(file: string, args: string[], cwd: string, env: Record<string, string>) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.includes(name) && !/^(LEADS_|SMTP_)/.test(name)));
  const child = spawn(process.execPath, [file, ...args], { cwd, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return { child, output: () => ({ stdout, stderr }) };
}

describe.skipIf(againstDev)('./.env', { timeout: 120_000 }, () => {
  it('sets the server\'s port, address, SITE_URL and log level, read before the logger is made', async () => {
    const port = await freePort();
    const folder = folderWithEnvFile({ PORT: String(port), HOST: '127.0.0.1', SITE_URL: 'https://from-env-file.example', LOG_LEVEL: 'warn', DATA_DIR: 'data' });
    const server = run(SERVER, [], folder, { NODE_ENV: 'production' });
    await waitForUrl(`http://127.0.0.1:${port}/readyz`, () => server.child.exitCode === null);
    expect(await (await fetch(`http://127.0.0.1:${port}/robots.txt`)).text()).toContain('Sitemap: https://from-env-file.example/sitemap.xml');
    server.child.kill('SIGTERM');
    expect(await once(server.child, 'exit')).toEqual([0, null]);
    // At warn, neither the listening line nor the request lines (info) are written; the key-pair warning is.
    const lines = server.output().stdout.trim().split('\n').map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.level < 40)).toEqual([]);
  });

  it('gives way to the environment: the server serves on the environment\'s port with its SITE_URL', async () => {
    const [filePort, envPort] = [await freePort(), await freePort()];
    const folder = folderWithEnvFile({ PORT: String(filePort), HOST: '127.0.0.1', SITE_URL: 'https://from-env-file.example', DATA_DIR: 'data' });
    const server = run(SERVER, [], folder, { NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: String(envPort), SITE_URL: 'https://from-environment.example' });
    await waitForUrl(`http://127.0.0.1:${envPort}/readyz`, () => server.child.exitCode === null);
    expect(await (await fetch(`http://127.0.0.1:${envPort}/robots.txt`)).text()).toContain('Sitemap: https://from-environment.example/sitemap.xml');
    await expect(fetch(`http://127.0.0.1:${filePort}/readyz`)).rejects.toThrow();
  });

  it('sets the operator\'s command\'s DATA_DIR, and the environment\'s wins', async () => {
    const [fromFile, fromEnv] = [mkdtempSync(join(tmpdir(), 'mcp-env-file-data-')), mkdtempSync(join(tmpdir(), 'mcp-env-data-'))];
    const folder = folderWithEnvFile({ DATA_DIR: fromFile });
    const status = async (env: Record<string, string>) => {
      const command = run(COMMAND, ['status'], folder, env);
      const [code] = await once(command.child, 'exit');
      return { code, ...command.output() };
    };
    expect(await status({})).toMatchObject({ code: 0, stdout: expect.stringMatching(new RegExp(`^store +SQLite, ${join(fromFile, 'leads.db')}$`, 'm')), stderr: '' });
    expect(await status({ DATA_DIR: fromEnv })).toMatchObject({ code: 0, stdout: expect.stringMatching(new RegExp(`^store +SQLite, ${join(fromEnv, 'leads.db')}$`, 'm')), stderr: '' });
  });
  it('says which file it read, at start', async () => {
    const port = await freePort();
    const folder = folderWithEnvFile({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'data' });
    const server = run(SERVER, [], folder, { NODE_ENV: 'production', LOG_LEVEL: 'info' });
    await waitForUrl(`http://127.0.0.1:${port}/readyz`, () => server.child.exitCode === null);
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    const lines = server.output().stdout.trim().split('\n').map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines).toContainEqual(expect.objectContaining({ level: 30, msg: `settings read from ${join(folder, '.env')}; a variable set in the environment wins over the file` }));
  });

  /** The server's refusal and the command's error, for a .env in `folder`; and whether either made a store there. */
  async function refusedBoth(folder: string, as?: { uid: number; gid: number }) {
    const outcome = async (file: string, args: string[]) => {
      const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.includes(name) && !/^(LEADS_|SMTP_)/.test(name)));
      const child = spawn(process.execPath, [file, ...args], { cwd: folder, env: { ...inherited, NODE_ENV: 'production', PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'], ...as });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = await once(child, 'exit');
      return { code, output };
    };
    const [server, command] = await Promise.all([outcome(SERVER, []), outcome(COMMAND, ['status'])]);
    return { server, command, made: readdirSync(folder).filter((name) => name !== '.env') };
  }

  it('refuses a .env that its group or others can change, or that another user owns: the server does not start, the command does nothing', async () => {
    const writable = folderWithEnvFile({ DATA_DIR: 'data' });
    chmodSync(join(writable, '.env'), 0o664);
    const loose = await refusedBoth(writable);
    const looseProblem = `${join(writable, '.env')} can be changed by its group or others (mode 664)`;
    expect(loose.server.code).toBe(1);
    expect(JSON.parse(loose.server.output.trim().split('\n')[0]!)).toMatchObject({ level: 60, msg: expect.stringContaining(`cannot start: ${looseProblem}`) });
    expect(loose.command).toEqual({ code: 1, output: expect.stringMatching(new RegExp(`^leads: ${looseProblem.replace(/[.()]/g, '\\$&')}.*chmod 600`)) });
    expect(loose.made).toEqual([]);

    const foreign = folderWithEnvFile({ DATA_DIR: 'data' });
    chownSync(join(foreign, '.env'), 65534, 65534);
    const owned = await refusedBoth(foreign);
    expect(owned.server.code).toBe(1);
    expect(owned.server.output).toContain(`cannot start: ${join(foreign, '.env')} belongs to another user (uid 65534`);
    expect(owned.command).toEqual({ code: 1, output: expect.stringContaining(`leads: ${join(foreign, '.env')} belongs to another user (uid 65534`) });
    expect(owned.made).toEqual([]);
  });

  it.skipIf(process.getuid?.() !== 0)('a .env this user cannot read is an error naming it, never a start on ./data without it', async () => {
    // The operator's file, 0600, and the site run as another user (nobody) in that folder.
    const folder = folderWithEnvFile({ DATA_DIR: 'data' });
    chmodSync(join(folder, '.env'), 0o600);
    chmodSync(folder, 0o777);
    const { server, command, made } = await refusedBoth(folder, { uid: 65534, gid: 65534 });
    const problem = `${join(folder, '.env')} cannot be read by this user (EACCES): run as the user that owns it`;
    expect(server.code).toBe(1);
    expect(server.output).toContain(`cannot start: ${problem}`);
    expect(command).toEqual({ code: 1, output: expect.stringContaining(`leads: ${problem}`) });
    expect(made).toEqual([]);

    // As deployed (README, On a server): root's file, readable by the site's group, mode 640; run as the site's user.
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-env-nobody-'));
    chownSync(dataDir, 65534, 65534);
    writeFileSync(join(folder, '.env'), `DATA_DIR=${dataDir}\n`);
    chownSync(join(folder, '.env'), 0, 65534);
    chmodSync(join(folder, '.env'), 0o640);
    const status = spawn(process.execPath, [COMMAND, 'status'], { cwd: folder, uid: 65534, gid: 65534, env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    status.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    expect(await once(status, 'exit')).toEqual([0, null]);
    expect(stdout).toMatch(new RegExp(`^store +SQLite, ${join(dataDir, 'leads.db')}$`, 'm'));
  });
});
