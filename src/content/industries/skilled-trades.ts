import {
  AirVent,
  Bug,
  CalendarSync,
  CreditCard,
  Droplets,
  FileText,
  HardHat,
  House,
  Percent,
  Plug,
  Printer,
  Signature,
  Smartphone,
  SprayCan,
  Trees,
  Truck,
  Wallet,
  WavesLadder,
  WifiOff,
  Wrench,
  Zap,
} from 'lucide';
import type { IndustryPage } from '../types';
import heroImage from '../../assets/images/industries/skilled-trades.svg';
import { site } from '../../config/site';
import { applyPath, contactPath } from '../paths';

export const page: IndustryPage = {
  meta: {
    title: 'Payment Processing for Contractors and Skilled Trades',
    description:
      'Take cards on the job site, send invoices from the truck and collect deposits before you buy materials. Mobile payments for Gulf Coast trades.',
  },
  hero: {
    title: 'Collect at the Job Site, Not Weeks Later',
    lede:
      'Mobile card readers, text-to-pay invoices and deposit collection built for contractors and service crews working from Bay St. Louis to Pascagoula.',
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'A service technician beside a work van taking a tap-to-pay card payment on a smartphone card reader',
    },
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Payments That Work Where You Work',
      blocks: [
        {
          type: 'p',
          text: 'Your office is a truck, a crawl space or a rooftop in August. When an Ocean Springs marine mechanic gets an outboard running again at suppertime, the boat owner wants to pay right there at the launch, not mail a check that shows up weeks later. When a Long Beach roofer starts a storm-damage job, the shingles have to be paid for before the tear-off begins.',
        },
        {
          type: 'p',
          text: 'We set trades businesses up to take cards, send invoices and collect deposits from a phone, with fees explained line by line and a local team that answers when something goes sideways. Read how other contractors handle it in our guide to [mobile payments for contractors](/articles/mobile-payments-contractors), or see the full range of [mobile payment options](/solutions/mobile-payments).',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Built for Crews in the Field',
      intro: 'Eight tools that take the chasing out of getting paid for the work you already did.',
      items: [
        {
          icon: Smartphone,
          title: 'Take Cards at the Job Site',
          description:
            'Tap, chip or swipe on a pocket reader paired with your phone. The customer pays at the kitchen table, and the receipt goes out by text before you pack up your tools.',
        },
        {
          icon: FileText,
          title: 'Invoice From the Truck',
          description:
            'Build an invoice between calls and text or email it with a pay-now link. Customers who weren’t home for the repair can pay from their phone that evening.',
        },
        {
          icon: Wallet,
          title: 'Deposits and Progress Billing',
          description:
            'Collect a deposit when the contract is signed, then bill each phase as the job moves along. Materials get paid for up front instead of out of your own pocket.',
        },
        {
          icon: WifiOff,
          title: 'Offline Card Acceptance',
          description:
            'No signal on a back road in Stone County, or cell towers down after a storm? Keep taking cards, and they go through for approval once your phone reconnects. A card taken offline can still be declined when it syncs, so set a limit and save it for customers you know.',
        },
        {
          icon: Signature,
          title: 'Signatures and Job Notes',
          description:
            'Capture the customer’s signature on screen and attach notes or photos to the ticket, so every charge has the paperwork behind it if questions come up later.',
        },
        {
          icon: CalendarSync,
          title: 'Recurring Service Plans',
          description:
            'Bill maintenance agreements, quarterly pest treatments and weekly pool service automatically to a card on file, with the customer’s authorization kept on record.',
        },
        {
          icon: Percent,
          title: 'Dual Pricing and Surcharge Options',
          description:
            'Post a card price and a lower cash price on every estimate or, unless your state forbids it, add a surcharge to credit card payments. Our [dual pricing guide](/articles/dual-pricing) walks through a $10.00 card price versus a $9.67 cash price.',
        },
        {
          icon: Plug,
          title: 'Works With Your Office Software',
          description:
            'Payments taken in the field flow into popular field service and accounting software, so the office isn’t retyping tickets at the end of the week.',
        },
      ],
    },
    {
      kind: 'entries',
      heading: 'Trades We Serve',
      intro: 'If you drive to the customer and do the work on site, we have a setup that fits.',
      items: [
        { icon: AirVent, name: 'HVAC' },
        { icon: Droplets, name: 'Plumbing' },
        { icon: Zap, name: 'Electrical' },
        { icon: House, name: 'Roofing' },
        { icon: Trees, name: 'Landscaping & Lawn Care' },
        { icon: Bug, name: 'Pest Control' },
        { icon: WavesLadder, name: 'Pool Service' },
        { icon: HardHat, name: 'General Contractors' },
        { icon: Wrench, name: 'Auto Repair & Mobile Mechanics' },
        { icon: SprayCan, name: 'Cleaning Services' },
      ],
    },
    {
      kind: 'steps',
      heading: 'From First Call to First Swipe',
      intro: 'Getting your crew set up takes a conversation, not a week of paperwork.',
      items: [
        {
          title: 'Free Statement Review',
          description:
            'Send us a recent processing statement. We go through it line by line and show you what you are paying now and what you would pay with us.',
        },
        {
          title: 'Choose Your Setup',
          description:
            'Pick the readers, phone app and invoicing tools that match how your crew works, whether that is one owner-operator or several trucks on the road.',
        },
        {
          title: 'Setup and Crew Training',
          description:
            'We configure your account, pair the readers and walk your techs through taking a payment, sending an invoice and issuing a refund.',
        },
        {
          title: 'Collect on the Job',
          description:
            `Start collecting at the job site. When you have a question, ${site.supportHours} U.S.-based support and our local team in ${site.area.city} are a phone call away.`,
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Hardware Options',
      intro: 'Gear that rides in a toolbox and survives a day in the Mississippi heat.',
      lists: [
        {
          title: 'Card Readers',
          icon: CreditCard,
          items: [
            'Pocket Bluetooth reader for tap, chip and swipe',
            'Accepts contactless cards and mobile wallets',
            'Long-lasting battery for a full day of calls',
            'Belt clip and protective case options',
          ],
        },
        {
          title: 'Phones and Tablets',
          icon: Truck,
          items: [
            'Runs on the iOS or Android phone you already carry',
            'Rugged tablet option for estimates and invoicing in the truck',
            'Separate logins for each technician',
            'Vehicle mounts and chargers for the cab',
          ],
        },
        {
          title: 'Printers and Counter Setups',
          icon: Printer,
          items: [
            'Portable receipt printer for customers who want paper',
            'Countertop terminal for shops with a front desk',
            'Ticket and work-order printing for the office',
            'Replacement parts shipped quickly when gear breaks',
          ],
        },
      ],
    },
  ],
  cta: {
    heading: 'Stop Chasing Checks',
    text: 'Tell us how your crew bills today and we will show you how to get paid faster, with a free review of your current processing costs.',
    primary: { label: 'Request a Consultation', href: contactPath },
    secondary: { label: 'Apply Today', href: applyPath },
    phone: true,
  },
};
