import { BadgeCheck, ClipboardCheck, FileSearch, Headset, MapPinned, ShieldCheck } from 'lucide';
import { site } from '../config/site';
import type { Action, CallToAction, FeatureCard, ItemList } from './types';
import { articlePath, feeCalculatorPath } from './paths';

export const homeHero = {
  eyebrow: `Compliance experts since ${site.foundedYear}`,
  title: 'Keep more of every sale, and stay on the right side of the card rules',
  lede:
    'Dual pricing and surcharging can cut what you pay to accept cards, but only when they are set up by the book. Our local team reviews your setup for free and shows you what you could save.',
  primary: { label: 'Get Your Free Compliance Review', href: '/contact' },
  secondary: { label: 'See Your Options', href: '/solutions/credit-card-processing' },
} satisfies { eyebrow: string; title: string; lede: string; primary: Action; secondary: Action };

/** One side of the Dual Pricing vs Surcharge comparison. */
export interface ProgramSummary {
  title: string;
  summary: string;
  points: string[];
  link: Action;
}

export const comparison: { heading: string; intro: string; programs: [ProgramSummary, ProgramSummary]; calculator: Action } = {
  heading: 'Dual Pricing vs Surcharge: which fits your business?',
  intro:
    'Both programs move the cost of card acceptance off your margin. They work differently, and the rules for each are strict.',
  programs: [
    {
      title: 'Dual Pricing',
      summary: 'You post two prices for everything: a card price and a lower cash price.',
      points: [
        'Example: a $10.00 card price and a $9.67 cash price',
        'Works for credit and debit cards alike',
        'Both prices shown on menus, shelf tags and receipts',
        'Customers choose how they pay, with no surprise at the register',
      ],
      link: { label: 'How dual pricing works', href: articlePath('dual-pricing') },
    },
    {
      title: 'Surcharge',
      summary: 'You keep one posted price and add a fee when a customer pays by credit card.',
      points: [
        'Registered with the card networks 30 days before you start',
        'Never more than your actual processing cost, typically 3-4%',
        'Debit cards cannot be surcharged',
        'Some states prohibit surcharging altogether',
      ],
      link: { label: 'Ways to cut processing fees', href: articlePath('reducing-processing-fees') },
    },
  ],
  calculator: { label: 'See What Each Would Change for You', href: feeCalculatorPath },
};

export const compliance: { heading: string; intro: string; lists: ItemList[] } = {
  heading: 'The compliance requirements, in plain words',
  intro:
    'Most businesses that get fined or lose their merchant account did not ignore the rules. They never heard them. These are the ones we check in every free review.',
  lists: [
    {
      title: 'Before you surcharge',
      icon: ClipboardCheck,
      items: [
        'Register the program with the card networks 30 days before implementation',
        'Cap the surcharge at your actual processing cost (typically 3-4%)',
        'Leave debit cards out: they cannot be surcharged',
        'Confirm your state allows it: some states prohibit surcharging',
      ],
    },
    {
      title: 'Before you offer dual pricing',
      icon: BadgeCheck,
      items: [
        'Show both the card price and the cash price wherever prices appear',
        'Post clear signs at the entrance and at the register',
        'Print both prices on every receipt',
        'Program your POS so staff never calculate prices by hand',
      ],
    },
  ],
};

export const services: { heading: string; intro: string; items: FeatureCard[] } = {
  heading: 'What working with a local team looks like',
  intro: `${site.name} has served business owners on the Coast for 30+ years. You get people, not a ticket queue.`,
  items: [
    {
      icon: FileSearch,
      title: 'Free statement review',
      description: 'Send us a recent statement and we will show you, line by line, what you pay today and where it can come down.',
    },
    {
      icon: ShieldCheck,
      title: 'Free compliance review',
      description: 'We check your signage, receipts and program registration so your pricing holds up to the card networks’ rules.',
    },
    {
      icon: MapPinned,
      title: 'Local setup and training',
      description: 'We install your equipment and train your staff on site, from Bay St. Louis to Pascagoula.',
    },
    {
      icon: Headset,
      title: '24/7 U.S.-based support',
      description: 'A card reader that stops on a Saturday night gets a real person on the phone, any hour of any day.',
    },
  ],
};

export const solutionsTeaser = {
  heading: 'Payment solutions built for how you sell',
  intro: 'Behind the counter, on the job site or online: one partner for every way your customers pay.',
  /** Slugs of the four solution pages shown as cards. */
  slugs: ['credit-card-processing', 'pos-systems', 'payment-gateways', 'mobile-payments'],
  viewAll: { label: 'View All Solutions', href: '/solutions' } satisfies Action,
};

export const testimonial = {
  quote:
    'We had been with the same processor for years and never questioned the statement. They walked us through every fee, set up dual pricing the right way, and we are saving over 20% on processing. When a terminal acted up during a Friday dinner rush, someone answered the phone.',
  attribution: 'Owner of a family seafood restaurant in Biloxi',
};

export const brochureTeaser = {
  heading: 'Hybrid Restaurant POS brochure',
  text: 'Features, hardware, integrations and support of our restaurant point-of-sale system in one printable PDF, to read now or share with your partners.',
};

export const homeCta: CallToAction = {
  heading: 'Find out what you could save',
  text: '97% of our clients save money, with average savings over 20% annually. A free review of your statement takes one conversation.',
  primary: { label: 'Request a Consultation', href: '/contact' },
  secondary: { label: 'Apply Today', href: '/apply' },
};
