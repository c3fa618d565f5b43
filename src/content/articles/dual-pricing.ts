import { dualPricingFraming, dualPricingRules } from '../pricing-rules';
import type { Article } from '../types';
import { site } from '../../config/site';

export const article: Article = {
  slug: 'dual-pricing',
  title: 'Dual Pricing Explained: A Card Price, a Cash Price and No Surprises',
  excerpt:
    'How dual pricing works, how it differs from surcharging, what compliance requires, and which Gulf Coast businesses it suits best.',
  category: 'Solutions',
  date: '2026-10-21',
  updated: '2026-11-26',
  body: [
    {
      type: 'p',
      text: 'Picture a po’boy shop near the Biloxi beachfront on a July Saturday. The line is out the door, almost everyone pays by card, and every one of those card sales costs the shop money to process. By the end of the month, those costs have quietly eaten into margins that were thin to begin with.',
    },
    {
      type: 'p',
      text: 'Dual pricing is one of the simplest ways to stop absorbing that cost. It is straightforward for customers to understand, it covers every card sale, and when it is set up properly it stays on the right side of the card network rules. Here is how it works, how it differs from surcharging, and how to tell whether it fits your business.',
    },
    { type: 'h2', text: 'What Dual Pricing Is' },
    {
      type: 'p',
      text: `With dual pricing, every item has two posted prices: one for paying by card and one for paying with cash. The customer sees both before deciding how to pay, and the price follows that choice. ${dualPricingFraming} On the menu or the shelf tag, the cash price reads as the card price less a discount for paying cash.`,
    },
    { type: 'h3', text: 'The $10.00 and $9.67 example' },
    {
      type: 'p',
      text: 'The example we use most is a $10.00 card price versus a $9.67 cash price. An item that sells for $9.67 today keeps that as its cash price and gets a $10.00 card price, a 33-cent difference that pays for taking the card. A customer who pays by card pays $10.00; a customer who pays with cash pays $9.67, as before. On a full ticket the same difference applies to every item, so the receipt shows one total for card and a lower total for cash.',
    },
    {
      type: 'p',
      text: 'For the business, the point is that processing costs on card sales are built into the card price instead of coming out of your margin. Cash customers pay what they paid before, card customers pay the price they saw on the menu or the shelf, and nobody finds an unexpected fee at the bottom of the bill.',
    },
    {
      type: 'p',
      text: 'To see what that difference would bring in at your own card volume once the card fees on it are paid, and how much of your fees it would cover, put last month’s statement through our [card fee calculator](/fee-calculator).',
    },
    { type: 'h2', text: 'How Dual Pricing Differs from Surcharging' },
    {
      type: 'p',
      text: 'Both programs move the cost of card acceptance away from your bottom line, but they work in opposite directions and follow very different rules.',
    },
    {
      type: 'p',
      text: 'A surcharge is a fee added at checkout when a customer pays with a credit card. It covers credit card sales only, it is ruled out in the states that forbid it, and it needs notice to your processor and the card networks before it starts, along with rules on limits, signs and receipts that our guide to [cutting processing fees](/articles/reducing-processing-fees) sets out in full.',
    },
    {
      type: 'p',
      text: 'Dual pricing adds nothing at checkout. Both prices are visible from the start, and paying cash earns a discount. Because it is a cash discount rather than a fee on cards, it covers credit and debit card sales alike, which matters a great deal for businesses where many customers pay with debit. What it asks of you is the right signs, price displays and receipts.',
    },
    { type: 'h2', text: 'Staying Compliant' },
    {
      type: 'p',
      text: 'Dual pricing works only when customers can see both prices before they pay. The requirements are practical rather than complicated, and we help you put each one in place:',
    },
    { type: 'ul', items: dualPricingRules.items },
    { type: 'h3', text: 'What that looks like at your counter' },
    {
      type: 'p',
      text: 'The point of every sign is that a customer knows the two prices before ordering, not while handing over a card. At a food truck or a festival booth, that means a sign on the order window as well as one at the card reader. A seafood market can chalk both prices beside the day’s catch; a marina store can print both on its shelf tags; a plumber can list both on every written estimate.',
    },
    {
      type: 'p',
      text: 'Terminals and [point-of-sale systems](/solutions/pos-systems) programmed for dual pricing work out and print both totals on their own, which takes the arithmetic off your staff during a rush.',
    },
    {
      type: 'p',
      text: 'Finally, make sure every cashier and server can explain the program in a sentence: “We show two prices, one for card and a lower one for cash, and you choose.” A confident, friendly answer settles nearly every question at the counter, and it matters most in tourist season, when visitors from out of state may not have seen dual pricing before.',
    },
    { type: 'h2', text: 'Which Gulf Coast Businesses It Suits' },
    {
      type: 'p',
      text: 'Dual pricing fits best where sales are frequent, margins are tight and a fair share of customers already pay cash or are happy to for a better price. Along the coast, that includes:',
    },
    {
      type: 'ul',
      items: [
        'Restaurants, bars, coffee shops and seafood spots from Bay St. Louis to Pascagoula, where card costs on busy tourist weekends add up fast.',
        'Auto repair shops, tire shops and detailers, whose tickets are large enough that processing costs are hard to ignore.',
        'Roofers, plumbers and electricians billing large storm-repair jobs.',
        'Seafood markets and shrimpers selling off the boat at the Biloxi and Pass Christian harbors, where plenty of customers still carry cash.',
        'Convenience stores, bait and tackle shops and package stores that run on narrow margins.',
        'Barbers, salons and nail studios with loyal regulars who quickly get used to the two prices.',
      ],
    },
    {
      type: 'p',
      text: 'It can be a harder fit where customers expect a single figure on an invoice, as at some professional firms, or for online stores where cash simply isn’t an option. In those cases a surcharge, in a state that permits one, or simply a lower rate may be the better route. Our guide to [reducing processing fees](/articles/reducing-processing-fees) covers that side.',
    },
    { type: 'h2', text: 'How to Switch to Dual Pricing' },
    {
      type: 'p',
      text: 'Moving to dual pricing takes some preparation, but most of it happens before your first customer notices anything. Here is how we handle it with the businesses we work with:',
    },
    {
      type: 'ol',
      items: [
        'Review your costs. We go through your recent processing statements to see what card acceptance costs you today and what dual pricing would change.',
        'Choose the right program. We compare dual pricing with surcharging for your kind of business and your state, and tell you plainly which fits.',
        'Set up your equipment. We program your terminals or point-of-sale system to show both prices and print both totals on every receipt.',
        'Update prices and signs. Menus, shelf tags, price lists and the notices at your entrance and register are changed before you go live.',
        `Train your team and launch. Your staff learn how to explain the program, and our ${site.supportHours} U.S.-based support is there if questions come up on a busy night.`,
      ],
    },
    {
      type: 'p',
      text: 'You can compare the dual pricing program with our surcharge program and other services on the [solutions page](/solutions), or ask us to run the numbers on your own statement.',
    },
    {
      type: 'p',
      text: 'To find out what dual pricing would mean for your business, [request a free consultation](/contact).',
    },
  ],
  related: ['reducing-processing-fees', 'restaurant-pos'],
};
