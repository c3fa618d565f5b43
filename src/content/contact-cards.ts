/**
 * The ways to reach us beside the contact form on /contact. Apart from contact.ts, whose form copy
 * the browser loads: these are the server's alone.
 */
import { Clock, Headset, Mail, MapPin, Phone } from 'lucide';
import type { IconNode } from 'lucide';
import { hoursLines } from '../config/hours';
import { phones, telHref } from '../config/phones.server';
import { areaLine, mailHref, site } from '../config/site';

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
      { text: `${site.phones.local.label}: ${site.phones.local.display}`, href: telHref(phones.local) },
      { text: `${site.phones.tollFree.label}: ${site.phones.tollFree.display}`, href: telHref(phones.tollFree) },
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
