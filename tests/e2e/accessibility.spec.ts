import { site } from '../../src/config/site';
import { feeCalculatorCopy } from '../../src/content/fee-calculator';
import { homeHero } from '../../src/content/home';
import { hydrated, test, expect } from './fixtures';
import { headingProblems, violations } from './page-checks';

// Every page of the sitemap is checked so where it is loaded (pages.spec.ts), reflow at 320 px too; the 404 page here.
for (const tag of ['', '@phone']) {
  test(`axe finds nothing on the 404 page, and its headings never skip a level ${tag}`, async ({ page }) => {
    await page.goto('/no-such-page');
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
    expect(await headingProblems(page)).toEqual([]);
  });
}

for (const tag of ['', '@phone']) {
  test(`axe finds nothing on the calculator's results and problems, sent or live ${tag}`, async ({ page }) => {
    for (const path of ['/fee-calculator?sales=25000&fees=800&debit=5000', '/fee-calculator?sales=62000&fees=310&debit=9000', '/fee-calculator?sales=abc&fees=-1&debit=1e400']) {
      await page.goto(path);
      await hydrated(page);
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/fee-calculator');
    await hydrated(page);
    await page.getByRole('button', { name: feeCalculatorCopy.submitLabel }).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    expect(await violations(page), 'sent empty').toEqual([]);
  });
}

test('axe finds nothing with each dropdown open', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  for (const label of ['Solutions', 'Industries']) {
    await nav.locator('summary', { hasText: label }).click();
    await expect(nav.locator('details[open] > summary')).toHaveText(label);
    expect(await violations(page), label).toEqual([]);
  }
});

test('axe finds nothing with the mobile menu open @phone', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('summary', { hasText: 'Menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

for (const tag of ['', '@phone']) {
  test(`axe finds nothing while a toast shows ${tag}`, async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.getByLabel('Full Name').fill('Jordan Ladner');
    await page.getByLabel('Email Address').fill('jordan@example.com');
    await page.getByLabel('Phone Number').fill('228-555-0100');
    await page.getByLabel('How can we help?').fill('Dual pricing.');
    await page.getByRole('button', { name: 'Request My Consultation' }).click();
    await expect(page.locator('[data-rht-toaster]').getByText("Thank you! We'll be in touch soon.")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
    await page.goto('/articles');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is inside the main content, not back in the header.
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  test('the header is walked in order, every stop with a visible focus ring', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const stops: string[] = [];
    await page.keyboard.press('Tab'); // the skip link
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        };
      });
      expect(stop.outline, stop.name).toBe(true);
      stops.push(stop.name);
    }
    expect(stops).toEqual([
      `${site.name}, home`, 'Home', 'Solutions', 'Industries', 'Partner with Us', 'Articles', 'Request Consultation', 'Apply Today',
      // Then straight into the page: the hidden mobile toggle is not a stop.
      homeHero.primary.label,
    ]);
  });

  test('a dropdown is used from the keyboard alone: open, walk, choose', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.locator('summary', { hasText: 'Industries' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Retail', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/industries/retail');
    await expect(page).toHaveTitle(/Retail/);
  });

  test('moving focus out of an open dropdown closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const summary = nav.locator('summary', { hasText: 'Solutions' });
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(summary).toBeFocused();
    await expect(nav.locator('details[open] > summary')).toHaveText('Solutions');
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await expect(nav.locator('details[open]')).toHaveCount(0);
  });
});

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  test('turns off smooth scrolling and transitions', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    const transition = await page.getByRole('link', { name: 'Apply Today' }).first().evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(transition.split(',').every((d) => parseFloat(d) === 0)).toBe(true);
  });
});
