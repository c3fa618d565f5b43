import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sitePaths, test, expect } from './fixtures';
import { BUDGET_KB } from './page-checks';

// Each page's budget is checked where every page is loaded (pages.spec.ts); its figures are in page-checks.ts.
test('every page with a budget of its own is in the sitemap', () => {
  expect(Object.keys(BUDGET_KB).filter((path) => !sitePaths.includes(path)), 'pages with a budget of their own are in the sitemap').toEqual([]);
});

test('a content page loads only its small entry script, and its menus need nothing more', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
  await page.goto('/industries/restaurants');
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(1);
  const entryKb = gzipSync(readFileSync(join('dist/client', scripts[0]!)), { level: 6 }).length / 1024;
  console.log(`JavaScript of a content page by network idle: ${entryKb.toFixed(1)} KB gzip`);
  expect(entryKb, 'the first script of a content page: at most 2 KB gzip (issue 38)').toBeLessThanOrEqual(2);
  // The menus open as HTML, and that script closes them on Escape (navigation.spec.ts): no React.
  const solutions = page.getByRole('navigation', { name: 'Main', exact: true }).locator('details').filter({ has: page.locator('summary', { hasText: 'Solutions' }) });
  await solutions.locator('summary').click();
  await expect(solutions).toHaveJSProperty('open', true);
  await page.keyboard.press('Escape');
  await expect(solutions).toHaveJSProperty('open', false);
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(1);
});

test('the home page hydrates its video once the page has loaded, without waiting for a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-island="video"]')).toHaveAttribute('data-hydrated', '');
  const timing = await page.evaluate(() => ({
    loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
    react: performance.getEntriesByType('resource').filter((entry) => /\/assets\/hydrate-islands-/.test(entry.name)).map((entry) => entry.startTime),
  }));
  expect(timing.react).toHaveLength(1);
  expect(timing.react[0]).toBeGreaterThanOrEqual(timing.loaded);
});

test('an island far below the fold waits until it comes near the view, then hydrates without a press', async ({ page }) => {
  // A screen so short that the calculator's form starts more than a screen's height below it.
  await page.setViewportSize({ width: 1024, height: 120 });
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
  await page.goto('/fee-calculator');
  const island = page.locator('[data-island="fee-calculator"]');
  const top = await island.evaluate((element) => element.firstElementChild!.getBoundingClientRect().top);
  expect(top, 'the calculator starts more than two screens down').toBeGreaterThan(2 * 120);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  await page.waitForTimeout(300);
  expect(scripts.some((path) => /\/assets\/(hydrate-islands|fee-calculator)-/.test(path))).toBe(false);
  await expect(island).not.toHaveAttribute('data-hydrated', '');
  // Scrolled near, it hydrates without a visitor's press.
  await island.evaluate((element) => element.firstElementChild!.scrollIntoView());
  await expect(island).toHaveAttribute('data-hydrated', '');
});

test('a form a visitor starts typing in hydrates at once, wherever it is', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 120 });
  await page.goto('/fee-calculator');
  await page.waitForLoadState('networkidle');
  const island = page.locator('[data-island="fee-calculator"]');
  await expect(island).not.toHaveAttribute('data-hydrated', '');
  // Focus without scrolling, so only the focus can be what hydrates it, not coming into view.
  await island.locator('input').first().evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
  await expect(island).toHaveAttribute('data-hydrated', '');
});

// That the built client holds no article text is tested over HTTP (tests/http/pages.test.ts).
