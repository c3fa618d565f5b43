/**
 * The rules of the surcharge and dual pricing programs, written once. Every page
 * and article that explains a program shows its list from here (never its own
 * wording of it), and tools such as a fee calculator read the figures below, so
 * the numbers a visitor computes and the rules they read cannot drift apart.
 */
import type { ItemList } from './types';

/** The figures behind the surcharge rules. */
export const surchargeLimits = {
  /** Days of notice to the processor and the card networks before the first surcharge (docs/requirements.md). */
  noticeDays: 30,
  /** What accepting a card typically costs, the ceiling no surcharge may pass (docs/requirements.md). */
  typicalCost: '3-4%',
  /** Visa's cap on a surcharge, in percent of the sale. */
  visaCapPercent: 3,
  /** Since when Visa's cap applies. */
  visaCapSince: 'April 2023',
} as const;

const { noticeDays, typicalCost, visaCapPercent, visaCapSince } = surchargeLimits;

/** The state law rule, first in the list; the fee calculator shows it under its surcharge figure too. */
export const surchargeStateRule = 'Check your state first: some states forbid surcharges, and others cap them lower than the card networks do.';

/**
 * What a business must do before, and while, it adds a surcharge to credit card sales.
 * Where surcharging is forbidden comes first: no page calls it allowed before saying where it is not.
 */
export const surchargeRules: ItemList = {
  title: 'Before you surcharge',
  items: [
    surchargeStateRule,
    `Give your processor written notice, and register the program with the card networks, at least ${noticeDays} days before the first surcharge.`,
    `Keep the surcharge at or below your actual processing cost (typically ${typicalCost}), and never above ${visaCapPercent}% on a Visa card, Visa’s cap since ${visaCapSince}.`,
    'Surcharge credit cards only: debit and prepaid cards can never be surcharged, even when run as credit.',
    'Post a sign at the entrance and another at the register telling customers that paying by credit card adds a surcharge.',
    'Show the surcharge as its own line on every receipt.',
  ],
};

/** What a business must do before it posts a card price and a cash price. */
export const dualPricingRules: ItemList = {
  title: 'Before you offer dual pricing',
  items: [
    'Show both the card price and the cash price wherever prices appear: menus, shelf tags, price lists and estimates.',
    'Post clear signs at the entrance and at the register explaining the two prices.',
    'Print both totals, card and cash, on every receipt.',
    'Program your POS or terminal so staff never calculate prices by hand.',
  ],
};

/**
 * How dual pricing sets its two prices, in one sentence every explanation of it uses (the dual
 * pricing article, the calculator): today's prices stay as the cash prices and the card prices go
 * above them. The calculator's arithmetic ($10.00 for every $9.67) follows from it.
 */
export const dualPricingFraming =
  'Your prices today become your cash prices, and each card price is set higher, by enough to cover what accepting the card costs you.';
