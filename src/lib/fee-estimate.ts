/**
 * The card-fee calculator's arithmetic, shared by the page (server) and the live calculator (browser):
 * reading amounts typed by a visitor (or carried by a result's address), checking a statement, and
 * the estimates worked out from it.
 *
 * Money is whole cents and rates are basis points (1 bp = 0.01%), so nothing drifts in floating point;
 * divisions go through BigInt and round in one stated direction. The figures about us come from
 * docs/requirements.md#the-claims alone; the 3% cap is Visa's own rule for surcharges.
 */
import { surchargeLimits } from '../content/pricing-rules';
import type { FeeInputName, FeeInputs } from './fee-inputs';

/** docs/requirements.md#the-claims: "average savings over 20% a year". */
export const AVERAGE_SAVINGS_PERCENT = 20;
/** docs/requirements.md#the-claims: "a $10.00 card price against a $9.67 cash price", in cents. */
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
  /** Debit and prepaid card sales; absent when the visitor left this optional figure out. */
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

/**
 * Effective rates outside this range (in basis points) are rare on a real statement: below it the fees
 * are likely one month's and the sales another's (or a part of the fees), above it the other way round.
 * The page says only that the rate is unusual; these bounds are not shown.
 */
export const PLAUSIBLE_RATE_BP = { min: 100, max: 600 } as const;

/**
 * Money a program brings in, before and after the card fees on it: the higher card prices and the
 * surcharge are themselves paid by card, so the processor takes the same share of them as of sales.
 */
export interface ExtraIncome {
  /** What customers pay on top, a month. */
  grossCents: number;
  /** The card fees on it, at the statement's own fees ÷ sales, rounded half up. */
  feesCents: number;
  /** Gross less fees: what the business keeps. */
  netCents: number;
  /** The net as a share of the monthly fees, whole percent rounded down. */
  coversPercent: number;
}

export interface SurchargeEstimate extends ExtraIncome {
  /** Card sales less debit and prepaid sales: the only sales a surcharge may apply to. */
  creditCents: number;
  /**
   * The effective rate is above Visa's cap, so the surcharge is the cap. Otherwise it is the effective
   * rate itself, the cautious stand-in for what credit cards cost (debit and prepaid usually cost less).
   */
  capped: boolean;
}

export interface FeeEstimate {
  statement: Statement;
  /** Fees ÷ card sales, rounded half up to a basis point: 320 is 3.20%. The one rate the page shows. */
  effectiveRateBp: number;
  /** Set when the exact rate is outside PLAUSIBLE_RATE_BP: the figures may come from different statements. */
  unusualRate?: 'low' | 'high';
  /** Monthly fees × 12. */
  yearlyFeesCents: number;
  /** AVERAGE_SAVINGS_PERCENT of the yearly fees: what the clients' average savings would be on them. */
  averageSavingsCents: number;
  dualPricing: ExtraIncome & {
    /** How much higher the card price is than the cash price, rounded half up: 341 (3.41%). */
    cardMarkupBp: number;
  };
  /** Absent until the debit and prepaid figure is known: those cards can never be surcharged. */
  surcharge?: SurchargeEstimate;
}

/** Every estimate the calculator shows, from a statement checkInputs accepted (sales and fees above zero). */
export function estimateFees(statement: Statement): FeeEstimate {
  const { salesCents, feesCents, debitCents } = statement;
  const sales = BigInt(salesCents);
  const fees = BigInt(feesCents);
  const yearlyFeesCents = feesCents * 12;
  /** Fees × 10,000: compared with sales × a rate in basis points, it says which side of that rate the statement is. */
  const scaledFees = fees * 10_000n;

  /** Gross income with the card fees on it taken off, at the statement's own fees ÷ sales. */
  const netOf = (grossCents: number): ExtraIncome => {
    const extraFeesCents = divideRounded(BigInt(grossCents) * fees, sales);
    const netCents = grossCents - extraFeesCents;
    return { grossCents, feesCents: extraFeesCents, netCents, coversPercent: percentOf(netCents, feesCents) };
  };

  // Today's prices become the cash prices (pricing-rules.ts, dualPricingFraming); a card customer pays
  // $10.00 for every $9.67, so card sales bring in (10.00 − 9.67) ÷ 9.67 more, if customers keep paying
  // by card as often.
  const card = BigInt(DUAL_PRICING_EXAMPLE.cardCents);
  const cash = BigInt(DUAL_PRICING_EXAMPLE.cashCents);
  const dualPricing = {
    cardMarkupBp: divideRounded((card - cash) * 10_000n, cash),
    ...netOf(divideRounded(sales * (card - cash), cash)),
  };

  let surcharge: SurchargeEstimate | undefined;
  if (debitCents !== undefined) {
    const credit = BigInt(salesCents - debitCents);
    const capped = scaledFees > sales * BigInt(VISA_SURCHARGE_CAP_BP);
    // Rounded down: a surcharge may never pass the cost it stands in for.
    const grossCents = capped ? divideDown(credit * BigInt(VISA_SURCHARGE_CAP_BP), 10_000n) : divideDown(credit * fees, sales);
    surcharge = { creditCents: Number(credit), capped, ...netOf(grossCents) };
  }

  // Compared exactly, fees × 10,000 against sales × basis points, never on the rounded rate.
  const unusualRate = scaledFees < sales * BigInt(PLAUSIBLE_RATE_BP.min) ? 'low' : scaledFees > sales * BigInt(PLAUSIBLE_RATE_BP.max) ? 'high' : undefined;

  return {
    statement,
    effectiveRateBp: divideRounded(scaledFees, sales),
    ...(unusualRate && { unusualRate }),
    yearlyFeesCents,
    averageSavingsCents: divideRounded(BigInt(yearlyFeesCents) * BigInt(AVERAGE_SAVINGS_PERCENT), 100n),
    dualPricing,
    surcharge,
  };
}

const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `$9,600.00`, `$853.15`: always with cents, so every amount on a page is written the same way. */
export function formatDollars(cents: number) {
  return `$${grouped(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** `3.20%` from 320 basis points; always two decimals. */
export const formatRate = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;

/**
 * Control and format characters (NUL, line breaks, bidirectional overrides): none belongs in an amount,
 * and a value is written back into its field, where they would hide or reorder what was typed.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** A typed or sent value without control and format characters: what the field shows and the calculator reads. */
export const withoutInvisible = (value: string) => value.replace(INVISIBLE, '');

/** The calculator's inputs in a page address: the first value of each field without control characters, null when not sent. */
export function readFeeInputs(search: string): FeeInputs {
  const params = new URLSearchParams(search);
  const read = (name: string) => {
    const value = params.get(name);
    return value === null ? null : withoutInvisible(value);
  };
  return { sales: read('sales'), fees: read('fees'), debit: read('debit') };
}
