import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
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
 * once React has committed it (src/hydrate-islands.tsx). Until then its HTML works as HTML.
 * Some islands hydrate at a visitor's first interaction (the header): a focus event stands in
 * for it, as a visitor's first tap or Tab would.
 */
export async function hydrated(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focusin')));
  await page.waitForFunction(() => {
    const islands = document.querySelectorAll('[data-island]');
    return islands.length > 0 && [...islands].every((island) => island.hasAttribute('data-hydrated'));
  });
}

/** The site's pages, from its own sitemap (the route table's canonical paths). */
export async function sitePaths(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  return sitemapLocPaths(xml);
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(await watch(page));
  },
});

export { expect };
