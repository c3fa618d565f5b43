import {
  Baby,
  CalendarCheck,
  CalendarX,
  Car,
  ClipboardList,
  Contact,
  Droplets,
  Dumbbell,
  Flower2,
  Gift,
  HandCoins,
  HandHeart,
  Heart,
  PartyPopper,
  PawPrint,
  PenTool,
  PersonStanding,
  Repeat,
  Scissors,
  Smartphone,
  Stethoscope,
  TrendingUp,
} from 'lucide';
import type { IndustryPage } from '../types';
import heroImage from '../../assets/images/industries/specialty.svg';
import { applyPath, contactPath } from '../paths';

export const page: IndustryPage = {
  meta: {
    title: 'Payments for Salons, Gyms and Appointment-Based Businesses',
    description:
      'Online booking, gift cards, memberships and no-show protection for salons, spas, gyms, studios and other appointment-based businesses on the Gulf Coast.',
  },
  hero: {
    title: 'Specialty Business Payment Solutions',
    lede:
      'For the businesses that run on a calendar: book the appointment, bill the membership, take the tip and keep regulars coming back, all from one account.',
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'A salon front desk with an appointment calendar on a tablet and a client paying by tapping a phone on a card reader',
    },
  },
  highlights: [
    {
      icon: CalendarCheck,
      title: 'Online Booking',
      description:
        'Clients pick a time and a provider from your website or social page at midnight, and a deposit can hold the slot until they walk in.',
    },
    {
      icon: Gift,
      title: 'Gift Cards',
      description:
        'Sell physical and digital gift cards at the counter and online, then watch them come back as new clients around Mother’s Day and the holidays.',
    },
    {
      icon: Repeat,
      title: 'Memberships',
      description:
        'Monthly memberships, class packs and tuition bill themselves on schedule, so your front desk stops chasing renewals at the start of every month.',
    },
  ],
  sections: [
    {
      kind: 'prose',
      heading: 'When Your Revenue Lives on a Calendar',
      blocks: [
        {
          type: 'p',
          text: 'An empty chair at a Biloxi salon on a Saturday morning, a spin class in Ocean Springs with members whose cards expired, a Bay St. Louis wedding venue waiting on a deposit: for appointment-based businesses, every missed booking and failed renewal is money you planned on.',
        },
        {
          type: 'p',
          text: 'We pair payment processing with the booking, membership and gift card tools these businesses depend on, and we price it plainly. Ask about [lower processing costs](/articles/reducing-processing-fees) or a [dual pricing program](/articles/dual-pricing) when you talk to our team.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Features for Appointment-Based Businesses',
      intro: 'Everything between the first booking and the fifth visit, connected to the way you get paid.',
      items: [
        {
          icon: CalendarCheck,
          title: 'Appointment Scheduling',
          description:
            'Online and in-person booking by service and provider, with automatic text and email reminders that cut down on forgotten appointments.',
        },
        {
          icon: Contact,
          title: 'Client Management',
          description:
            'Keep each client’s visit history, preferences, formulas and notes on one profile, so any stylist or trainer can pick up where the last one left off.',
        },
        {
          icon: Gift,
          title: 'Gift Card Sales & Redemption',
          description:
            'Sell gift cards in the shop and on your website, check balances at checkout and redeem them alongside any other form of payment.',
        },
        {
          icon: Repeat,
          title: 'Membership Billing',
          description:
            'Recurring charges for memberships, packages and tuition, with automatic retries and card updates when a client’s card is reissued.',
        },
        {
          icon: HandCoins,
          title: 'Tipping',
          description:
            'Clients add a tip on the reader or on their receipt, and tips are tracked by provider so payroll is a report, not a shoebox of slips.',
        },
        {
          icon: Smartphone,
          title: 'Mobile Payments',
          description:
            'Take payments poolside, at a client’s home or at a pop-up booth with a phone and a pocket reader. Learn more about [mobile payments](/solutions/mobile-payments).',
        },
        {
          icon: ClipboardList,
          title: 'Service Tracking',
          description:
            'See which services, add-ons and providers bring in the most revenue, and spot the slow weekdays worth filling with a promotion.',
        },
        {
          icon: CalendarX,
          title: 'No-Show Protection',
          description:
            'Hold a card on file at booking and apply your cancellation policy with the client’s agreement, so a missed appointment does not cost you the whole slot.',
        },
      ],
    },
    {
      kind: 'entries',
      heading: 'Businesses We Serve',
      items: [
        { icon: Scissors, name: 'Salons' },
        { icon: Flower2, name: 'Spas' },
        { icon: Dumbbell, name: 'Gyms' },
        { icon: Stethoscope, name: 'Medical & Dental' },
        { icon: Baby, name: 'Daycare' },
        { icon: Car, name: 'Auto Services' },
        { icon: PenTool, name: 'Tattoo Studios' },
        { icon: PersonStanding, name: 'Yoga Studios' },
        { icon: Droplets, name: 'Car Washes' },
        { icon: PawPrint, name: 'Pet Grooming' },
        { icon: HandHeart, name: 'Massage Therapy' },
        { icon: PartyPopper, name: 'Event Venues' },
      ],
    },
    {
      kind: 'lists',
      heading: 'Setups for Your Kind of Business',
      intro: 'A salon, a gym and an oil-change shop all book time, but they get paid differently.',
      lists: [
        {
          title: 'Salons & Spas',
          icon: Scissors,
          items: [
            'Booking by stylist, therapist and service length',
            'Tips split by provider on every ticket',
            'Retail product sales on the same checkout',
            'Booth rental and commission tracking',
            'Package and series sales for facials and massages',
          ],
        },
        {
          title: 'Fitness & Wellness',
          icon: Dumbbell,
          items: [
            'Monthly memberships with automatic renewals',
            'Class packs and drop-in payments',
            'Freezes and cancellations handled at the desk',
            'Personal training sessions billed by package',
            'Check-in that flags expired cards before class',
          ],
        },
        {
          title: 'Auto Services',
          icon: Car,
          items: [
            'Unlimited wash club memberships',
            'Repair estimates approved and paid by text',
            'Fleet accounts billed on a schedule',
            'Detailing appointments with deposits',
            'Pay-at-the-bay and pay-at-the-kiosk options',
          ],
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Marketing Tools',
      intro: 'Your payment data already knows who your regulars are. Put it to work.',
      lists: [
        {
          title: 'Customer Retention',
          icon: Heart,
          items: [
            'Loyalty points earned on every visit',
            'Birthday and anniversary offers sent automatically',
            '“We miss you” messages for clients who stop booking',
            'Review requests after each appointment',
            'Rebooking reminders timed to each service',
          ],
        },
        {
          title: 'Revenue Boosters',
          icon: TrendingUp,
          items: [
            'Gift card promotions for holidays and tourist season',
            'Add-on and upgrade suggestions at booking',
            'Prepaid packages and class bundles',
            'Referral rewards for clients who bring a friend',
            'Last-minute openings offered to your waitlist',
          ],
        },
      ],
    },
  ],
  cta: {
    heading: 'Fill the Calendar and Get Paid for It',
    text: 'See booking, memberships, gift cards and payments working together in a short demo tailored to your business.',
    primary: { label: 'See a Demo', href: contactPath },
    secondary: { label: 'Get Started', href: applyPath },
  },
};
