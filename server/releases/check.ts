/**
 * The check before a release goes live: its own server, started from the release folder on a spare loopback
 * port with a throwaway store (SQLite in a temporary DATA_DIR: no lead is sent anywhere, no digest, one process,
 * no metrics port), must answer /readyz, then every page of its sitemap with 200 and its own canonical, and
 * every script and style those pages name with 200. The server gets no environment but this (not the live
 * .env, which the release is given only after the check): SITE_URL is the live one, so the canonicals are
 * the live site's addresses.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/bench-util';
import { sitemapLocs } from '../../scripts/sitemap-locs';
import { SERVER_NODE_FLAGS } from '../../scripts/serve-build';
import { tail } from './steps';

/** How long the server may take to answer /readyz: seconds on a quiet server, many more on a busy one. */
const START_LIMIT_MS = 60_000;

/** The value of an attribute in a tag's text, if it has it. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);

/**
 * The scripts and styles a page names: `<script src>`, `<link rel=stylesheet|modulepreload href>`, and the modules
 * its import map lists (the islands' chunks, which the entry imports when a page needs them: ADR 016).
 */
export function pageFiles(html: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) files.push(src);
  }
  for (const [, json] of html.matchAll(/<script\b[^>]*type="importmap"[^>]*>([^<]*)<\/script>/gi)) {
    const map = JSON.parse(json!) as { imports?: Record<string, string>; integrity?: Record<string, string> };
    files.push(...Object.values(map.imports ?? {}), ...Object.keys(map.integrity ?? {}));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    if (href && (rel.includes('stylesheet') || rel.includes('modulepreload'))) files.push(href);
  }
  return files;
}

/** The page's canonical address, if it names one. */
export const canonicalOf = (html: string) => {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attribute(tag, 'rel')?.toLowerCase() === 'canonical') return attribute(tag, 'href');
  }
  return undefined;
};

/** Starts the release in `folder`, checks it, stops it; resolves with what was checked, or rejects saying what failed. */
export async function checkRelease(folder: string, siteUrl: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const data = mkdtempSync(join(tmpdir(), 'release-check-'));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/index.js'], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: data,
      SITE_URL: siteUrl,
      WEB_CONCURRENCY: '1',
      DIGEST: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout.on('data', (chunk: Buffer) => (log += chunk));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk));
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  try {
    for (const started = Date.now(); ; ) {
      const status = await fetch(`${origin}/readyz`).then((res) => res.status, () => 0);
      if (status === 200) break;
      if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the release's server exited before it answered /readyz:\n${tail(log)}`);
      if (Date.now() - started > START_LIMIT_MS) throw new Error(`the release's server did not answer /readyz with 200 within ${START_LIMIT_MS / 1000} s (last: ${status || 'no answer'})`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
    const sitemap = await fetch(`${origin}/sitemap.xml`);
    if (sitemap.status !== 200) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
    const pages = sitemapLocs(await sitemap.text());
    if (pages.length === 0) throw new Error('/sitemap.xml lists no page');
    const problems: string[] = [];
    const files = new Set<string>();
    for (const page of pages) {
      const { pathname, search } = new URL(page);
      const res = await fetch(`${origin}${pathname}${search}`, { redirect: 'manual' });
      if (res.status !== 200) {
        problems.push(`${pathname} answered ${res.status}`);
        continue;
      }
      const html = await res.text();
      const canonical = canonicalOf(html);
      if (canonical !== page) problems.push(`${pathname}'s canonical is ${canonical ?? 'missing'}, not ${page}`);
      for (const file of pageFiles(html)) files.add(new URL(file, page).pathname);
    }
    for (const file of files) {
      const res = await fetch(`${origin}${file}`);
      await res.arrayBuffer();
      if (res.status !== 200) problems.push(`${file} (named by the pages) answered ${res.status}`);
    }
    if (problems.length) throw new Error(problems.join('\n'));
    return `${pages.length} pages of the sitemap, ${files.size} scripts and styles they name, /readyz, on port ${port}`;
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(data, { recursive: true, force: true });
  }
}
