/**
 * The business facts of the site, in one place so the owner changes them once.
 * No page repeats any of these as a literal: they import them from here.
 */

export interface PhoneNumber {
  /**
   * The number, written once as pages print it; its `tel:` link and E.164 form are worked out
   * from it (phones.server.ts), and one that is not a phone number stops the build.
   * @example '(228) 555-0142'
   */
  display: string;
  /** What the number is for. @example 'Local' */
  label: string;
}

/** The days of the week, as schema.org names them. */
export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Day = (typeof WEEK)[number];

/** When the office is open on these days, as 24-hour times. @example { days: ['Sunday'], opens: '12:00', closes: '16:30' } */
export interface OpeningHours {
  days: readonly Day[];
  opens: string;
  closes: string;
}

export interface SocialLink {
  network: 'Facebook' | 'LinkedIn' | 'Instagram';
  url: string;
}

export interface SiteConfig {
  name: string;
  shortName: string;
  tagline: string;
  /** The area we serve, without a street address. */
  area: { city: string; region: string; regionCode: string; servedPlaces: string[] };
  phones: { local: PhoneNumber; tollFree: PhoneNumber };
  email: string;
  /** How clients can reach support, as pages say it. @example '24/7 support' */
  support: string;
  /** When the support line answers, as pages say it. @example '24/7' */
  supportHours: string;
  social: SocialLink[];
  video: { youtubeId: string; title: string };
  /** The picture link previews show (drawn by the build: build/site-files.ts). */
  socialImage: { path: string; width: number; height: number };
  foundedYear: number;
  /** How long we have served the Coast, as pages say it. @example '30+ years' */
  experience: string;
  /** When card sales reach a client's bank account: the one sentence every page uses for it. */
  deposits: string;
  /** How long each step of business funding (a cash advance) takes, as pages say it. */
  businessFunding: { application: string; decision: string; funds: string };
}

const foundedYear = 1993;
const supportHours = '24/7';

export const site = {
  name: 'Magnolia Coast Payments',
  shortName: 'Magnolia Coast',
  tagline: `Local payment processing for Gulf Coast businesses since ${foundedYear}`,
  area: {
    city: 'Gulfport',
    region: 'Mississippi',
    regionCode: 'MS',
    servedPlaces: ['Biloxi', 'Ocean Springs', 'Pascagoula', 'Bay St. Louis'],
  },
  // Examples until the owner's own are here (src/config/examples.ts lists those still in place at start):
  // the 555 phone numbers, the social pages and the video.
  phones: {
    local: { display: '(228) 555-0142', label: 'Local' },
    tollFree: { display: '(800) 555-0199', label: 'Toll-free' },
  },
  email: 'hello@magnoliacoastpayments.com',
  support: `${supportHours} support`,
  supportHours,
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/magnoliacoastpayments' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/magnoliacoastpayments' },
    { network: 'Instagram', url: 'https://www.instagram.com/magnoliacoastpayments' },
  ],
  // Example: the owner's own video goes here; it is only requested once a visitor presses play.
  video: { youtubeId: 'aqz-KE-bpKQ', title: 'How Magnolia Coast Payments helps Gulf Coast businesses' },
  socialImage: { path: '/images/social-card.png', width: 1200, height: 630 },
  foundedYear,
  experience: '30+ years',
  // The first specification gave next-day or same-day funding on some pages and funding within 1-2 business
  // days on others. Said apart they read as two promises; this one sentence holds both
  // (docs/requirements.md#rules-for-figures-and-facts).
  deposits: 'Card sales reach your bank account within 1-2 business days, with next-day and same-day funding available',
  // docs/requirements.md#the-claims: apply in about 10 minutes, approval in 24-48 hours (a decision, not a promise
  // of approval), funds in 3-5 business days.
  businessFunding: { application: 'about 10 minutes', decision: '24-48 hours', funds: '3-5 business days' },
} as const satisfies SiteConfig;

/**
 * The office's opening hours, as 24-hour times for a list of days; a day no entry lists is closed.
 * Pages write them for you ('Sat: 9am–2pm', 'Sun: Closed': hours.ts). Apart from `site`, which the
 * browser's code carries, as pages alone show them.
 */
export const businessHours: readonly OpeningHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '14:00' },
];

/**
 * The business's time zone (an IANA name): the owner's weekly digest goes on Monday at 08:00 here.
 * America/Chicago is Central time, the Mississippi Gulf Coast's. Apart from `site`: only the server reads it.
 */
export const businessTimeZone = 'America/Chicago';

/** 'Gulfport, Mississippi — serving Biloxi, …, and the whole Mississippi Gulf Coast' */
export const areaLine = `${site.area.city}, ${site.area.region} — serving ${site.area.servedPlaces.join(', ')} and the whole Mississippi Gulf Coast`;

export const mailHref = `mailto:${site.email}`;
export const videoWatchUrl = `https://www.youtube.com/watch?v=${site.video.youtubeId}`;
export const videoEmbedUrl = `https://www.youtube-nocookie.com/embed/${site.video.youtubeId}?autoplay=1&rel=0`;
