/**
 * The check before a release goes live: its own server, started from the release folder on a spare loopback
 * port with a throwaway store (SQLite in a temporary DATA_DIR: no lead is sent anywhere, no digest, one process,
 * no metrics port), must answer /readyz, then every page of its sitemap with 200 and its own canonical, and
 * every script and style those pages name with 200, a page read with a query string (as a campaign link brings
 * a visitor) 200 with its one canonical, and the contact form sent as a person sends it, twice with the same
 * ticket (a double click): both answered 303, the lead in the throwaway store once, by the release's own lead
 * command. The server gets no environment but this (not the live .env, which the release is given only after
 * the check): SITE_URL is the live one, so the canonicals are the live site's addresses.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MIN_FILL_MS } from '../leads/intake/form-ticket';
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

/** A form field's value in a page (`name="X" ... value="Y"`, either order). */
const fieldValue = (html: string, name: string) =>
  new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html)?.slice(1).find((v) => v !== undefined);

/** The address the check's lead is sent from: a reserved domain, never a person's. */
export const CHECK_EMAIL = 'release-check@example.invalid';

/**
 * The contact form as a person sends it (the page, its ticket, longer than the human check to fill in), sent
 * twice with that ticket, as a double click does: both must be answered 303, the second without a second lead.
 */
async function sendForm(origin: string, problems: string[]) {
  const page = await fetch(`${origin}/contact`);
  const html = await page.text();
  const [submissionId, formToken] = [fieldValue(html, 'submissionId'), fieldValue(html, 'formToken')];
  if (page.status !== 200 || !submissionId || !formToken) return void problems.push(`/contact answered ${page.status}${page.status === 200 ? ' without a form ticket' : ''}`);
  await new Promise((wait) => setTimeout(wait, MIN_FILL_MS + 200));
  const body = new URLSearchParams({ name: 'Release Check', email: CHECK_EMAIL, phone: '228-555-0100', business: '', message: 'Sent by the release check to its throwaway store.', website: '', submissionId, formToken });
  for (const attempt of ['the form post', 'the same post again']) {
    const res = await fetch(`${origin}/contact`, { method: 'POST', body, redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    await res.arrayBuffer();
    if (res.status !== 303) problems.push(`${attempt} to /contact answered ${res.status}, not 303`);
  }
}

/** The leads in the check's store sent from CHECK_EMAIL, as the release's own lead command exports them. */
async function checkLeads(folder: string, data: string) {
  const { stdout } = await promisify(execFile)(process.execPath, ['dist/server/leads.js', 'export', '--format', 'json'], {
    cwd: folder, env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: data }, maxBuffer: 16 << 20,
  });
  return (JSON.parse(stdout) as { email?: string }[]).filter((lead) => lead.email === CHECK_EMAIL).length;
}

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
  let stopping = false;
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
    // A page with a query string, as a campaign link or a shared address brings a visitor: the page, its one canonical.
    const first = new URL(pages[0]!);
    const queried = `${first.pathname}?utm_source=release-check&q=a%20b`;
    const withQuery = await fetch(`${origin}${queried}`, { redirect: 'manual' });
    const queriedHtml = await withQuery.text();
    if (withQuery.status !== 200) problems.push(`${queried} answered ${withQuery.status}`);
    else if (canonicalOf(queriedHtml) !== first.href) problems.push(`${queried}'s canonical is ${canonicalOf(queriedHtml) ?? 'missing'}, not ${first.href}`);
    await sendForm(origin, problems);
    if (problems.length) throw new Error(problems.join('\n'));
    stopping = true;
    server.kill('SIGTERM');
    await exited;
    // Stored once, read after the server stopped (its last writes done) by the release's own lead command.
    const stored = await checkLeads(folder, data).catch((error: Error & { stderr?: string }) => {
      throw new Error(`the release's lead command could not read the check's store: ${tail(error.stderr ?? '') || error.message}`);
    });
    if (stored !== 1) throw new Error(`the contact form, sent twice with one ticket, left ${stored} leads in the check's store, not 1`);
    return `${pages.length} pages of the sitemap, ${files.size} scripts and styles they name, a page with a query, a form post stored once, /readyz, on port ${port}`;
  } finally {
    if (!stopping) server.kill('SIGTERM');
    await exited;
    rmSync(data, { recursive: true, force: true });
  }
}
