import { Writable } from 'node:stream';
import { parse, type HTMLElement } from 'node-html-parser';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { feeCalculatorCopy as copy } from '../../src/content/fee-calculator';
import { productionApp, SITE_URL } from '../support/app';

const app = productionApp();
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

  it('works out the issue’s example: $25,000 of card sales, $800 of fees, $5,000 of it debit', async () => {
    const { html, root } = await calculator('?sales=%2425%2C000&fees=800&debit=5%2C000');
    expect(results(root)).toEqual({
      [copy.results.rate.title]: '3.20%',
      [copy.results.yearly.title]: '$9,600',
      [copy.results.savings.title]: '$1,920 a year',
      [copy.results.dualPricing.title]: '$853.15 a month',
      [copy.results.surcharge.title]: '$600 a month',
    });
    const main = mainText(root);
    for (const sentence of [
      'Your $800 of fees divided by your $25,000 of card sales',
      'Your $800 of fees a month, times 12 months.',
      'Our clients save over 20% a year on average, and 20% of your $9,600 is $1,920. It is an average, not a promise',
      'card customers would pay $10.00 for every $9.67, 3.41% more: $25,000 × $0.33 ÷ $9.67 is $853.15',
      'That covers all of your $800 of monthly fees.',
      '($25,000 less $5,000 of debit is $20,000)',
      'Visa’s 3% cap: $20,000 × 3.00% is $600.',
      'That covers 75% of your $800 of monthly fees.',
      'Some states prohibit surcharging',
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

  it('says the surcharge estimate needs the debit figure when it is left out', async () => {
    const { root } = await calculator('?sales=25000&fees=800&debit=');
    expect(results(root)[copy.results.surcharge.title]).toBe(copy.surchargeNeedsDebit.value);
    expect(mainText(root)).toContain(copy.surchargeNeedsDebit.how);
    expect(mainText(root)).toContain('Some states prohibit surcharging');
    expect(results(root)[copy.results.rate.title]).toBe('3.20%');
    expect(fieldError(root, 'debit')).toBeUndefined();
  });

  it('takes the first value of a repeated field', async () => {
    const { root } = await calculator('?sales=25000&sales=1&fees=800&fees=900');
    expect(results(root)[copy.results.rate.title]).toBe('3.20%');
    expect(root.querySelector('input[name="sales"]')!.getAttribute('value')).toBe('25000');
  });
});

const max = '$1,000,000,000';
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
  ['?sales=%E0%A4%A&fees=%&debit=%00', { sales: problems.notAnAmount, fees: problems.notAnAmount, debit: problems.notAnAmount }],
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
    const logged = productionApp(pino({ level: 'trace' }, new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } })));
    const marker = '31337424242';
    await request(logged).get(`${PATH}?sales=${marker}&fees=${marker}&debit=MARKER`).expect(200);
    await request(logged).get(`${PATH}?sales=x&sales=${marker}`).expect(200);
    expect(lines.map((l) => JSON.parse(l) as { path?: string }).map((l) => l.path)).toEqual([PATH, PATH]);
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
