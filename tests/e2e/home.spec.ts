import { hydrated, test, expect } from './fixtures';

test('the video loads nothing from YouTube until the visitor presses play', async ({ page, problems }) => {
  const thirdParty: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith('http://127.0.0.1')) thirdParty.push(req.url());
  });
  // The sandbox has no internet: answer the player's request locally.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }));
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);

  await page.getByRole('link', { name: /^Play video/ }).click();
  const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('title', /.+/);
  await expect(page).toHaveURL('/');
  expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  expect(problems.list).toEqual([]);
});

test('without scripts the video is a link to the video itself', async ({ page }) => {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Play video/ })).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
});

test('the brochure link downloads the PDF', async ({ page }) => {
  await page.goto('/');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download the brochure/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
});
