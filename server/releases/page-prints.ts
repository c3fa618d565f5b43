/**
 * Prints, as JSON, each page of a built release and a fingerprint of what it renders: `{ "/path": "sha256 hex" }`.
 * Run by ./changed-pages.ts in a process of its own for each release (`node --import tsx page-prints.ts FOLDER`), so
 * that each release's pages are drawn by its own build and its own React, never two in one process. A page's print
 * covers what the server renders for it (its head's tags, the page's critical CSS and its markup), not the scripts
 * the page template adds: those change with any change of the code and say nothing of what a page shows.
 */
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Entry {
  canonicalPaths: () => string[];
  render: (url: string, options: { nonce: string; siteUrl: string }) => Promise<{ head: string; html: string }>;
}

const folder = process.argv[2];
if (!folder) throw new Error('usage: page-prints.ts RELEASE-FOLDER');
const entry = (await import(pathToFileURL(join(resolve(folder), 'dist/server/entry-server.js')).href)) as Entry;
const prints: Record<string, string> = {};
for (const path of entry.canonicalPaths()) {
  // The same nonce and address for both releases: only what the release itself renders differs.
  const { head, html } = await entry.render(path, { nonce: 'page-prints', siteUrl: 'http://localhost' });
  prints[path] = createHash('sha256').update(head).update('\0').update(html).digest('hex');
}
process.stdout.write(`${JSON.stringify(prints)}\n`);
