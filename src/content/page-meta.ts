import type { PageMeta } from './types';
import { site } from '../config/site';

/**
 * Titles and descriptions of the pages that are not part of a section's
 * catalog. They live apart from the pages' content so the route table can
 * name every page without loading any of them.
 */

export const homeMeta: PageMeta = {
  title: 'Payment Processing for Mississippi Gulf Coast Businesses',
  description:
    `Card processing, POS systems, dual pricing and surcharge programs for Gulf Coast small businesses, from compliance experts serving the Coast since ${site.foundedYear}.`,
};

export const solutionsMeta: PageMeta = {
  title: 'Payment Solutions: Processing, POS, Gateways, Mobile and Funding',
  description:
    'Compare card processing, POS systems, payment gateways, mobile payments, surcharge and dual pricing programs, and business funding for Gulf Coast businesses.',
};

export const industriesMeta: PageMeta = {
  title: 'Industries We Serve on the Gulf Coast',
  description:
    'Payment processing and POS built for Gulf Coast restaurants, retailers, online stores, skilled trades, professional firms and appointment-based businesses.',
};

export const articlesMeta: PageMeta = {
  title: 'Articles on Payment Processing, Fees and Security',
  description:
    'Plain-spoken guides for Gulf Coast business owners: cutting processing fees, dual pricing, restaurant POS, mobile payments, online gateways and security.',
};

export const contactMeta: PageMeta = {
  title: 'Request a Consultation',
  description:
    'Ask for a free consultation and statement review. Call, email or send the form, and a local payments specialist will get back to you.',
};

export const applyMeta: PageMeta = {
  title: 'Apply for Merchant Services',
  description:
    'Apply for a merchant account in one short form: business, contact, address and processing details. We review it and contact you within 24 hours.',
};

export const partnerMeta: PageMeta = {
  title: 'Partner with Us: Referral Program',
  description:
    'Refer Gulf Coast merchants to a local processor and earn monthly residual commissions, with dedicated partner support and marketing resources.',
};

export const feeCalculatorMeta: PageMeta = {
  title: 'Card Fee Calculator: Your Effective Rate and What You Could Save',
  description:
    'Enter the card sales and fees from your statement to see your effective rate, your yearly fees, and what dual pricing or a surcharge would change.',
};
