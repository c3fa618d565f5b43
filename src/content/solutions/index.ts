import type { PageListing } from '../types';

/**
 * The five solution pages, in menu order, with only what the menus need. Each page's content, title and
 * description are in <slug>.ts beside this file.
 */
export const solutionCatalog: PageListing[] = [
  { slug: 'credit-card-processing', navLabel: 'Credit Card Processing' },
  { slug: 'pos-systems', navLabel: 'POS Systems' },
  { slug: 'payment-gateways', navLabel: 'Payment Gateways' },
  { slug: 'mobile-payments', navLabel: 'Mobile Payments' },
  { slug: 'business-funding', navLabel: 'Business Funding' },
];
