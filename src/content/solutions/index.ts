import type { PageListing, SolutionPage } from '../types';
import { site } from '../../config/site';

/** The five solution pages, in menu order. Each one's content is in <slug>.ts beside this file. */
export const solutionCatalog: PageListing[] = [
  {
    slug: 'credit-card-processing',
    navLabel: 'Credit Card Processing',
    meta: {
      title: 'Credit Card Processing for Gulf Coast Businesses',
      description:
        `Interchange-plus or flat-rate card processing with fast deposits and ${site.supportHours} U.S.-based support for Gulf Coast businesses. 97% of clients save money.`,
    },
  },
  {
    slug: 'pos-systems',
    navLabel: 'POS Systems',
    meta: {
      title: 'POS Systems for Retail, Restaurants and Service Businesses',
      description:
        'Point-of-sale systems for Gulf Coast shops, restaurants and service businesses, including a hybrid restaurant POS that keeps working when the internet drops.',
    },
  },
  {
    slug: 'payment-gateways',
    navLabel: 'Payment Gateways',
    meta: {
      title: 'Payment Gateways for Online and E-Commerce Sales',
      description:
        'Gateways for online sellers: 150+ currencies, 99.9% uptime, tokenization, fraud tools and recurring billing, set up in as little as 24 hours once approved.',
    },
  },
  {
    slug: 'mobile-payments',
    navLabel: 'Mobile Payments',
    meta: {
      title: 'Mobile Payments for Contractors, Food Trucks and Markets',
      description:
        'Take cards anywhere on the Gulf Coast with pocket card readers, tap to pay on your phone, invoices and payment links, in the same reports as your counter.',
    },
  },
  {
    slug: 'business-funding',
    navLabel: 'Business Funding',
    meta: {
      title: 'Business Funding for Gulf Coast Small Businesses',
      description:
        `Working capital repaid as a percentage of daily card sales. Apply in ${site.businessFunding.application} and get a decision in ${site.businessFunding.decision}; no collateral.`,
    },
  },
];

// One chunk per page: a visitor downloads only the page they open.
const pages = import.meta.glob<SolutionPage>(['./*.ts', '!./index.ts', '!./cards.ts'], { import: 'page' });

/** The content of one solution page. */
export const loadSolutionPage = (slug: string) => pages[`./${slug}.ts`]!();
