/**
 * The card-fee calculator's arithmetic, shared by the page (server) and the live calculator (browser):
 * reading amounts typed by a visitor (or carried by a result's address), checking a statement, and
 * the estimates worked out from it.
 *
 * Money is whole cents and rates are basis points (1 bp = 0.01%), so nothing drifts in floating point;
 * divisions go through BigInt and round in one stated direction. The figures about us come from
 * SPEC.md section 9 alone; the 3% cap is Visa's own rule for surcharges.
 */
import { surchargeLimits } from './content/pricing-rules';
import type { FeeInputName, FeeInputs } from './fee-inputs';

/** SPEC.md section 9: "average savings over 20% annually". */
export const AVERAGE_SAVINGS_PERCENT = 20;
/** SPEC.md section 9: "a $10.00 card price versus a $9.67 cash price", in cents. */
export const DUAL_PRICING_EXAMPLE = { cardCents: 1000, cashCents: 967 } as const;
/** Visa's cap on a credit card surcharge, in basis points (the rules' 3%, content/pricing-rules.ts). */
export const VISA_SURCHARGE_CAP_BP = surchargeLimits.visaCapPercent * 100;
/** The largest monthly amount accepted: $1 billion. Beyond it a figure is a typing slip. */
export const MAX_AMOUNT_CENTS = 100_000_000_000;

export type AmountProblem = 'missing' | 'notAnAmount' | 'negative' | 'tooManyDecimals' | 'tooLarge';
export type ParsedAmount = { cents: number; problem?: undefined } | { cents?: undefined; problem: AmountProblem };

// Thousands commas only where they belong (25,000 or 1,000,000, never 2,50), or no commas at all.
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;
const MINUS = /^[-\u2212]\s*/;

/**
 * Reads a dollar amount as typed: `25000`, `25,000`, `$25,000.50`, with spaces around it.
 * Anything else is a problem to show by the field, never a NaN.
 */
export function parseAmount(raw: string): ParsedAmount {
  let text = raw.trim();
  if (text === '') return { problem: 'missing' };
  // A minus sign may come before or after the dollar sign; it is reported once the rest is read as a number.
  let negative = MINUS.test(text);
  text = text.replace(MINUS, '');
  if (text.startsWith('$')) text = text.slice(1).trimStart();
  if (!negative && MINUS.test(text)) {
    negative = true;
    text = text.replace(MINUS, '');
  }
  const match = AMOUNT.exec(text);
  const whole = match?.[1]?.replace(/,/g, '') ?? '';
  const decimals = match?.[2] ?? '';
  if (!match || whole + decimals === '') return { problem: 'notAnAmount' };
  if (negative) return { problem: 'negative' };
  if (decimals.length > 2) return { problem: 'tooManyDecimals' };
  // Counted before converting, so 200 digits never become a float.
  const digits = whole.replace(/^0+/, '');
  if (digits.length > String(MAX_AMOUNT_CENTS / 100).length) return { problem: 'tooLarge' };
  const cents = Number(digits || '0') * 100 + Number(decimals.padEnd(2, '0'));
  return cents > MAX_AMOUNT_CENTS ? { problem: 'tooLarge' } : { cents };
}

/** The figures of one monthly statement, checked. */
export interface Statement {
  salesCents: number;
  feesCents: number;
  /** Absent when the visitor left the optional debit figure out. */
  debitCents?: number;
}

export type FieldProblem = AmountProblem | 'zeroSales' | 'zeroFees' | 'feesOverSales' | 'debitOverSales';
export type FieldProblems = Partial<Record<FeeInputName, FieldProblem>>;

export interface CheckedInputs {
  /** Set when card sales and fees can be worked with (the debit figure may still have a problem). */
  statement?: Statement;
  problems: FieldProblems;
}

/** Checks what was typed: each amount on its own, then against each other. Debit is optional. */
export function checkInputs(inputs: Partial<FeeInputs>): CheckedInputs {
  const sales = parseAmount(inputs.sales ?? '');
  const fees = parseAmount(inputs.fees ?? '');
  const debitText = inputs.debit ?? '';
  const debit = debitText.trim() === '' ? undefined : parseAmount(debitText);
  const problems: FieldProblems = {};

  if (sales.problem) problems.sales = sales.problem;
  else if (sales.cents === 0) problems.sales = 'zeroSales';
  if (fees.problem) problems.fees = fees.problem;
  else if (fees.cents === 0) problems.fees = 'zeroFees';
  else if (!problems.sales && fees.cents > sales.cents!) problems.fees = 'feesOverSales';
  if (debit?.problem) problems.debit = debit.problem;
  else if (debit && !problems.sales && debit.cents! > sales.cents!) problems.debit = 'debitOverSales';

  if (problems.sales || problems.fees) return { problems };
  const statement: Statement = { salesCents: sales.cents!, feesCents: fees.cents! };
  if (debit?.cents !== undefined && !problems.debit) statement.debitCents = debit.cents;
  return { statement, problems };
}

/** n ÷ d for whole numbers n ≥ 0, d > 0, rounded half up (half a cent becomes a cent). */
const divideRounded = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));
/** n ÷ d rounded down: for figures that must never be overstated. */
const divideDown = (n: bigint, d: bigint) => Number(n / d);

/** What a share of the fees is, in whole percent rounded down, so "covers 100%" is never said of 99.6%. */
const percentOf = (part: number, whole: number) => divideDown(BigInt(part) * 100n, BigInt(whole));

export interface SurchargeEstimate {
  /** Card sales less debit sales: the only sales a surcharge may apply to. */
  creditCents: number;
  /** The effective rate rounded down to a basis point, the most the cost of acceptance allows. */
  costRateBp: number;
  /** The rate used: the cost rate, capped at Visa's 3%. */
  rateBp: number;
  /** Credit sales × rate, a month. */
  incomeCents: number;
  /** The income as a share of the monthly fees, whole percent rounded down. */
  coversPercent: number;
}

export interface FeeEstimate {
  statement: Statement;
  /** Fees ÷ card sales, rounded half up to a basis point: 320 is 3.20%. */
  effectiveRateBp: number;
  /** Monthly fees × 12. */
  yearlyFeesCents: number;
  /** AVERAGE_SAVINGS_PERCENT of the yearly fees: what the clients' average saving would be on them. */
  averageSavingsCents: number;
  dualPricing: {
    /** How much higher the card price is than the cash price, rounded half up: 341 (3.41%). */
    cardMarkupBp: number;
    /** Card sales at today's prices × (card price − cash price) ÷ cash price, a month. */
    extraCents: number;
    coversPercent: number;
  };
  /** Absent until the debit figure is known: debit cards can never be surcharged. */
  surcharge?: SurchargeEstimate;
}

/** Every estimate the calculator shows, from a statement checkInputs accepted (sales and fees above zero). */
export function estimateFees(statement: Statement): FeeEstimate {
  const { salesCents, feesCents, debitCents } = statement;
  const sales = BigInt(salesCents);
  const fees = BigInt(feesCents);
  const yearlyFeesCents = feesCents * 12;

  // Today's prices become the cash prices; a card customer pays $10.00 for every $9.67, so
  // card sales bring in (10.00 − 9.67) ÷ 9.67 more, if customers keep paying by card as often.
  const card = BigInt(DUAL_PRICING_EXAMPLE.cardCents);
  const cash = BigInt(DUAL_PRICING_EXAMPLE.cashCents);
  const extraCents = divideRounded(sales * (card - cash), cash);

  let surcharge: SurchargeEstimate | undefined;
  if (debitCents !== undefined) {
    const creditCents = salesCents - debitCents;
    const costRateBp = divideDown(fees * 10_000n, sales);
    const rateBp = Math.min(costRateBp, VISA_SURCHARGE_CAP_BP);
    const incomeCents = divideRounded(BigInt(creditCents) * BigInt(rateBp), 10_000n);
    surcharge = { creditCents, costRateBp, rateBp, incomeCents, coversPercent: percentOf(incomeCents, feesCents) };
  }

  return {
    statement,
    effectiveRateBp: divideRounded(fees * 10_000n, sales),
    yearlyFeesCents,
    averageSavingsCents: divideRounded(BigInt(yearlyFeesCents) * BigInt(AVERAGE_SAVINGS_PERCENT), 100n),
    dualPricing: {
      cardMarkupBp: divideRounded((card - cash) * 10_000n, cash),
      extraCents,
      coversPercent: percentOf(extraCents, feesCents),
    },
    surcharge,
  };
}

const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `$9,600` for whole dollars, `$853.15` otherwise. */
export function formatDollars(cents: number) {
  const whole = grouped(Math.floor(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`;
}

/** `3.20%` from 320 basis points; always two decimals. */
export const formatRate = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;

/** The calculator's inputs in a page address: the first value of each field, null when not sent. */
export function readFeeInputs(search: string): FeeInputs {
  const params = new URLSearchParams(search);
  return { sales: params.get('sales'), fees: params.get('fees'), debit: params.get('debit') };
}
