import type { Article } from '../types';
import { site } from '../../config/site';

export const article: Article = {
  slug: 'mobile-payments-contractors',
  title: 'Mobile Payments for Contractors: Collect Before You Leave the Driveway',
  excerpt:
    'How Gulf Coast contractors and service crews take cards on the job, send payment links, collect deposits and keep working where cell signal is weak.',
  category: 'Mobile Payments',
  date: '2026-09-08',
  body: [
    {
      type: 'p',
      text: 'A Gulfport HVAC technician finishes a compressor swap in the middle of a July heat wave. The homeowner is grateful, the house is cooling down, and then comes the familiar line: “I’ll mail you a check.” Maybe it arrives next week. Maybe it arrives after a few reminder calls. Maybe it bounces. Either way, the job is done and the money is still somewhere else.',
    },
    {
      type: 'p',
      text: 'Mobile payments change that conversation. With a card reader or a phone, a payment link and a few good habits, contractors and service crews across the Coast can collect payment at the job site, collect deposits before materials are ordered, and spend less time in the office chasing balances. Here is what to look for and how to set it up.',
    },
    { type: 'h2', text: 'Collecting on the job site versus waiting on checks' },
    {
      type: 'p',
      text: 'Checks feel free, but they carry costs that never show up on a statement: the drive to the bank, the follow-up calls, the invoices that slip through the cracks, the bounced check you find out about after the material bill is already due. For a small crew, the gap between finishing and being paid is a loan to your customers.',
    },
    {
      type: 'p',
      text: 'Taking a card before you pack up the truck closes that gap. The payment is approved on the spot, the customer gets a receipt, and you can move on to the next call knowing the job is settled. Many customers would rather tap a card than hunt for a checkbook anyway.',
    },
    { type: 'h2', text: 'Card readers, phones and tap to pay' },
    { type: 'h3', text: 'Pocket card readers' },
    {
      type: 'p',
      text: 'A small reader that pairs with your phone or tablet accepts chip cards, contactless cards and phone wallets. It fits in a shirt pocket or a tool bag and turns any job into a checkout counter.',
    },
    { type: 'h3', text: 'Tap to pay on your phone' },
    {
      type: 'p',
      text: 'On a compatible smartphone, a tap-to-pay app lets the customer hold a contactless card or phone wallet against the back of your phone, with no extra hardware at all. It is handy for helpers and a good backup when a reader’s battery dies.',
    },
    { type: 'h2', text: 'Invoices and payment links for when the customer isn’t there' },
    {
      type: 'p',
      text: 'Plenty of work happens when nobody is home. A landscaper mows in Ocean Springs while the owner is at work, a plumber fixes a leak at a rental cottage whose owner lives out of state, an electrician finishes a panel upgrade at a business after hours. Instead of leaving an invoice in the door, send it by text or email with a secure payment link. The customer pays by card from their phone, and you see it in your account as soon as it clears.',
    },
    {
      type: 'ul',
      items: [
        'Build the invoice from your phone before you leave the property, with line items, photos of the finished work and any notes.',
        'Set automatic reminders so you are not the one making awkward follow-up calls.',
        'See at a glance which invoices are open, paid or overdue, and export them for your bookkeeper.',
        'For recurring work such as lawn care or maintenance agreements, keep a card on file with the customer’s permission and bill on a schedule.',
      ],
    },
    { type: 'h2', text: 'Deposits and progress payments' },
    {
      type: 'p',
      text: 'Bigger jobs need money up front. After a hurricane or a hard spring storm, a roofer in Pascagoula may have a long list of homeowners waiting, and shingles, underlayment and flashing have to be bought before the first crew climbs a ladder. Taking a card deposit when the contract is signed keeps materials moving without stretching your own credit.',
    },
    {
      type: 'p',
      text: 'Progress payments work the same way. Break a remodel or a reroof into milestones and collect each payment as you reach it:',
    },
    {
      type: 'ol',
      items: [
        'A deposit at signing, to cover materials and scheduling.',
        'A progress payment when the old roof is torn off and the deck is dried in, or when rough-in passes inspection.',
        'The final payment at the walk-through, taken on the spot with the homeowner’s card.',
      ],
    },
    {
      type: 'p',
      text: 'Every payment comes with a clear receipt that the homeowner can pass along to an insurance adjuster. That paper trail also sets you apart after a storm, when homeowners are rightly wary of out-of-town crews who ask for cash up front and disappear. A local contractor who takes cards, puts everything in writing and answers the phone earns trust quickly.',
    },
    { type: 'h2', text: 'Offline mode where the signal is weak' },
    {
      type: 'p',
      text: 'Anyone who works the Coast knows the dead spots: back roads along the bayous, new subdivisions north of the interstate, the inside of a metal shop building, and whole neighborhoods after a storm knocks cell towers out. A good mobile payment app has an offline mode that stores the card payment securely on the device and sends it for approval as soon as the signal comes back.',
    },
    {
      type: 'p',
      text: 'Use it with care. A payment taken offline is only approved once it is sent, so a declined card shows up after you have left. Set a sensible limit for offline payments, save it for customers you know, and when you can, step out to the street to catch a signal before you finish the sale.',
    },
    { type: 'h2', text: 'Security on the go' },
    {
      type: 'p',
      text: 'A phone in a truck is easier to lose than a terminal on a counter, so habits matter in the field:',
    },
    {
      type: 'ul',
      items: [
        'Use readers that encrypt card data the moment the card is tapped or inserted, so your phone never holds a readable card number.',
        'Store cards on file as tokens rather than numbers, and never write card details on a work order or take them in a text message.',
        'Give each technician their own login, so you know who took which payment and can switch off access when someone leaves.',
        'Lock every phone and tablet with a passcode, keep apps updated, and make sure you can sign a lost device out of your account remotely.',
        'Tap or insert cards whenever the customer is present; keyed-in payments carry more fraud risk and usually cost more.',
      ],
    },
    {
      type: 'p',
      text: 'For a deeper look at protecting your business and your customers, read our guide to [payment security](/articles/payment-security).',
    },
    { type: 'h2', text: 'Receipts by text or email' },
    {
      type: 'p',
      text: 'Digital receipts are faster than carbon copies and far harder to lose. The customer’s receipt arrives by text or email before you back out of the driveway, with your business name, the work performed and the amount paid. You keep a matching record, which makes tax time easier and heads off “what was this charge?” disputes.',
    },
    { type: 'h2', text: 'Built for the trades that keep the Coast running' },
    {
      type: 'ul',
      items: [
        'HVAC contractors answering no-cool calls all summer.',
        'Plumbers handling emergency calls, from burst pipes to water heater swaps.',
        'Electricians doing panel upgrades, generator hookups and storm repairs.',
        'Roofers working through the rush after a storm, collecting deposits and progress payments.',
        'Landscapers and lawn care crews billing regular customers on a schedule.',
        'Mobile detailers working at condos, marinas and office parking lots from Bay St. Louis to Biloxi.',
      ],
    },
    { type: 'h2', text: 'Keeping the cost of taking cards down' },
    {
      type: 'p',
      text: 'Card fees are real, and contractors working on tight margins feel them. How you take the card matters: tapped and inserted cards generally cost less than keyed-in ones. A clear rate structure matters too, and so do options such as dual pricing that let you offer a cash price. It pays to have someone look: 97% of our clients save money. Our guide to [reducing processing fees](/articles/reducing-processing-fees) explains where the savings usually hide.',
    },
    { type: 'h2', text: 'Getting set up' },
    {
      type: 'p',
      text: `We help contractors pick the right mix of readers, phones and invoicing for the way they work, set up logins for the crew and walk everyone through it before they head out. When a payment question comes up on a Saturday emergency call, ${site.supportHours} U.S.-based support is a phone call away. See the options on our [mobile payments page](/solutions/mobile-payments), or read how we work with [skilled trades](/industries/skilled-trades) across the Coast.`,
    },
    {
      type: 'p',
      text: 'If you are tired of waiting on checks, [request a free consultation](/contact) and we will help you start collecting on the job.',
    },
  ],
  related: ['payment-security', 'reducing-processing-fees'],
};
