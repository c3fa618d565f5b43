import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hydrated, sitePaths, test, expect } from './fixtures';

/**
 * JavaScript a page may load, gzip, counted once its islands have hydrated and the network is
 * idle (issue 15). React DOM is most of it; the rest is each page's islands.
 */
const BUDGET_KB: Record<string, number> = { '/': 90, '/contact': 100, '/apply': 100, '/fee-calculator': 100 };
/** Any other page, whose only island is the header. */
const HEADER_ONLY_KB = 85;

test('every page loads no more JavaScript than its budget (gzip)', async ({ page, request }) => {
  test.setTimeout(90_000);
  const sizes: Record<string, number> = {};
  for (const path of await sitePaths(request)) {
    const scripts = new Set<string>();
    const listener = (res: { url: () => string; request: () => { resourceType: () => string } }) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    };
    page.on('response', listener);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    // Sizes as a gzip-only client would receive them, from the built files themselves.
    const bytes = [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(join('dist/client', file)), { level: 6 }).length, 0);
    sizes[path] = Math.round(bytes / 102.4) / 10;
  }
  console.log('JavaScript by network idle, KB gzip:', sizes);
  expect(Object.keys(BUDGET_KB).filter((path) => !(path in sizes)), 'pages with a budget of their own are in the sitemap').toEqual([]);
  const over = Object.entries(sizes).filter(([path, kb]) => kb > (BUDGET_KB[path] ?? HEADER_ONLY_KB));
  expect(over, 'over budget').toEqual([]);
});

test('a content page loads only the header island, and no script before the page has loaded', async ({ page }) => {
  const islands: string[] = [];
  page.on('request', (req) => {
    const file = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(req.url()).pathname)?.[1];
    if (file && ['video', 'contact-form', 'apply-form', 'local-form'].includes(file)) islands.push(file);
  });
  await page.goto('/industries/restaurants');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(islands).toEqual([]);
  const timing = await page.evaluate(() => ({
    loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
    // The entry script comes with the page; React and the islands wait for the load event.
    islands: performance.getEntriesByType('resource').filter((entry) => /\/assets\/(hydrate-islands|header)-/.test(entry.name)).map((entry) => entry.startTime),
  }));
  expect(timing.islands.length).toBe(2);
  expect(Math.min(...timing.islands)).toBeGreaterThanOrEqual(timing.loaded);
});

test('the built client holds no article text: articles are HTML only', async ({ request }) => {
  const client = readdirSync('dist/client/assets').filter((file) => file.endsWith('.js')).map((file) => readFileSync(join('dist/client/assets', file), 'utf8')).join('\n');
  const articles = (await sitePaths(request)).filter((path) => path.startsWith('/articles/'));
  expect(articles.length).toBeGreaterThan(5);
  for (const path of articles) {
    const html = await (await request.get(path)).text();
    // The article's first paragraph of body text, as a reader sees it.
    const sentence = /<article[\s\S]*?<p>([^<&]{60,})/.exec(html)?.[1]?.slice(0, 60);
    expect(sentence, path).toBeTruthy();
    expect(client.includes(sentence!), `${path}: "${sentence}" is in the client JavaScript`).toBe(false);
  }
});
