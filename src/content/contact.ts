import { Clock, Headset, Mail, MapPin, Phone } from 'lucide';
import type { IconNode } from 'lucide';
import { areaLine, mailHref, site, telHref } from '../config/site';
import { hoursLines } from '../config/hours';
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

export interface ContactCard {
  icon: IconNode;
  title: string;
  lines: { text: string; href?: string }[];
}

export const contactCards: ContactCard[] = [
  { icon: MapPin, title: 'Where we are', lines: [{ text: areaLine }] },
  {
    icon: Phone,
    title: 'Call us',
    lines: [
      { text: `${site.phones.local.label}: ${site.phones.local.display}`, href: telHref(site.phones.local) },
      { text: `${site.phones.tollFree.label}: ${site.phones.tollFree.display}`, href: telHref(site.phones.tollFree) },
    ],
  },
  { icon: Mail, title: 'Email us', lines: [{ text: site.email, href: mailHref }] },
  {
    icon: Clock,
    title: 'Business hours',
    lines: hoursLines().map((line) => ({ text: `${line.days}: ${line.hours}` })),
  },
  {
    icon: Headset,
    title: site.support,
    lines: [{ text: 'Existing clients reach a U.S.-based support specialist any hour of any day, holidays included.' }],
  },
];

export const whyChoose = {
  heading: `Why Choose ${site.name}`,
  items: [
    `${site.experience} serving the Gulf Coast`,
    '97% of clients save money',
    'Local support from people who know your town',
    `${site.supportHours}/365 service when something goes wrong`,
  ],
};
