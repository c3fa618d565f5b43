import { describe, expect, it } from 'vitest';
import {
  checkInputs,
  estimateFees,
  formatDollars,
  formatRate,
  MAX_AMOUNT_CENTS,
  parseAmount,
  readFeeInputs,
} from '../../src/fee-estimate';
import type { FeeInputs } from '../../src/fee-inputs';

/** The estimate for typed inputs, which must be a valid statement. */
function estimate(inputs: Partial<FeeInputs>) {
  const { statement, problems } = checkInputs(inputs);
  expect(problems).toEqual({});
  return estimateFees(statement!);
}

describe('reading an amount', () => {
  it.each([
    ['25000', 2_500_000],
    ['25,000', 2_500_000],
    ['$25,000', 2_500_000],
    ['  $ 25,000.50 ', 2_500_050],
    ['1,000,000', 100_000_000],
    ['800.5', 80_050],
    ['.75', 75],
    ['800.', 80_000],
    ['0', 0],
    ['007', 700],
    ['1000000000', MAX_AMOUNT_CENTS],
  ])('%j is %i cents', (raw, cents) => {
    expect(parseAmount(raw)).toEqual({ cents });
  });

  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['abc', 'notAnAmount'],
    ['$', 'notAnAmount'],
    ['.', 'notAnAmount'],
    ['25k', 'notAnAmount'],
    ['1e400', 'notAnAmount'],
    ['Infinity', 'notAnAmount'],
    ['NaN', 'notAnAmount'],
    ['0x10', 'notAnAmount'],
    ['2,50', 'notAnAmount'],
    ['25,00,000', 'notAnAmount'],
    [',100', 'notAnAmount'],
    ['25 000', 'notAnAmount'],
    ['１２', 'notAnAmount'],
    ['1.2.3', 'notAnAmount'],
    ['-5', 'negative'],
    ['$-5', 'negative'],
    ['-$5', 'negative'],
    ['\u22125', 'negative'],
    ['-abc', 'notAnAmount'],
    ['25.005', 'tooManyDecimals'],
    ['1000000000.01', 'tooLarge'],
    ['10,000,000,000', 'tooLarge'],
    ['9'.repeat(200), 'tooLarge'],
    ['0'.repeat(200) + '5', undefined],
  ])('%j is refused as %s', (raw, problem) => {
    expect(parseAmount(raw).problem).toBe(problem);
  });

  it('reads a long hostile string quickly, without backtracking', () => {
    const started = performance.now();
    for (const raw of ['-' + ' '.repeat(8000) + 'x', '1'.repeat(8000) + ',', ','.repeat(8000), '$' + ' '.repeat(8000)]) {
      expect(parseAmount(raw).problem).toBeDefined();
    }
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('checking a statement', () => {
  it('accepts sales and fees, with debit optional', () => {
    expect(checkInputs({ sales: '25,000', fees: '800' })).toEqual({ statement: { salesCents: 2_500_000, feesCents: 80_000 }, problems: {} });
    expect(checkInputs({ sales: '25,000', fees: '800', debit: ' ' }).statement).toEqual({ salesCents: 2_500_000, feesCents: 80_000 });
    expect(checkInputs({ sales: '25,000', fees: '800', debit: '5,000' }).statement?.debitCents).toBe(500_000);
  });

  it.each<[Partial<FeeInputs>, Record<string, string>]>([
    [{}, { sales: 'missing', fees: 'missing' }],
    [{ sales: '', fees: '', debit: '' }, { sales: 'missing', fees: 'missing' }],
    [{ sales: '0', fees: '0' }, { sales: 'zeroSales', fees: 'zeroFees' }],
    [{ sales: '100', fees: '101' }, { fees: 'feesOverSales' }],
    [{ sales: '100', fees: '100', debit: '100.01' }, { debit: 'debitOverSales' }],
    [{ sales: 'abc', fees: '5000' }, { sales: 'notAnAmount' }],
    [{ sales: '-100', fees: '-1', debit: 'x' }, { sales: 'negative', fees: 'negative', debit: 'notAnAmount' }],
  ])('%j has problems %j', (inputs, problems) => {
    const checked = checkInputs(inputs);
    expect(checked.problems).toEqual(problems);
  });

  it('still works out sales and fees when only the debit figure is wrong', () => {
    const checked = checkInputs({ sales: '25,000', fees: '800', debit: '30,000' });
    expect(checked.problems).toEqual({ debit: 'debitOverSales' });
    expect(checked.statement).toEqual({ salesCents: 2_500_000, feesCents: 80_000 });
  });

  it('gives no statement while sales or fees have a problem', () => {
    expect(checkInputs({ sales: '25,000', fees: 'eight hundred' }).statement).toBeUndefined();
  });
});

describe('the worked example of issue 16: $25,000 of card sales, $800 of fees, $5,000 of it debit', () => {
  const result = estimate({ sales: '$25,000', fees: '$800', debit: '$5,000' });

  it('has an effective rate of 3.20% and costs $9,600 a year', () => {
    expect(result.effectiveRateBp).toBe(320);
    expect(formatRate(result.effectiveRateBp)).toBe('3.20%');
    expect(formatDollars(result.yearlyFeesCents)).toBe('$9,600');
  });

  it('puts the clients’ average saving of 20% at $1,920 a year', () => {
    expect(formatDollars(result.averageSavingsCents)).toBe('$1,920');
  });

  it('brings in $853.15 a month with dual pricing ($10.00 card for $9.67 cash), more than the fees', () => {
    // 25,000 × 0.33 ÷ 9.67 = 853.1540…
    expect(result.dualPricing.extraCents).toBe(85_315);
    expect(formatRate(result.dualPricing.cardMarkupBp)).toBe('3.41%');
    expect(result.dualPricing.coversPercent).toBe(106);
  });

  it('surcharges only the $20,000 of credit sales, at Visa’s 3% cap: $600, 75% of the fees', () => {
    expect(result.surcharge).toEqual({ creditCents: 2_000_000, costRateBp: 320, rateBp: 300, incomeCents: 60_000, coversPercent: 75 });
  });
});

describe('other worked examples', () => {
  it('needs the debit figure for a surcharge estimate', () => {
    expect(estimate({ sales: '25000', fees: '800' }).surcharge).toBeUndefined();
  });

  it('surcharges at the effective rate, rounded down, when it is under 3%', () => {
    // 2,457 ÷ 100,000 = 2.457%: shown as 2.46%, surcharged at no more than 2.45%.
    const result = estimate({ sales: '100,000', fees: '2,457', debit: '40,000' });
    expect(formatRate(result.effectiveRateBp)).toBe('2.46%');
    expect(result.surcharge).toMatchObject({ creditCents: 6_000_000, costRateBp: 245, rateBp: 245, incomeCents: 147_000, coversPercent: 59 });
    // Dual pricing: 100,000 × 33 ÷ 967 = 3,412.616… → $3,412.62, covering 138% of the fees.
    expect(result.dualPricing).toMatchObject({ extraCents: 341_262, coversPercent: 138 });
  });

  it('surcharges nothing when every card sale is debit', () => {
    expect(estimate({ sales: '10,000', fees: '250', debit: '10,000' }).surcharge).toMatchObject({ creditCents: 0, incomeCents: 0, coversPercent: 0 });
  });

  it('stays exact at the largest amounts', () => {
    const result = estimate({ sales: '1,000,000,000', fees: '999,999,999.99', debit: '0' });
    expect(result.yearlyFeesCents).toBe(1_199_999_999_988);
    expect(formatDollars(result.yearlyFeesCents)).toBe('$11,999,999,999.88');
    expect(result.effectiveRateBp).toBe(10_000);
    expect(result.dualPricing.extraCents).toBe(3_412_616_339); // 1e11 × 33 ÷ 967 = 3,412,616,339.19…
    expect(result.surcharge?.incomeCents).toBe(3_000_000_000);
    expect(result.surcharge?.coversPercent).toBe(3);
  });
});

describe('rounding', () => {
  it('rounds the effective rate half up to a hundredth of a percent', () => {
    // One cent of fees on $200 of sales is 0.005%: half a basis point, shown as 0.01%.
    expect(estimate({ sales: '200', fees: '0.01' }).effectiveRateBp).toBe(1);
    expect(estimate({ sales: '200.01', fees: '0.01' }).effectiveRateBp).toBe(0);
    // 1 ÷ 3 = 33.333…%; 2 ÷ 3 = 66.666…%.
    expect(formatRate(estimate({ sales: '3', fees: '1' }).effectiveRateBp)).toBe('33.33%');
    expect(formatRate(estimate({ sales: '3', fees: '2' }).effectiveRateBp)).toBe('66.67%');
  });

  it('rounds the surcharge rate down, so it never exceeds the cost', () => {
    // 2 ÷ 3 = 0.6666…% → 0.66%, not 0.67%.
    expect(estimate({ sales: '300', fees: '2', debit: '0' }).surcharge?.rateBp).toBe(66);
  });

  it('rounds half a cent of money up', () => {
    // $0.50 of credit sales at 1.00% is half a cent.
    expect(estimate({ sales: '100', fees: '1', debit: '99.50' }).surcharge).toMatchObject({ creditCents: 50, rateBp: 100, incomeCents: 1 });
  });

  it('rounds shares of the fees down: 99.9% never reads as 100%', () => {
    // Dual pricing on $29,302.70 of sales is $999.99 (29,302.70 × 0.33 ÷ 9.67 = 999.9887…), against $1,000 of fees.
    const result = estimate({ sales: '29,302.70', fees: '1,000' });
    expect(result.dualPricing.extraCents).toBe(99_999);
    expect(result.dualPricing.coversPercent).toBe(99);
  });
});

describe('formatting', () => {
  it.each([
    [0, '$0'],
    [5, '$0.05'],
    [80_000, '$800'],
    [85_315, '$853.15'],
    [960_000, '$9,600'],
    [100_000_000_000, '$1,000,000,000'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });

  it.each([
    [0, '0.00%'],
    [5, '0.05%'],
    [320, '3.20%'],
    [10_000, '100.00%'],
  ])('%i basis points is %s', (bp, text) => {
    expect(formatRate(bp)).toBe(text);
  });
});

describe('reading the page address', () => {
  it('takes the first value of a repeated field, and null for a field not sent', () => {
    expect(readFeeInputs('?sales=1&sales=2&fees=3')).toEqual({ sales: '1', fees: '3', debit: null });
    expect(readFeeInputs('?sales=%2425%2C000&fees=800+&debit=')).toEqual({ sales: '$25,000', fees: '800 ', debit: '' });
    expect(readFeeInputs('?utm_source=mail')).toEqual({ sales: null, fees: null, debit: null });
    expect(readFeeInputs('?sales[]=1&__proto__=x&debit=%E0%A4%A')).toEqual({ sales: null, fees: null, debit: '\uFFFD%A' });
  });
});
