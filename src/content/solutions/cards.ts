import {
  CreditCard,
  Globe,
  HandCoins,
  MonitorSmartphone,
  Percent,
  Smartphone,
  Tags,
} from 'lucide';
import type { SolutionCard } from '../types';
import { site } from '../../config/site';

/** The seven cards of the /solutions overview. */
export const solutionCards: SolutionCard[] = [
  {
    icon: CreditCard,
    title: 'Credit Card Processing',
    description:
      'Interchange-plus or flat-rate pricing explained in plain English, starting with a free review of the statement you get today.',
    features: [
      'Interchange-plus or flat-rate pricing',
      site.deposits,
      'Free compliance review',
      `${site.supportHours} U.S.-based support`,
    ],
    link: { label: 'Explore card processing', href: '/solutions/credit-card-processing' },
  },
  {
    icon: MonitorSmartphone,
    title: 'POS Systems',
    description:
      'Point-of-sale systems for retail, restaurants and service businesses, including a hybrid restaurant POS that keeps working offline.',
    features: [
      'Retail, restaurant and service setups',
      'Keeps working when the internet drops',
      'Cloud reporting from anywhere',
      '40% faster order-to-table time',
    ],
    link: { label: 'Explore POS systems', href: '/solutions/pos-systems' },
  },
  {
    icon: Globe,
    title: 'Payment Gateways',
    description:
      'Secure online checkout for your website or store, taking payments in as little as 24 hours once you are approved.',
    features: [
      '150+ currencies',
      '99.9% uptime',
      'Tokenization and fraud tools',
      'Recurring billing',
    ],
    link: { label: 'Explore payment gateways', href: '/solutions/payment-gateways' },
  },
  {
    icon: Smartphone,
    title: 'Mobile Payments',
    description:
      'Take cards at the job site, the food truck window or the market booth, and close the sale before you pack up.',
    features: [
      'Card readers and tap to pay',
      'Invoices and payment links',
      'Tips, receipts and sales tax on the device',
      'Built for contractors and vendors',
    ],
    link: { label: 'Explore mobile payments', href: '/solutions/mobile-payments' },
  },
  {
    icon: Percent,
    title: 'Surcharge Program',
    description:
      'Pass the cost of card acceptance on to the customers who pay by credit card, within the card network rules and your state’s law.',
    features: [
      'Your state’s law checked before anything changes',
      'Registration with the card networks handled for you',
      'Entrance and register signs and receipt wording supplied',
      'Applied to credit card sales only',
    ],
    link: { label: 'Learn about surcharging', href: '/articles/reducing-processing-fees' },
  },
  {
    icon: Tags,
    title: 'Dual Pricing Program',
    description:
      'Show a card price and a lower cash price, such as a $10.00 card price versus $9.67 cash price, and let customers choose how to pay.',
    features: [
      'Card and cash prices on every item',
      'Signs and receipts that show both prices',
      'Both totals calculated by your terminal or POS',
      'Covers credit and debit card sales',
    ],
    link: { label: 'Learn about dual pricing', href: '/articles/dual-pricing' },
  },
  {
    icon: HandCoins,
    title: 'Business Funding',
    description:
      'Working capital based on your card sales, repaid as a percentage of daily card sales with no collateral.',
    features: [
      `Application takes ${site.businessFunding.application}`,
      `A decision in ${site.businessFunding.decision}`,
      `Funds in ${site.businessFunding.funds} once you accept`,
      'No collateral required',
    ],
    link: { label: 'Explore business funding', href: '/solutions/business-funding' },
  },
];
