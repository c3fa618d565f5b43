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
} from '../lib/fee-estimate';
import { color, font, radius, space, text } from '../theme/tokens';

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
    cardPrice: formatDollars(cardCents),
    cashPrice: formatDollars(cashCents),
    difference: formatDollars(cardCents - cashCents),
    markup: formatRate(dualPricing.cardMarkupBp),
    extra: formatDollars(dualPricing.grossCents),
    extraFees: formatDollars(dualPricing.feesCents),
    extraNet: formatDollars(dualPricing.netCents),
    visaCap: `${VISA_SURCHARGE_CAP_BP / 100}%`,
    ...(surcharge && {
      debit: formatDollars(statement.debitCents!),
      credit: formatDollars(surcharge.creditCents),
      income: formatDollars(surcharge.grossCents),
      incomeFees: formatDollars(surcharge.feesCents),
      incomeNet: formatDollars(surcharge.netCents),
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

/** What the live region says of an estimate: the headline figures in short sentences, and an unusual rate's warning. */
export function summaryOf(estimate: FeeEstimate, copy: FeeCalculatorCopy) {
  const figures = figuresOf(estimate);
  return [
    fill(copy.summary, figures),
    ...(estimate.unusualRate ? [copy.unusualRate[estimate.unusualRate]] : []),
    ...(estimate.surcharge ? [fill(copy.summarySurcharge, figures)] : []),
  ].join(' ');
}

const list = css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.md};`;
const item = css`
  background: ${color.white}; border: 1px solid ${color.border}; border-radius: ${radius.md}; padding: ${space.lg};
  h3 { font-size: ${text.md}; margin: 0 0 ${space.xs}; }
  p { margin: ${space.sm} 0 0; color: ${color.muted}; }
`;
const valueStyle = css`
  font-family: ${font.heading}; font-size: ${text.xl}; font-weight: 700; line-height: 1.2;
  color: ${color.navy} !important; margin-top: 0 !important; overflow-wrap: anywhere;
`;

/** A gentle warning: ink on pale amber, with an amber bar beside it, so it is seen without relying on color alone. */
const warningStyle = css`
  border-left: 4px solid ${color.warning}; background: ${color.warningTint}; border-radius: ${radius.sm}; padding: ${space.sm} ${space.md};
  color: ${color.ink} !important;
`;

function Result({ copy, how = copy.how, figures, warning, notes = [] }: { copy: ResultCopy; how?: string; figures: Figures; warning?: string; notes?: string[] }) {
  return (
    <li css={item}>
      <h3>{copy.title}</h3>
      <p css={valueStyle}>{fill(copy.value, figures)}</p>
      {warning && <p css={warningStyle}>{warning}</p>}
      <p>{fill(how, figures)}</p>
      {notes.map((note) => <p key={note}>{fill(note, figures)}</p>)}
    </li>
  );
}

interface Props {
  estimate: FeeEstimate;
  copy: FeeCalculatorCopy;
  /** The debit and prepaid figure was typed but has a problem: the surcharge estimate waits for it. */
  debitInvalid: boolean;
}

/** The calculator's results: each figure with the sentences that show how it was worked out. */
export function FeeResults({ estimate, copy, debitInvalid }: Props) {
  const figures = figuresOf(estimate);
  const { results } = copy;
  const covers = (percent: number) => fill(percent >= 100 ? copy.coversAll : copy.covers, { ...figures, covers: `${percent}%` });
  const { surcharge, unusualRate } = estimate;
  const noSurcharge = debitInvalid ? copy.surchargeNeedsValidDebit : copy.surchargeNeedsDebit;
  return (
    <ul css={list}>
      <Result copy={results.rate} figures={figures} warning={unusualRate && copy.unusualRate[unusualRate]} />
      <Result copy={results.yearly} figures={figures} />
      <Result copy={results.savings} figures={figures} />
      <Result copy={results.dualPricing} figures={figures} notes={[results.dualPricing.net, covers(estimate.dualPricing.coversPercent)]} />
      {surcharge ? (
        <Result
          copy={results.surcharge}
          how={surcharge.capped ? results.surcharge.howAtCap : results.surcharge.how}
          figures={figures}
          notes={[results.surcharge.net, covers(surcharge.coversPercent), copy.surchargeCap, copy.surchargeStates]}
        />
      ) : (
        <Result copy={{ title: results.surcharge.title, ...noSurcharge }} figures={figures} notes={[copy.surchargeStates]} />
      )}
    </ul>
  );
}
