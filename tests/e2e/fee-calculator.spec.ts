import type { Page } from '@playwright/test';
import { feeCalculatorCopy as copy } from '../../src/content/fee-calculator';
import { hydrated, test, expect } from './fixtures';

const label = (name: 'sales' | 'fees' | 'debit') => copy.fields[name].label;
const field = (page: Page, name: 'sales' | 'fees' | 'debit') => page.getByLabel(label(name), { exact: true });
/** The figure shown under a result's title. */
const figure = (page: Page, title: string) => page.locator('#calculator li').filter({ has: page.getByRole('heading', { name: title }) }).locator('h3 + p');
const liveRegion = (page: Page) => page.locator('#calculator [role="status"]');

/**
 * Waits until the calculator's form itself has hydrated. The page hydrates in a transition, so the
 * root exists (what `hydrated` waits for) a moment before the form's handlers do; a click in that
 * moment sends the form the way it goes without JavaScript, which works, but is not what is tested.
 */
async function calculatorReady(page: Page) {
  await hydrated(page);
  await page.waitForFunction(() => Object.keys(document.querySelector('#calculator form')!).some((key) => key.startsWith('__reactProps')));
}

/** Counts the page loads from now on: the calculator must never need one to show its figures. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.count++;
  });
  return loads;
}

test.describe('the card fee calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/fee-calculator');
    await calculatorReady(page);
  });

  test('shows the figures of a statement as it is typed, and reads them out once typing pauses', async ({ page, problems }) => {
    const loads = countLoads(page);
    await field(page, 'sales').pressSequentially('$25,000');
    await field(page, 'fees').pressSequentially('800');
    await expect(figure(page, copy.results.rate.title)).toHaveText('3.20%');
    await expect(figure(page, copy.results.yearly.title)).toHaveText('$9,600.00');
    await expect(figure(page, copy.results.savings.title)).toHaveText('$1,920.00 a year');
    await expect(figure(page, copy.results.dualPricing.title)).toHaveText('$825.85 a month after card fees');
    await expect(figure(page, copy.results.surcharge.title)).toHaveText(copy.surchargeNeedsDebit.value);
    await expect(liveRegion(page)).toHaveText('Effective rate 3.20%, $9,600.00 a year in fees. Dual pricing: $825.85 a month after card fees.');

    await field(page, 'debit').pressSequentially('5,000');
    await expect(figure(page, copy.results.surcharge.title)).toHaveText('$580.80 a month after card fees');
    await expect(page.locator('#calculator')).toContainText('After those fees, that covers 72% of your $800.00 of monthly fees.');
    await expect(liveRegion(page)).toHaveText('Effective rate 3.20%, $9,600.00 a year in fees. Dual pricing: $825.85 a month after card fees. Surcharge: $580.80 a month after card fees.');
    await expect(liveRegion(page)).toHaveAttribute('role', 'status');
    expect(loads.count).toBe(0);
    await expect(page).toHaveURL('/fee-calculator');
    expect(problems.list).toEqual([]);
  });

  test('warns beside the rate, and in what it reads out, when the statement looks like two statements', async ({ page }) => {
    await field(page, 'sales').fill('62,000');
    await field(page, 'fees').fill('310');
    const rate = page.locator('#calculator li').filter({ has: page.getByRole('heading', { name: copy.results.rate.title }) });
    await expect(rate.locator('h3 + p')).toHaveText('0.50%');
    await expect(rate.locator('h3 + p + p')).toHaveText(copy.unusualRate.low);
    await expect(liveRegion(page)).toContainText(copy.unusualRate.low);
    // Corrected to a usual month, the warning goes.
    await field(page, 'fees').fill('1,900');
    await expect(rate.locator('h3 + p')).toHaveText('3.06%');
    await expect(page.locator('#calculator')).not.toContainText(copy.unusualRate.low);
  });

  test('shows a field’s problem when the visitor leaves it, tied to the field, and drops it once fixed', async ({ page }) => {
    await field(page, 'sales').fill('25k');
    await expect(page.locator('#field-sales-error')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.locator('#field-sales-error')).toHaveText(copy.errorPrefix + copy.problems.notAnAmount);
    await expect(field(page, 'sales')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'sales')).toHaveAccessibleDescription(`${copy.fields.sales.hint} ${copy.errorPrefix}${copy.problems.notAnAmount}`);
    await expect(page.locator('#calculator')).toContainText(copy.fix);
    await field(page, 'sales').fill('25000');
    await expect(page.locator('#field-sales-error')).toHaveCount(0);
    await expect(field(page, 'sales')).not.toHaveAttribute('aria-invalid');
    // Fees larger than sales: said by the fees field once it is left.
    await field(page, 'fees').fill('30000');
    await field(page, 'fees').blur();
    await expect(page.locator('#field-fees-error')).toContainText(copy.problems.feesOverSales);
    await expect(page.locator('#calculator')).not.toContainText(/NaN|Infinity|undefined/);
  });

  test('sent empty, it flags both required fields and moves focus to the first, without a page load', async ({ page }) => {
    const loads = countLoads(page);
    await page.getByRole('button', { name: copy.submitLabel }).click();
    await expect(field(page, 'sales')).toBeFocused();
    await expect(page.locator('#field-sales-error')).toContainText(copy.problems.missing.sales);
    await expect(page.locator('#field-fees-error')).toContainText(copy.problems.missing.fees);
    await expect(page.locator('#field-debit-error')).toHaveCount(0);
    expect(loads.count).toBe(0);
  });

  test('is used from the keyboard alone: type, Tab, send with Enter; the address then holds the result', async ({ page }) => {
    await field(page, 'sales').focus();
    for (const value of ['25000', '800', '5000']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    const button = page.getByRole('button', { name: copy.submitLabel });
    await expect(button).toBeFocused();
    const outline = await button.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fee-calculator?sales=25000&fees=800&debit=5000');
    await expect(liveRegion(page)).toContainText('Surcharge: $580.80 a month after card fees.');
    // That address, opened afresh, shows the same figures.
    await page.reload();
    await expect(figure(page, copy.results.surcharge.title)).toHaveText('$580.80 a month after card fees');
  });

  test('shows a visible focus ring on its fields', async ({ page }) => {
    await field(page, 'fees').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(field(page, 'sales')).toBeFocused();
    const ring = await field(page, 'sales').evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });
});

test.describe('the card fee calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends the form to its own page, which the server fills with the figures', async ({ page }) => {
    await page.goto('/fee-calculator');
    await field(page, 'sales').fill('$25,000');
    await field(page, 'fees').fill('800');
    await field(page, 'debit').fill('5,000');
    await page.getByRole('button', { name: copy.submitLabel }).click();
    await expect(page).toHaveURL('/fee-calculator?sales=%2425%2C000&fees=800&debit=5%2C000#calculator');
    await expect(figure(page, copy.results.rate.title)).toHaveText('3.20%');
    await expect(figure(page, copy.results.surcharge.title)).toHaveText('$580.80 a month after card fees');
    await expect(field(page, 'sales')).toHaveValue('$25,000');
    // The form is scrolled into view, below the sticky header.
    const top = await page.locator('#calculator').evaluate((el) => el.getBoundingClientRect().top);
    const headerBottom = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
  });

  test('answers bad figures with a message by each field', async ({ page }) => {
    await page.goto('/fee-calculator');
    await field(page, 'sales').fill('abc');
    await field(page, 'debit').fill('-5');
    await page.getByRole('button', { name: copy.submitLabel }).click();
    await expect(page.locator('#field-sales-error')).toContainText(copy.problems.notAnAmount);
    await expect(page.locator('#field-fees-error')).toContainText(copy.problems.missing.fees);
    await expect(page.locator('#field-debit-error')).toContainText(copy.problems.negative);
    await expect(field(page, 'debit')).toHaveAttribute('aria-invalid', 'true');
  });
});
