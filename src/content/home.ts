import { BadgeCheck, ClipboardCheck, FileSearch, Headset, MapPinned, ShieldCheck } from 'lucide';
import { site } from '../config/site';
import { dualPricingRules, surchargeRules } from './pricing-rules';
import type { Action, CallToAction, FeatureCard, ItemList, PageMeta } from './types';
import { applyPath, articlePath, contactPath, feeCalculatorPath } from './paths';

export const homeMeta: PageMeta = {
  title: 'Payment Processing for Mississippi Gulf Coast Businesses',
  description:
    `Card processing, POS systems, dual pricing and surcharge programs for Gulf Coast small businesses, from compliance experts serving the Coast since ${site.foundedYear}.`,
};

export const homeHero = {
  eyebrow: `Compliance experts since ${site.foundedYear}`,
  title: 'Keep more of every sale, and stay on the right side of the card rules',
  lede:
    'Dual pricing and surcharging can cut what you pay to accept cards, but only when they are set up by the book. Our local team reviews your setup for free and shows you what you could save.',
  primary: { label: 'Get Your Free Compliance Review', href: contactPath },
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
        'Covers credit and debit card sales alike',
        'Customers see both prices before they choose how to pay',
        'Nothing is added at the register',
      ],
      link: { label: 'How dual pricing works', href: articlePath('dual-pricing') },
    },
    {
      title: 'Surcharge',
      summary: 'You keep one posted price and add a fee when a customer pays by credit card.',
      points: [
        'A fee added at checkout, on credit card sales only',
        'Debit and prepaid card sales still carry their processing cost',
        'Not an option in every state',
        'Stricter rules, set out in the requirements below',
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
    { ...surchargeRules, icon: ClipboardCheck },
    { ...dualPricingRules, icon: BadgeCheck },
  ],
};

export const services: { heading: string; intro: string; items: FeatureCard[] } = {
  heading: 'What working with a local team looks like',
  intro: `${site.name} has served business owners on the Coast for ${site.experience}. You get people, not a ticket queue.`,
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
      title: `${site.supportHours} U.S.-based support`,
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
  heading: 'The Hybrid Restaurant POS, on paper',
  text: 'Features, hardware, integrations and support of our restaurant point-of-sale system in one printable PDF, to read now or share with your partners.',
};

export const homeCta: CallToAction = {
  heading: 'Find out what you could save',
  text: '97% of our clients save money. A free review of your statement takes one conversation, and shows you what you would pay with us.',
  primary: { label: 'Request a Consultation', href: contactPath },
  secondary: { label: 'Apply Today', href: applyPath },
};
