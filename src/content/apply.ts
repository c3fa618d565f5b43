import type { FormContent, Hero, PageMeta } from './types';

export const applyMeta: PageMeta = {
  title: 'Apply for Merchant Services',
  description:
    'Apply for a merchant account in one short form: business, contact, address and processing details. We review it and contact you within 24 hours.',
};

export const applyHero: Hero = {
  title: 'Open your merchant account',
  lede: 'Four short sections, reviewed by a real person on our team. We will contact you within 24 hours with next steps.',
};

export const businessTypes = [
  { value: 'sole-proprietor', label: 'Sole Proprietorship' },
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'nonprofit', label: 'Non-Profit' },
];

export const applyForm: FormContent = {
  heading: 'Apply for Merchant Services',
  intro: 'Fields marked * are required. Have your federal tax ID and a recent processing statement (if you have one) at hand.',
  groups: [
    {
      legend: 'Business Information',
      fields: [
        { name: 'businessName', label: 'Legal Business Name', type: 'text', required: true, autoComplete: 'organization', maxLength: 120 },
        { name: 'dba', label: 'DBA (if different)', type: 'text', required: false, maxLength: 120 },
        { name: 'businessType', label: 'Business Type', type: 'select', required: true, options: businessTypes },
        { name: 'taxId', label: 'Federal Tax ID (EIN)', type: 'text', required: true, placeholder: 'XX-XXXXXXX', maxLength: 20 },
        { name: 'yearsInBusiness', label: 'Years in Business', type: 'number', required: true, inputMode: 'numeric' },
      ],
    },
    {
      legend: 'Contact Information',
      fields: [
        { name: 'ownerName', label: 'Owner Name', type: 'text', required: true, autoComplete: 'name', maxLength: 120 },
        { name: 'email', label: 'Email Address', type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
        { name: 'phone', label: 'Phone Number', type: 'tel', required: true, autoComplete: 'tel', maxLength: 30 },
      ],
    },
    {
      legend: 'Business Address',
      fields: [
        { name: 'street', label: 'Street Address', type: 'text', required: true, autoComplete: 'address-line1', wide: true, maxLength: 200 },
        { name: 'city', label: 'City', type: 'text', required: true, autoComplete: 'address-level2', maxLength: 80 },
        { name: 'state', label: 'State', type: 'text', required: true, autoComplete: 'address-level1', defaultValue: 'MS', maxLength: 40 },
        { name: 'zip', label: 'ZIP Code', type: 'text', required: true, autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 },
      ],
    },
    {
      legend: 'Processing Information',
      fields: [
        { name: 'monthlyVolume', label: 'Monthly Card Volume', type: 'text', required: true, placeholder: '$25,000', maxLength: 30 },
        { name: 'averageTicket', label: 'Average Ticket', type: 'text', required: true, placeholder: '$45', maxLength: 30 },
        { name: 'highTicket', label: 'Highest Ticket', type: 'text', required: true, placeholder: '$500', maxLength: 30 },
      ],
    },
  ],
  submitLabel: 'Submit Application',
  successMessage: "Application submitted! We'll review and contact you within 24 hours.",
};
