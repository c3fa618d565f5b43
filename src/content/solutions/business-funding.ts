import { Banknote, CalendarClock, ClipboardCheck, Percent } from 'lucide';
import type { SolutionPage } from '../types';
import heroImage from '../../assets/images/solutions/business-funding.svg';
import { site } from '../../config/site';
import { applyPath, contactPath } from '../paths';

const { application, decision, funds } = site.businessFunding;

export const page: SolutionPage = {
  meta: {
    title: 'Business Funding for Gulf Coast Small Businesses',
    description:
      `Working capital repaid as a percentage of daily card sales. Apply in ${site.businessFunding.application} and get a decision in ${site.businessFunding.decision}; no collateral.`,
  },
  hero: {
    title: 'Working Capital That Moves at the Speed of Your Business',
    lede: 'Funding based on the card sales you already bring in, and repaid as a share of each day’s sales.',
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'Illustration of a small shopfront beside a rising bar chart and a bundle of banknotes',
    },
  },
  body: [
    { type: 'h2', text: 'Capital without the bank runaround' },
    {
      type: 'p',
      text: 'Most small business owners on the Coast have a story about applying for a bank loan: stacks of paperwork, weeks of waiting, a request to put up the house as collateral, and sometimes a “no” at the end of it all. Meanwhile the walk-in cooler is still broken and the season is still coming.',
    },
    {
      type: 'p',
      text: 'Our business funding works differently. It is merchant cash advance style funding: you receive a lump sum now, based on the card sales your business already brings in, and repay it as a percentage of daily card sales. There is no collateral to pledge and no fixed monthly payment to juggle. If you already take cards, you may already have what it takes to qualify.',
    },
    { type: 'h2', text: 'From application to funds' },
    {
      type: 'ol',
      items: [
        `Apply online. The application takes ${application} and asks for basic details about your business, its owners and your recent card sales.`,
        `Get a decision. You have our decision in ${decision}. If we can make an offer, we go over it with you: the amount, the total cost and the percentage of daily card sales that goes to repayment.`,
        `Receive your funds. Once you accept, funds arrive in your business bank account in ${funds}.`,
        'Repay as you sell. A set percentage of each day’s card sales goes toward the balance automatically until it is paid off. There is nothing to mail and no payment date to remember.',
      ],
    },
    {
      type: 'p',
      text: 'That is the whole process. No appraisals, no collateral, and no waiting weeks on a committee to meet.',
    },
    { type: 'h2', text: 'Why repayment tied to card sales suits the Coast' },
    {
      type: 'p',
      text: 'Business here runs on seasons. Spring break and summer fill the beaches and the casinos, Mardi Gras brings crowds in February, and January can be quiet enough to hear the gulls. A fixed loan payment is the same in a slow month as in a record one, which is exactly when cash flow gets tight.',
    },
    {
      type: 'p',
      text: 'Because repayment is a percentage of daily card sales, it follows your business. On a busy Saturday in July, more goes toward the balance. On a rainy Tuesday in January, less does. You are never stuck making a large payment on a day the register barely opened.',
    },
    { type: 'h2', text: 'What Gulf Coast businesses use funding for' },
    {
      type: 'p',
      text: 'Funding can go toward almost any legitimate business need. The most common uses we see are:',
    },
    { type: 'h3', text: 'Equipment' },
    {
      type: 'p',
      text: 'A new fryer line for a Biloxi seafood restaurant, a new ice machine for a Pascagoula marina store or a point-of-sale upgrade for a shop that has outgrown its old register. Equipment that pays for itself should not wait on a bank’s calendar. If a new POS is on your list, see our [POS systems](/solutions/pos-systems).',
    },
    { type: 'h3', text: 'Inventory before tourist season' },
    {
      type: 'p',
      text: 'A surf shop in Long Beach stocking up for summer, a bait-and-tackle shop filling shelves before the spring run, or a gift shop ordering Mardi Gras merchandise months ahead. Buying early often means better prices and full shelves when visitors arrive.',
    },
    { type: 'h3', text: 'Storm repairs' },
    {
      type: 'p',
      text: 'After a hurricane or a tropical storm, every day closed is a day of lost sales. Funding can cover roof repairs, water damage, spoiled stock and replacement equipment so you can reopen while insurance claims are still being processed.',
    },
    { type: 'h3', text: 'Renovation and expansion' },
    {
      type: 'p',
      text: 'A fresh dining room, a second salon chair, a patio for outdoor seating or a build-out into the empty unit next door. Growth projects that bring in more card sales can help the funding pay for itself.',
    },
    { type: 'h2', text: 'Who qualifies' },
    {
      type: 'p',
      text: 'Because funding is based on your card sales rather than your property, the focus is on how your business is doing today. In general, you are a good fit if your business:',
    },
    {
      type: 'ul',
      items: [
        'Is up and running and already accepts credit and debit cards',
        'Has a steady history of card sales that you can show with recent processing statements',
        'Has a business bank account where the funds can be deposited',
        'Plans to keep operating and taking cards while the balance is repaid',
      ],
    },
    {
      type: 'p',
      text: 'Restaurants, retailers, salons, auto shops and trades businesses are all typical applicants. If funding is not the right fit today, we will tell you plainly and explain what could change that.',
    },
    { type: 'h2', text: 'Straight answers before you sign' },
    {
      type: 'p',
      text: `Merchant cash advance funding is structured differently from a bank loan, and we want you to understand it fully. Before you accept an offer, we walk through the total amount you will repay, the percentage of daily card sales that goes toward it and what happens in a slow stretch. Ask us anything, bring your accountant into the conversation, and take the time you need. Our team has been helping Gulf Coast businesses with their payments since ${site.foundedYear}, and we would rather lose a deal than surprise a client.`,
    },
    {
      type: 'p',
      text: 'Ready to get started? [Apply for funding](/apply) online, or [talk to our team](/contact) first if you have questions. If you are not yet processing cards with us, ask about our [credit card processing](/solutions/credit-card-processing) as well.',
    },
  ],
  highlights: [
    {
      icon: ClipboardCheck,
      title: 'A Short Application',
      description:
        'One online form with basic details about your business and its recent card sales.',
    },
    {
      icon: CalendarClock,
      title: 'A Quick, Clear Decision',
      description:
        'A yes or a no without weeks of waiting, and any offer’s amount, total cost and repayment percentage explained before you accept.',
    },
    {
      icon: Banknote,
      title: 'Straight to Your Bank',
      description:
        'The money goes to your business bank account, for the season ahead, the repair or the big order.',
    },
    {
      icon: Percent,
      title: 'Repay From Daily Card Sales',
      description:
        'Repayment is a percentage of daily card sales, so it flexes with your business through slow months and busy ones.',
    },
  ],
  cta: {
    heading: 'Get the Capital You Need Before the Season Starts',
    text: 'No collateral, and repayment that follows your daily card sales. Apply online, or talk it through with our team first.',
    primary: { label: 'Apply for Funding', href: applyPath },
    secondary: { label: 'Talk to Our Team', href: contactPath },
  },
};
