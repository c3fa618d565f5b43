import { Store, Timer, UtensilsCrossed, Wrench } from 'lucide';
import type { SolutionPage } from '../types';
import heroImage from '../../assets/images/solutions/pos-systems.svg';
import { site } from '../../config/site';
import { applyPath, contactPath } from '../paths';

export const page: SolutionPage = {
  meta: {
    title: 'POS Systems for Retail, Restaurants and Service Businesses',
    description:
      'Point-of-sale systems for Gulf Coast shops, restaurants and service businesses, including a hybrid restaurant POS that keeps working when the internet drops.',
  },
  hero: {
    title: 'Point-of-Sale Systems That Fit the Way You Work',
    lede: 'From a single register in a Pass Christian gift shop to a packed Biloxi dining room, we set up a POS that rings sales fast, tracks what sells and keeps going when the internet does not.',
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'Illustration of a countertop point-of-sale screen with a receipt printer and a card reader',
    },
  },
  body: [
    { type: 'h2', text: 'More than a cash register' },
    {
      type: 'p',
      text: 'A modern point-of-sale system is the hub of a small business. It takes payments, but it also keeps your inventory count, records who sold what, shows your busiest hours and hands clean numbers to your accounting software. The right setup gives you back hours every week; the wrong one slows down every line at the counter.',
    },
    {
      type: 'p',
      text: 'We start by learning how your business actually runs: how customers order, how staff move, what you need to see at the end of the day. Then we recommend hardware and software that match, not the most expensive package on the shelf.',
    },
    { type: 'h2', text: 'POS for retail shops' },
    {
      type: 'p',
      text: 'Retailers need quick checkout and stock counts they can trust. For a gift shop near the beach in Biloxi or a boutique in downtown Ocean Springs, a good retail POS should:',
    },
    {
      type: 'ul',
      items: [
        'Scan barcodes or find items by name, size and color in a couple of taps',
        'Track stock on the sales floor, in the back room and in your online store',
        'Warn you about low inventory before you run out ahead of tourist season',
        'Handle returns, exchanges, gift cards and loyalty rewards without a manager override for every one',
        'Show which products, categories and staff members are driving your sales',
      ],
    },
    {
      type: 'p',
      text: 'Our [retail industry page](/industries/retail) goes further into selling in store and online from one inventory, and into staff permissions and scheduling.',
    },
    { type: 'h2', text: 'POS for service businesses' },
    {
      type: 'p',
      text: 'Salons, auto shops, repair companies and studios sell time and skill rather than products on a shelf. Their POS has to handle appointments, deposits, tips and itemized tickets with labor and parts on separate lines. We set up service menus, tip prompts and customer records so your front desk can check a client out in seconds and your team can see a customer’s history before they walk in. Appointment-based businesses will find more on our [specialty businesses page](/industries/specialty).',
    },
    { type: 'h2', text: 'A hybrid POS built for Gulf Coast restaurants' },
    {
      type: 'p',
      text: 'No business puts more strain on a point-of-sale system than a restaurant. Orders change halfway through a meal, checks get split between friends, the kitchen needs tickets the moment they are rung in, and a Friday night in June leaves no room for a frozen screen. Our hybrid restaurant POS was built for that pressure.',
    },
    { type: 'h3', text: 'It keeps working when the internet goes down' },
    {
      type: 'p',
      text: 'The system runs on your own local network, so it keeps working offline. Servers keep ringing in orders and tickets keep printing in the kitchen when a summer thunderstorm or a hurricane-season outage knocks out your connection. Everything syncs as soon as the internet comes back, so nothing has to be re-entered by hand.',
    },
    { type: 'h3', text: 'Cloud reporting from anywhere' },
    {
      type: 'p',
      text: 'When it is connected, your sales, labor and menu data flow to cloud reporting. Check last night’s numbers from your phone, compare lunch and dinner shifts, and see which specials actually sell, whether you are in the office or at a ball game in Long Beach.',
    },
    { type: 'h3', text: 'Faster service on the floor' },
    {
      type: 'p',
      text: 'Tableside ordering on handheld devices sends tickets straight to the kitchen and bar, so servers spend less time walking back and forth to a fixed terminal. Food reaches the table sooner, which means happier guests and more tables turned on your busiest nights.',
    },
    {
      type: 'p',
      text: 'The hybrid POS suits full-service dining rooms, quick-service counters, bars, cafés, seafood houses and food trucks. Download the brochure on this page for the full feature list, read our guide to [choosing a restaurant POS](/articles/restaurant-pos), or visit the [restaurants industry page](/industries/restaurants) for hardware, integrations and pricing details.',
    },
    { type: 'h2', text: 'Reports that help you run the business' },
    {
      type: 'p',
      text: 'A point-of-sale system collects a remarkable amount of useful information, and most owners never look at it. We set up the reports that matter for your type of business and show you how to read them. A retailer can see which items sit on the shelf for months and which sell out every weekend. A restaurant can compare food cost against menu prices and see which servers sell the most desserts. A service business can spot which customers are due for a return visit. Sales, tax and tip totals export cleanly to popular accounting software, so month-end bookkeeping takes less time.',
    },
    { type: 'h2', text: 'Setup, training and support included' },
    {
      type: 'p',
      text: 'We do not ship you a box and wish you luck. Getting your point-of-sale system running follows a clear path:',
    },
    {
      type: 'ol',
      items: [
        'We review your menu or product catalog, your floor plan and how your team works today.',
        'We recommend the hardware you need: terminals, card readers, kitchen printers, cash drawers and scanners.',
        'We load your items, modifiers, taxes, discounts and staff permissions before go-live.',
        'We train your team on site, so opening day feels routine instead of stressful.',
        `We stay on call afterwards, with ${site.supportHours} U.S.-based support whenever something needs attention.`,
      ],
    },
    {
      type: 'p',
      text: 'Every system runs on our [credit card processing](/solutions/credit-card-processing), with transparent pricing and the option to set up [dual pricing](/articles/dual-pricing) right on the terminal. Ready to compare options? [Request a consultation](/contact) and we will bring a demo to you.',
    },
  ],
  highlights: [
    {
      icon: Store,
      title: 'Retail Ready',
      description:
        'Barcode scanning, stock tracking, gift cards and sales reports for shops of every size.',
    },
    {
      icon: UtensilsCrossed,
      title: 'Hybrid Restaurant POS',
      description:
        'Keeps taking orders offline and syncs to cloud reporting as soon as the connection returns.',
    },
    {
      icon: Timer,
      title: '40% Faster Order-to-Table',
      description:
        'Tableside ordering sends tickets straight to the kitchen and bar so food reaches guests sooner.',
    },
    {
      icon: Wrench,
      title: 'Set Up and Trained Locally',
      description:
        'We load your menu or catalog, install the hardware and train your staff before you go live.',
    },
  ],
  brochure: true,
  cta: {
    heading: 'See the Right POS for Your Business',
    text: 'Tell us how your shop, restaurant or service business runs, and we will recommend a setup and show it to you working.',
    primary: { label: 'Request a Consultation', href: contactPath },
    secondary: { label: 'Apply Today', href: applyPath },
  },
};
