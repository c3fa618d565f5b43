import { site } from '../config/site';
import type { FormContent, Hero, PageMeta } from './types';

export const contactMeta: PageMeta = {
  title: 'Request a Consultation',
  description:
    'Ask for a free consultation and statement review. Call, email or send the form, and a local payments specialist will get back to you.',
};

export const contactHero: Hero = {
  title: 'Talk to a local payments specialist',
  lede: 'Tell us about your business. We will review how you take payments today, what you pay for it, and what you could save, at no cost.',
};

export const contactForm: FormContent = {
  heading: 'Request a Consultation',
  intro: 'Fields marked * are required.',
  groups: [
    {
      legend: 'Your details',
      fields: [
        { name: 'name', label: 'Full Name', type: 'text', required: true, autoComplete: 'name', maxLength: 120 },
        { name: 'email', label: 'Email Address', type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
        { name: 'phone', label: 'Phone Number', type: 'tel', required: true, autoComplete: 'tel', maxLength: 30 },
        { name: 'business', label: 'Business Name', type: 'text', required: false, autoComplete: 'organization', maxLength: 120 },
        { name: 'message', label: 'How can we help?', type: 'textarea', required: true, wide: true, maxLength: 3000 },
      ],
    },
  ],
  submitLabel: 'Request My Consultation',
  successMessage: "Thank you! We'll be in touch soon.",
};

export const whyChoose = {
  heading: `Why Choose ${site.name}`,
  items: [
    `${site.experience} serving the Gulf Coast`,
    '97% of clients save money',
    'Local support from people who know your town',
    `${site.supportHours}/365 service when something goes wrong`,
  ],
};
