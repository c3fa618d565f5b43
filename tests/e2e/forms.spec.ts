import type { Browser, Page } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FORM_SECRET_FILE } from '../../server/leads/intake/form-ticket';
import { connect } from '../../server/leads/store/sqlite-store';
import { sqliteFile } from '../../server/leads/store/open-store';
import { freePort } from '../../scripts/bench-util';
import { serveBuild } from '../../scripts/serve-build';
import { site } from '../../src/config/site';
import { formProblems } from '../../src/content/lead-forms';
import { applyPath, contactPath } from '../../src/content/paths';
import { TICKET_FIELD, TOKEN_FIELD } from '../../src/lib/form-render';
import { agedToken } from '../support/filled-forms';
import { hydrated, sitePaths, test, expect } from './fixtures';
import { e2eDataDir, leadsByEmail } from './lead-store';
import { violations } from './page-checks';

/** A unique address per test, so each finds its own leads in the shared store. */
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * A person takes more than two seconds over a form; a faster send is stored as spam, counted from the
 * render time its ticket carries (tests/http/forms.test.ts tests that rule both ways). Rather than wait
 * two seconds, the next send from this page goes with its ticket aged (agedToken: signed again with the
 * server's form secret, DATA_DIR/form-secret). A ticket that does not verify goes as it is, so a page
 * that posts a broken ticket still makes spam, and the test that expects a stored lead fails.
 */
async function likeAPerson(page: Page, dataDir: string) {
  const secret = readFileSync(join(dataDir, FORM_SECRET_FILE), 'utf8');
  // The page's next post only: any other request to the same address meanwhile (a prefetch, say) passes by
  // without using it up, which a route's `times` would.
  let aged = false;
  await page.route(
    (url) => url.pathname === contactPath || url.pathname === applyPath,
    async (route) => {
      if (aged || route.request().method() !== 'POST') return route.fallback();
      aged = true;
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.set(TOKEN_FIELD, agedToken(secret, body.get(TICKET_FIELD) ?? '', body.get(TOKEN_FIELD)));
      // Chromium sends a form's own post (a navigation, without JavaScript) as it was: sent from here instead,
      // its answer (the 303) given to the page as the server gave it.
      if (route.request().isNavigationRequest()) return route.fulfill({ response: await route.fetch({ postData: body.toString(), maxRedirects: 0 }) });
      await route.fallback({ postData: body.toString() });
    },
  );
}

const dataDirOf = (baseURL: string | undefined) => e2eDataDir(new URL(baseURL!).port);

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

/** Holds the page's form posts until `release()`, so a test sees what the page shows while the server has not answered. */
async function holdPosts(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    held.push(route.request().postData() ?? '');
    await released;
    await route.continue();
  });
  return { held, release };
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

  test('a filled submit is sent to the server; only once it has confirmed does the toast show and every field clear', async ({ page, problems, baseURL }) => {
    const email = uniqueEmail('jordan');
    for (const [label, value] of Object.entries({ ...contactValues, 'Email Address': email })) await page.getByLabel(label).fill(value);
    const firstId = await page.locator('input[name="submissionId"]').inputValue();
    const { held, release } = await holdPosts(page, '/contact');
    await likeAPerson(page, dataDirOf(baseURL));
    await page.getByRole('button', { name: 'Request My Consultation' }).click();
    await expect.poll(() => held.length).toBe(1);
    // The server has not answered yet: no toast, nothing cleared.
    await expect(page.locator('[data-rht-toaster]').getByText("Thank you! We'll be in touch soon.")).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toHaveValue(contactValues['Full Name']!);
    release();
    await expect(page.locator('[data-rht-toaster]').getByText("Thank you! We'll be in touch soon.")).toBeVisible();
    // Announced through the form's own live region, which was there before the message.
    await expect(page.locator('form').getByRole('status')).toHaveText("Thank you! We'll be in touch soon.");
    for (const label of Object.keys(contactValues)) await expect(page.getByLabel(label)).toHaveValue('');
    // A fresh ticket from the answer: a second message from this page is a lead of its own.
    await expect(page.locator('input[name="submissionId"]')).not.toHaveValue(firstId);
    await expect(page).toHaveURL('/contact');
    const [lead, ...more] = await leadsByEmail(dataDirOf(baseURL), email);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ id: firstId, kind: 'contact', status: 'stored', fields: { name: 'Jordan Ladner', business: 'Ladner Oyster Bar' } });
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

  test('a filled submit is stored, then shows the toast and resets every field (state back to MS)', async ({ page, problems, baseURL }) => {
    await expect(page.getByLabel('State')).toHaveValue('MS');
    const email = uniqueEmail('sam');
    for (const [label, value] of Object.entries({ ...applyValues, 'Email Address': email })) await page.getByLabel(label).fill(value);
    await page.getByLabel('DBA (if different)').fill('Back Bay Bait & Tackle');
    await page.getByLabel('State').fill('AL');
    await page.getByLabel('Business Type').selectOption('llc');
    await likeAPerson(page, dataDirOf(baseURL));
    const answer = page.waitForResponse((res) => res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answer).status()).toBe(200);
    await expect(
      page.locator('[data-rht-toaster]').getByText("Application submitted! We'll review and contact you within 24 hours."),
    ).toBeVisible();
    for (const label of [...Object.keys(applyValues), 'DBA (if different)', 'Business Type']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    await expect(page.getByLabel('State')).toHaveValue('MS');
    const [lead] = await leadsByEmail(dataDirOf(baseURL), email);
    expect(lead).toMatchObject({ kind: 'application', status: 'stored', fields: { dba: 'Back Bay Bait & Tackle', state: 'AL', businessType: 'llc', taxId: '**-***6789' } });
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
    const unlabelled = await page.locator('form input:not([type="hidden"]), form select, form textarea').evaluateAll((els) =>
      els.filter((el) => (el as HTMLInputElement).labels?.length !== 1).map((el) => el.getAttribute('name')),
    );
    expect(unlabelled).toEqual([]);
  });
});

/**
 * Holds the islands' runtime (React and the hydration) until `release()`: the page meanwhile is the
 * server's HTML and its first script. `asked` resolves once the page has asked for it.
 */
async function holdHydration(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let wasAsked = () => {};
  const asked = new Promise<void>((resolve) => (wasAsked = resolve));
  await page.route(/\/assets\/hydrate-islands-[^/]*\.js$/, async (route) => {
    wasAsked();
    await released;
    await route.continue();
  });
  return { asked, release };
}

test.describe('what is in the fields when the form hydrates is kept', () => {
  const [autofilled, typed] = [['Full Name', 'Email Address'], ['Phone Number', 'Business Name', 'How can we help?']] as const;

  test("filled before hydration without a press (as autofill or a browser's script fills it): kept, and sent", async ({ page, baseURL, problems }) => {
    const email = uniqueEmail('autofill');
    const values: Record<string, string> = { ...contactValues, 'Email Address': email };
    const { asked, release } = await holdHydration(page);
    await page.goto('/contact');
    const island = page.locator('[data-island="contact-form"]');
    // The page has loaded and asked for React: hydration is under way, not done.
    await asked;
    await expect(island).not.toHaveAttribute('data-hydrated');
    // As Chromium's autofill fills a field: its value set, then input and change, with no focus, key or press.
    for (const label of autofilled) {
      await page.getByLabel(label).evaluate((field: HTMLInputElement, value) => {
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }, values[label]!);
    }
    await expect(island).not.toHaveAttribute('data-hydrated');
    release();
    await expect(island).toHaveAttribute('data-hydrated', '');
    // The visitor types the rest, then sends.
    for (const label of typed) await page.getByLabel(label).fill(values[label]!);
    for (const label of autofilled) await expect(page.getByLabel(label), label).toHaveValue(values[label]!);
    await likeAPerson(page, dataDirOf(baseURL));
    await page.getByRole('button', { name: 'Request My Consultation' }).click();
    await expect(page.locator('[data-rht-toaster]').getByText("Thank you! We'll be in touch soon.")).toBeVisible();
    const [lead, ...more] = await leadsByEmail(dataDirOf(baseURL), email);
    expect(more).toEqual([]);
    expect(lead?.fields).toMatchObject({ name: values['Full Name'], email, phone: values['Phone Number'], business: values['Business Name'] });
    expect(problems.list).toEqual([]);
  });

  test('typed, then another page, then Back: what the browser shows again stays, and is sent', async ({ page, baseURL }) => {
    const email = uniqueEmail('back');
    const values: Record<string, string> = { ...contactValues, 'Email Address': email };
    await page.goto('/contact');
    await hydrated(page);
    for (const label of autofilled) await page.getByLabel(label).fill(values[label]!);
    await page.locator('a[href="/"]').first().click();
    await expect(page).toHaveURL('/');
    await page.goBack();
    await expect(page).toHaveURL('/contact');
    for (const label of autofilled) await expect(page.getByLabel(label), `${label}, as the browser shows it again`).toHaveValue(values[label]!);
    await hydrated(page);
    for (const label of typed) await page.getByLabel(label).fill(values[label]!);
    for (const label of autofilled) await expect(page.getByLabel(label), label).toHaveValue(values[label]!);
    await likeAPerson(page, dataDirOf(baseURL));
    await page.getByRole('button', { name: 'Request My Consultation' }).click();
    await expect(page.locator('[data-rht-toaster]').getByText("Thank you! We'll be in touch soon.")).toBeVisible();
    const [lead] = await leadsByEmail(dataDirOf(baseURL), email);
    expect(lead?.fields).toMatchObject({ name: values['Full Name'], email });
  });
});

/** Fills a form by its labels, as a visitor would. */
async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Business Type') await page.getByLabel(label).selectOption(value);
    else await page.getByLabel(label).fill(value);
  }
}

/** Sends a form with or without JavaScript in a fresh context; resolves once it was answered. */
async function sendForm(browser: Browser, baseURL: string, path: string, values: Record<string, string>, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(path);
  if (javaScriptEnabled) await hydrated(page);
  await fill(page, values);
  await likeAPerson(page, dataDirOf(baseURL));
  await page.locator('form button[type="submit"]').click();
  if (javaScriptEnabled) await expect(page.locator('[data-rht-toaster] [role="status"]')).toBeVisible();
  else await expect(page).toHaveURL(`${path}?sent=1`);
  await context.close();
}

test.describe('with and without JavaScript', () => {
  for (const [path, values] of [['/contact', contactValues], ['/apply', { ...applyValues, 'Business Type': 'corporation' }]] as const) {
    test(`${path} stores the identical record either way`, async ({ browser, baseURL }) => {
      const [withScript, withoutScript] = [uniqueEmail('js'), uniqueEmail('nojs')];
      await sendForm(browser, baseURL!, path, { ...values, 'Email Address': withScript }, true);
      await sendForm(browser, baseURL!, path, { ...values, 'Email Address': withoutScript }, false);
      const [[a], [b]] = await Promise.all([leadsByEmail(dataDirOf(baseURL), withScript), leadsByEmail(dataDirOf(baseURL), withoutScript)]);
      const comparable = (lead: typeof a) => ({ ...lead, id: '', receivedAt: null, sealedTaxId: !!lead?.sealedTaxId, fields: { ...lead?.fields, email: '' } });
      expect(comparable(a)).toEqual(comparable(b));
      expect(a!.status).toBe('stored');
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the consultation form posts, comes back to the page and confirms', async ({ page, baseURL }) => {
    await page.goto('/contact');
    const email = uniqueEmail('nojs');
    await fill(page, { ...contactValues, 'Email Address': email });
    await page.getByRole('button', { name: 'Request My Consultation' }).click();
    await expect(page).toHaveURL('/contact?sent=1');
    await expect(page.locator('form').getByRole('status')).toHaveText("Thank you! We'll be in touch soon.");
    expect(page.url()).not.toContain('Jordan');
    expect(await leadsByEmail(dataDirOf(baseURL), email)).toHaveLength(1);
  });
});

/** A server of its own (the build, a fresh DATA_DIR), for what would disturb the shared one: a locked store, a low rate limit. */
async function ownServer(env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mcp-e2e-own-'));
  const server = await serveBuild(await freePort(), { env: { ...env, DATA_DIR: dataDir } });
  return { ...server, dataDir };
}

type OwnServer = Awaited<ReturnType<typeof ownServer>>;

const ownServers: OwnServer[] = [];
// Stopped even when a test fails or times out before its own stop.
test.afterEach(() => ownServers.splice(0).forEach((server) => server.stop()));

/** A server for this test alone (a rate limit counts every test's posts). */
async function ownServerForTest(env: NodeJS.ProcessEnv) {
  const server = await ownServer(env);
  ownServers.push(server);
  return server;
}

/**
 * One server per Playwright worker for the tests whose store fails: started once, not per test. A test
 * breaks its store and mends it before it ends, and a worker runs one test at a time.
 */
const withStoreServer = test.extend<object, { storeServer: OwnServer }>({
  storeServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const server = await ownServer({ LEADS_RATE_LIMIT: 'off' });
      try {
        await use(server);
      } finally {
        server.stop();
      }
    },
    { scope: 'worker' },
  ],
});

/**
 * Makes the store fail at once, until `mend()`: its leads table renamed from another connection, so the
 * server's next insert finds none. What these tests see is the page's answer to a store that failed; a
 * store locked past its busy timeout, as a stuck process leaves it, answers the same 503 five seconds
 * later, and tests/http/forms.test.ts tests that.
 */
function breakStore(dataDir: string) {
  const other = connect(sqliteFile(dataDir));
  other.exec('ALTER TABLE leads RENAME TO leads_away');
  return () => {
    other.exec('ALTER TABLE leads_away RENAME TO leads');
    other.close();
  };
}

const phone = site.phones.local.display;

for (const tag of ['', '@phone']) {
  test.describe(`when the store fails ${tag}`, () => {
    test.describe.configure({ timeout: 60_000 });

    withStoreServer(`with JavaScript: an error toast with the phone number, announced, fields kept; axe finds nothing ${tag}`, async ({ browser, storeServer: server }) => {
      const context = await browser.newContext({ baseURL: server.base });
      const page = await context.newPage();
      try {
        await page.goto('/contact');
        await hydrated(page);
        await fill(page, contactValues);
        const mend = breakStore(server.dataDir);
        try {
          await page.getByRole('button', { name: 'Request My Consultation' }).click();
          await expect(page.locator('[data-rht-toaster]').getByText(formProblems.unavailable)).toBeVisible();
        } finally {
          mend();
        }
        await expect(page.locator('form').getByRole('alert')).toHaveText(formProblems.unavailable);
        await expect(page.locator('form').getByRole('alert')).toBeVisible();
        await expect(page.getByText("Thank you! We'll be in touch soon.")).toHaveCount(0);
        for (const [label, value] of Object.entries(contactValues)) await expect(page.getByLabel(label)).toHaveValue(value);
        expect(await violations(page)).toEqual([]);
        // Sent again once the store is back: taken, and the alert gives way to the confirmation.
        await page.getByRole('button', { name: 'Request My Consultation' }).click();
        await expect(page.locator('[data-rht-toaster]').getByText("Thank you! We'll be in touch soon.")).toBeVisible();
        await expect(page.locator('form').getByRole('alert')).toHaveText('');
      } finally {
        await context.close();
      }
    });

    withStoreServer(`without JavaScript: a 503 page with the form as typed and the phone number; axe finds nothing ${tag}`, async ({ browser, storeServer: server }) => {
      // Axe runs as a script, so the page keeps JavaScript; the form is sent as the browser sends it without.
      const context = await browser.newContext({ baseURL: server.base });
      const page = await context.newPage();
      try {
        await page.goto('/apply');
        await hydrated(page);
        const values = { ...applyValues, 'Business Type': 'llc', 'DBA (if different)': 'Bait & "Tackle"' };
        await fill(page, values);
        const mend = breakStore(server.dataDir);
        let status = 0;
        try {
          const answer = page.waitForResponse((res) => res.request().method() === 'POST');
          await submitWithoutScript(page);
          status = (await answer).status();
        } finally {
          mend();
        }
        expect(status).toBe(503);
        await expect(page).toHaveURL('/apply');
        await expect(page.locator('form').getByRole('alert')).toHaveText(formProblems.unavailable);
        await expect(page.locator('form').getByRole('alert')).toContainText(phone);
        for (const [label, value] of Object.entries(values)) await expect(page.getByLabel(label)).toHaveValue(value);
        await expect(page.getByText(/Application submitted/)).toHaveCount(0);
        expect(await violations(page)).toEqual([]);
        // Sent again with JavaScript once the store is back: taken, and every field goes back to the
        // form's own defaults, not to what this page was given to show again.
        await hydrated(page);
        await likeAPerson(page, server.dataDir);
        await page.getByRole('button', { name: 'Submit Application' }).click();
        await expect(page.locator('[data-rht-toaster]').getByText(/Application submitted/)).toBeVisible();
        for (const label of Object.keys(values)) await expect(page.getByLabel(label), label).toHaveValue('');
        await expect(page.getByLabel('State')).toHaveValue('MS');
      } finally {
        await context.close();
      }
    });
  });

  test(`the 429 and 403 pages give the phone number, are reached by keyboard, and axe finds nothing ${tag}`, async ({ browser }) => {
    const server = await ownServerForTest({ LEADS_RATE_LIMIT: '1/10m' });
    const context = await browser.newContext({ baseURL: server.base });
    const page = await context.newPage();
    try {
      // Past the limit: the second form from this address.
      for (const expected of [303, 429]) {
        await page.goto('/contact');
        await hydrated(page);
        await fill(page, contactValues);
        const answer = page.waitForResponse((res) => res.request().method() === 'POST');
        await submitWithoutScript(page);
        expect((await answer).status()).toBe(expected);
        if (expected === 303) await expect(page).toHaveURL('/contact?sent=1');
      }
      await expect(page.locator('main')).toContainText(formProblems.tooMany);
      await checkErrorPage(page);

      // A form on another site that posts to ours.
      await page.route('http://elsewhere.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>Elsewhere</title><form method="post" action="${server.base}/contact"><input name="name" value="x"><button>Send</button></form>`,
        }),
      );
      await page.goto('http://elsewhere.test/');
      const answer = page.waitForResponse((res) => res.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send' }).click();
      expect((await answer).status()).toBe(403);
      await expect(page.locator('main')).toContainText(formProblems.crossSite);
      await checkErrorPage(page);
    } finally {
      await context.close();
      server.stop();
    }
  });
}

for (const tag of ['', '@phone']) {
  test(`the notice under each form says what is kept and for how long; axe finds nothing ${tag}`, async ({ page }) => {
    for (const path of ['/contact', '/apply']) {
      await page.goto(path);
      await hydrated(page);
      const notice = page.locator('form > div').last();
      await expect(notice).toContainText('deleted after two years');
      await expect(notice).toContainText(site.email);
      await expect(notice).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });
}

test.describe('where a lead came from', () => {
  /** An article, from the route table as the sitemap lists it. */
  const article = sitePaths.find((path) => /^\/articles\/[^/]+$/.test(path))!;

  /** Fills and sends the contact form of the page now shown, like a person; resolves with the lead it made. */
  async function sendContact(page: Page, baseURL: string | undefined) {
    await expect(page).toHaveURL(/\/contact(\?|$)/);
    await hydrated(page);
    const email = uniqueEmail('source');
    await fill(page, { ...contactValues, 'Email Address': email });
    await likeAPerson(page, dataDirOf(baseURL));
    await page.getByRole('button', { name: 'Request My Consultation' }).click();
    await expect(page.locator('[data-rht-toaster]').getByText("Thank you! We'll be in touch soon.")).toBeVisible();
    const [lead, ...more] = await leadsByEmail(dataDirOf(baseURL), email);
    expect(more).toEqual([]);
    return lead!;
  }

  test('a visitor who reads an article and follows its link to /contact sends a lead naming that article', async ({ page, baseURL, problems }) => {
    await page.goto(article);
    const asked = page.waitForRequest((req) => new URL(req.url()).pathname === '/contact');
    await page.locator('main a[href="/contact"]').first().click();
    // The site's Referrer-Policy lets our own page's address through to our own page.
    expect((await asked).headers().referer).toBe(`${baseURL}${article}`);
    expect((await sendContact(page, baseURL)).source).toEqual({ page: article });
    expect(problems.list).toEqual([]);
  });

  test("from a calculator result, the lead names the calculator, never the amounts in the result's address", async ({ page, baseURL }) => {
    await page.goto('/fee-calculator?sales=48000&fees=1450&debit=9000');
    const asked = page.waitForRequest((req) => new URL(req.url()).pathname === '/contact');
    await page.getByRole('link', { name: 'Request a Free Statement Review' }).click();
    expect((await asked).headers().referer).toContain('sales=48000');
    const lead = await sendContact(page, baseURL);
    expect(lead.source).toEqual({ page: '/fee-calculator' });
    expect(JSON.stringify(lead)).not.toMatch(/48000|1450|9000/);
  });

  test('a visitor from another site, by a campaign link, sends a lead naming the host and the three UTM values, nothing else', async ({ page, baseURL }) => {
    const link = `${baseURL}/contact?utm_source=newsletter&utm_medium=email&utm_campaign=spring-pos&utm_term=dual-pricing&fbclid=abc123`;
    await page.route('http://elsewhere.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Elsewhere</title><a href="${link}">Magnolia Coast Payments</a>` }),
    );
    await page.goto('http://elsewhere.test/issue/12?reader=pat');
    await page.getByRole('link', { name: 'Magnolia Coast Payments' }).click();
    expect((await sendContact(page, baseURL)).source).toEqual({ host: 'elsewhere.test', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-pos' });
  });
});

/** Sends the page's form as a browser without JavaScript does: a native POST and a new page, no island. */
async function submitWithoutScript(page: Page) {
  await page.locator('form').evaluate((form: HTMLFormElement) => form.submit());
}

/** An error page: axe finds nothing, the phone number and the way home are the first two Tab stops. */
async function checkErrorPage(page: Page) {
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: `Call ${phone}` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeFocused();
}
