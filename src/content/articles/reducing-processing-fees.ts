import { site } from '../../config/site';
import { surchargeRules } from '../pricing-rules';
import type { Article } from '../types';

export const article: Article = {
  slug: 'reducing-processing-fees',
  title: 'How to Cut Your Credit Card Processing Fees',
  excerpt:
    'Where your card processing money goes, which pricing model fits, and the hidden fees to cut from your next statement.',
  category: 'Cost Savings',
  date: '2026-11-10',
  updated: '2026-11-26',
  // SPEC.md section 9 gives these as example stats: the card says so, and the text calls them an example.
  stats: {
    heading: 'An example of what a review can find',
    items: [
      { value: '$847', label: 'monthly savings' },
      { value: '23%', label: 'rate reduction' },
      { value: '$10K+', label: 'annual savings' },
    ],
  },
  body: [
    {
      type: 'p',
      text: 'If you run an oyster bar in Biloxi, a marina in Long Beach or a dental practice in Gulfport, card processing is probably one of the larger lines in your monthly expenses — and one of the least understood. The statement arrives, the total looks higher than last month, and there is never a slow afternoon to work out why.',
    },
    {
      type: 'p',
      text: 'The good news is that processing costs are not set in stone. Part of what you pay is fixed by the card networks and is the same for everyone, but a real share of it is negotiable, avoidable or simply a mistake. This guide walks through where the money goes, how the common pricing models differ, which fees deserve a hard look, and what options you have beyond trimming rates.',
    },
    { type: 'h2', text: 'Where Your Processing Money Goes' },
    {
      type: 'p',
      text: 'Every card sale carries three layers of cost, and only one of them is truly open to negotiation.',
    },
    { type: 'h3', text: 'Interchange' },
    {
      type: 'p',
      text: 'Interchange is paid to the bank that issued your customer’s card, and it is usually the largest piece of each transaction’s cost. The card networks publish the rates in long tables. What you pay depends on the kind of card (a basic debit card costs less than a premium rewards card or a corporate card), on how the card was accepted (a chip dip or a tap at the counter costs less than a number keyed in by hand), and on the type of business you run. No processor can lower interchange itself, but the way you accept cards decides which rate applies.',
    },
    { type: 'h3', text: 'Assessments' },
    {
      type: 'p',
      text: 'Assessments are fees the card networks charge for using their systems. They are small next to interchange and, like interchange, they are the same whichever processor you use. Any processor that claims to have “negotiated away” network assessments is describing something that isn’t possible.',
    },
    { type: 'h3', text: 'Processor markup' },
    {
      type: 'p',
      text: 'Everything else is markup: what your processor charges for moving the money, supplying equipment, answering the phone and producing your reports. This is why two businesses with the same sales can get very different bills, and it is the part you can shop and negotiate.',
    },
    { type: 'h2', text: 'Flat-Rate, Interchange-Plus and Tiered Pricing' },
    {
      type: 'p',
      text: 'Processors package those layers in different pricing models, and the model you are on often matters more than the rate you were quoted.',
    },
    { type: 'h3', text: 'Flat-rate pricing' },
    {
      type: 'p',
      text: 'One percentage, sometimes plus a small per-transaction amount, for every card no matter what it actually costs to process. It is easy to read and to budget, which is why many new businesses start here. The catch is that you pay the same rate on an inexpensive debit card as on a premium rewards card, and the processor keeps the difference every time a low-cost card is used. For a weekend market stall that can be a fair trade for simplicity; for a busy restaurant running mostly debit cards it usually costs more than it should.',
    },
    { type: 'h3', text: 'Interchange-plus pricing' },
    {
      type: 'p',
      text: 'Here you pay the actual interchange and assessments, passed through at cost, plus a fixed markup written into your agreement. Your statement shows exactly what the card networks charged and exactly what your processor kept. It is the most transparent model and, for most established businesses, the least expensive, because the processor’s share does not grow when customers pull out pricier cards.',
    },
    { type: 'h3', text: 'Tiered pricing' },
    {
      type: 'p',
      text: 'Tiered pricing sorts transactions into buckets, usually labeled qualified, mid-qualified and non-qualified, each with its own rate. The processor decides which bucket each sale lands in and rarely explains how. The low qualified rate is the one that gets quoted, while rewards cards, business cards and keyed-in sales drift into the expensive buckets. If those words appear on your statement, it deserves a closer look.',
    },
    { type: 'h2', text: 'How to Read Your Processing Statement' },
    {
      type: 'p',
      text: 'Every statement carries the same information, however it is laid out. Pull your most recent one and work through it in this order:',
    },
    {
      type: 'ol',
      items: [
        'Total card volume and total fees. Divide the fees by the volume to get your effective rate — the one number that tells you what accepting cards really costs, whatever rate you were quoted.',
        'The pricing model. Line items named after interchange categories point to interchange-plus; words like qualified and non-qualified point to tiered; a single rate on everything means flat-rate.',
        'Monthly and annual fees: statement fees, account fees, gateway fees, “regulatory” or “compliance” fees, monthly minimums. List every one and what it is for.',
        'Per-transaction and per-batch charges, including authorization fees charged on every approval and every decline.',
        'Equipment charges, including rental or lease payments for terminals you may have forgotten you were paying for.',
      ],
    },
    {
      type: 'p',
      text: 'Our [card fee calculator](/fee-calculator) does that division for you, and shows what dual pricing or a surcharge would change at your volume. Then compare your effective rate across several months. If it creeps upward while your mix of sales stays the same, your rates or fees have probably changed. Processors often announce changes in a message on the statement itself, where a busy owner is least likely to see it.',
    },
    { type: 'h2', text: 'Hidden Fees Worth Questioning' },
    {
      type: 'p',
      text: 'Some fees are a fair cost of doing business. Others survive because so few merchants read their statements. These are the ones we find most often.',
    },
    { type: 'h3', text: 'PCI non-compliance fees' },
    {
      type: 'p',
      text: 'Every business that accepts cards has to follow the PCI Data Security Standard and confirm it each year, usually by completing a self-assessment questionnaire. When that questionnaire isn’t on file, many processors add a monthly non-compliance fee — sometimes for years, to businesses that were never told the form existed. Completing the questionnaire usually makes the fee disappear and protects your business at the same time. Our [payment security guide](/articles/payment-security) explains what is involved.',
    },
    { type: 'h3', text: 'Batch fees' },
    {
      type: 'p',
      text: 'A batch fee is charged each time you close out and settle the day’s transactions. It looks harmless on its own, but a business that settles every day, or a bar that closes out several terminals every night, pays it over and over. Ask whether you are charged one, and whether it is charged per terminal.',
    },
    { type: 'h3', text: 'Early-termination fees' },
    {
      type: 'p',
      text: 'Many processing agreements renew automatically and charge a cancellation fee if you leave before the term ends; some calculate it from the fees the processor expects to lose over the rest of the contract. Read the termination section before you sign anything. Before you switch, find out what leaving will cost and weigh it honestly against the savings.',
    },
    { type: 'h3', text: 'Fees that quietly appear' },
    {
      type: 'p',
      text: 'Watch for new line items that show up in the middle of a contract with vague names such as “network access,” “service” or “regulatory.” Some reflect genuine network charges; others are markup under another name. Ask what each one is and who receives the money.',
    },
    { type: 'h2', text: 'The Trouble with Equipment Leases' },
    {
      type: 'p',
      text: 'Terminal leases are among the most expensive surprises in the industry. A salesperson offers a countertop terminal for a low monthly payment, and the paperwork turns out to be a non-cancellable lease with a separate leasing company. Closing your merchant account does not end the lease, and over its full term the payments often add up to far more than the terminal would have cost to buy outright.',
    },
    {
      type: 'p',
      text: 'Before you sign for equipment, ask four questions: are you buying, renting or leasing; who holds the contract; can it be canceled; and what do all the payments add up to? If you already have a lease, dig out the agreement and check the end date and the buyout terms. When we quote terminals and [point-of-sale systems](/solutions/pos-systems), the equipment cost is written out so you can compare it line by line.',
    },
    { type: 'h2', text: 'Passing the Cost On: Dual Pricing and Surcharging' },
    {
      type: 'p',
      text: 'Some businesses go a step further and pass part or all of the cost of card acceptance to the customers who pay by card. There are two established ways to do it, and they work very differently.',
    },
    { type: 'h3', text: 'Dual pricing' },
    {
      type: 'p',
      text: '[Dual pricing](/articles/dual-pricing) posts two prices for everything, a card price and a lower cash price, and lets each customer choose. Because it works as a discount for paying cash, it covers debit cards as well as credit. Our dual pricing guide shows how the two prices are set and what your signs and receipts must say.',
    },
    { type: 'h3', text: 'Surcharging' },
    {
      type: 'p',
      text: 'A surcharge is a fee added to the bill when a customer pays with a credit card. Whether you may add one at all depends on your state, and the card networks attach conditions of their own. Each of these has to be in place before the first surcharge:',
    },
    { type: 'ul', items: surchargeRules.items },
    {
      type: 'p',
      text: 'A surcharge set up carelessly can bring penalties and unhappy regulars, so we walk every business through the notice, the signs and the receipts before anything is switched on. The [solutions page](/solutions) sets out both programs side by side, and we can help you decide which one, if either, fits the way your customers pay.',
    },
    { type: 'h2', text: 'Negotiating with Your Current Processor' },
    {
      type: 'p',
      text: 'You don’t have to switch processors to save money. Most processors would rather adjust your pricing than lose your account, but few volunteer a better deal. Before you pick up the phone:',
    },
    {
      type: 'ul',
      items: [
        'Know your numbers: monthly card volume, average ticket and your effective rate over the last few months.',
        'Ask to move to interchange-plus pricing if you are on tiered or flat-rate pricing and your sales are steady.',
        'Ask which fees can be waived. Statement, batch, annual and PCI non-compliance fees are common candidates.',
        'Get every change in writing, then check the next statement to confirm it was actually applied.',
        'Bring a competing quote. Nothing sharpens a negotiation like a written offer from another processor.',
      ],
    },
    {
      type: 'p',
      text: 'Look at how you take cards, too. Keyed-in sales usually cost more than chip or tap, so when the customer is standing in front of you, dip or tap the card instead of typing the number. For phone and online orders, run the address check and send complete order details with every sale; transactions missing them can fall into a costlier category. The security code helps stop fraud, but it does not earn a lower rate by itself. And settle your batch every day: transactions left open too long can be downgraded to more expensive categories.',
    },
    { type: 'h2', text: 'What Switching Can Save' },
    {
      type: 'p',
      text: 'When business owners bring us their statements, the savings tend to come from the same places: moving from tiered to transparent pricing, stripping out fees that don’t belong, getting out from under an overpriced equipment lease and, where it fits, adding a dual pricing or surcharge program. 97% of clients save money, with average savings over 20% annually. The example beside this article shows the kind of difference a review can find on one statement; it illustrates, it does not promise.',
    },
    {
      type: 'p',
      text: 'Your own result depends on your volume, your card mix and the agreement you are in today, which is exactly why we start with your statement rather than a rate sheet. A Bay St. Louis gift shop that sells mostly in tourist season and a Pascagoula machine shop billing other businesses need very different setups.',
    },
    { type: 'h2', text: 'Get a Free Statement Review' },
    {
      type: 'p',
      text: `We have been helping Gulf Coast businesses make sense of card processing since ${site.foundedYear}, and a statement review costs you nothing. Send us a recent statement and we will work out your effective rate, point to every fee that can be reduced or removed, flag any lease or termination terms to watch, and tell you plainly whether switching makes sense. If your current processor is treating you fairly, we will say so.`,
    },
    {
      type: 'p',
      text: 'To find out what you are really paying, [request a free consultation](/contact) and bring your latest statement along.',
    },
  ],
  related: ['dual-pricing', 'payment-security'],
};
