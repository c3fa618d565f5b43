import { hydrated, sitePaths, test, expect } from './fixtures';
import { notFoundPaths } from '../support/not-found-paths';

for (const tag of ['', '@phone']) {
  test(`every page of the sitemap loads, hydrates, fits the screen and stays quiet ${tag}`, async ({ page, problems, request }) => {
    const paths = await sitePaths(request);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await expect(page.locator('h1')).toHaveCount(1);
        // Nothing scrolls sideways, on a phone or a desktop.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
        expect(problems.list, path).toEqual([]);
      });
    }
  });
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
