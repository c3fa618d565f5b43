import type { FieldProblem } from '../fee-estimate';
import type { FeeInputName } from '../fee-inputs';
import { surchargeLimits } from './pricing-rules';
import type { Hero, TextBlock } from './types';

// Types, not interfaces, and no interface inside them: an island's props must be JSON, and only a
// type alias is seen to fit a JSON object type (`{ [key: string]: … }`).

/** The words of one field of the calculator. */
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
 * {cardPrice} {cashPrice} {difference} {markup} {extra} {covers} {costRate} {surchargeRate}
 * {visaCap} {income} {max} (see components/fee-results.tsx).
 */
export type FeeCalculatorCopy = {
  formHeading: string;
  formIntro: string;
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
    dualPricing: ResultCopy;
    surcharge: ResultCopy;
  };
  /** Under the dual pricing and surcharge figures: what share of the fees they cover. */
  covers: string;
  coversAll: string;
  surchargeNeedsDebit: { value: string; how: string };
  surchargeNeedsValidDebit: { value: string; how: string };
  /** Always under the surcharge estimate (SPEC.md section 9). */
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

export const feeCalculatorCopy: FeeCalculatorCopy = {
  formHeading: 'Your statement',
  formIntro: 'Three figures from one month’s processing statement. Type amounts with or without $ and commas.',
  fields: {
    sales: {
      label: 'Monthly card sales',
      hint: 'All card payments for the month, before fees: total volume or amount processed on most statements. For example, 25,000.',
    },
    fees: {
      label: 'Total monthly processing fees',
      hint: 'Everything your processor charged for the month, rates and fees together. For example, 800.',
    },
    debit: {
      label: 'Monthly debit card sales (optional)',
      hint: 'The debit part of your card sales, often listed by card type. The surcharge estimate needs it.',
    },
  },
  submitLabel: 'Calculate',
  errorPrefix: 'Error: ',
  problems: {
    missing: {
      sales: 'Enter your monthly card sales.',
      fees: 'Enter your total monthly processing fees.',
    },
    notAnAmount: 'Enter an amount in dollars, like 25,000 or $25,000.00.',
    negative: 'Enter the amount without a minus sign.',
    tooManyDecimals: 'Enter dollars and cents, with no more than two digits after the point.',
    tooLarge: 'Enter a monthly figure of {max} or less.',
    zeroSales: 'Enter card sales above $0: the effective rate divides your fees by them.',
    zeroFees: 'Enter fees above $0: the total your processor charged for the month.',
    feesOverSales: 'Fees cannot be more than card sales. Check that both figures come from the same month.',
    debitOverSales: 'Debit sales are part of your card sales, so they cannot be more than your card sales.',
  },
  resultsHeading: 'Your figures',
  empty: 'Enter your monthly card sales and fees, and your figures appear here.',
  example: {
    label: 'No statement handy? See an example: $25,000 of card sales, $800 of fees, $5,000 of it debit',
    href: '/fee-calculator?sales=25%2C000&fees=800&debit=5%2C000#calculator',
  },
  fix: 'Correct the figures marked in the form to see your figures.',
  results: {
    rate: {
      title: 'Your effective rate',
      value: '{rate}',
      how: 'Your {fees} of fees divided by your {sales} of card sales: what every dollar of card sales costs you to accept.',
    },
    yearly: {
      title: 'Your fees over a year',
      value: '{yearly}',
      how: 'Your {fees} of fees a month, times 12 months.',
    },
    savings: {
      title: 'What an average saving would be',
      value: '{savings} a year',
      how: 'Our clients save over {savingsPercent}% a year on average, and {savingsPercent}% of your {yearly} is {savings}. It is an average, not a promise: your own statement decides your figure.',
    },
    dualPricing: {
      title: 'With dual pricing',
      value: '{extra} a month',
      how: 'If today’s prices became your cash prices, card customers would pay {cardPrice} for every {cashPrice}, {markup} more: {sales} × {difference} ÷ {cashPrice} is {extra}, as long as customers pay by card as often as they do now. Dual pricing covers debit and credit cards alike.',
    },
    surcharge: {
      title: 'With a surcharge',
      value: '{income} a month',
      how: 'A surcharge applies only to credit sales ({sales} less {debit} of debit is {credit}), and may not exceed your cost of accepting cards ({costRate}, your effective rate rounded down) nor Visa’s {visaCap} cap: {credit} × {surchargeRate} is {income}.',
    },
  },
  covers: 'That covers {covers} of your {fees} of monthly fees.',
  coversAll: 'That covers all of your {fees} of monthly fees.',
  surchargeNeedsDebit: {
    value: 'Needs your debit sales',
    how: 'Debit cards can never be surcharged, so this estimate needs your monthly debit card sales. Add them in the form.',
  },
  surchargeNeedsValidDebit: {
    value: 'Check your debit sales',
    how: 'Correct the debit card sales in the form to see this estimate.',
  },
  surchargeStates: `Some states prohibit surcharging, and a surcharge program needs written notice to your processor and the card networks at least ${surchargeLimits.noticeDays} days before it starts.`,
  summary: 'Effective rate {rate}, {yearly} a year in fees. Dual pricing: {extra} a month.',
  summarySurcharge: 'Surcharge: {income} a month.',
  cta: {
    text: '97% of our clients save money. A free statement review shows what you pay, line by line, and where it can come down.',
    label: 'Request a Free Statement Review',
    href: '/contact',
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
        'Your effective rate is an average over every card you take. Debit cards usually cost less to accept than credit cards, so what credit cards alone cost you is likely higher than that average.',
        'The dual pricing figure assumes customers keep paying by card as often as they do today. Every customer who pays cash for the lower price brings in less, and costs you no card fee either.',
        'The surcharge figure is a ceiling, not advice to charge it: some states prohibit surcharging, the card rules cap it at your cost where it is lawful, and notice, signs and receipts come before the first surcharge.',
        'The saving shown is our clients’ average of over 20% a year, applied to your fees. Your own saving depends on your volume, your card mix and the agreement you are in today.',
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

