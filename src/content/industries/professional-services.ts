import {
  BookOpen,
  Briefcase,
  Building,
  Calculator,
  CalendarSync,
  ChartLine,
  Clock,
  Cog,
  FileSpreadsheet,
  FileText,
  FolderLock,
  Landmark,
  Laptop,
  Megaphone,
  PencilRuler,
  Scale,
  ShieldCheck,
  SquareSplitHorizontal,
  Wrench,
  Zap,
} from 'lucide';
import { site } from '../../config/site';
import type { IndustryPage } from '../types';
import heroImage from '../../assets/images/industries/professional-services.svg';
import { applyPath, contactPath } from '../paths';

export const page: IndustryPage = {
  meta: {
    title: 'Payment Solutions for Law Firms, CPAs and Professional Services',
    description:
      'Trust-account-friendly card and ACH payments, retainer billing and online invoices for law firms, accounting practices and consultants on the Gulf Coast.',
  },
  hero: {
    title: 'Professional Services Payment Solutions',
    lede:
      'Let clients pay invoices and retainers online, keep trust and operating money apart, and spend less of your billable day reconciling deposits.',
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'An office desk with a laptop showing a paid client invoice beside a legal pad and a calculator',
    },
  },
  highlights: [
    {
      icon: Zap,
      title: 'Get Paid Faster',
      description:
        'Every invoice carries a secure pay-now link, so clients settle by card or bank transfer the day they open it instead of the day they find a stamp.',
    },
    {
      icon: ShieldCheck,
      title: 'Stay Compliant',
      description:
        'Client funds and earned fees go to separate accounts, and processing fees never touch trust money. Card numbers stay out of your files entirely.',
    },
    {
      icon: Clock,
      title: 'Save Time',
      description:
        'Recurring retainers, automatic reminders and deposits that match up with your books mean fewer afternoons spent on collections and bank statements.',
    },
  ],
  sections: [
    {
      kind: 'prose',
      heading: 'Billing Should Not Be the Hardest Part of the Engagement',
      blocks: [
        {
          type: 'p',
          text: 'A family-law practice in Gulfport, a CPA office in Ocean Springs during tax season, an insurance agency in Pascagoula renewing commercial policies: each does careful work and then waits on a paper check. Clients today expect to pay a professional the way they pay everything else, from a link on their phone.',
        },
        {
          type: 'p',
          text: `We have helped Gulf Coast firms accept payments since ${site.foundedYear}, and we know the rules that come with client money. Our team sets up accounts so retainers, earned fees and reimbursements land where they belong, and walks your staff through [how processing fees are priced](/articles/reducing-processing-fees) before you sign anything.`,
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Features for Firms and Practices',
      intro: 'Payment tools that respect how professional firms bill, from hourly matters to flat monthly engagements.',
      items: [
        {
          icon: FileText,
          title: 'Online Invoice Payments',
          description:
            'Send invoices by email with a branded payment page. Clients choose card or bank transfer, and the payment is marked against the right invoice automatically.',
        },
        {
          icon: SquareSplitHorizontal,
          title: 'Trust and Operating Separation',
          description:
            'Route unearned retainers to trust and earned fees to operating, with processing fees always drawn from the operating account.',
        },
        {
          icon: CalendarSync,
          title: 'Recurring Retainers',
          description:
            'Replenish evergreen retainers or bill monthly advisory fees on a schedule the client approves once, with no re-entry of card details each month.',
        },
        {
          icon: Calculator,
          title: 'Payment Plans',
          description:
            'Split a large bill, such as a closing fee or a year of back bookkeeping, into scheduled installments that charge automatically and stop when it is paid off.',
        },
        {
          icon: Landmark,
          title: 'ACH and eCheck',
          description:
            'Offer bank-to-bank payments for larger invoices where card fees would bite, alongside cards for clients who prefer them.',
        },
        {
          icon: FolderLock,
          title: 'Secure Client Portal',
          description:
            'Clients log in to see open invoices, payment history and saved payment methods without calling your front desk for a balance.',
        },
        {
          icon: ShieldCheck,
          title: 'Protected Card Data',
          description:
            'Card numbers are entered on secure hosted pages and stored as tokens, so sensitive data never sits in your email, files or practice software. Learn more about [payment security](/articles/payment-security).',
        },
        {
          icon: FileSpreadsheet,
          title: 'Reporting and Reconciliation',
          description:
            'Deposit reports list every payment by client and matter, with fees shown separately, so month-end reconciliation takes minutes instead of an afternoon.',
        },
      ],
    },
    {
      kind: 'entries',
      heading: 'Professions We Serve',
      items: [
        { icon: Scale, name: 'Law Firms' },
        { icon: Calculator, name: 'Accounting & CPA Firms' },
        { icon: Briefcase, name: 'Business Consultants' },
        { icon: ShieldCheck, name: 'Insurance Agencies' },
        { icon: Building, name: 'Real Estate Offices' },
        { icon: PencilRuler, name: 'Architects' },
        { icon: Cog, name: 'Engineering Firms' },
        { icon: ChartLine, name: 'Financial Advisors' },
        { icon: Megaphone, name: 'Marketing Agencies' },
        { icon: Laptop, name: 'IT Service Providers' },
      ],
    },
    {
      kind: 'lists',
      heading: 'Tailored for Law and Accounting',
      intro: 'The two professions with the strictest expectations around client money get setups designed around them.',
      lists: [
        {
          title: 'For Law Firms',
          icon: Scale,
          items: [
            'Trust account compatible deposits that keep client funds whole',
            'Separate operating and trust payments on every transaction',
            'Matter-based tracking of each payment and retainer',
            'Retainer billing automation for evergreen and flat-fee matters',
            'Legal software integration with popular practice management tools',
          ],
        },
        {
          title: 'For Accounting Firms',
          icon: Calculator,
          items: [
            'Seasonal billing that keeps up with the tax-season rush',
            'Integration with popular accounting software',
            'Payment plans for larger returns and catch-up work',
            'Secure client portal for invoices and payment history',
            'Transaction reporting by client for clean month-end books',
          ],
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Integrations',
      intro: 'Payments connect to the software your firm already runs, so nobody retypes a receipt.',
      lists: [
        {
          title: 'Practice Management',
          icon: BookOpen,
          items: [
            'Legal practice management software',
            'Accounting practice management platforms',
            'Time tracking and billing tools',
            'Client relationship management (CRM) systems',
          ],
        },
        {
          title: 'Accounting Software',
          icon: FileSpreadsheet,
          items: [
            'Popular small-business accounting software',
            'Cloud bookkeeping platforms',
            'Automatic sync of deposits and fees',
            'Spreadsheet (CSV) exports',
          ],
        },
        {
          title: 'Other Tools',
          icon: Wrench,
          items: [
            'Online scheduling and intake forms',
            'Document signing tools',
            'Email invoicing',
            'Custom API for in-house systems',
          ],
        },
      ],
    },
  ],
  cta: {
    heading: 'Let Clients Pay You the Way They Pay Everyone Else',
    text: 'Book a consultation and we will review how your firm bills today, answer your trust-account questions and show you what you would save.',
    primary: { label: 'Schedule Consultation', href: contactPath },
    secondary: { label: 'Get Started', href: applyPath },
    phone: true,
  },
};
