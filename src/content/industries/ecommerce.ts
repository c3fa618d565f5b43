/** /industries/ecommerce: payment gateway and online checkout for web stores. */
import {
  Code,
  CreditCard,
  Globe,
  Headset,
  Link,
  Lock,
  Phone,
  ReceiptText,
  Repeat,
  Rocket,
  Server,
  ShieldCheck,
  Store,
  Wallet,
  Zap,
} from 'lucide';
import type { IndustryPage } from '../types';
import heroImage from '../../assets/images/industries/ecommerce.svg';
import { site } from '../../config/site';
import { applyPath, contactPath } from '../paths';

export const page: IndustryPage = {
  meta: {
    title: 'E-Commerce Payment Gateway & Online Checkout',
    description:
      'Accept cards and wallets online with a secure gateway: a decision in 24-48 hours, setup in as little as 24 hours once approved, fraud tools built in.',
  },
  hero: {
    title: 'Online Payments for Gulf Coast Sellers',
    lede: 'Take your shop, your catering menu or your charter bookings online with a checkout your customers trust, and a local team that sets it up with you.',
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'A laptop showing an online store checkout page beside a phone displaying an order confirmation',
    },
  },
  sections: [
    {
      kind: 'cards',
      heading: 'E-Commerce Features',
      intro: 'A payment gateway that handles the whole online sale, from the checkout page to the deposit in your bank account.',
      items: [
        {
          icon: Lock,
          title: 'Secure Checkout Pages',
          description:
            'Hosted payment pages and embedded payment fields that match your site’s look while card numbers go straight to the gateway, never through your web server.',
        },
        {
          icon: Wallet,
          title: 'Cards and Digital Wallets',
          description:
            'Accept every major card brand plus the phone wallets shoppers use on mobile, so customers pay in a couple of taps instead of typing a card number on a small screen.',
        },
        {
          icon: Repeat,
          title: 'Recurring Billing & Subscriptions',
          description:
            'Charge monthly boxes, memberships and payment plans automatically. Failed payments retry on a schedule you choose, and customers get a link to update an expired card.',
        },
        {
          icon: CreditCard,
          title: 'Saved Cards for Returning Customers',
          description:
            'Returning shoppers check out without re-entering their card. The card is stored as a secure token, so the real number never sits in your store’s database.',
        },
        {
          icon: Link,
          title: 'Payment Links & Online Invoices',
          description:
            'Send a link by text or email for a custom order, a deposit on a wedding cake or a charter booking, and get paid without building a product page.',
        },
        {
          icon: Phone,
          title: 'Virtual Terminal',
          description:
            'Key in phone and mail orders from any browser, with the same fraud checks and receipts as your online checkout.',
        },
        {
          icon: Globe,
          title: 'Multi-Currency Checkout',
          description:
            'Show prices and take payment in 150+ currencies, so a visitor who fell for your hot sauce on vacation can order it from home, wherever home is.',
        },
        {
          icon: ReceiptText,
          title: 'Refunds, Reporting & Deposits',
          description:
            'Issue full or partial refunds in a click, search any transaction, and match each deposit to the orders in it when you reconcile your books.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Why Online Sellers Choose Us',
      items: [
        {
          icon: Rocket,
          title: 'Selling Within Days',
          description:
            'We help connect your store, run test orders with you and confirm the first deposit reaches your bank account, so launch day holds no surprises.',
        },
        {
          icon: Server,
          title: '99.9% Uptime',
          description:
            'Your checkout stays open when you are asleep and your customers are not, so a sale is not lost to an outage.',
        },
        {
          icon: Zap,
          title: 'Quick Authorizations',
          description:
            'Under 2 seconds average transaction time keeps the spinning wheel short at checkout, where every extra moment gives a shopper time to abandon the cart.',
        },
        {
          icon: Headset,
          title: `${site.supportHours} U.S.-Based Support`,
          description:
            'If a payment fails at midnight during your biggest sale, you reach a real person in the U.S., not a contact form and a wait until Monday.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'From Application to First Online Sale',
      items: [
        {
          title: 'Apply',
          description:
            'Fill in the [merchant application](/apply) with your business details and what you sell online.',
        },
        {
          title: 'Get Approved',
          description: 'You have a decision on your gateway application in 24-48 hours, and we contact you as soon as your account is ready.',
        },
        {
          title: 'Connect Your Store',
          description:
            'We connect the gateway to your platform or hand your developer the API keys. Once you are approved, setup takes as little as 24 hours.',
        },
        {
          title: 'Start Selling',
          description: 'Run a test order, switch to live payments and watch the first orders come in.',
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Platforms We Work With',
      intro: 'Our gateway works with the e-commerce platforms that let a store choose its own payment gateway, and with custom sites through our API. Some store builders let you choose only from the payment providers they have partnered with; if yours is one of them, we will tell you before you apply.',
      lists: [
        {
          title: 'Hosted Store Platforms',
          icon: Store,
          items: ['Shopify', 'BigCommerce'],
        },
        {
          title: 'Self-Hosted & Custom Sites',
          icon: Code,
          items: ['WooCommerce', 'Magento', 'Custom websites and apps through our API'],
        },
      ],
    },
    {
      kind: 'lists',
      heading: 'Security and Fraud Protection',
      intro: 'Online orders carry risks a card swiped at the counter does not. These protections come with every account. Read more in our [guide to payment security](/articles/payment-security).',
      lists: [
        {
          title: 'Security',
          icon: ShieldCheck,
          items: [
            'Tokenization, so stored cards are useless to anyone who steals them',
            'Encryption of card data from the shopper’s browser to the processor',
            'Hosted payment fields that keep card numbers off your web server',
            'Help completing your yearly PCI compliance questionnaire',
            'Cardholder authentication from the card networks for higher-risk orders',
          ],
        },
        {
          title: 'Fraud Protection',
          icon: Lock,
          items: [
            'Address verification and card security code checks',
            'Velocity limits that stop card-testing bots',
            'Rules to flag or hold orders by amount, location or IP address',
            'A review queue for suspicious orders before you ship',
            'Block lists for known bad cards, email addresses and shipping addresses',
            'Chargeback alerts and help putting together your response',
          ],
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready to Take Payments Online?',
    text: 'Tell us which platform your store runs on and what you sell. We will walk you through the gateway and have you ready for your first online order.',
    primary: { label: 'Request a Consultation', href: contactPath },
    secondary: { label: 'Apply Today', href: applyPath },
  },
};
