/**
 * The pages a release changed: every page of the new release and of the release live before it rendered by its own
 * build (./page-prints.ts, one process each), and compared. A page counts as changed when what the server renders for
 * it differs (its text, links, images, head and styles); a new page is changed, a page the new release no longer
 * has is removed. The honest answer for any change (an article, a fact in site.ts shown on every page, a style), with
 * no table of which file shows where to keep true (docs/decisions/050-a-push-goes-live-by-itself.md).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Layout } from './layout';
import type { PageChanges } from './outcome';

const PRINTS = join(import.meta.dirname, 'page-prints.ts');

/** Each page of the release in `folder` with the fingerprint of its render. */
export async function pagePrints(folder: string): Promise<Map<string, string>> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', PRINTS, folder], {
    env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 << 20, timeout: 120_000,
  }).catch((error: Error & { stderr?: string }) => {
    throw new Error(`the pages of ${folder} could not be rendered: ${(error.stderr ?? '').trim().split('\n').at(-1) || error.message}`);
  });
  return new Map(Object.entries(JSON.parse(stdout) as Record<string, string>));
}

/** What changed from the pages `before` (none: the first release) to the pages `after`. */
export function comparePages(before: Map<string, string> | undefined, after: Map<string, string>): PageChanges {
  const changed = [...after].filter(([path, print]) => before?.get(path) !== print).map(([path]) => path);
  const removed = before ? [...before.keys()].filter((path) => !after.has(path)) : [];
  return { changed, removed, total: after.size };
}

/** The pages release `after` changed from release `before` (undefined: there was none live). */
export async function changedPages(layout: Layout, before: string | undefined, after: string): Promise<PageChanges> {
  const [old, now] = await Promise.all([before ? pagePrints(layout.folder(before)) : undefined, pagePrints(layout.folder(after))]);
  return comparePages(old, now);
}
