import type { Page } from '@playwright/test';
import { hydrated, test, expect } from './fixtures';

const contactValues: Record<string, string> = {
  'Full Name': 'Jordan Ladner',
  'Email Address': 'jordan@example.com',
  'Phone Number': '228-555-0100',
  'Business Name': 'Ladner Oyster Bar',
  'How can we help?': 'We want to look at dual pricing before summer.',
};

const applyValues: Record<string, string> = {
  'Legal Business Name': 'Back Bay Bait LLC',
  'Federal Tax ID (EIN)': '12-3456789',
  'Years in Business': '6',
  'Owner Name': 'Sam Ladner',
  'Email Address': 'sam@example.com',
  'Phone Number': '228-555-0101',
  'Street Address': '1 Beach Blvd',
  City: 'Biloxi',
  'ZIP Code': '39530',
  'Monthly Card Volume': '$30,000',
  'Average Ticket': '$40',
  'Highest Ticket': '$400',
};

/** Records every request the page makes after this call. */
function recordRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => seen.push(`${req.method()} ${req.url()}`));
  return seen;
}

test.describe('consultation form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
  });

  test('an empty submit is stopped by the browser and shows no toast', async ({ page }) => {
    await page.getByRole('button', { name: 'Request My Consultation' }).click();
    await expect(page).toHaveURL('/contact');
    expect(await page.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(page.getByText("Thank you! We'll be in touch soon.")).toHaveCount(0);
  });

  test('a filled submit shows the toast, sends nothing and clears every field', async ({ page, problems }) => {
    for (const [label, value] of Object.entries(contactValues)) await page.getByLabel(label).fill(value);
    const requests = recordRequests(page);
    await page.getByRole('button', { name: 'Request My Consultation' }).click();
    await expect(page.locator('[data-rht-toaster]').getByText("Thank you! We'll be in touch soon.")).toBeVisible();
    // Announced through the form's own live region, which was there before the message.
    await expect(page.locator('form').getByRole('status')).toHaveText("Thank you! We'll be in touch soon.");
    for (const label of Object.keys(contactValues)) await expect(page.getByLabel(label)).toHaveValue('');
    expect(requests).toEqual([]);
    await expect(page).toHaveURL('/contact');
    expect(problems.list).toEqual([]);
  });

  test('can be filled and sent with the keyboard alone', async ({ page }) => {
    await page.getByLabel('Full Name').focus();
    for (const value of Object.values(contactValues)) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('button', { name: 'Request My Consultation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-rht-toaster]').getByText("Thank you! We'll be in touch soon.")).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });
});

test.describe('merchant application', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/apply');
    await hydrated(page);
  });

  test('an empty submit is stopped by the browser and shows no toast', async ({ page }) => {
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect(await page.getByLabel('Legal Business Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(page.locator('[data-rht-toaster]').getByText(/Application submitted/)).toHaveCount(0);
  });

  test('the business type is required too', async ({ page }) => {
    for (const [label, value] of Object.entries(applyValues)) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect(await page.getByLabel('Business Type').evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
    await expect(page.locator('[data-rht-toaster]').getByText(/Application submitted/)).toHaveCount(0);
  });

  test('a filled submit shows the toast, sends nothing and resets every field (state back to MS)', async ({ page, problems }) => {
    await expect(page.getByLabel('State')).toHaveValue('MS');
    for (const [label, value] of Object.entries(applyValues)) await page.getByLabel(label).fill(value);
    await page.getByLabel('DBA (if different)').fill('Back Bay Bait & Tackle');
    await page.getByLabel('State').fill('AL');
    await page.getByLabel('Business Type').selectOption('llc');
    const requests = recordRequests(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.locator('[data-rht-toaster]').getByText("Application submitted! We'll review and contact you within 24 hours."),
    ).toBeVisible();
    for (const label of [...Object.keys(applyValues), 'DBA (if different)', 'Business Type']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    await expect(page.getByLabel('State')).toHaveValue('MS');
    expect(requests).toEqual([]);
    expect(problems.list).toEqual([]);
  });

  test('can be filled and sent with the keyboard alone', async ({ page }) => {
    await page.getByLabel('Legal Business Name').focus();
    const visited: string[] = [];
    // Walk the form in tab order: type into each field, pick the business type with an arrow key.
    for (let stop = 0; stop < 15; stop++) {
      const label = await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent?.replace('*', '').trim() ?? '');
      visited.push(label);
      if (label === 'Business Type') await page.keyboard.press('ArrowDown');
      else if (applyValues[label]) await page.keyboard.type(applyValues[label]);
      await page.keyboard.press('Tab');
    }
    expect(visited).toEqual([
      'Legal Business Name', 'DBA (if different)', 'Business Type', 'Federal Tax ID (EIN)', 'Years in Business',
      'Owner Name', 'Email Address', 'Phone Number', 'Street Address', 'City', 'State', 'ZIP Code',
      'Monthly Card Volume', 'Average Ticket', 'Highest Ticket',
    ]);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-rht-toaster]').getByText(/Application submitted/)).toBeVisible();
    await expect(page.getByLabel('Legal Business Name')).toHaveValue('');
  });

  test('groups its fields in four fieldsets, every field labelled', async ({ page }) => {
    await expect(page.locator('fieldset legend')).toHaveText(['Business Information', 'Contact Information', 'Business Address', 'Processing Information']);
    const unlabelled = await page.locator('form input, form select, form textarea').evaluateAll((els) =>
      els.filter((el) => (el as HTMLInputElement).labels?.length !== 1).map((el) => el.getAttribute('name')),
    );
    expect(unlabelled).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the consultation form posts, comes back to the page and confirms', async ({ page }) => {
    await page.goto('/contact');
    for (const [label, value] of Object.entries(contactValues)) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Request My Consultation' }).click();
    await expect(page).toHaveURL('/contact?sent=1');
    await expect(page.locator('form').getByRole('status')).toHaveText("Thank you! We'll be in touch soon.");
    expect(page.url()).not.toContain('Jordan');
  });
});
