import { hydrated, test, expect } from './fixtures';

test.describe('header dropdowns', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
  });

  for (const [label, item, url] of [
    ['Solutions', 'POS Systems', '/solutions/pos-systems'],
    ['Industries', 'Skilled Trades', '/industries/skilled-trades'],
  ] as const) {
    test(`${label} opens on click and navigates in the page when an item is chosen`, async ({ page, problems }) => {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      const button = nav.getByRole('button', { name: label });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: item, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // Same document: a client-side navigation, not a reload.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(problems.list).toEqual([]);
    });
  }

  test('a dropdown opens from the keyboard and closes on Escape, giving focus back', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const button = nav.getByRole('button', { name: 'Solutions' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All Solutions' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('a dropdown closes on a click outside', async ({ page }) => {
    const button = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: 'Industries' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.locator('main h1').click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test('after a client-side navigation the page starts at the top with its own title', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer').getByRole('link', { name: 'Retail' }).click();
  await expect(page).toHaveURL('/industries/retail');
  await expect(page).toHaveTitle(/Retail/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('main h1')).toBeFocused();
});

test('a content page arrives as HTML: its own chunk is never fetched, and its links still navigate in the page', async ({ page, problems }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/industries');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('industries-page'))).toEqual([]);
  const overviewHeading = await page.locator('main h1').textContent();

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator('main a[href="/industries/restaurants"]').first().click();
  await expect(page).toHaveURL('/industries/restaurants');
  await expect(page.locator('main h1')).toContainText('Restaurant');
  await expect(page.locator('main h1')).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL('/industries');
  await expect(page.locator('main h1')).toHaveText(overviewHeading!);
  // Same document all along: client-side navigations, not reloads.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(problems.list).toEqual([]);
});

test('a link opened with a modifier key opens in a new tab and leaves this page alone', async ({ page, context }) => {
  await page.goto('/articles');
  await hydrated(page);
  const opened = context.waitForEvent('page');
  await page.locator('footer').getByRole('link', { name: 'Retail' }).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/industries/retail');
  await expect(page).toHaveURL('/articles');
});

test.describe('mobile menu @phone', () => {
  test('toggles, lists every entry, and closes when an item is chosen', async ({ page, problems }) => {
    await page.goto('/articles');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    for (const name of ['Home', 'Solutions', 'Industries', 'Partner with Us', 'Articles', 'Request Consultation', 'Apply Today']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Solutions', exact: true })).toHaveAttribute('href', '/solutions');
    await menu.getByRole('link', { name: 'Industries', exact: true }).click();
    await expect(page).toHaveURL('/industries');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(problems.list).toEqual([]);
  });

  test('closes on Escape and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page of the header is reachable from a small screen @phone', async ({ page }) => {
    await page.goto('/contact-us-nowhere');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    for (const href of ['/', '/solutions', '/industries', '/partner', '/articles', '/contact', '/apply']) {
      await expect(menu.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });

  test('the dropdowns still show their pages on a wide screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Solutions' }).hover();
    await expect(page.getByRole('link', { name: 'Business Funding' }).first()).toBeVisible();
  });
});
