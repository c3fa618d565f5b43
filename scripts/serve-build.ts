import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sitemapLocPaths } from './sitemap-locs';

/**
 * Node's settings for the server, as `npm start` and deploy/systemd/magnolia-site.service give them (a unit
 * test holds the three together). A render makes many short-lived objects: with a young generation of 32 MB
 * semi-spaces instead of V8's 16, they are collected less often and fewer survive into the old generation.
 * https://nodejs.org/api/cli.html#--max-semi-space-sizesize-in-mib
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

export interface ServeOptions {
  /** WEB_CONCURRENCY: worker processes (node:cluster); 1 serves from one process. */
  workers?: number;
  /** Receives the server's log lines (LOG_LEVEL=info) instead of the server being silent. */
  onLogLine?: (line: string) => void;
  /** More environment for the server, e.g. its DATA_DIR (by default a fresh temporary folder, so no run writes ./data). */
  env?: NodeJS.ProcessEnv;
  /** The folder whose dist/ is served, also the server's working folder: the current one unless given. */
  cwd?: string;
  /** The user and group the server runs as (child_process's uid and gid): by default the caller's. */
  user?: { uid: number; gid: number };
}

/**
 * Starts the production build (`node dist/server/index.js`) on a local port
 * for a script, and resolves once it answers. Call `stop()` when done.
 * The server is silent unless SERVER_LOG_LEVEL is set (e.g. 'info', to see
 * its request log lines while a benchmark runs) or `onLogLine` is given.
 */
export async function serveBuild(port: number, { workers = 1, onLogLine, env = {}, cwd, user }: ServeOptions = {}) {
  const base = `http://127.0.0.1:${port}`;
  const logLevel = onLogLine ? 'info' : (process.env.SERVER_LOG_LEVEL ?? 'silent');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/index.js'], {
    env: {
      ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-serve-')), ...env,
      NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: logLevel, WEB_CONCURRENCY: String(workers),
    },
    stdio: ['ignore', onLogLine ? 'pipe' : 'inherit', 'inherit'],
    cwd,
    ...user,
  });
  if (onLogLine) createInterface({ input: child.stdout! }).on('line', onLogLine);
  // Until it answers, or has exited. A minute at most: a start takes a second or two, many more on a machine
  // busy with other work (tests in other workers, other people's builds), and a server that hangs still fails.
  for (const started = Date.now(); ; ) {
    if (await fetch(base).then(() => true, () => false)) break;
    if (Date.now() - started > 60_000 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the built server did not start on ${base}: run npm run build first`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child, stop: () => child.kill() };
}

/** The site's pages, read from its own sitemap (the route table's canonical paths). */
export async function sitemapPaths(base: string) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return sitemapLocPaths(xml);
}
