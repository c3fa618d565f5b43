/**
 * What the browser tests check on every page, shared by the specs: axe's findings, the headings' levels and the
 * JavaScript a page loads. Every page is loaded once per project for all of them (pages.spec.ts), rather than
 * once for each check.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every axe violation on the page as it is now, in a readable form: axe-core's own `axe.run` in the page, put
 * there once per document (page.evaluate, which the site's CSP does not govern). Not @axe-core/playwright's
 * AxeBuilder, whose way of reaching cross-origin frames (each frame's part gathered in a new blank page) took
 * 1.46 s a page here against 0.55 s for the same rules and findings: the site's pages have no frame until a
 * visitor plays a video, and a page that has one is refused here rather than half checked.
 */
export async function violations(page: Page) {
  const frames = page.frames().length;
  if (frames > 1) throw new Error(`${page.url()} has ${frames - 1} frame(s): axe.run in the top page would not check them`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { violations: found } = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, WCAG);
}

/** The levels of the page's headings in document order. */
export const headingLevels = (page: Page) =>
  page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));

/** Where the headings skip a level (h2→h4), one h1 and first: [] when none. */
export async function headingProblems(page: Page) {
  const levels = await headingLevels(page);
  return [
    ...(levels.filter((l) => l === 1).length === 1 ? [] : [`${levels.filter((l) => l === 1).length} h1`]),
    ...(levels[0] === 1 ? [] : [`h${levels[0]} first`]),
    ...levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]}→h${level}`] : [])),
  ];
}

/**
 * JavaScript a page may load, gzip, counted once all its islands have hydrated (after a first
 * interaction, for those that wait for one) and the network is idle (issue 15). On a page with
 * islands, React DOM is most of it; the rest is each page's islands.
 */
export const BUDGET_KB: Record<string, number> = { '/': 90, '/contact': 100, '/apply': 100, '/fee-calculator': 100 };
/** Any other page has no island: its first script (the islands' loader and the menus) is all. */
export const NO_ISLAND_KB = 2;

/** The scripts the page requests from now on, by path. */
export function scriptsOf(page: Page) {
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  return scripts;
}

/** The size of built files as a gzip-only client would receive them, in KB to a tenth. */
export function gzipKb(files: Iterable<string>) {
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join('dist/client', file)), { level: 6 }).length, 0);
  return Math.round(bytes / 102.4) / 10;
}

/**
 * Each e-mail address the page shows that a line ends inside of a name: an address may wrap only before its
 * "@" or a "." (as style guides break addresses), never mid-name (`@magnoliacoastpayment` / `s.com`). Each
 * problem names the address and its lines.
 */
export async function addressesBrokenMidName(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')]
      .filter((link) => link.getClientRects().length > 0)
      .flatMap((link) => {
        // The address's characters grouped by the line (the top) they are drawn on.
        const lines = new Map<number, string>();
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let i = 0; i < node.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            lines.set(top, (lines.get(top) ?? '') + node.data[i]);
          }
        }
        const drawn = [...lines.values()];
        return drawn.slice(1).every((line) => /^[@.]/.test(line)) ? [] : [`${link.textContent}: ${drawn.join(' / ')}`];
      }),
  );
}
