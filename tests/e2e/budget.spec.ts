import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hydrated, sitePaths, test, expect } from './fixtures';

/**
 * First-load JavaScript a page may cost, gzip (issue 9). React, the router and
 * Emotion alone are about 89 KB; content pages add nothing of their own (ADR 006).
 */
const BUDGET_KB = 105;
/**
 * Pages with a budget of their own. The calculator hydrates whole (interactive route) until it
 * becomes an island (issue 15): its text and copy ship as JavaScript, 106.6 KB measured. Issue 16
 * asks 100 KB of it, once only the calculator hydrates and its copy travels as serialised props.
 */
const PAGE_BUDGETS_KB: Record<string, number> = { '/fee-calculator': 107 };

test(`every page loads at most ${BUDGET_KB} KB of JavaScript (gzip) before anyone touches it`, async ({ page, request }) => {
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
  console.log('first-load JavaScript, KB gzip:', sizes);
  expect(Object.keys(PAGE_BUDGETS_KB).filter((path) => !(path in sizes)), 'pages with a budget of their own are in the sitemap').toEqual([]);
  const over = Object.entries(sizes).filter(([path, kb]) => kb > (PAGE_BUDGETS_KB[path] ?? BUDGET_KB));
  expect(over, `over ${BUDGET_KB} KB`).toEqual([]);
});

test('the app\'s scripts are requested only once the page has loaded and painted, so its text and images come first', async ({ page }) => {
  for (const path of ['/', '/industries/restaurants', '/contact']) {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js')).map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.loaded);
    expect(timing.painted, path).toBeDefined();
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.painted!);
  }
});
