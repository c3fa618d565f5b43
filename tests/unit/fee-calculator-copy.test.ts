import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import type { FeeCalculator } from '../../src/components/fee-calculator';
import { figuresOf, fill, ruleFigures } from '../../src/components/fee-results';
import { feeCalculatorCopy } from '../../src/content/fee-calculator';
import { checkInputs, estimateFees, readFeeInputs } from '../../src/lib/fee-estimate';

/** What an island's props may be (issue 15's `Serializable`, src/browser/island.tsx on main): JSON. */
type Serializable = string | number | boolean | null | Serializable[] | { [key: string]: Serializable };
type CalculatorProps = ComponentProps<typeof FeeCalculator>;

/** Every string of the copy, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// An estimate with every figure there is: debit known, so the surcharge's too.
const full = estimateFees(checkInputs({ sales: '25,000', fees: '800', debit: '5,000' }).statement!);

describe('the calculator’s copy', () => {
  it('names only figures the calculator has', () => {
    const figures = { ...figuresOf(full), covers: '75%' };
    const templates = strings(feeCalculatorCopy);
    expect(templates.filter((t) => t.includes('{')).length).toBeGreaterThan(8);
    for (const template of templates) expect(fill(template, figures), template).not.toMatch(/[{}]|NaN|undefined/);
  });

  it('fills the problem messages from fixed rules alone', () => {
    for (const message of strings(feeCalculatorCopy.problems)) expect(() => fill(message, ruleFigures), message).not.toThrow();
    expect(fill(feeCalculatorCopy.problems.tooLarge, ruleFigures)).toBe('Enter a monthly figure of $1,000,000,000.00 or less.');
  });

  it('counts its fields right: two figures, and a third for the surcharge estimate', () => {
    const required = (['sales', 'fees', 'debit'] as const).filter((name) => !/optional/i.test(feeCalculatorCopy.fields[name].label));
    expect(required).toHaveLength(2);
    expect(feeCalculatorCopy.formIntro).toMatch(/^Two figures .*, and a third for the surcharge estimate\./);
  });

  it('says in one short line per field where on a statement its figure is found', () => {
    const { sales, fees, debit } = feeCalculatorCopy.fields;
    for (const { hint } of [sales, fees, debit]) expect(hint.length, hint).toBeLessThanOrEqual(110);
    expect(sales.hint).toMatch(/total card sales.*summary/i);
    expect(fees.hint).toMatch(/total fees.*summary/i);
    expect(fees.hint).toMatch(/equipment lease billed by a separate company is not on it/i);
    expect(debit.hint).toMatch(/debit and prepaid sales.*breakdown by card type/i);
  });

  it('asks for debit and prepaid sales together, in the label and the hint: neither can be surcharged', () => {
    const { label, hint } = feeCalculatorCopy.fields.debit;
    expect(label).toMatch(/debit and prepaid/i);
    expect(hint).toMatch(/debit and prepaid/i);
    for (const text of [feeCalculatorCopy.surchargeNeedsDebit.how, feeCalculatorCopy.problems.debitOverSales]) expect(text).toMatch(/debit and prepaid/i);
  });

  it('writes every amount it states with cents, the example and the messages too', () => {
    const amounts = strings(feeCalculatorCopy).flatMap((text) => fill(text, { ...figuresOf(full), covers: '75%' }).match(/\$[\d,.]*\d/g) ?? []);
    expect(amounts.length).toBeGreaterThan(10);
    expect(amounts.filter((amount) => !/^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(amount))).toEqual([]);
  });

  it('refuses a template naming a figure that does not exist', () => {
    expect(() => fill('{nope} a month', ruleFigures)).toThrow(/nope/);
  });

  it('is plain data, so the server can hand it to the calculator as props', () => {
    // Checked by the compiler: the calculator's props fit an island's.
    const props: CalculatorProps & { [key: string]: Serializable } = { action: '/fee-calculator', inputs: readFeeInputs('?sales=1'), copy: feeCalculatorCopy };
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });
});
