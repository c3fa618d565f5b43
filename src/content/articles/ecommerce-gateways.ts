import type { Article } from '../types';
import { site } from '../../config/site';

export const article: Article = {
  slug: 'ecommerce-gateways',
  title: 'E-Commerce Payment Gateways Explained: How to Choose One for Your Online Store',
  excerpt:
    'Gateway, merchant account or processor? How online card payments work, what to look for in a gateway and how to keep chargebacks in check.',
  category: 'E-Commerce',
  date: '2026-08-12',
  body: [
    {
      type: 'p',
      text: 'A Long Beach marina wants boaters to reserve a slip and pay before they arrive. A Pascagoula hot sauce maker is shipping bottles to fans across the country. A Biloxi charter captain wants anglers to book and pay a deposit online instead of over the phone. Each of them needs the same thing: a reliable way to take card payments on a website.',
    },
    {
      type: 'p',
      text: 'The moment you start shopping for one, the jargon arrives. Payment gateway, merchant account, processor, tokenization, 3-D Secure. This guide untangles the terms, shows how an online payment actually travels, and lists what to look for before you connect a gateway to your store.',
    },
    { type: 'h2', text: 'Gateway, merchant account and processor: who does what' },
    { type: 'h3', text: 'The payment gateway' },
    {
      type: 'p',
      text: 'The gateway is the online version of the card terminal on a shop counter. It sits between your checkout page and the rest of the payment system, encrypts the card details your customer types in, sends the request for approval and passes the answer back to your website. It is also where your online tools live: fraud filters, stored cards, recurring billing and reports.',
    },
    { type: 'h3', text: 'The merchant account' },
    {
      type: 'p',
      text: 'A merchant account is an agreement with an acquiring bank, the bank that accepts card payments on your behalf and pays them, less fees, into your own business bank account. It is set up after a review of your business, usually through a processor, and it is where your rates and terms are written down.',
    },
    { type: 'h3', text: 'The payment processor' },
    {
      type: 'p',
      text: 'The processor does the heavy lifting in the background. It carries transaction data between the gateway, the card networks and the bank that issued your customer’s card, and it handles settlement so approved sales turn into deposits.',
    },
    {
      type: 'p',
      text: 'A simple way to picture it: the gateway is the front door of your online register, the processor is the road the payment travels, and the merchant account is your agreement with the bank at the end of that road, which pays your sales into your business account. Some all-in-one services bundle everything under one shared account. That suits a hobby store, but a growing business usually does better with its own merchant account and a clear view of its rates.',
    },
    { type: 'h2', text: 'How an online card payment flows' },
    {
      type: 'p',
      text: 'From the customer’s side, paying online takes a moment. Behind the Pay button, a lot happens:',
    },
    {
      type: 'ol',
      items: [
        'The customer enters their card details, or picks a saved card, on your checkout page.',
        'The gateway encrypts the details and sends an authorization request to the processor.',
        'The processor routes the request through the card network to the bank that issued the card.',
        'The issuing bank checks the available funds, the address and security code, and its own fraud signals, then approves or declines.',
        'The answer travels back the same way, and your website shows the customer a confirmation or asks for another card.',
        'Approved payments are captured, often when the order ships, and grouped into a daily batch for settlement.',
        'The funds, less processing fees, are deposited into your business bank account.',
      ],
    },
    { type: 'h2', text: 'What to look for when choosing a gateway' },
    { type: 'h3', text: 'It works with your store' },
    {
      type: 'p',
      text: 'Start with compatibility, and check first that your platform accepts an outside gateway at all: some hosted store builders take only the payment providers they have partnered with. A good gateway connects to major e-commerce platforms such as Shopify, WooCommerce and BigCommerce through a ready-made plugin or app, so you are not paying a developer to write custom code. If you do not run a full store, look for hosted payment pages, invoices with payment links and a virtual terminal for taking card payments over the phone.',
    },
    { type: 'h3', text: 'Recurring billing' },
    {
      type: 'p',
      text: 'Subscription boxes, memberships, monthly service plans and payment plans all need billing that runs by itself. Look for flexible schedules, automatic retries when a card is declined, and emails that ask customers to update an expired card before the payment fails.',
    },
    { type: 'h3', text: 'Tokenized card-on-file' },
    {
      type: 'p',
      text: 'Tokenization replaces the card number with a random stand-in that is useless to anyone who steals it. The gateway stores the real card securely; your store keeps only the token. Returning customers check out faster, recurring billing works smoothly, and far less sensitive data ever touches your website, which makes your security obligations under the PCI standards much lighter.',
    },
    { type: 'h3', text: 'Fraud tools' },
    {
      type: 'p',
      text: 'Online sales are card-not-present transactions, so fraud tools are not optional. The basics are address verification (AVS), which compares the billing address with the one on file at the card issuer, and card security code (CVV) checks, which compare the three or four digits printed on the card: on the back of most cards, on the front of an American Express card. The check makes a stolen card number on its own harder to use, but a match does not prove the shopper is holding the card. 3-D Secure adds a step where the issuing bank verifies the shopper, often with a code sent to their phone, and can shift liability for fraud-related chargebacks away from you. Beyond those, look for rules you can set yourself, such as flagging orders where the shipping and billing addresses do not match or blocking rapid-fire attempts from the same source.',
    },
    { type: 'h3', text: 'Currencies for visitors from abroad' },
    {
      type: 'p',
      text: 'The Coast welcomes visitors from all over the world, and some of them want to order again once they are home. A gateway that supports 150+ currencies lets those shoppers see and pay prices in their own currency, which cuts abandoned carts and surprise conversion charges.',
    },
    { type: 'h3', text: 'Reliability and support' },
    {
      type: 'p',
      text: `A gateway that goes down during a holiday sale costs you real orders. Ask about uptime; ours runs at 99.9% uptime. Ask, too, who you reach when something breaks at night or on a weekend. We offer ${site.supportHours} U.S.-based support, because online stores never close.`,
    },
    { type: 'h2', text: 'How quickly you can start selling' },
    {
      type: 'p',
      text: 'Getting online does not have to take long. A decision on your gateway application typically comes in 24-48 hours, and once you are approved, e-commerce setup can take as little as 24 hours. To keep things moving, have these ready:',
    },
    {
      type: 'ul',
      items: [
        'Your business details, tax ID and the bank account where deposits should go.',
        'A live website or store with clear product descriptions and prices.',
        'A written refund, return and shipping policy that customers can find easily.',
        'Contact information on the site: a phone number, an email address and your business location.',
        'Your store platform login, so the gateway can be connected and tested.',
      ],
    },
    {
      type: 'p',
      text: 'Learn more about the options on our [payment gateways page](/solutions/payment-gateways), and see the full set of tools for online sellers on our [e-commerce industry page](/industries/ecommerce).',
    },
    { type: 'h2', text: 'Chargebacks: how to prevent them and how to respond' },
    {
      type: 'p',
      text: 'A chargeback happens when a cardholder disputes a charge with their bank and the bank pulls the money back from your account while the case is reviewed. Some are true fraud, where a stolen card was used. Many more come from confusion: a customer who does not recognize the charge, a package that never arrived, or a return that was not refunded as expected. Each one costs you the sale, the goods and a fee.',
    },
    { type: 'h3', text: 'Prevention' },
    {
      type: 'ul',
      items: [
        'Use a billing descriptor customers will recognize, your store’s name rather than a legal entity they have never heard of.',
        'Ship with tracking, and require a signature for high-value orders.',
        'Post your refund policy clearly and answer customer emails quickly; a fast refund is far cheaper than a dispute.',
        'Turn on AVS, CVV checks and 3-D Secure, and review flagged orders before you ship.',
        'Send order confirmations and shipping updates so customers always know where their purchase is.',
      ],
    },
    { type: 'h3', text: 'Responding' },
    {
      type: 'p',
      text: 'When a chargeback does arrive, respond promptly, since the deadlines are short. Send the evidence that answers the reason given: the order details, the AVS and CVV results, proof of delivery, and any messages with the customer. Good records win many disputes.',
    },
    { type: 'h2', text: 'Look at the whole cost' },
    {
      type: 'p',
      text: 'Because online payments are card-not-present, they usually cost more to process than a tapped card in a shop. Compare the full picture: processing rates, gateway fees, chargeback fees and any monthly minimums. Our guide to [reducing processing fees](/articles/reducing-processing-fees) shows where to look, and our guide to [payment security](/articles/payment-security) covers how to protect your customers’ data.',
    },
    {
      type: 'p',
      text: 'If you are ready to open an online store or tired of your current gateway, [request a free consultation](/contact) and we will help you choose the right setup.',
    },
  ],
  related: ['payment-security', 'reducing-processing-fees'],
};
