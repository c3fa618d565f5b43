import { Headphones, Percent, ShieldCheck, Zap } from 'lucide';
import { site } from '../../config/site';
import { surchargeRules } from '../pricing-rules';
import type { SolutionPage } from '../types';
import heroImage from '../../assets/images/solutions/credit-card-processing.svg';
import { applyPath, contactPath } from '../paths';

export const page: SolutionPage = {
  meta: {
    title: 'Credit Card Processing for Gulf Coast Businesses',
    description:
      `Interchange-plus or flat-rate card processing with fast deposits and ${site.supportHours} U.S.-based support for Gulf Coast businesses. 97% of clients save money.`,
  },
  hero: {
    title: 'Credit Card Processing That Costs You Less',
    lede: 'Plain-English pricing, fast deposits and a local team that knows the card rules, so every swipe, dip and tap keeps more money in your business.',
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'Illustration of a card terminal beside a stack of payment cards',
    },
  },
  body: [
    { type: 'h2', text: 'What you are really paying for on every card sale' },
    {
      type: 'p',
      text: 'Every card sale passes through several hands before the money reaches your bank account. The bank that issued your customer’s card charges an interchange fee, the card network adds a small assessment, and your processor adds its own markup. Interchange and assessments are set by the card networks and are the same whoever processes for you. The markup is the part that can be negotiated, and it is where most small businesses quietly overpay.',
    },
    {
      type: 'p',
      text: `That is why the first thing ${site.name} does with a new client is read the current processing statement line by line. A Pascagoula hardware store or a Bay St. Louis gallery will often find charges nobody explained at signup: monthly minimums, “non-qualified” transaction fees, PCI non-compliance penalties and annual fees tucked into the fine print. We explain each one plainly and show you what the same month would have cost with us. It is a big part of why 97% of clients save money when they switch, with average savings over 20% annually.`,
    },
    { type: 'h2', text: 'Interchange-plus or flat-rate: choosing the right pricing' },
    {
      type: 'p',
      text: 'There are two common ways to price card processing. Neither is right for everyone, so we look at your actual sales before recommending one.',
    },
    { type: 'h3', text: 'Interchange-plus pricing' },
    {
      type: 'p',
      text: 'With interchange-plus, you pay the real interchange cost of each transaction plus a fixed, disclosed markup. When a customer pays with a basic debit card, you pay that card’s lower cost. When someone hands over a premium rewards card, you pay more, but your statement shows exactly why. For a Biloxi seafood restaurant or a Gulfport dental office with steady volume, interchange-plus is usually the most transparent option and the least expensive over a full year.',
    },
    { type: 'h3', text: 'Flat-rate pricing' },
    {
      type: 'p',
      text: 'Flat-rate pricing charges one percentage on every card, whatever its type. It is easy to predict and easy to read, which suits a brand-new business, a seasonal stand or anyone running a modest number of card sales each month. The trade-off is that a cheap debit transaction costs the same as an expensive rewards card, so busier businesses usually pay more than they would on interchange-plus.',
    },
    {
      type: 'p',
      text: 'We model both options against your real sales history, recommend the one that costs you less, and put the markup in writing so it does not creep up a year from now.',
    },
    { type: 'h2', text: 'Let customers share the cost: dual pricing and surcharging' },
    {
      type: 'p',
      text: 'For many owners, the biggest saving comes from changing who pays the processing fee. We run two compliant programs, and our team handles the signage, receipt wording and terminal settings so you stay inside the card network rules.',
    },
    { type: 'h3', text: 'Dual pricing' },
    {
      type: 'p',
      text: 'With [dual pricing](/articles/dual-pricing), every item carries two prices: a card price and a slightly lower cash price, such as a $10.00 card price versus $9.67 cash price. Customers choose how they pay, and the difference offsets your processing costs. It works well for restaurants, auto shops and service businesses whose customers are already used to a cash discount.',
    },
    { type: 'h3', text: 'Surcharge programs' },
    {
      type: 'p',
      text: 'A surcharge adds a fee to credit card sales at checkout. It is the program with more ways to go wrong, and mistakes are expensive, so before we switch one on we go through each of these with you:',
    },
    { type: 'ul', items: surchargeRules.items },
    {
      type: 'p',
      text: 'Our guide to [reducing processing fees](/articles/reducing-processing-fees) shows where both programs fit alongside lower rates.',
    },
    { type: 'h2', text: 'Fast funding that keeps cash moving' },
    {
      type: 'p',
      text: `A sale does you little good until the money is in the bank. ${site.deposits}. That matters here. A casino supplier in Biloxi paying its own vendors, or a festival food vendor restocking before a holiday weekend, cannot sit on a week of sales waiting for a slow batch to settle.`,
    },
    {
      type: 'p',
      text: 'Every batch and deposit shows up in one online report, so your bookkeeper can match sales to deposits without digging through paper receipts.',
    },
    { type: 'h2', text: 'Compliance help from people who do it every day' },
    {
      type: 'p',
      text: `Taking cards comes with obligations: PCI security requirements, card network rules for signage and receipts, and state laws that change over time. We have kept Gulf Coast businesses on the right side of those rules for ${site.experience}, and every new client gets a free compliance review that covers:`,
    },
    {
      type: 'ul',
      items: [
        'Your PCI self-assessment questionnaire and any non-compliance fees on your statement',
        'Surcharge and cash-discount signage at the counter and on your website',
        'Receipt wording, refund policy and chargeback records',
        'How card numbers are handled: written down, saved in files or sent by email',
      ],
    },
    {
      type: 'p',
      text: 'If something needs fixing, we tell you what, why and how, without jargon. Our article on [payment security](/articles/payment-security) covers the basics every owner should know.',
    },
    { type: 'h2', text: 'Support that answers when something goes wrong' },
    {
      type: 'p',
      text: `Card problems rarely happen at convenient times. A terminal that freezes at 7 p.m. on a packed Saturday in Biloxi needs an answer that night, not Monday morning. Our U.S.-based support team picks up around the clock, and our local team in ${site.area.city} handles setup, training and account reviews in person.`,
    },
    {
      type: 'p',
      text: 'Need new hardware too? Our [POS systems](/solutions/pos-systems) pair with the same transparent pricing. To see what you could save, [request a consultation](/contact) and bring a recent statement, or [apply today](/apply) if you are ready to switch.',
    },
  ],
  highlights: [
    {
      icon: Percent,
      title: 'Transparent Pricing',
      description:
        'Interchange-plus or flat-rate, chosen against your real sales history, with the markup in writing.',
    },
    {
      icon: Zap,
      title: 'Fast Deposits',
      description:
        'Your card sales reach the bank fast enough to pay suppliers and payroll on time, even in the busiest week of the season.',
    },
    {
      icon: ShieldCheck,
      title: `Compliance Experts Since ${site.foundedYear}`,
      description:
        'A free compliance review of PCI, signage and surcharge rules before a problem costs you money.',
    },
    {
      icon: Headphones,
      title: `${site.supportHours} U.S.-Based Support`,
      description:
        'Real people around the clock, backed by a local team on the Coast for setup and training.',
    },
  ],
  cta: {
    heading: 'Find Out What Your Statement Is Hiding',
    text: 'Bring a recent processing statement. We will walk through every fee with you and show what you would pay with us, free and with no obligation.',
    primary: { label: 'Request a Consultation', href: contactPath },
    secondary: { label: 'Apply Today', href: applyPath },
  },
};
