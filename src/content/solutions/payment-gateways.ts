import { Globe, Lock, Repeat, Rocket } from 'lucide';
import type { SolutionPage } from '../types';
import heroImage from '../../assets/images/solutions/payment-gateways.svg';
import { site } from '../../config/site';
import { applyPath, contactPath } from '../paths';

export const page: SolutionPage = {
  meta: {
    title: 'Payment Gateways for Online and E-Commerce Sales',
    description:
      'Gateways for online sellers: 150+ currencies, 99.9% uptime, tokenization, fraud tools and recurring billing, set up in as little as 24 hours once approved.',
  },
  hero: {
    title: 'Payment Gateways That Keep Online Sales Moving',
    lede: 'Take cards securely on your website, in your online store and through invoices, with a fast, reliable gateway looked after by people who know payment compliance.',
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'Illustration of a laptop showing a secure checkout page with a padlock and payment cards',
    },
  },
  body: [
    { type: 'h2', text: 'What a payment gateway does' },
    {
      type: 'p',
      text: 'When a customer types a card number into your checkout page, the payment gateway is the secure connection that carries it to the card networks and brings the approval back. It is the online equivalent of the card terminal on your counter. A good gateway is invisible: the customer clicks “Pay,” the order goes through, and you never think about it. A poor one times out, declines good customers and leaves abandoned carts behind.',
    },
    {
      type: 'p',
      text: 'Our gateway keeps checkout quick, with under 2 seconds average transaction time, and runs with 99.9% uptime, so your store is ready when a customer is, whether that is a Tuesday lunch break or midnight during a holiday sale. Speed matters more than it seems: every extra second spent staring at a spinning wheel gives a shopper on a phone another chance to close the tab and buy somewhere else.',
    },
    { type: 'h2', text: 'Built for the way Coast businesses sell online' },
    {
      type: 'p',
      text: 'Online sales are no longer just for big retailers. An Ocean Springs pottery studio ships pieces across the country, a Biloxi dental office lets patients pay their balance from a link in the billing email, and a Gulfport bakery takes king cake preorders every Mardi Gras season. Each needs a different checkout, and our gateway handles all of them:',
    },
    {
      type: 'ul',
      items: [
        'Hosted checkout pages and embedded payment forms for your own website',
        'Connections to e-commerce platforms that accept an outside gateway, such as Shopify, WooCommerce and BigCommerce',
        'An API for custom websites and booking systems built by your developer',
        'Online invoices and payment links for orders taken by phone or email',
        'A virtual terminal for keying in card-not-present orders from any browser',
      ],
    },
    {
      type: 'p',
      text: 'Selling to visitors from abroad? The gateway supports 150+ currencies, so a customer in Canada or Europe can pay in a currency they recognize instead of guessing at a conversion. Our [e-commerce industry page](/industries/ecommerce) covers compatible platforms and more features for online stores.',
    },
    { type: 'h2', text: 'Security that protects you and your customers' },
    {
      type: 'p',
      text: 'Taking cards online means card data crosses the internet, and keeping it safe is your responsibility as much as ours. The gateway is built to keep sensitive data away from your systems entirely.',
    },
    { type: 'h3', text: 'Tokenization' },
    {
      type: 'p',
      text: 'Tokenization replaces the card number with a random token that is useless to anyone who steals it. Your website and your order records hold only the token, which makes repeat purchases and refunds possible without storing real card numbers. It also shrinks the part of your business that PCI security requirements apply to.',
    },
    { type: 'h3', text: 'Fraud tools' },
    {
      type: 'p',
      text: 'Card-not-present fraud is the biggest risk for online sellers, and a single bad weekend of chargebacks can wipe out a month of profit. The gateway gives you adjustable tools to stop it:',
    },
    {
      type: 'ul',
      items: [
        'Address verification and security-code checks on every online order',
        'Velocity limits that block repeated attempts from the same card or device',
        'Rules that hold large or unusual orders for your review before they ship',
        'Clear alerts and records that make chargeback disputes easier to win',
      ],
    },
    {
      type: 'p',
      text: 'Our article on [payment security](/articles/payment-security) explains the threats small businesses face and the habits that protect them.',
    },
    { type: 'h2', text: 'Recurring billing without the paperwork' },
    {
      type: 'p',
      text: 'If customers pay you on a schedule, recurring billing saves hours every month. A Long Beach gym can bill memberships automatically, a pest-control company can charge quarterly service plans, and a subscription coffee roaster can run monthly orders without anyone retyping card numbers. Customers’ cards are stored as tokens, payments run on the dates you set, and failed payments are flagged so you can follow up before an account lapses.',
    },
    { type: 'h2', text: 'One view of every sale, online and in person' },
    {
      type: 'p',
      text: 'Many Coast businesses sell both ways: a Pass Christian wine shop with a counter and a shipping list, or a Gulfport outfitter that takes reservations online and rents gear at the dock. When your gateway and your in-store processing come from the same provider, your sales land in the same reports and on the same statement, and one support team can see the whole picture when a customer calls about a charge. Pair the gateway with our [credit card processing](/solutions/credit-card-processing) and you have one relationship for every way you get paid.',
    },
    {
      type: 'p',
      text: 'Refunds, partial refunds and voids can be handled from the same dashboard whether the original sale came through your website, a payment link or the virtual terminal, so your staff only has to learn one system.',
    },
    { type: 'h2', text: 'Getting started' },
    {
      type: 'p',
      text: 'Moving your online payments is simpler than most owners expect. Here is how it works:',
    },
    {
      type: 'ol',
      items: [
        '[Apply online](/apply) with your business details and a description of what you sell.',
        'You have a decision on your gateway application in 24-48 hours, and we confirm your settings with you.',
        'We connect the gateway to your platform or hand your developer the credentials and documentation.',
        'We run test transactions together, check that receipts, taxes and shipping totals look right, and then you go live.',
      ],
    },
    {
      type: 'p',
      text: `On most platforms, e-commerce setup takes as little as 24 hours once you are approved. Our guide to [choosing an e-commerce gateway](/articles/ecommerce-gateways) walks through the questions to ask any provider, and our ${site.supportHours} U.S.-based support team is there if anything needs attention after launch.`,
    },
  ],
  highlights: [
    {
      icon: Rocket,
      title: 'Fast, Reliable Checkout',
      description:
        'Quick card authorizations and a gateway that stays up through the holiday rush, so customers are never left waiting.',
    },
    {
      icon: Globe,
      title: 'Pay in Their Own Currency',
      description:
        'Visitors and overseas customers see prices and pay in a currency they know, on the same gateway.',
    },
    {
      icon: Lock,
      title: 'Tokenization and Fraud Tools',
      description:
        'Card numbers never sit on your systems, and adjustable rules stop suspicious orders before they ship.',
    },
    {
      icon: Repeat,
      title: 'Recurring Billing',
      description:
        'Memberships, service plans and subscriptions charged automatically on the dates you choose.',
    },
  ],
  cta: {
    heading: 'Take Your Sales Online With Confidence',
    text: 'Tell us about your website or store. We will recommend the right checkout and stay with you through your first online order.',
    primary: { label: 'Request a Consultation', href: contactPath },
    secondary: { label: 'Apply Today', href: applyPath },
  },
};
