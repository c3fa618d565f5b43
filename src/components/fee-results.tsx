import { css } from '@emotion/react';
import type { FeeCalculatorCopy, ResultCopy } from '../content/fee-calculator';
import {
  AVERAGE_SAVINGS_PERCENT,
  DUAL_PRICING_EXAMPLE,
  formatDollars,
  formatRate,
  MAX_AMOUNT_CENTS,
  VISA_SURCHARGE_CAP_BP,
  type FeeEstimate,
} from '../fee-estimate';
import { color, radius, space, text } from '../theme/tokens';

/** The figures a copy template may name, formatted for reading. */
export type Figures = Record<string, string>;

/** The figures of no estimate: those that come from fixed rules alone. */
export const ruleFigures: Figures = { max: formatDollars(MAX_AMOUNT_CENTS) };

/** Every figure of an estimate, as the copy's templates name them. */
export function figuresOf({ statement, effectiveRateBp, yearlyFeesCents, averageSavingsCents, dualPricing, surcharge }: FeeEstimate): Figures {
  const { cardCents, cashCents } = DUAL_PRICING_EXAMPLE;
  return {
    ...ruleFigures,
    sales: formatDollars(statement.salesCents),
    fees: formatDollars(statement.feesCents),
    rate: formatRate(effectiveRateBp),
    yearly: formatDollars(yearlyFeesCents),
    savings: formatDollars(averageSavingsCents),
    savingsPercent: String(AVERAGE_SAVINGS_PERCENT),
    // The example prices keep their cents, as SPEC.md writes them: $10.00 and $9.67.
    cardPrice: `$${(cardCents / 100).toFixed(2)}`,
    cashPrice: `$${(cashCents / 100).toFixed(2)}`,
    difference: `$${((cardCents - cashCents) / 100).toFixed(2)}`,
    markup: formatRate(dualPricing.cardMarkupBp),
    extra: formatDollars(dualPricing.extraCents),
    visaCap: `${VISA_SURCHARGE_CAP_BP / 100}%`,
    ...(surcharge && {
      debit: formatDollars(statement.debitCents!),
      credit: formatDollars(surcharge.creditCents),
      costRate: formatRate(surcharge.costRateBp),
      surchargeRate: formatRate(surcharge.rateBp),
      income: formatDollars(surcharge.incomeCents),
    }),
  };
}

/** A copy template with its `{name}`s replaced by figures. A name without a figure is a bug: it throws. */
export function fill(template: string, figures: Figures) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const figure = figures[name];
    if (figure === undefined) throw new Error(`No figure named {${name}} for "${template}"`);
    return figure;
  });
}

/** What the live region says of an estimate: the headline figures in two short sentences. */
export function summaryOf(estimate: FeeEstimate, copy: FeeCalculatorCopy) {
  const figures = figuresOf(estimate);
  return [fill(copy.summary, figures), ...(estimate.surcharge ? [fill(copy.summarySurcharge, figures)] : [])].join(' ');
}

const list = css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.md};`;
const item = css`
  background: ${color.white}; border: 1px solid ${color.border}; border-radius: ${radius.md}; padding: ${space.lg};
  h3 { font-size: ${text.md}; margin: 0 0 ${space.xs}; }
  p { margin: ${space.sm} 0 0; color: ${color.muted}; }
`;
const valueStyle = css`
  font-family: Georgia, serif; font-size: ${text.xl}; font-weight: 700; line-height: 1.2;
  color: ${color.navy} !important; margin-top: 0 !important; overflow-wrap: anywhere;
`;

function Result({ copy, figures, notes = [] }: { copy: ResultCopy; figures: Figures; notes?: string[] }) {
  return (
    <li css={item}>
      <h3>{copy.title}</h3>
      <p css={valueStyle}>{fill(copy.value, figures)}</p>
      <p>{fill(copy.how, figures)}</p>
      {notes.map((note) => <p key={note}>{note}</p>)}
    </li>
  );
}

interface Props {
  estimate: FeeEstimate;
  copy: FeeCalculatorCopy;
  /** The debit figure was typed but has a problem: the surcharge estimate waits for it. */
  debitInvalid: boolean;
}

/** The calculator's results: each figure with the sentence that shows how it was worked out. */
export function FeeResults({ estimate, copy, debitInvalid }: Props) {
  const figures = figuresOf(estimate);
  const { results } = copy;
  const covers = (percent: number) => fill(percent >= 100 ? copy.coversAll : copy.covers, { ...figures, covers: `${percent}%` });
  const { surcharge } = estimate;
  const noSurcharge = debitInvalid ? copy.surchargeNeedsValidDebit : copy.surchargeNeedsDebit;
  return (
    <ul css={list}>
      <Result copy={results.rate} figures={figures} />
      <Result copy={results.yearly} figures={figures} />
      <Result copy={results.savings} figures={figures} />
      <Result copy={results.dualPricing} figures={figures} notes={[covers(estimate.dualPricing.coversPercent)]} />
      {surcharge ? (
        <Result copy={results.surcharge} figures={figures} notes={[covers(surcharge.coversPercent), copy.surchargeStates]} />
      ) : (
        <Result copy={{ title: results.surcharge.title, ...noSurcharge }} figures={figures} notes={[copy.surchargeStates]} />
      )}
    </ul>
  );
}
