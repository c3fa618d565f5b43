import { hydrated, sitePaths, test, expect } from './fixtures';
import { notFoundPaths } from '../support/not-found-paths';

test('the sitemap lists every page', () => {
  expect(sitePaths.length).toBeGreaterThan(20);
});

for (const tag of ['', '@phone']) {
  for (const path of sitePaths) {
    test(`${path} loads, hydrates, fits the screen and stays quiet ${tag}`, async ({ page, problems }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveCount(1);
      // Nothing scrolls sideways, on a phone or a desktop.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      expect(problems.list, path).toEqual([]);
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

test('/solutions/{x} and /industries/{x} that are no page show the overview at its own address', async ({ page }) => {
  for (const [path, overview] of [['/solutions/gift-cards?utm_source=mail', '/solutions?utm_source=mail'], ['/industries/hospitality', '/industries']]) {
    await page.goto(path!);
    await expect(page).toHaveURL(overview!);
    await hydrated(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${overview!.split('?')[0]}$`));
  }
});

test('page images have hashed names and a year of cache; the social card keeps its address', async ({ page, request }) => {
  const images: { url: string; cacheControl: string; status: number }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image') images.push({ url: res.url(), cacheControl: res.headers()['cache-control'] ?? '', status: res.status() });
  });
  for (const path of ['/', '/industries/restaurants', '/solutions/pos-systems']) {
    await page.goto(path);
    await hydrated(page);
  }
  const hashed = /^\/assets\/(restaurants|pos-systems|video-poster)-[\w-]{8}\.svg$/;
  const art = images.filter(({ url }) => hashed.test(new URL(url).pathname));
  expect(art.map(({ url }) => hashed.exec(new URL(url).pathname)![1]).sort()).toEqual(['pos-systems', 'restaurants', 'video-poster']);
  for (const image of art) {
    expect(image.status, image.url).toBe(200);
    expect(image.cacheControl, image.url).toBe('public,max-age=31536000,immutable');
  }
  const card = await request.get('/images/social-card.png');
  expect(card.status()).toBe(200);
  expect(card.headers()['cache-control']).toBe('public,max-age=3600');
});
