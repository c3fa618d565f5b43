import type { Article } from '../types';

export const article: Article = {
  slug: 'dual-pricing',
  title: 'Dual Pricing Explained: A Card Price, a Cash Price and No Surprises',
  excerpt:
    'How dual pricing works, how it differs from surcharging, what compliance requires, and which Gulf Coast businesses it suits best.',
  category: 'Solutions',
  date: '2026-10-21',
  body: [
    {
      type: 'p',
      text: 'Picture a po-boy shop near the Biloxi beachfront on a July Saturday. The line is out the door, almost everyone pays by card, and every one of those card sales costs the shop money to process. By the end of the month, those costs have quietly eaten into margins that were thin to begin with.',
    },
    {
      type: 'p',
      text: 'Dual pricing is one of the simplest ways to stop absorbing that cost. It is straightforward for customers to understand, it covers every card sale, and when it is set up properly it stays on the right side of the card network rules. Here is how it works, how it differs from surcharging, and how to tell whether it fits your business.',
    },
    { type: 'h2', text: 'What Dual Pricing Is' },
    {
      type: 'p',
      text: 'With dual pricing, every item has two posted prices: one for paying by card and one for paying with cash. The customer sees both before deciding how to pay, and the price follows that choice. The card price is your regular price, set to cover what it costs you to accept cards. The cash price is that same price with a discount for paying in cash.',
    },
    { type: 'h3', text: 'The $10.00 and $9.67 example' },
    {
      type: 'p',
      text: 'The example we use most is a $10.00 card price versus a $9.67 cash price. The cash price is simply the card price less the cash discount: take $10.00, subtract a 33-cent discount, and you arrive at $9.67. A customer who pays by card pays $10.00; a customer who pays with cash pays $9.67. On a full ticket the same discount applies to every item, so the receipt shows one total for card and a lower total for cash.',
    },
    {
      type: 'p',
      text: 'For the business, the point is that processing costs on card sales are built into the card price instead of coming out of your margin. Cash customers are rewarded with a lower price, card customers pay the price they saw on the menu or the shelf, and nobody finds an unexpected fee at the bottom of the bill.',
    },
    {
      type: 'p',
      text: 'To see what that difference would bring in at your own card volume, and how much of your fees it would cover, put last month’s statement through our [card fee calculator](/fee-calculator).',
    },
    { type: 'h2', text: 'How Dual Pricing Differs from Surcharging' },
    {
      type: 'p',
      text: 'Both programs move the cost of card acceptance away from your bottom line, but they work in opposite directions and follow very different rules.',
    },
    {
      type: 'p',
      text: 'A surcharge is a fee added at checkout when a customer pays with a credit card. The rules for surcharging are strict:',
    },
    {
      type: 'ul',
      items: [
        'The surcharge program must be registered with the card networks 30 days before implementation.',
        'The surcharge cannot exceed your actual processing cost (typically 3-4%).',
        'Debit cards cannot be surcharged.',
        'Some states prohibit surcharging.',
      ],
    },
    {
      type: 'p',
      text: 'Dual pricing adds nothing at checkout. Both prices are visible from the start, and paying cash earns a discount. Because it is a cash discount rather than a fee on cards, it covers credit and debit card sales alike, which matters a great deal for businesses where many customers pay with debit.',
    },
    { type: 'h3', text: 'Side by side' },
    {
      type: 'ul',
      items: [
        'What the customer sees: with surcharging, a fee added to credit card sales; with dual pricing, two prices shown up front.',
        'Which sales are covered: surcharging covers credit card sales only, while dual pricing covers every card sale, credit or debit.',
        'What it takes to start: surcharging needs registration with the card networks 30 days before implementation; dual pricing needs correct signage, price displays and receipts.',
        'Where it is available: surcharging is ruled out in states that prohibit it, so it is worth checking your state before choosing it.',
      ],
    },
    { type: 'h2', text: 'Staying Compliant' },
    {
      type: 'p',
      text: 'Dual pricing works only when customers can see both prices before they pay. The requirements are practical rather than complicated, and we help you put each one in place.',
    },
    { type: 'h3', text: 'Signage at the entrance and at the register' },
    {
      type: 'p',
      text: 'Post a clear notice at the entrance and at every register or checkout point explaining that prices are shown for both card and cash payments, and that paying cash earns the lower price. A customer should know before ordering, not discover it while handing over a card. For a food truck or a market booth, that means a sign on the order window as well as at the card reader.',
    },
    { type: 'h3', text: 'Receipts showing both prices' },
    {
      type: 'p',
      text: 'Every receipt should show both the card total and the cash total, so the customer can see exactly what each way of paying costs. Terminals and [point-of-sale systems](/solutions/pos-systems) programmed for dual pricing print both totals automatically, which takes the arithmetic off your staff during a rush.',
    },
    { type: 'h3', text: 'Menus, price tags and price lists' },
    {
      type: 'p',
      text: 'Wherever you list prices — printed menus, chalkboards, shelf tags, service menus, quote sheets — show both the card price and the cash price. A restaurant can print both beside each dish; a boutique can use shelf tags that carry both figures; a contractor can list both on every written estimate.',
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
        'HVAC, plumbing and electrical contractors in Gulfport and Biloxi, especially after storm season when large repair jobs pile up.',
        'Convenience stores, bait and tackle shops and package stores that run on narrow margins.',
        'Barbers, salons and nail studios with loyal regulars who quickly get used to the two prices.',
      ],
    },
    {
      type: 'p',
      text: 'It can be a harder fit where customers expect a single figure on an invoice, as at some professional firms, or for online stores where cash simply isn’t an option. In those cases surcharging, where it is allowed, or simply lowering your rates may be the better route. Our guide to [reducing processing fees](/articles/reducing-processing-fees) covers that side.',
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
        'Train your team and launch. Your staff learn how to explain the program, and our 24/7 U.S.-based support is there if questions come up on a busy night.',
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
