import { BadgeDollarSign, Briefcase, Calculator, Cpu, Headset, Megaphone, Repeat, ShieldCheck, SlidersHorizontal, Store } from 'lucide';
import type { CallToAction, FeatureCard, Hero, PageMeta, Step } from './types';
import { site } from '../config/site';
import { contactPath } from './paths';

export const partnerMeta: PageMeta = {
  title: 'Partner with Us: Referral Program',
  description:
    'Refer Gulf Coast merchants to a local processor and earn monthly residual commissions, with dedicated partner support and marketing resources.',
};

export const partnerHero: Hero = {
  title: 'Partner with a processor your clients will thank you for',
  lede: 'Agents, consultants, CPAs and technology companies: introduce your clients to honest payment processing and earn a share of every month they stay.',
};

export const partnerBenefits: { heading: string; items: FeatureCard[] } = {
  heading: 'Why partners work with us',
  items: [
    {
      icon: BadgeDollarSign,
      title: 'Competitive Commissions',
      description: 'A fair share of the processing revenue from every merchant you bring, whether that is one a year or one a week.',
    },
    {
      icon: Repeat,
      title: 'Recurring Revenue',
      description: 'You are paid monthly residuals for as long as your merchants process with us, not a one-time bounty.',
    },
    {
      icon: Headset,
      title: 'Dedicated Support',
      description: `A named partner contact answers your questions, and our ${site.supportHours} U.S.-based team looks after your merchants.`,
    },
    {
      icon: ShieldCheck,
      title: 'Quality Products',
      description: 'Processing, POS systems, gateways, mobile payments and funding that hold up, so your name stays good with your clients.',
    },
    {
      icon: Megaphone,
      title: 'Marketing Resources',
      description: 'Brochures, explainers on dual pricing and surcharging, and co-branded material to start the conversation.',
    },
    {
      icon: SlidersHorizontal,
      title: 'Partnership Flexibility',
      description: 'Refer a client now and then, or build a book of merchants. You choose how involved you want to be.',
    },
  ],
};

export const whoShouldPartner: { heading: string; items: FeatureCard[] } = {
  heading: 'Who Should Partner',
  items: [
    {
      icon: Briefcase,
      title: 'Independent Sales Agents',
      description: `Add a local processor with a compliance record since ${site.foundedYear} to the lines you already carry.`,
    },
    {
      icon: Calculator,
      title: 'Business Consultants & CPAs',
      description: 'Your clients already show you their statements. Help them cut processing costs, and tell them about any referral fee, as the partner terms below require.',
    },
    {
      icon: Cpu,
      title: 'Technology Companies',
      description: 'Software and IT providers can pair their service with payments their customers can rely on.',
    },
    {
      icon: Store,
      title: 'Trade Associations',
      description: 'Offer members a trusted payments partner and a free statement review as a benefit of belonging.',
    },
  ],
};

export const partnerSteps: { heading: string; items: Step[] } = {
  heading: 'How It Works',
  items: [
    { title: 'Apply', description: 'Tell us about you and the businesses you work with. It takes a short conversation.' },
    { title: 'Get Approved', description: 'We review your application and usually give you a decision within 24-48 hours, then set up your partner account.' },
    { title: 'Refer Merchants', description: 'Introduce clients to us. We handle the statement review, setup, training and support.' },
    { title: 'Earn', description: 'Receive monthly residual commissions on every merchant you refer.' },
  ],
};

/** What a partner agrees to, in brief: the written agreement holds the rest. */
export const partnerTerms: { heading: string; intro: string; items: string[] } = {
  heading: 'The partner terms in brief',
  intro: 'The full terms are in the agreement you sign before your first referral. These are the ones to know first.',
  items: [
    'Your commission, and how it is worked out, is agreed in writing before your first referral.',
    'Accountants, CPAs and other advisers who take a referral fee must disclose it to the clients they refer, before those clients decide. Professional rules can limit such fees further, so check yours; we put every fee in writing, so you have what you need to disclose it.',
    'Your clients decide for themselves: each gets the same free statement review, and a referral never obliges anyone to switch.',
  ],
};

export const partnerCta: CallToAction = {
  heading: 'Ready to refer your first merchant?',
  text: 'Talk to our partner team about how the program works and what it pays.',
  primary: { label: 'Become a Partner', href: contactPath },
};

