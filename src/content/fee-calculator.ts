import { formatDollars, type FieldProblem } from '../lib/fee-estimate';
import type { FeeInputName } from '../lib/fee-inputs';
import { dualPricingFraming, surchargeStateRule } from './pricing-rules';
import type { Hero, PageMeta, TextBlock } from './types';
import { contactPath } from './paths';

// Types, not interfaces, and no interface inside them: an island's props must be JSON, and only a
// type alias is seen to fit a JSON object type (`{ [key: string]: … }`).

/** The words of one field of the calculator. */
export const feeCalculatorMeta: PageMeta = {
  title: 'Card Fee Calculator: Your Effective Rate and What You Could Save',
  description:
    'Enter the card sales and fees from your statement to see your effective rate, your yearly fees, and what dual pricing or a surcharge would change.',
};

export type AmountFieldCopy = {
  /** Visible label. @example 'Monthly card sales' */
  label: string;
  /** What to copy from the statement, shown under the label. */
  hint: string;
};

/** One result: a title, the figure, and one plain sentence on how it was worked out. */
export type ResultCopy = {
  title: string;
  /** @example '{extra} a month' */
  value: string;
  how: string;
};

/** A link. @example { label: 'Request a Free Statement Review', href: '/contact' } */
type Link = { label: string; href: string };

/**
 * Everything the live calculator says. Plain strings only, so the server can hand them to the
 * calculator as props, as an island's props are handed over. `{name}` marks a figure filled in from
 * the estimate: {sales} {fees} {debit} {credit} {rate} {yearly} {savings} {savingsPercent}
 * {cardPrice} {cashPrice} {difference} {markup} {extra} {extraFees} {extraNet} {income} {incomeFees}
 * {incomeNet} {covers} {visaCap} {max} (see components/fee-results.tsx).
 */
export type FeeCalculatorCopy = {
  formHeading: string;
  formIntro: string;
  /** Each field's hint is one short line: where on a statement its figure is found. */
  fields: Record<FeeInputName, AmountFieldCopy>;
  submitLabel: string;
  /** Read before an error message by screen readers, hidden on screen. @example 'Error: ' */
  errorPrefix: string;
  /** What each problem says by its field; 'missing' is said per field. */
  problems: Record<Exclude<FieldProblem, 'missing'>, string> & { missing: Record<'sales' | 'fees', string> };
  resultsHeading: string;
  /** Shown until card sales and fees are entered. */
  empty: string;
  /** A filled-in example, for a visitor without a statement to hand. */
  example: Link;
  /** Shown while a field shows a problem. */
  fix: string;
  results: {
    rate: ResultCopy;
    yearly: ResultCopy;
    savings: ResultCopy;
    /** `net`: the card fees taken off the extra, and what is left. */
    dualPricing: ResultCopy & { net: string };
    /** `how` when the effective rate is the surcharge; `howAtCap` when Visa's cap is. */
    surcharge: ResultCopy & { howAtCap: string; net: string };
  };
  /** Beside the effective rate when it is unusually low or high (fee-estimate.ts, PLAUSIBLE_RATE_BP). */
  unusualRate: Record<'low' | 'high', string>;
  /** Under the dual pricing and surcharge figures: what share of the fees they cover, after the card fees on them. */
  covers: string;
  coversAll: string;
  /** Under the surcharge figure: what caps a surcharge, and why the effective rate stands in for it. */
  surchargeCap: string;
  surchargeNeedsDebit: { value: string; how: string };
  surchargeNeedsValidDebit: { value: string; how: string };
  /** Always under the surcharge estimate: the state law rule from the one list (pricing-rules.ts). */
  surchargeStates: string;
  /** What the live region says once the figures settle. */
  summary: string;
  summarySurcharge: string;
  cta: Link & { text: string };
};

export const feeCalculatorHero: Hero = {
  title: 'Card Fee Calculator',
  lede:
    'Take last month’s processing statement and see what accepting cards costs you, what that comes to in a year, and what dual pricing or a surcharge would change. Every figure shows how it was worked out, so you can check it yourself.',
};

/** The example statement a visitor without one can try, in cents. */
const example = { sales: 2_500_000, fees: 80_000, debit: 500_000 };
/** An amount as the example writes it in a field: like the page's figures, without the dollar sign. */
const typed = (cents: number) => formatDollars(cents).slice(1);

export const feeCalculatorCopy: FeeCalculatorCopy = {
  formHeading: 'Your statement',
  formIntro: 'Two figures from one month’s processing statement, and a third for the surcharge estimate. Type amounts with or without $ and commas.',
  fields: {
    sales: {
      label: 'Monthly card sales',
      hint: 'Total card sales, on the statement’s summary (also labeled volume or amount processed).',
    },
    fees: {
      label: 'Total monthly processing fees',
      hint: 'Total fees, on the summary. An equipment lease billed by a separate company is not on it: leave it out.',
    },
    debit: {
      label: 'Monthly debit and prepaid card sales (optional)',
      hint: 'Debit and prepaid sales, in the breakdown by card type. Neither can ever be surcharged.',
    },
  },
  submitLabel: 'Calculate',
  errorPrefix: 'Error: ',
  problems: {
    missing: {
      sales: 'Enter your monthly card sales.',
      fees: 'Enter your total monthly processing fees.',
    },
    notAnAmount: 'Enter an amount in dollars, like $25,000.00; the $ and the commas are optional.',
    negative: 'Enter the amount without a minus sign.',
    tooManyDecimals: 'Enter dollars and cents, with no more than two digits after the point.',
    tooLarge: 'Enter a monthly figure of {max} or less.',
    zeroSales: 'Enter card sales above $0.00: the effective rate divides your fees by them.',
    zeroFees: 'Enter fees above $0.00: the total your processor charged for the month.',
    feesOverSales: 'Fees cannot be more than card sales. Check that both figures come from the same month.',
    debitOverSales: 'Debit and prepaid sales are part of your card sales, so they cannot be more than your card sales.',
  },
  resultsHeading: 'Your figures',
  empty: 'Enter your monthly card sales and fees, and your figures appear here.',
  example: {
    label: `No statement handy? See an example: ${formatDollars(example.sales)} of card sales, ${formatDollars(example.fees)} of fees, ${formatDollars(example.debit)} of it debit and prepaid`,
    href: `/fee-calculator?${new URLSearchParams({ sales: typed(example.sales), fees: typed(example.fees), debit: typed(example.debit) })}#calculator`,
  },
  fix: 'Correct the figures marked in the form to see your figures.',
  results: {
    rate: {
      title: 'Your effective rate',
      value: '{rate}',
      how: 'Your {fees} of fees divided by your {sales} of card sales: what each dollar of card sales costs you to accept.',
    },
    yearly: {
      title: 'Your fees over a year',
      value: '{yearly}',
      how: 'Your {fees} of fees a month, times 12 months.',
    },
    savings: {
      title: 'Your savings at our clients’ average',
      value: '{savings} a year',
      how: 'Our clients save over {savingsPercent}% a year on average, and {savingsPercent}% of your {yearly} is {savings}. It is an average, not a promise: your own statement decides your savings.',
    },
    dualPricing: {
      title: 'With dual pricing',
      value: '{extraNet} a month after card fees',
      how: `${dualPricingFraming} Card customers then pay {cardPrice} for every {cashPrice}, {markup} more: {sales} × {difference} ÷ {cashPrice} is {extra}, as long as they pay by card as often as they do now. Dual pricing covers debit, prepaid and credit cards alike.`,
      net: 'Card fees take the same share of that as of your sales ({extra} × {fees} ÷ {sales} is {extraFees}), which leaves {extraNet}.',
    },
    surcharge: {
      title: 'With a surcharge',
      value: '{incomeNet} a month after card fees',
      how: 'Only credit sales can be surcharged: {sales} less {debit} of debit and prepaid is {credit}. A surcharge at your effective rate brings in {credit} × {fees} ÷ {sales}, which is {income}.',
      howAtCap: 'Only credit sales can be surcharged: {sales} less {debit} of debit and prepaid is {credit}. Your effective rate is above Visa’s {visaCap} cap, so the surcharge stops there: {credit} × {visaCap} is {income}.',
      net: 'Card fees take the same share of that as of your sales ({income} × {fees} ÷ {sales} is {incomeFees}), which leaves {incomeNet}.',
    },
  },
  unusualRate: {
    low: 'That is lower than card processing usually costs. Check that the fees and the sales come from the same statement, and that the fees are the month’s total.',
    high: 'That is higher than card processing usually costs. Check that the fees and the sales come from the same statement, and that the sales are all of the month’s card sales.',
  },
  covers: 'After those fees, that covers {covers} of your {fees} of monthly fees.',
  coversAll: 'After those fees, that covers all of your {fees} of monthly fees.',
  surchargeCap:
    'A surcharge may be no more than what credit cards cost you, and never more than Visa’s {visaCap}. Your effective rate blends in debit and prepaid cards, which usually cost less, so it is a cautious stand-in for what credit cards alone cost you.',
  surchargeNeedsDebit: {
    value: 'Needs your debit and prepaid sales',
    how: 'Debit and prepaid cards can never be surcharged, so this estimate needs your monthly debit and prepaid card sales. Add them in the form.',
  },
  surchargeNeedsValidDebit: {
    value: 'Check your debit and prepaid sales',
    how: 'Correct the debit and prepaid card sales in the form to see this estimate.',
  },
  surchargeStates: surchargeStateRule,
  summary: 'Effective rate {rate}, {yearly} a year in fees. Dual pricing: {extraNet} a month after card fees.',
  summarySurcharge: 'Surcharge: {incomeNet} a month after card fees.',
  cta: {
    text: '97% of our clients save money. A free statement review shows what you pay, line by line, and where it can come down.',
    label: 'Request a Free Statement Review',
    href: contactPath,
  },
};

/** The notes under the calculator: what its figures leave out. Server-rendered only. */
export const feeCalculatorNotes: { heading: string; blocks: TextBlock[] } = {
  heading: 'Before you act on these figures',
  blocks: [
    {
      type: 'p',
      text: 'The calculator works from one month’s totals, so its figures are estimates. A few things it cannot see:',
    },
    {
      type: 'ul',
      items: [
        'The card fees taken off the dual pricing and surcharge figures are worked out at your effective rate. Only credit cards pay a surcharge, and they usually cost more than that blend, so the fees on a surcharge can run a little higher.',
        'The dual pricing figure assumes customers keep paying by card as often as they do today. A customer who switches to cash pays today’s price: nothing extra, and no card fee either.',
        'The surcharge figure is a ceiling, not advice to charge it: notice to your processor and the card networks, signs and receipts all come before the first surcharge.',
        'The savings shown apply our clients’ average to your fees. Your own savings depend on your volume, your card mix and the agreement you are in today.',
      ],
    },
    {
      type: 'p',
      text: 'To see where the fees on your statement come from, which of them can come down, and the rules a surcharge must follow, read [how to cut your processing fees](/articles/reducing-processing-fees). For the card price and the cash price, read [dual pricing explained](/articles/dual-pricing).',
    },
    {
      type: 'p',
      text: 'The figures you enter go into the page address, so a result can be bookmarked or shared. Our server uses them only to draw the page: it does not store them or write them to its logs.',
    },
  ],
};

