import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/bench-util';

/** What a copy of the site needs to build and test; node_modules is linked, not copied. */
const PARTS = ['build', 'server', 'src', 'public', 'scripts', 'tests', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'];

/**
 * Writes `file` whole, as an editor that saves by renaming does: `npm run dev` never reads it half-written. Vite
 * reloads its config when site.ts changes; a read of a file truncated and not yet written again once failed that
 * reload, and the dev server did not try again when the write ended.
 */
async function writeWhole(file: string, text: string) {
  const next = join(tmpdir(), `site-copy-write-${process.pid}-${randomUUID()}`);
  await writeFile(next, text);
  await rename(next, file);
}

/** A copy of the site in a temporary folder, as the owner's own checkout would be. */
export async function siteCopy() {
  const dir = await mkdtemp(join(tmpdir(), 'site-copy-'));
  for (const part of PARTS) await cp(resolve(part), join(dir, part), { recursive: true });
  await symlink(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    file: (path: string) => join(dir, path),
    read: (path: string) => readFile(join(dir, path), 'utf8'),
    write: (path: string, text: string) => writeWhole(join(dir, path), text),
    /** Deletes a file of the copy (nothing when it is not there). */
    removeFile: (path: string) => rm(join(dir, path), { force: true }),
    /** Replaces `from` (which must be there) with `to` in a file of the copy. */
    async edit(path: string, from: string, to: string) {
      const text = await readFile(join(dir, path), 'utf8');
      if (!text.includes(from)) throw new Error(`${path} does not hold ${from}`);
      await writeWhole(join(dir, path), text.replace(from, to));
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** This process's environment without what vitest set for itself (NODE_ENV=test would make a development build). */
const ownerEnvironment = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST_APP$)/.test(name)));

/** Runs a command in `cwd` as the owner would from a shell; resolves with its exit code, everything it printed, and what of it went to stderr. */
export function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number | null; output: string; stderr: string }>((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...ownerEnvironment(), NO_COLOR: '1', FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, output, stderr }));
  });
}

/**
 * Starts one of the copy's servers and waits until it answers /healthz (`tries` times 100 ms at most), logging
 * warnings alone unless `env` sets LOG_LEVEL; `log` is everything it printed so far, `stop` ends it (its whole group when `detached`) and its data.
 */
async function startServer(dir: string, what: string, command: string, args: string[], env: NodeJS.ProcessEnv, { tries, detached }: { tries: number; detached: boolean }) {
  const port = await freePort();
  const data = await mkdtemp(join(tmpdir(), 'site-copy-data-'));
  const server: ChildProcess = spawn(command, args, {
    cwd: dir,
    env: { ...ownerEnvironment(), LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (let tried = 0; ; tried++) {
    const ok = await fetch(`${origin}/healthz`).then((res) => res.ok, () => false);
    if (ok) break;
    if (tried > tries || server.exitCode !== null) throw new Error(`the copy’s ${what} did not start:\n${log}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    origin,
    get: (path: string) => fetch(`${origin}${path}`),
    text: async (path: string) => (await fetch(`${origin}${path}`)).text(),
    log: () => log,
    async stop() {
      if (detached) process.kill(-server.pid!, 'SIGTERM');
      else server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((done) => server.once('exit', done));
      await rm(data, { recursive: true, force: true });
    },
  };
}

/** Starts the copy's built site (npm start's command) and waits until it answers. */
export const startBuilt = (dir: string) =>
  startServer(dir, 'site', process.execPath, ['dist/server/index.js'], { NODE_ENV: 'production' }, { tries: 100, detached: false });

/**
 * Starts the copy's `npm run dev` (its command, server/dev.ts) and waits until it answers. tsx runs
 * the server in a child of its own, so it starts in a group of its own and the whole group is ended.
 */
export const startDev = (dir: string, env: NodeJS.ProcessEnv = {}) =>
  startServer(dir, 'npm run dev', join(dir, 'node_modules/.bin/tsx'), ['server/dev.ts'], { NO_COLOR: '1', ...env }, { tries: 300, detached: true });

/** The example article of the owner's guide's "Write an article", by the slug its marker names. */
export async function readmeExample() {
  const guide = await readFile('docs/owner.md', 'utf8');
  const found = /<!-- example-article: ([a-z0-9-]+) -->\n```md\n([\s\S]*?)\n```/.exec(guide);
  if (!found) throw new Error('docs/owner.md has no example article');
  return { slug: found[1]!, text: `${found[2]!}\n` };
}
