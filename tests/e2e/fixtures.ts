import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** Waits until React has hydrated the page and its islands (controls respond to clicks only after that). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const isRoot = (element: Element | null) => !!element && Object.keys(element).some((k) => k.startsWith('__reactContainer'));
    return isRoot(document.getElementById('root')) && [...document.querySelectorAll('[data-island]')].every(isRoot);
  });
}

/** The site's pages, from its own sitemap (the route table's canonical paths). */
export async function sitePaths(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(await watch(page));
  },
});

export { expect };
