import { hydrated, sitePaths, test, expect } from './fixtures';
import { notFoundPaths } from '../support/not-found-paths';
import { lowVisionChecks, lowVisionKind } from './low-vision';
import { addressesBrokenMidName, BUDGET_KB, gzipKb, headingProblems, NO_ISLAND_KB, scriptsOf, violations } from './page-checks';

test('the sitemap lists every page', () => {
  expect(sitePaths.length).toBeGreaterThan(20);
});

// Each page once per project for every check of a whole page (tests/e2e/page-checks.ts, and low-vision.ts on one
// page of each kind); soft, so that one failing check does not hide what the next would find.
for (const tag of ['', '@phone']) {
  for (const path of sitePaths) {
    const kind = lowVisionKind(path);
    test(`${path} loads, hydrates, fits the screen${tag ? ' and 320 px' : ''}, stays quiet, axe finds nothing, its headings never skip a level${tag ? '' : ', within its JavaScript budget'}${kind ? `, low vision (${kind})` : ''} ${tag}`, async ({ page, problems }) => {
      const scripts = scriptsOf(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveCount(1);
      // Nothing scrolls sideways, on a phone or a desktop.
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      if (!tag) {
        // What it loaded once every island has hydrated and the network is idle, sized from the built files.
        await page.waitForLoadState('networkidle');
        const kb = gzipKb(scripts);
        console.log(`JavaScript of ${path} once every island has hydrated: ${kb} KB gzip`);
        expect.soft(kb, 'over budget').toBeLessThanOrEqual(BUDGET_KB[path] ?? NO_ISLAND_KB);
      }
      expect.soft(await violations(page), path).toEqual([]);
      expect.soft(await headingProblems(page), path).toEqual([]);
      expect.soft(problems.list, path).toEqual([]);
      // One page of each kind: what a reader with low vision relies on (low-vision.ts).
      if (kind) await lowVisionChecks(page, kind, { phone: !!tag });
      if (tag) {
        // An e-mail address wraps only before its "@" or a ".", on a common small phone (375 px) too.
        await page.setViewportSize({ width: 375, height: 667 });
        expect.soft(await addressesBrokenMidName(page), `${path} at 375 px`).toEqual([]);
        // Reflow (WCAG 1.4.10): at 320 CSS px, the width of a small phone or of a desktop zoomed to 400%, still no
        // sideways scroll, and no address cut mid-name.
        await page.setViewportSize({ width: 320, height: 640 });
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 320 px`).toBeLessThanOrEqual(320);
        expect.soft(await addressesBrokenMidName(page), `${path} at 320 px`).toEqual([]);
      }
      // The reader's style sheet, the emulations and the resizing broke nothing.
      expect(problems.list.filter((p) => p.startsWith('CSP') || p.startsWith('pageerror')), path).toEqual([]);
    });
  }
}

test('the 404 page has status 404 and writes the missing path to the console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (msg) => messages.push(msg.text()));
  const response = await page.goto(notFoundPaths[0]!);
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => messages.some((m) => m.includes(notFoundPaths[0]!))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

// What needs no browser is tested over HTTP: /solutions/{x} and /industries/{x} sent to the overview at its
// own address (tests/http/pages.test.ts), page images' hashed names and cache (tests/http/built-images.test.ts).
