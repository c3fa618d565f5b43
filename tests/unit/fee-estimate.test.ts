import { describe, expect, it } from 'vitest';
import {
  checkInputs,
  estimateFees,
  formatDollars,
  formatRate,
  MAX_AMOUNT_CENTS,
  parseAmount,
  readFeeInputs,
} from '../../src/lib/fee-estimate';
import type { FeeInputs } from '../../src/lib/fee-inputs';

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
    // Long enough that backtracking (quadratic or worse: billions of steps) takes many seconds even on
    // an idle machine, while a linear read takes milliseconds: the bound holds on a machine busy with
    // others' work, and a regression still fails it.
    const started = performance.now();
    for (const raw of ['-' + ' '.repeat(100_000) + 'x', '1'.repeat(100_000) + ',', ','.repeat(100_000), '$' + ' '.repeat(100_000)]) {
      expect(parseAmount(raw).problem).toBeDefined();
    }
    expect(performance.now() - started).toBeLessThan(2_000);
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

describe('the worked example of issue 16: $25,000 of card sales, $800 of fees, $5,000 of it debit and prepaid', () => {
  const result = estimate({ sales: '$25,000', fees: '$800', debit: '$5,000' });

  it('has an effective rate of 3.20% and costs $9,600.00 a year', () => {
    expect(result.effectiveRateBp).toBe(320);
    expect(formatRate(result.effectiveRateBp)).toBe('3.20%');
    expect(formatDollars(result.yearlyFeesCents)).toBe('$9,600.00');
    expect(result.unusualRate).toBeUndefined();
  });

  it('puts the clients’ average savings of 20% at $1,920.00 a year', () => {
    expect(formatDollars(result.averageSavingsCents)).toBe('$1,920.00');
  });

  it('brings in $853.15 a month with dual pricing ($10.00 card for $9.67 cash), $825.85 after its card fees: all the fees', () => {
    // 25,000 × 0.33 ÷ 9.67 = 853.1540…; its fees at 800 ÷ 25,000: 853.15 × 0.032 = 27.3008 → $27.30.
    expect(result.dualPricing).toEqual({ cardMarkupBp: 341, grossCents: 85_315, feesCents: 2_730, netCents: 82_585, coversPercent: 103 });
  });

  it('surcharges only the $20,000 of credit sales, at Visa’s 3% cap: $600.00, $580.80 after its card fees, 72% of the fees', () => {
    // 3.20% is above the cap. 600 × 0.032 = 19.20 of fees; 580.80 ÷ 800 = 72.6%.
    expect(result.surcharge).toEqual({ creditCents: 2_000_000, capped: true, grossCents: 60_000, feesCents: 1_920, netCents: 58_080, coversPercent: 72 });
  });
});

describe('the worked example of issue 24: $10,000 of card sales, $338 of fees, $2,000 of it debit and prepaid', () => {
  const result = estimate({ sales: '10,000', fees: '338', debit: '2,000' });

  it('covers the fees before the card fees on the extra, and not after: 97%', () => {
    // 10,000 × 0.33 ÷ 9.67 = 341.2616… → $341.26, more than the $338 of fees;
    // its card fees at 338 ÷ 10,000: 341.26 × 0.0338 = 11.5346 → $11.53, leaving $329.73, 97.55% of $338.
    expect(result.dualPricing.grossCents).toBeGreaterThan(result.statement.feesCents);
    expect(result.dualPricing).toEqual({ cardMarkupBp: 341, grossCents: 34_126, feesCents: 1_153, netCents: 32_973, coversPercent: 97 });
  });

  it('surcharges $8,000 of credit sales at the 3% cap: $240.00, $231.89 after its card fees, 68% of the fees', () => {
    // 240 × 0.0338 = 8.112 → $8.11; 231.89 ÷ 338 = 68.6%.
    expect(result.surcharge).toEqual({ creditCents: 800_000, capped: true, grossCents: 24_000, feesCents: 811, netCents: 23_189, coversPercent: 68 });
  });

  it('shows one rate, 3.38%, and finds it usual', () => {
    expect(formatRate(result.effectiveRateBp)).toBe('3.38%');
    expect(result.unusualRate).toBeUndefined();
  });
});

describe('other worked examples', () => {
  it('needs the debit and prepaid figure for a surcharge estimate', () => {
    expect(estimate({ sales: '25000', fees: '800' }).surcharge).toBeUndefined();
  });

  it('surcharges at the effective rate itself when it is under 3%, with no rounded rate in between', () => {
    // 2,457 ÷ 100,000 = 2.457%, shown as 2.46%. The surcharge is 60,000 × 2,457 ÷ 100,000 = $1,474.20;
    // its card fees 1,474.20 × 0.02457 = 36.2210… → $36.22, leaving $1,437.98, 58.5% of $2,457.
    const result = estimate({ sales: '100,000', fees: '2,457', debit: '40,000' });
    expect(formatRate(result.effectiveRateBp)).toBe('2.46%');
    expect(result.surcharge).toEqual({ creditCents: 6_000_000, capped: false, grossCents: 147_420, feesCents: 3_622, netCents: 143_798, coversPercent: 58 });
    // Dual pricing: 100,000 × 33 ÷ 967 = 3,412.616… → $3,412.62; fees 3,412.62 × 0.02457 = 83.848… → $83.85.
    expect(result.dualPricing).toMatchObject({ grossCents: 341_262, feesCents: 8_385, netCents: 332_877, coversPercent: 135 });
  });

  it('surcharges at exactly 3% without calling it capped', () => {
    expect(estimate({ sales: '10,000', fees: '300', debit: '0' }).surcharge).toMatchObject({ capped: false, grossCents: 30_000 });
    expect(estimate({ sales: '10,000', fees: '300.01', debit: '0' }).surcharge).toMatchObject({ capped: true, grossCents: 30_000 });
  });

  it('surcharges nothing when every card sale is debit or prepaid', () => {
    expect(estimate({ sales: '10,000', fees: '250', debit: '10,000' }).surcharge).toMatchObject({ creditCents: 0, grossCents: 0, feesCents: 0, netCents: 0, coversPercent: 0 });
  });

  it('stays exact at the largest amounts', () => {
    const result = estimate({ sales: '1,000,000,000', fees: '999,999,999.99', debit: '0' });
    expect(result.yearlyFeesCents).toBe(1_199_999_999_988);
    expect(formatDollars(result.yearlyFeesCents)).toBe('$11,999,999,999.88');
    expect(result.effectiveRateBp).toBe(10_000);
    expect(result.dualPricing.grossCents).toBe(3_412_616_339); // 1e11 × 33 ÷ 967 = 3,412,616,339.19…
    // Fees take 99.99999999% of it, which rounds to all of it.
    expect(result.dualPricing).toMatchObject({ feesCents: 3_412_616_339, netCents: 0, coversPercent: 0 });
    expect(result.surcharge).toMatchObject({ capped: true, grossCents: 3_000_000_000, netCents: 0, coversPercent: 0 });
  });
});

describe('statements that are probably not one statement', () => {
  it.each<[string, string, 'low' | 'high' | undefined]>([
    ['50,000', '200', 'low'], // 0.40%
    ['10,000', '99.99', 'low'], // 0.9999%
    ['10,000', '100', undefined], // 1.00%
    ['10,000', '600', undefined], // 6.00%
    ['10,000', '600.01', 'high'], // 6.0001%
    ['18,500', '1,480', 'high'], // 8.00%
  ])('%s of sales with %s of fees is %s', (sales, fees, unusual) => {
    expect(estimate({ sales, fees }).unusualRate).toBe(unusual);
  });

  it('is told apart on the exact rate, not the rounded one: 0.996% shows as 1.00% and is still low', () => {
    const result = estimate({ sales: '100,000', fees: '996' });
    expect(formatRate(result.effectiveRateBp)).toBe('1.00%');
    expect(result.unusualRate).toBe('low');
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

  it('rounds a surcharge down, so it never passes the cost it stands in for', () => {
    // 299.50 × 2 ÷ 300 = 1.9966… → $1.99, not $2.00.
    expect(estimate({ sales: '300', fees: '2', debit: '0.50' }).surcharge).toMatchObject({ creditCents: 29_950, grossCents: 199 });
    // At the cap: 0.50 × 3% = 1.5 cents → 1 cent.
    expect(estimate({ sales: '100', fees: '5', debit: '99.50' }).surcharge).toMatchObject({ capped: true, creditCents: 50, grossCents: 1 });
  });

  it('rounds shares of the fees down: 99.9% never reads as 100%', () => {
    // Dual pricing on $29,302.70 of sales is $999.99 (29,302.70 × 0.33 ÷ 9.67 = 999.9887…), against $1,000 of fees.
    const result = estimate({ sales: '29,302.70', fees: '1,000' });
    expect(result.dualPricing.grossCents).toBe(99_999);
    // Its fees, 999.99 × 1,000 ÷ 29,302.70 = 34.126… → $34.13, leave $965.86: 96.586%.
    expect(result.dualPricing).toMatchObject({ feesCents: 3_413, netCents: 96_586, coversPercent: 96 });
  });

  it('adds up to the cent on every statement tried: gross is fees plus net, a surcharge never passes its cost', () => {
    // A fixed pseudo-random walk over statements, so a failure can be replayed.
    let seed = 24;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let i = 0; i < 2_000; i++) {
      const salesCents = 1 + next(1_000_000_000);
      const feesCents = 1 + next(salesCents);
      const debitCents = next(salesCents + 1);
      const { dualPricing, surcharge } = estimateFees({ salesCents, feesCents, debitCents });
      for (const income of [dualPricing, surcharge!]) {
        expect(income.feesCents + income.netCents).toBe(income.grossCents);
        expect(income.netCents).toBeGreaterThanOrEqual(0);
        expect(income.coversPercent).toBe(Math.floor((income.netCents * 100) / feesCents));
      }
      const credit = salesCents - debitCents;
      // In BigInt: a billion cents times a billion cents is past a double's exact integers.
      expect(BigInt(surcharge!.grossCents) * BigInt(salesCents) <= BigInt(credit) * BigInt(feesCents)).toBe(true);
      expect(surcharge!.grossCents * 100).toBeLessThanOrEqual(credit * 3);
    }
  });
});

describe('formatting', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [80_000, '$800.00'],
    [85_315, '$853.15'],
    [960_000, '$9,600.00'],
    [100_000_000_000, '$1,000,000,000.00'],
  ])('%i cents is %s, always with cents', (cents, text) => {
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

  it('strips control and format characters, so what is written back into a field is what is read', () => {
    // NUL, a line break, a tab, DEL, a C1 control, a right-to-left override, a zero-width space, a line separator.
    expect(readFeeInputs('?sales=25%00%0A000&fees=%098%7F00%C2%85&debit=%E2%80%AE5%E2%80%8B000%E2%80%A8')).toEqual({ sales: '25000', fees: '800', debit: '5000' });
    expect(readFeeInputs('?debit=%00')).toEqual({ sales: null, fees: null, debit: '' });
  });
});
