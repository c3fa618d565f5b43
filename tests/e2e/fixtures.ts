import { test as base, expect, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sitemapLocPaths } from '../../scripts/sitemap-locs';

export interface PageProblems {
  /** console errors and warnings, page errors and CSP violations seen so far. */
  list: string[];
}

/** Records every console error or warning, uncaught error and CSP violation of a page. */
async function watch(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { list: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.list.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.list.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__reportCsp', (text: string) => problems.list.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(`CSP: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return problems;
}

/**
 * Waits until every island of the page has hydrated: each marks its wrapper `data-hydrated`
 * once React has committed it (src/browser/hydrate-islands.tsx). Until then its HTML works as HTML.
 * Some islands hydrate at a visitor's first interaction: a focus event stands in for it, as a
 * visitor's first tap or Tab would. A page without islands has only its first script, which has
 * run by the time the page has loaded.
 */
export async function hydrated(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focusin')));
  await page.waitForFunction(() => {
    const islands = document.querySelectorAll('[data-island]');
    return [...islands].every((island) => island.hasAttribute('data-hydrated'));
  });
}

/**
 * The site's pages, from the sitemap of the build under test (the route table's canonical paths).
 * Read from the build itself rather than over HTTP, so that each page can be a test of its own,
 * which Playwright's workers share.
 */
export const sitePaths = await builtSitemapPaths();

async function builtSitemapPaths() {
  const entry = resolve('dist/server/entry-server.js');
  if (!existsSync(entry)) throw new Error('dist/server is missing: run `npm run build` before the browser tests.');
  const { sitemapXml } = (await import(pathToFileURL(entry).href)) as { sitemapXml: (siteUrl: string) => string };
  return sitemapLocPaths(sitemapXml('http://localhost'));
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(await watch(page));
  },
});

export { expect };
