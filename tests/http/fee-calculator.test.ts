import { Writable } from 'node:stream';
import { parse, type HTMLElement } from 'node-html-parser';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { feeCalculatorCopy as copy } from '../../src/content/fee-calculator';
import { surchargeRules, surchargeStateRule } from '../../src/content/pricing-rules';
import { siteApp, SITE_URL } from '../support/app';

const app = siteApp();
const PATH = '/fee-calculator';
const { problems } = copy;

/** The calculator page for a query string, which must answer 200; parsed. */
async function calculator(query = '') {
  const res = await request(app).get(PATH + query).expect(200).expect('Content-Type', /text\/html/);
  return { html: res.text, root: parse(res.text) };
}
const text = (el: HTMLElement | null | undefined) => el?.textContent.replace(/\s+/g, ' ').trim() ?? '';
/** What a visitor reads in the main content (input values are their own typing, so not included). */
const mainText = (root: HTMLElement) => text(root.querySelector('main'));
/** The figures of the results, by result title. */
const results = (root: HTMLElement) =>
  Object.fromEntries(root.querySelectorAll(`#calculator li`).map((li) => [text(li.querySelector('h3')), text(li.querySelector('h3 + p'))]));
/** The message shown by a field, checked to be tied to its input; undefined when the field shows none. */
function fieldError(root: HTMLElement, name: string) {
  const input = root.querySelector(`input[name="${name}"]`)!;
  const error = root.querySelector(`#field-${name}-error`);
  if (!error) {
    expect(input.getAttribute('aria-invalid'), name).toBeUndefined();
    return undefined;
  }
  expect(input.getAttribute('aria-invalid'), name).toBe('true');
  expect(input.getAttribute('aria-describedby')?.split(' '), name).toEqual([`field-${name}-hint`, `field-${name}-error`]);
  return text(error).replace(copy.errorPrefix.trim(), '').trim();
}

describe('the calculator page without JavaScript', () => {
  it('is a GET form to itself with three labelled amount fields, indexable', async () => {
    const { html, root } = await calculator();
    const form = root.querySelector('main form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(`${PATH}#calculator`);
    for (const name of ['sales', 'fees', 'debit']) {
      const input = form.querySelector(`input[name="${name}"]`)!;
      expect(input.getAttribute('type')).toBe('text');
      expect(input.getAttribute('inputmode')).toBe('decimal');
      expect(input.getAttribute('value')).toBe('');
      expect(input.hasAttribute('required')).toBe(name !== 'debit');
      expect(text(form.querySelector(`label[for="${input.id}"]`))).toBe(copy.fields[name as 'sales'].label);
      expect(input.getAttribute('aria-describedby')).toBe(`field-${name}-hint`);
    }
    expect(text(form.querySelector('button[type="submit"]'))).toBe(copy.submitLabel);
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${PATH}">`);
    // Nothing to show yet: no problem, no figure, and an example to try.
    expect(root.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(mainText(root)).toContain(copy.empty);
    expect(root.querySelectorAll('#calculator a').map((a) => a.getAttribute('href'))).toEqual([copy.example.href, copy.cta.href]);
    expect(results(root)).toEqual({});
    // The live region is there from the first paint, empty, so what is written into it later is read out.
    expect(text(root.querySelector('#calculator [role="status"]'))).toBe('');
  });

  it('works out issue 16’s example: $25,000 of card sales, $800 of fees, $5,000 of it debit and prepaid', async () => {
    const { html, root } = await calculator('?sales=%2425%2C000&fees=800&debit=5%2C000');
    expect(results(root)).toEqual({
      [copy.results.rate.title]: '3.20%',
      [copy.results.yearly.title]: '$9,600.00',
      [copy.results.savings.title]: '$1,920.00 a year',
      [copy.results.dualPricing.title]: '$825.85 a month after card fees',
      [copy.results.surcharge.title]: '$580.80 a month after card fees',
    });
    const main = mainText(root);
    for (const sentence of [
      'Your $800.00 of fees divided by your $25,000.00 of card sales',
      'Your $800.00 of fees a month, times 12 months.',
      'Our clients save over 20% a year on average, and 20% of your $9,600.00 is $1,920.00. It is an average, not a promise',
      'Card customers then pay $10.00 for every $9.67, 3.41% more: $25,000.00 × $0.33 ÷ $9.67 is $853.15',
      '($853.15 × $800.00 ÷ $25,000.00 is $27.30), which leaves $825.85.',
      'After those fees, that covers all of your $800.00 of monthly fees.',
      '$25,000.00 less $5,000.00 of debit and prepaid is $20,000.00.',
      'Your effective rate is above Visa’s 3% cap, so the surcharge stops there: $20,000.00 × 3% is $600.00.',
      '($600.00 × $800.00 ÷ $25,000.00 is $19.20), which leaves $580.80.',
      'After those fees, that covers 72% of your $800.00 of monthly fees.',
      surchargeStateRule,
    ]) {
      expect(main).toContain(sentence);
    }
    // What was typed stays in the fields, as typed.
    expect(root.querySelector('input[name="sales"]')!.getAttribute('value')).toBe('$25,000');
    expect(root.querySelector('input[name="debit"]')!.getAttribute('value')).toBe('5,000');
    // The call to action for a free statement review.
    expect(root.querySelector(`#calculator a[href="/contact"]`)?.textContent).toBe(copy.cta.label);
    // A result is shareable but kept out of search indexes; its canonical page is the calculator.
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${PATH}">`);
    expect(html).toContain(`<meta property="og:url" content="${SITE_URL}${PATH}">`);
  });

  it('works out issue 24’s example net of the card fees on the extra: $341.26 of dual pricing keeps $329.73, 97% of $338.00, not all', async () => {
    const { root } = await calculator('?sales=10,000&fees=338&debit=2,000');
    expect(results(root)).toMatchObject({
      [copy.results.rate.title]: '3.38%',
      [copy.results.dualPricing.title]: '$329.73 a month after card fees',
      [copy.results.surcharge.title]: '$231.89 a month after card fees',
    });
    const main = mainText(root);
    expect(main).toContain('$10,000.00 × $0.33 ÷ $9.67 is $341.26');
    expect(main).toContain('($341.26 × $338.00 ÷ $10,000.00 is $11.53), which leaves $329.73.');
    expect(main).toContain('After those fees, that covers 97% of your $338.00 of monthly fees.');
    expect(main).toContain('After those fees, that covers 68% of your $338.00 of monthly fees.');
    expect(main).not.toMatch(/covers all/);
  });

  it('shows one effective rate: the surcharge at or under the cap works from fees and sales, not a second rate', async () => {
    for (const query of ['?sales=10,000&fees=338&debit=2,000', '?sales=100,000&fees=2,457&debit=40,000']) {
      const { root } = await calculator(query);
      const rate = results(root)[copy.results.rate.title]!;
      const rates = new Set(mainText(root).match(/\d+\.\d\d%/g));
      expect([...rates].sort(), query).toEqual([rate, '3.41%'].sort()); // the effective rate and the card price's markup
    }
    const { root } = await calculator('?sales=100,000&fees=2,457&debit=40,000');
    expect(mainText(root)).toContain('A surcharge at your effective rate brings in $60,000.00 × $2,457.00 ÷ $100,000.00, which is $1,474.20.');
  });

  it('says what caps a surcharge: what credit cards cost, up to Visa’s 3%, with the effective rate a cautious stand-in', async () => {
    const { root } = await calculator('?sales=10,000&fees=338&debit=2,000');
    const surcharge = text(root.querySelectorAll('#calculator li').find((li) => text(li.querySelector('h3')) === copy.results.surcharge.title));
    expect(surcharge).toContain('A surcharge may be no more than what credit cards cost you, and never more than Visa’s 3%.');
    expect(surcharge).toContain('so it is a cautious stand-in for what credit cards alone cost you.');
    // The state law rule is the one list's, word for word.
    expect(surchargeRules.items).toContain(surchargeStateRule);
    expect(surcharge).toContain(surchargeStateRule);
  });

  it.each([
    ['?sales=62,000&fees=310&debit=9,000', 'low', '0.50%'],
    ['?sales=18,500&fees=1,480', 'high', '8.00%'],
  ] as const)('%s: an unusual rate gets a gentle warning beside it, and in what the live region will say', async (query, side, rate) => {
    const { root } = await calculator(query);
    const item = root.querySelectorAll('#calculator li').find((li) => text(li.querySelector('h3')) === copy.results.rate.title)!;
    expect(text(item.querySelector('h3 + p'))).toBe(rate);
    expect(text(item.querySelector('h3 + p + p'))).toBe(copy.unusualRate[side]);
    expect(copy.unusualRate[side]).toMatch(/check that the fees and the sales come from the same statement/i);
  });

  it('warns of nothing on a usual statement', async () => {
    const { root } = await calculator('?sales=10,000&fees=338&debit=2,000');
    for (const warning of Object.values(copy.unusualRate)) expect(mainText(root)).not.toContain(warning);
  });

  it('writes every amount on a result page the same way, with cents', async () => {
    const { root } = await calculator('?sales=10,000&fees=338&debit=2,000');
    const amounts = mainText(root).match(/\$[\d,.]*\d/g) ?? [];
    expect(amounts.length).toBeGreaterThan(20);
    expect(amounts.filter((amount) => !/^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(amount))).toEqual([]);
  });

  it('strips control characters from a value before writing it back into its field', async () => {
    const { html, root } = await calculator('?sales=25%00%0A000&fees=8%E2%80%AE00&debit=%07');
    expect(root.querySelector('input[name="sales"]')!.getAttribute('value')).toBe('25000');
    expect(root.querySelector('input[name="fees"]')!.getAttribute('value')).toBe('800');
    expect(root.querySelector('input[name="debit"]')!.getAttribute('value')).toBe('');
    for (const invisible of ['\u0000', '\u0007', '\u202E', '&#0;', '&#x0;']) expect(html).not.toContain(invisible);
    expect(results(root)[copy.results.rate.title]).toBe('3.20%');
  });

  it('says the surcharge estimate needs the debit figure when it is left out', async () => {
    const { root } = await calculator('?sales=25000&fees=800&debit=');
    expect(results(root)[copy.results.surcharge.title]).toBe(copy.surchargeNeedsDebit.value);
    expect(mainText(root)).toContain(copy.surchargeNeedsDebit.how);
    expect(mainText(root)).toContain(surchargeStateRule);
    expect(results(root)[copy.results.rate.title]).toBe('3.20%');
    expect(fieldError(root, 'debit')).toBeUndefined();
  });

  it('takes the first value of a repeated field', async () => {
    const { root } = await calculator('?sales=25000&sales=1&fees=800&fees=900');
    expect(results(root)[copy.results.rate.title]).toBe('3.20%');
    expect(root.querySelector('input[name="sales"]')!.getAttribute('value')).toBe('25000');
  });
});

const max = '$1,000,000,000.00';
// Each query (named in the test's title when it is long), and the message each field must show (undefined: none).
const hostile: [string, Record<'sales' | 'fees' | 'debit', string | undefined>][] = [
  ['?sales=&fees=&debit=', { sales: problems.missing.sales, fees: problems.missing.fees, debit: undefined }],
  ['?sales=', { sales: problems.missing.sales, fees: problems.missing.fees, debit: undefined }],
  ['?sales=-5&fees=-1&debit=-0', { sales: problems.negative, fees: problems.negative, debit: problems.negative }],
  ['?sales=0&fees=0', { sales: problems.zeroSales, fees: problems.zeroFees, debit: undefined }],
  ['?sales=abc&fees=eight+hundred&debit=5k', { sales: problems.notAnAmount, fees: problems.notAnAmount, debit: problems.notAnAmount }],
  ['?sales=100&fees=200', { sales: undefined, fees: problems.feesOverSales, debit: undefined }],
  ['?sales=1e400&fees=Infinity&debit=NaN', { sales: problems.notAnAmount, fees: problems.notAnAmount, debit: problems.notAnAmount }],
  [`?sales=${'9'.repeat(200)}&fees=${'1'.repeat(11)}&debit=1000000000.01`, { sales: `Enter a monthly figure of ${max} or less.`, fees: `Enter a monthly figure of ${max} or less.`, debit: `Enter a monthly figure of ${max} or less.` }],
  ['?sales=25.005&fees=2,50', { sales: problems.tooManyDecimals, fees: problems.notAnAmount, debit: undefined }],
  // %00 alone is stripped to nothing, and an empty debit figure is no problem.
  ['?sales=%E0%A4%A&fees=%&debit=%00', { sales: problems.notAnAmount, fees: problems.notAnAmount, debit: undefined }],
  ['?sales=%3Cscript%3Ealert(1)%3C%2Fscript%3E&fees=%22%3E%3Cimg%20src%3Dx%3E', { sales: problems.notAnAmount, fees: problems.notAnAmount, debit: undefined }],
  [`?sales=${'x'.repeat(7000)}&fees=1`, { sales: problems.notAnAmount, fees: undefined, debit: undefined }],
];

describe('the calculator page with bad input', () => {
  it.each(hostile.map(([query, expected]) => [query.length > 80 ? `${query.slice(0, 60)}… (${query.length} characters)` : query, query, expected] as const))('%s shows each problem by its field, and never NaN, Infinity or undefined', async (_title, query, expected) => {
    const { html, root } = await calculator(query);
    for (const name of ['sales', 'fees', 'debit'] as const) expect(fieldError(root, name), name).toBe(expected[name]);
    expect(mainText(root)).not.toMatch(/NaN|Infinity|undefined|null|\{\w+\}/);
    expect(mainText(root)).toContain(copy.fix);
    expect(results(root)).toEqual({});
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/<script>alert|<img src=x/);
  });

  it('works out card sales and fees when only the debit figure is wrong, and says what the surcharge needs', async () => {
    const { root } = await calculator('?sales=100&fees=2&debit=200');
    expect(fieldError(root, 'debit')).toBe(problems.debitOverSales);
    expect(fieldError(root, 'sales')).toBeUndefined();
    expect(results(root)[copy.results.rate.title]).toBe('2.00%');
    expect(results(root)[copy.results.surcharge.title]).toBe(copy.surchargeNeedsValidDebit.value);
  });

  it('ignores parameters that are not its fields', async () => {
    const { html, root } = await calculator('?sales[]=1&fees[x]=2&__proto__[a]=1&utm_source=mail');
    expect(root.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect(html).not.toContain('name="robots"');
  });

  it('answers an address over 8 KB with 414, not a crash', async () => {
    await request(app).get(`${PATH}?sales=${'9'.repeat(9000)}`).expect(414);
  });
});

describe('privacy', () => {
  it('never writes what was typed into the calculator to the log', async () => {
    const lines: string[] = [];
    const logged = siteApp(pino({ level: 'trace' }, new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } })));
    // The start's own lines (a new DATA_DIR's key pair) are not requests.
    lines.length = 0;
    const marker = '31337424242';
    await request(logged).get(`${PATH}?sales=${marker}&fees=${marker}&debit=MARKER`).expect(200);
    await request(logged).get(`${PATH}?sales=x&sales=${marker}`).expect(200);
    // One line per request (the lead store's first start adds a line of its own).
    const requests = lines.map((l) => JSON.parse(l) as { msg: string; path?: string }).filter((l) => l.msg === 'request');
    expect(requests.map((l) => l.path)).toEqual([PATH, PATH]);
    expect(lines.join('\n')).not.toMatch(new RegExp(`${marker}|MARKER|sales=`));
  });
});

describe('links to the calculator', () => {
  it.each([
    ['/', '#compare'],
    ['/articles/reducing-processing-fees', 'main'],
    ['/articles/dual-pricing', 'main'],
    ['/solutions', 'main'],
    ['/articles', 'footer'],
  ])('%s links to it from %s', async (path, where) => {
    const root = parse((await request(app).get(path).expect(200)).text);
    expect(root.querySelector(where)?.querySelector(`a[href="${PATH}"]`), `${path} ${where}`).toBeTruthy();
  });
});
