/**
 * The server renders every request with one Emotion cache for the process (server-styles.server.ts).
 * That is safe only while no style depends on a request: then the cache stops growing once each page
 * has been rendered, whatever visitors send, and a page's head still brings only its own CSS.
 */
import { describe, expect, it } from 'vitest';
import { canonicalPaths, render } from '../../src/entry-server';
import { serverCache } from '../../src/theme/server-styles.server';
import { feeCalculatorPath } from '../../src/content/paths';
import { PLAUSIBLE_RATE_BP } from '../../src/lib/fee-estimate';

const siteUrl = 'https://www.magnolia.test';
const ticket = { id: 'id', token: 'token' };
const notice = { retentionDays: 365, taxIdDays: 30 };

/** Renders a path as a visitor's request would be, with a form's state on the form pages. */
const renderAs = (url: string, failed?: { values: Record<string, string>; message: string }) =>
  render(url, { nonce: 'bm9uY2U=', siteUrl, form: { ticket, notice, failed } });

const styledClasses = (head: string) => new Set([...head.matchAll(/\.mkt-([\w-]+)/g)].map((m) => m[1]));
const usedClasses = (html: string) => new Set([...html.matchAll(/\bmkt-([\w-]+)/g)].map((m) => m[1]));

describe('the server’s one style cache', () => {
  it('stops growing once every page has been rendered in each of its states, whatever values a request carries', async () => {
    const pages = [...canonicalPaths(), '/no-such-page'];
    // Each page; the calculator with a usual rate, an unusual one, without debit sales, and with refused
    // figures; the forms with a submission shown again. Each time with other figures and text.
    const states = async (sales: number, text: string) => {
      const rateOf = (bp: number) => Math.round((sales * bp) / 10_000);
      const usual = rateOf((PLAUSIBLE_RATE_BP.min + PLAUSIBLE_RATE_BP.max) / 2);
      for (const path of pages) await renderAs(`${path}?utm_source=${text}`);
      await renderAs(`${feeCalculatorPath}?sales=${sales}&fees=${usual}&debit=${sales / 5}`);
      await renderAs(`${feeCalculatorPath}?sales=${sales}&fees=${rateOf(PLAUSIBLE_RATE_BP.max * 2)}&debit=${sales / 4}`);
      await renderAs(`${feeCalculatorPath}?sales=${sales}&fees=${rateOf(PLAUSIBLE_RATE_BP.min / 2)}`);
      await renderAs(`${feeCalculatorPath}?sales=${text}&fees=-${usual}&debit=1e400`);
      for (const path of pages) await renderAs(path, { values: { name: text, email: text }, message: text });
    };
    await states(10_000, 'mail');
    const known = Object.keys(serverCache.inserted).length;
    await states(62_000, '%3Cstyle%3E');
    await states(9_000_000, 'x'.repeat(300));
    for (const path of ['/wp-admin/setup.php', '/articles/no-such-article', '/solutions/anything']) await renderAs(path);
    expect(Object.keys(serverCache.inserted).length).toBe(known);
  });

  it('gives a page the CSS of every class it uses, and none of the classes only other pages use', async () => {
    const home = await renderAs('/');
    const calculator = await renderAs(feeCalculatorPath);
    for (const page of [home, calculator]) {
      const used = usedClasses(page.html);
      const styled = styledClasses(page.head);
      expect([...used].filter((id) => !styled.has(id))).toEqual([]);
      expect([...styled].filter((id) => !used.has(id))).toEqual([]);
    }
    // The calculator's own classes are not in the home page's head.
    const onlyCalculator = [...usedClasses(calculator.html)].filter((id) => !usedClasses(home.html).has(id));
    expect(onlyCalculator.length).toBeGreaterThan(0);
    expect(onlyCalculator.filter((id) => styledClasses(home.head).has(id))).toEqual([]);
  });
});
