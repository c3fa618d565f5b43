import { BadgeDollarSign, Briefcase, Calculator, Cpu, Headset, Megaphone, Repeat, ShieldCheck, SlidersHorizontal, Store } from 'lucide';
import type { CallToAction, FeatureCard, Hero, Step } from './types';
import { site } from '../config/site';

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
      description: 'A fair share of the processing revenue from every merchant you bring, set out in writing before you refer anyone.',
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
      description: 'Your clients already show you their statements. Help them cut processing costs and earn while you do.',
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
    { title: 'Get Approved', description: 'We review your application, usually within 24-48 hours, and set up your partner account.' },
    { title: 'Refer Merchants', description: 'Introduce clients to us. We handle the statement review, setup, training and support.' },
    { title: 'Earn', description: 'Receive monthly residual commissions on every merchant you refer, for as long as they process with us.' },
  ],
};

export const partnerCta: CallToAction = {
  heading: 'Ready to refer your first merchant?',
  text: 'Talk to our partner team about how the program works and what it pays.',
  primary: { label: 'Become a Partner', href: '/contact' },
};

