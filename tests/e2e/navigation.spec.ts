import { chromium, type Page } from '@playwright/test';
import { hydrated, test, expect } from './fixtures';

/** The header's dropdown of that name on a wide screen: its <details>. */
const dropdown = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main', exact: true }).locator('details').filter({ has: page.locator('summary', { hasText: label }) });

/** How Chromium announces a menu's summary to assistive technology: expanded or not. */
async function announcedExpanded(page: Page, label: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[] };
  await cdp.detach();
  const summary = nodes.find((node) => node.role?.value.startsWith('DisclosureTriangle') && node.name?.value === label);
  return summary?.properties?.find((property) => property.name === 'expanded')?.value.value;
}

/** Opens pages with every script request refused: the menus must work as HTML. */
async function blockScripts(page: Page) {
  await page.route(/\.js$/, (route) => route.abort());
}

for (const scripts of ['blocked', 'hydrated'] as const) {
  test.describe(`header dropdowns, scripts ${scripts}`, () => {
    test.beforeEach(async ({ page }) => {
      if (scripts === 'blocked') await blockScripts(page);
      await page.goto('/');
      if (scripts === 'hydrated') await hydrated(page);
    });

    test('open and close by mouse, one at a time, announced as expanded or collapsed', async ({ page }) => {
      const solutions = dropdown(page, 'Solutions');
      const industries = dropdown(page, 'Industries');
      await expect(solutions).toHaveJSProperty('open', false);
      expect(await announcedExpanded(page, 'Solutions')).toBe(false);
      await solutions.locator('summary').click();
      await expect(solutions).toHaveJSProperty('open', true);
      expect(await announcedExpanded(page, 'Solutions')).toBe(true);
      await expect(solutions.getByRole('link', { name: 'Business Funding' })).toBeVisible();
      await industries.locator('summary').click();
      await expect(industries).toHaveJSProperty('open', true);
      await expect(solutions).toHaveJSProperty('open', false);
      await industries.locator('summary').click();
      await expect(industries).toHaveJSProperty('open', false);
      await expect(industries.getByRole('link', { name: 'Retail' })).toBeHidden();
    });

    test('open from the keyboard, and Tab reaches their links', async ({ page }) => {
      const solutions = dropdown(page, 'Solutions');
      await solutions.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(solutions).toHaveJSProperty('open', true);
      await page.keyboard.press('Tab');
      await expect(solutions.getByRole('link', { name: 'All Solutions' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      await expect(solutions).toHaveJSProperty('open', false);
    });

    test('a chosen item opens its page', async ({ page }) => {
      await dropdown(page, 'Industries').locator('summary').click();
      await dropdown(page, 'Industries').getByRole('link', { name: 'Skilled Trades' }).click();
      await expect(page).toHaveURL('/industries/skilled-trades');
      await expect(page.locator('h1')).toBeVisible();
    });
  });
}

test.describe('what the first script adds to the menus (src/browser/menus.ts)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
  });

  test('Escape closes the open dropdown and gives focus back to it', async ({ page }) => {
    const solutions = dropdown(page, 'Solutions');
    await solutions.locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveJSProperty('open', false);
    await expect(solutions.locator('summary')).toBeFocused();
  });

  test('a click outside closes the open dropdown', async ({ page }) => {
    const industries = dropdown(page, 'Industries');
    await industries.locator('summary').click();
    await expect(industries).toHaveJSProperty('open', true);
    await page.locator('main h1').click();
    await expect(industries).toHaveJSProperty('open', false);
  });
});

test.describe('mobile menu @phone', () => {
  for (const scripts of ['blocked', 'hydrated'] as const) {
    test(`opens and closes by touch, lists every entry (scripts ${scripts})`, async ({ page }) => {
      if (scripts === 'blocked') await blockScripts(page);
      await page.goto('/articles');
      if (scripts === 'hydrated') await hydrated(page);
      const menu = page.locator('details').filter({ has: page.locator('#mobile-menu') });
      const toggle = menu.locator('summary');
      await expect(toggle).toHaveText('Menu');
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await toggle.tap();
      await expect(menu).toHaveJSProperty('open', true);
      expect(await announcedExpanded(page, 'Menu')).toBe(true);
      for (const name of ['Home', 'Solutions', 'Industries', 'Partner with Us', 'Articles', 'Request Consultation', 'Apply Today']) {
        await expect(page.locator('#mobile-menu').getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Articles', exact: true })).toHaveAttribute('aria-current', 'page');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await toggle.tap();
      await expect(menu).toHaveJSProperty('open', false);
      await toggle.tap();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Industries', exact: true }).tap();
      await expect(page).toHaveURL('/industries');
    });
  }

  test('with scripts, Escape closes it and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const menu = page.locator('details').filter({ has: page.locator('#mobile-menu') });
    await menu.locator('summary').tap();
    await expect(menu).toHaveJSProperty('open', true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveJSProperty('open', false);
    await expect(menu.locator('summary')).toBeFocused();
  });

  test('back from a page chosen in the menu shows the page with the menu closed', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const menu = page.locator('details').filter({ has: page.locator('#mobile-menu') });
    await menu.locator('summary').tap();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Partner with Us' }).tap();
    await expect(page).toHaveURL('/partner');
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(menu).toHaveJSProperty('open', false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens on a small screen and reaches every page of the header @phone', async ({ page }) => {
    await page.goto('/contact-us-nowhere');
    await page.locator('summary', { hasText: 'Menu' }).tap();
    for (const href of ['/', '/solutions', '/industries', '/partner', '/articles', '/contact', '/apply']) {
      await expect(page.locator('#mobile-menu').locator(`a[href="${href}"]`)).toBeVisible();
    }
  });

  test('the dropdowns open on a wide screen', async ({ page }) => {
    await page.goto('/');
    await dropdown(page, 'Solutions').locator('summary').click();
    await expect(dropdown(page, 'Solutions').getByRole('link', { name: 'Business Funding' })).toBeVisible();
  });
});

test.describe('links are the browser\'s', () => {
  test('back to a scrolled page restores its position from the back/forward cache', async () => {
    // Playwright launches browsers with the back/forward cache turned off; this one keeps it.
    const { launchOptions, baseURL } = test.info().project.use;
    const browser = await chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => addEventListener('pageshow', (event) => ((window as unknown as { restored: boolean }).restored = event.persisted)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    const notCached: unknown[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => notCached.push(event));

    await page.goto('/articles');
    await hydrated(page);
    const link = page.locator('main a[href^="/articles/"]').last();
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/articles\/.+/);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL('/articles');
    await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(notCached).toEqual([]);
    await browser.close();
  });

  test('a link to a section of another page lands on that section, below the header', async ({ page }) => {
    await page.goto('/articles');
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/#compliance', textContent: 'Compliance' });
      document.querySelector('main')!.prepend(link);
    });
    await page.getByRole('link', { name: 'Compliance', exact: true }).click();
    await expect(page).toHaveURL('/#compliance');
    const section = page.locator('#compliance');
    await expect(section).toBeInViewport();
    const { top, headerBottom } = await section.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }));
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
  });

  test('following the link of the page you are on adds no history entry', async ({ page }) => {
    await page.goto('/partner');
    const before = await page.evaluate(() => history.length);
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Partner with Us' }).click();
    await page.waitForLoadState();
    await expect(page).toHaveURL('/partner');
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test('hovering a link to one of our pages prefetches it, under the strict CSP', async ({ page, problems }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['sec-purpose']?.startsWith('prefetch')) prefetched.push(new URL(request.url()).pathname);
    });
    // The links the page's speculation rules match, as Chromium lists them: only these can be prefetched.
    let candidates: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
      candidates = preloadingAttemptSources.map((source) => new URL(source.key.url).pathname);
    });
    await cdp.send('Preload.enable');
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: /Download the brochure/ }).hover();
    await page.locator('footer').getByRole('link', { name: 'Retail' }).hover();
    await expect.poll(() => prefetched).toContain('/industries/retail');
    // The rules have reached the page's links; the brochure's is not among them, so no hover prefetches it.
    expect(candidates).toContain('/industries/retail');
    expect(candidates.filter((path) => path.endsWith('.pdf'))).toEqual([]);
    expect(prefetched.filter((path) => path.endsWith('.pdf'))).toEqual([]);
    expect(problems.list).toEqual([]);
  });
});

test('every island hydrates without a console error on a visitor\'s first page and on the next one', async ({ page, problems }) => {
  await page.goto('/');
  await hydrated(page);
  expect(await page.locator('[data-island]').evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island')))).toEqual(['video']);
  await page.getByRole('link', { name: 'Request Consultation' }).first().click();
  await expect(page).toHaveURL('/contact');
  await hydrated(page);
  expect(await page.locator('[data-island]').evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island')))).toEqual(['contact-form']);
  expect(problems.list).toEqual([]);
});
