import type { CallToAction, Hero, PageMeta } from './types';
import { site } from '../config/site';
import { applyPath, contactPath } from './paths';

/** The words of the three overview pages: /solutions, /industries and /articles. */

export const solutionsMeta: PageMeta = {
  title: 'Payment Solutions: Processing, POS, Gateways, Mobile and Funding',
  description:
    'Compare card processing, POS systems, payment gateways, mobile payments, surcharge and dual pricing programs, and business funding for Gulf Coast businesses.',
};

export const solutionsOverview: { hero: Hero; heading: string; calculatorNote: string; cta: CallToAction } = {
  hero: {
    title: 'Payment solutions for every way you sell',
    lede: 'From the register to the job site to your online store, pick the tools that fit your business. We set them up, train your team and stay on call.',
  },
  heading: 'Seven ways we help you get paid and keep more of it',
  calculatorNote:
    'Weighing the surcharge program against dual pricing? The [card fee calculator](/fee-calculator) works out what each would change, from the figures on your own statement.',
  cta: {
    heading: 'Not sure which solution fits?',
    text: 'Tell us how you sell today. We will review your current statement for free and recommend only what you need.',
    primary: { label: 'Request a Consultation', href: contactPath },
    secondary: { label: 'Apply Today', href: applyPath },
  },
};

export const industriesMeta: PageMeta = {
  title: 'Industries We Serve on the Gulf Coast',
  description:
    'Payment processing and POS built for Gulf Coast restaurants, retailers, online stores, skilled trades, professional firms and appointment-based businesses.',
};

export const industriesOverview: { hero: Hero; heading: string; cta: CallToAction } = {
  hero: {
    title: 'Built for the businesses that make the Coast run',
    lede: 'A charter-boat outfitter and a CPA firm do not get paid the same way. We set up processing around how your trade actually works.',
  },
  heading: 'Find your industry',
  cta: {
    heading: 'Don’t see your business here?',
    text: `We have worked with Gulf Coast businesses of every kind for ${site.experience}. Tell us about yours.`,
    primary: { label: 'Request a Consultation', href: contactPath },
    secondary: { label: 'Apply Today', href: applyPath },
  },
};

export const articlesMeta: PageMeta = {
  title: 'Articles on Payment Processing, Fees and Security',
  description:
    'Plain-spoken guides for Gulf Coast business owners: cutting processing fees, dual pricing, restaurant POS, mobile payments, online gateways and security.',
};

export const articlesOverview: { hero: Hero; comingSoon: { heading: string; text: string }; cta: CallToAction } = {
  hero: {
    title: 'Articles for Gulf Coast business owners',
    lede: 'Straight answers about fees, pricing programs, equipment and security, written by the people who answer our support line.',
  },
  comingSoon: {
    heading: 'More Articles Coming Soon',
    text: 'We add new guides as questions come in from business owners. Have one you want answered? Ask us and it may become the next article.',
  },
  cta: {
    heading: 'Have a question about your statement?',
    text: 'Send it to us. A free review shows you exactly what you pay and where it can come down.',
    primary: { label: 'Request a Consultation', href: contactPath },
  },
};
