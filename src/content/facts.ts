/**
 * What an article names instead of copying (ADR 021): a fact in a sentence as `:fact[local-phone]`,
 * a shared list on a line of its own as `::list[surcharge-rules]`. The values are site.ts's and
 * pricing-rules.ts's, so an article says what they say, today and after the owner changes them.
 * Add a name here to let articles use it; the build refuses a name that is not here.
 */
import { site } from '../config/site.ts';
import { dualPricingFraming, dualPricingRules, surchargeRules } from './pricing-rules.ts';

export const articleFacts = {
  'company-name': site.name,
  'local-phone': site.phones.local.display,
  'toll-free-phone': site.phones.tollFree.display,
  email: site.email,
  city: site.area.city,
  'founded-year': String(site.foundedYear),
  experience: site.experience,
  'support-hours': site.supportHours,
  /** When card sales reach the bank: the one sentence every page uses for it. */
  deposits: site.deposits,
  'funding-application': site.businessFunding.application,
  'funding-decision': site.businessFunding.decision,
  'funding-time': site.businessFunding.funds,
  /** How dual pricing sets its two prices, in the words every explanation of it uses. */
  'dual-pricing-framing': dualPricingFraming,
} as const satisfies Record<string, string>;

export const articleLists = {
  'surcharge-rules': surchargeRules.items,
  'dual-pricing-rules': dualPricingRules.items,
} as const satisfies Record<string, readonly string[]>;
