import { Nfc, ReceiptText, Send, Truck } from 'lucide';
import type { SolutionPage } from '../types';
import heroImage from '../../assets/images/solutions/mobile-payments.svg';
import { site } from '../../config/site';
import { applyPath, contactPath } from '../paths';

export const page: SolutionPage = {
  meta: {
    title: 'Mobile Payments for Contractors, Food Trucks and Markets',
    description:
      'Take cards anywhere on the Gulf Coast with pocket card readers, tap to pay on your phone, invoices and payment links, in the same reports as your counter.',
  },
  hero: {
    title: 'Get Paid Wherever the Work Takes You',
    lede: 'Card readers, tap to pay on your phone and invoices customers can pay from a text message, for contractors, food trucks, market vendors and festival booths across the Coast.',
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'Illustration of a smartphone accepting a contactless card payment beside a compact card reader',
    },
  },
  body: [
    { type: 'h2', text: 'What a mailed check really costs' },
    {
      type: 'p',
      text: 'Every contractor knows the line: “Can I mail you a check?” A Moss Point plumber finishes a repair at four in the afternoon, the homeowner is grateful, and then the payment takes weeks to show up, if it shows up at all. Multiply that by a busy summer and you are carrying thousands of dollars in unpaid work while still paying for parts, fuel and payroll.',
    },
    {
      type: 'p',
      text: 'Mobile payments close that gap. You finish the job, the customer taps or inserts a card, and the sale is done before you back out of the driveway. No return trips, no awkward follow-up calls, no deposit runs to the bank at the end of the day.',
    },
    { type: 'h2', text: 'Three ways to take payments on the go' },
    { type: 'h3', text: 'Compact card readers' },
    {
      type: 'p',
      text: 'A pocket-sized reader pairs with your phone or tablet and takes chip cards, contactless cards and mobile wallets. It fits in a tool bag or a cash apron and charges from the same cable as your phone. For higher-volume stands, we also offer standalone handheld terminals that print receipts on the spot.',
    },
    { type: 'h3', text: 'Your phone as the reader' },
    {
      type: 'p',
      text: 'With tap to pay, your smartphone itself becomes the card reader. Customers hold their contactless card or phone against yours, and the payment goes through with no extra hardware at all. It is ideal for a new business, a second crew truck or a weekend helper who needs to take a payment once in a while.',
    },
    { type: 'h3', text: 'For customers who are not there' },
    {
      type: 'p',
      text: 'Not every customer is standing in front of you. Send an invoice or a payment link by text or email, and the customer pays from their own phone with a card. It works well for deposits before you order materials, for a landlord who owns the property you are working on but lives in another state, or for a catering order booked weeks ahead.',
    },
    {
      type: 'p',
      text: 'Bigger jobs often need more than one payment. You can take a deposit when the customer signs off on the estimate, a progress payment when materials arrive and the balance on the last day, each recorded against the same customer so nobody loses track of what is still owed.',
    },
    { type: 'h2', text: 'Made for the way the Coast does business' },
    {
      type: 'p',
      text: 'A lot of commerce here happens outside four walls. Mobile payments fit all of it:',
    },
    {
      type: 'ul',
      items: [
        'Contractors and home services: plumbers, electricians, roofers and HVAC crews collecting on site, including deposits before a job starts. See our [skilled trades page](/industries/skilled-trades).',
        'Food trucks and pop-ups: fast contactless lines at lunch in downtown Gulfport or outside a brewery in Biloxi on a Saturday night.',
        'Farmers markets and craft fairs: vendors in Ocean Springs and Bay St. Louis selling produce, art and jewelry, where customers rarely carry much cash.',
        'Festivals and events: Mardi Gras season, seafood festivals, car shows and concerts that bring crowds to the Coast and long lines to every booth.',
        'Charters and tours: fishing charters, kayak rentals and boat tours taking payment at the dock.',
      ],
    },
    {
      type: 'p',
      text: 'Wherever you set up, customers expect to pay by card. Every buyer who walks away because you only take cash is a sale your competitor gets instead.',
    },
    { type: 'h2', text: 'Planning for weak signal and busy days' },
    {
      type: 'p',
      text: 'Cell coverage can be patchy on the water, in the back of a metal building or in a crowded festival field. We help you plan for it: choosing hardware that can run on your phone’s connection or a portable hotspot, setting up a backup device, and showing your team how to send a payment link later if a card cannot be run on the spot. When a festival weekend is coming, call us ahead of time and we will make sure everything is charged, updated and ready.',
    },
    {
      type: 'p',
      text: 'Tips, itemized receipts by text or email, and sales tax are all handled on the device, so each sale is complete and recorded before the customer walks away.',
    },
    { type: 'h2', text: 'Fast deposits and records that add up' },
    {
      type: 'p',
      text: `Mobile sales are worth little if the money is slow to arrive. ${site.deposits}, and every mobile payment lands in the same reports as the rest of your card sales. At tax time, your bookkeeper sees one clean record instead of a shoebox of receipts and a stack of deposit slips.`,
    },
    {
      type: 'p',
      text: 'Getting started is straightforward:',
    },
    {
      type: 'ol',
      items: [
        'Tell us how and where you sell, and roughly how many payments you take away from a counter.',
        'We recommend the right mix of readers, tap to pay and invoicing, with clear pricing in writing.',
        'We set up your devices, items and tax settings and walk your crew through a test sale.',
        `You take your first payment in the field, with ${site.supportHours} U.S.-based support a phone call away.`,
      ],
    },
    {
      type: 'p',
      text: 'For a closer look at how trades businesses use these tools, read our guide to [mobile payments for contractors](/articles/mobile-payments-contractors). If you also run a storefront, mobile payments work alongside our [POS systems](/solutions/pos-systems) and [credit card processing](/solutions/credit-card-processing).',
    },
  ],
  highlights: [
    {
      icon: Nfc,
      title: 'Tap to Pay on Your Phone',
      description:
        'Turn your smartphone into a card reader for contactless cards and mobile wallets, no extra hardware needed.',
    },
    {
      icon: Send,
      title: 'Invoices and Payment Links',
      description:
        'Send a link by text or email and get paid for deposits, remote customers and booked orders.',
    },
    {
      icon: Truck,
      title: 'Built for Work on the Move',
      description:
        'Pocket readers and handheld terminals for job sites, food trucks, markets and festival booths.',
    },
    {
      icon: ReceiptText,
      title: 'Tips, Receipts and Sales Tax',
      description:
        'Each sale is finished on the device: the tip added, the tax worked out and the receipt sent by text or email.',
    },
  ],
  cta: {
    heading: 'Take Your Checkout to the Job Site',
    text: 'Tell us where you sell and how you get paid today. We will match you with readers, tap to pay or invoicing that fits.',
    primary: { label: 'Request a Consultation', href: contactPath },
    secondary: { label: 'Apply Today', href: applyPath },
  },
};
