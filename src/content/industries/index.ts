import type { IndustryPage, PageListing } from '../types';
import { site } from '../../config/site';

/** The six industry pages, in menu order. Each one's content is in <slug>.ts beside this file. */
export const industryCatalog: PageListing[] = [
  {
    slug: 'retail',
    navLabel: 'Retail',
    meta: {
      title: 'Retail POS & Payment Processing',
      description:
        'Retail point of sale and card processing for Gulf Coast shops: fast checkout, inventory that stays accurate, and sales in store, online and at the curb.',
    },
  },
  {
    slug: 'restaurants',
    navLabel: 'Restaurants',
    meta: {
      title: 'Restaurant POS & Payment Processing',
      description:
        `A hybrid restaurant POS that keeps taking orders and cards through Gulf Coast storms and outages, with local installation and ${site.supportHours} support.`,
    },
  },
  {
    slug: 'ecommerce',
    navLabel: 'E-Commerce',
    meta: {
      title: 'E-Commerce Payment Gateway & Online Checkout',
      description:
        'Accept cards and wallets online with a secure gateway: a decision in 24-48 hours, setup in as little as 24 hours once approved, fraud tools built in.',
    },
  },
  {
    slug: 'skilled-trades',
    navLabel: 'Skilled Trades',
    meta: {
      title: 'Payment Processing for Contractors and Skilled Trades',
      description:
        'Take cards on the job site, send invoices from the truck and collect deposits before you buy materials. Mobile payments for Gulf Coast trades.',
    },
  },
  {
    slug: 'professional-services',
    navLabel: 'Professional Services',
    meta: {
      title: 'Payment Solutions for Law Firms, CPAs and Professional Services',
      description:
        'Trust-account-friendly card and ACH payments, retainer billing and online invoices for law firms, accounting practices and consultants on the Gulf Coast.',
    },
  },
  {
    slug: 'specialty',
    navLabel: 'Specialty Businesses',
    meta: {
      title: 'Payments for Salons, Gyms and Appointment-Based Businesses',
      description:
        'Online booking, gift cards, memberships and no-show protection for salons, spas, gyms, studios and other appointment-based businesses on the Gulf Coast.',
    },
  },
];

// One chunk per page: a visitor downloads only the page they open.
const pages = import.meta.glob<IndustryPage>(['./*.ts', '!./index.ts', '!./cards.ts'], { import: 'page' });

/** The content of one industry page. */
export const loadIndustryPage = (slug: string) => pages[`./${slug}.ts`]!();
