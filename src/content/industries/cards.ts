import { Briefcase, ShoppingBag, ShoppingCart, Sparkles, UtensilsCrossed, Wrench } from 'lucide';
import type { IndustryCard } from '../types';

/** The cards of the /industries overview, in menu order. */
export const industryCards: IndustryCard[] = [
  {
    slug: 'retail',
      icon: ShoppingBag,
      title: 'Retail',
      description:
        'Fast checkout, accurate inventory and sales in store, online and at the curb for boutiques, gift shops and every store in between.',
      benefits: [
        'Barcode scanning and quick checkout',
        'One inventory across every channel',
        'Gift cards and customer loyalty',
        'Staff permissions and commissions',
      ],
  },
  {
    slug: 'restaurants',
      icon: UtensilsCrossed,
      title: 'Restaurants & Bars',
      description:
        'A hybrid restaurant POS with tableside ordering and kitchen displays that keeps taking orders and cards when the internet goes down.',
      benefits: [
        '40% faster order-to-table time',
        'Offline mode for storms and outages',
        'Pay-at-table and split checks',
        'Local installation and staff training',
      ],
  },
  {
    slug: 'ecommerce',
      icon: ShoppingCart,
      title: 'E-Commerce',
      description:
        'A secure payment gateway for online stores, with fraud protection built in and setup in as little as 24 hours once you are approved.',
      benefits: [
        'Works with Shopify, WooCommerce and more',
        'A gateway decision in 24-48 hours',
        'Recurring billing and saved cards',
        'Checkout in 150+ currencies',
      ],
  },
  {
    slug: 'skilled-trades',
      icon: Wrench,
      title: 'Skilled Trades',
      description:
        'Mobile payments for HVAC, plumbing, roofing and other service crews. Take cards on site, send invoices from the truck and collect deposits up front.',
      benefits: [
        'Tap to pay on your phone; chip and swipe on a pocket reader',
        'Text-to-pay invoices',
        'Deposits and progress billing',
        'Offline card acceptance',
      ],
  },
  {
    slug: 'professional-services',
      icon: Briefcase,
      title: 'Professional Services',
      description:
        'Online invoice payments, retainers and payment plans for law firms, CPAs and consultants, set up to keep trust and operating funds apart.',
      benefits: [
        'Trust account compatible',
        'Recurring retainer billing',
        'Secure client portal',
        'Accounting software integration',
      ],
  },
  {
    slug: 'specialty',
      icon: Sparkles,
      title: 'Specialty Businesses',
      description:
        'Booking, memberships, gift cards and tips for salons, spas, gyms, studios and other appointment-based businesses.',
      benefits: ['Online booking with deposits', 'Recurring membership billing', 'Gift cards and loyalty', 'No-show protection'],
  },
];
