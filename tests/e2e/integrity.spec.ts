import type { Page } from '@playwright/test';
import { test, expect, type PageProblems } from './fixtures';
import { e2eDataDir, leadsByEmail } from './lead-store';

/**
 * Serves the chunks whose names start with `name` (e.g. `contact-form-`) with one byte changed: the case of
 * the first letter of a string literal, so the code would still run were it not refused. The chunk is
 * sent uncompressed, as the server's own bytes are checked decoded. Resolves the count of chunks served so.
 */
async function tamperWith(page: Page, name: string) {
  const served: string[] = [];
  await page.route(new RegExp(`/assets/${name}[\\w-]+\\.js$`), async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    const at = code.search(/`[a-z]/) + 1;
    expect(at, `a string literal in ${route.request().url()}`).toBeGreaterThan(0);
    served.push(route.request().url());
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([key]) => !['content-encoding', 'content-length'].includes(key)));
    await route.fulfill({ status: 200, headers, body: code.slice(0, at) + code[at]!.toUpperCase() + code.slice(at + 1) });
  });
  return served;
}

// A page that loads again after a test (the form's answer) may still be fetching a chunk through the route.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** The browser reported refusing a chunk because its digest did not match, and nothing else went wrong. */
async function expectOnlyIntegrityFailures(problems: PageProblems, served: string[]) {
  // Waits for the changed chunk to be served and refused.
  const refused = () => problems.list.some((problem) => /integrity/i.test(problem) && served.some((url) => problem.includes(url)));
  await expect.poll(refused, { message: `served ${served.join(', ') || 'nothing changed'}; ${problems.list.join('\n')}` }).toBe(true);
  // A refused import rejects the island's load: a failed fetch of the module, never a CSP violation.
  const others = problems.list.filter((problem) => !/integrity/i.test(problem) && !/Failed to fetch dynamically imported module/.test(problem));
  expect(others).toEqual([]);
}

test('the islands’ runtime (React’s hydration) changed by one byte is refused; no island hydrates, and the menus and links still work', async ({ page, problems }) => {
  const served = await tamperWith(page, 'hydrate-islands-');
  await page.goto('/contact');
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focusin')));
  await expectOnlyIntegrityFailures(problems, served);
  await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute('data-hydrated', '');

  const solutions = page.getByRole('navigation', { name: 'Main', exact: true }).locator('details').filter({ has: page.locator('summary', { hasText: 'Solutions' }) });
  await solutions.locator('summary').click();
  await expect(solutions).toHaveJSProperty('open', true);
  // The first script, checked apart from the chunks, still closes a menu on Escape.
  await page.keyboard.press('Escape');
  await expect(solutions).toHaveJSProperty('open', false);
  await solutions.locator('summary').click();
  await solutions.getByRole('link', { name: 'All Solutions' }).click();
  await expect(page).toHaveURL('/solutions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a form chunk changed by one byte is refused; the form still posts as HTML and is stored', async ({ page, problems, baseURL }) => {
  const served = await tamperWith(page, 'contact-form-');
  await page.goto('/contact');
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focusin')));
  await expectOnlyIntegrityFailures(problems, served);
  await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute('data-hydrated', '');

  const email = `tampered-${Date.now()}@example.com`;
  const values = { 'Full Name': 'Jordan Ladner', 'Email Address': email, 'Phone Number': '228-555-0100', 'Business Name': 'Ladner Oyster Bar', 'How can we help?': 'Checking the form works without its script.' };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
  // A person takes more than two seconds (the form's render ticket); a faster post is kept as spam.
  const token = await page.locator('form input[name="formToken"]').inputValue();
  await page.waitForTimeout(Math.max(0, Number(token.split('.')[0]) + 2_200 - Date.now()));
  await page.getByRole('button', { name: 'Request My Consultation' }).click();
  await expect(page).toHaveURL('/contact?sent=1');
  await expect(page.locator('form').getByRole('status')).toHaveText("Thank you! We'll be in touch soon.");
  const [lead, ...more] = await leadsByEmail(e2eDataDir(new URL(baseURL!).port), email);
  expect(more).toEqual([]);
  expect(lead?.status).toBe('stored');
});
