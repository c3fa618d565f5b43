import type { Article } from '../types';
import { site } from '../../config/site';

export const article: Article = {
  slug: 'payment-security',
  title: 'Payment Security in Plain Words: A Guide for Small Business Owners',
  excerpt:
    'PCI compliance, chip cards, encryption, tokenization and chargebacks explained plainly, with a security checklist for small business owners.',
  category: 'Security',
  date: '2026-07-15',
  body: [
    {
      type: 'p',
      text: 'For a small business, a card data breach or a run of fraudulent chargebacks can do more damage than a slow season. Money is pulled back out of your account, your processor starts asking questions, and customers who trusted you with their cards begin to wonder. Large chains have security departments. A family restaurant in Ocean Springs or a two-truck plumbing company in Gulfport has the owner.',
    },
    {
      type: 'p',
      text: 'The good news is that you don’t need to become a security expert. Most of the protection comes from choosing the right equipment, keeping card numbers out of your own systems and building a few habits into your team. This guide explains the terms you will hear, what they ask of you, and ends with a checklist you can work through this week.',
    },
    { type: 'h2', text: 'PCI DSS: What It Is and What It Asks of You' },
    {
      type: 'p',
      text: 'PCI DSS stands for the Payment Card Industry Data Security Standard. It is a set of security rules maintained by the PCI Security Standards Council, a body founded by the major card networks, and it applies to every business that accepts, processes, stores or transmits card data — from a casino resort in Biloxi to a one-chair barbershop in Bay St. Louis. The rules cover things like protecting stored card data, encrypting card data as it travels, controlling who can get at payment systems, and keeping software up to date.',
    },
    { type: 'h3', text: 'The self-assessment questionnaire' },
    {
      type: 'p',
      text: 'Most small businesses confirm their compliance once a year by completing a Self-Assessment Questionnaire, usually called the SAQ. There are several versions, and the one you fill in depends on how you accept cards. A shop that uses only a standalone terminal with a secure connection answers a far shorter set of questions than a business that keeps card data on its own computers. Picking the right version matters: too broad and you waste an afternoon; too narrow and you aren’t actually covered.',
    },
    { type: 'h3', text: 'Quarterly scans, where they apply' },
    {
      type: 'p',
      text: 'If parts of your payment setup can be reached from the internet — for example, a website that collects card details on its own pages — you may also need quarterly vulnerability scans by an Approved Scanning Vendor, a company certified to probe your systems for weaknesses. Many small businesses that use hosted payment pages or encrypted terminals don’t need them at all. Your questionnaire tells you whether scans apply to you.',
    },
    {
      type: 'p',
      text: `Ignoring PCI has real costs. Many processors charge a monthly fee to merchants with no questionnaire on file, and a breach at a business that wasn’t compliant can bring penalties on top of the cleanup. We have been compliance experts since ${site.foundedYear}, and helping merchants pick the right questionnaire and complete it is part of how we work.`,
    },
    { type: 'h2', text: 'Tokenization: Keeping Card Numbers Out of Your Systems' },
    {
      type: 'p',
      text: 'The safest card number is one you never hold. Tokenization replaces a card number with a token: a stand-in value that means nothing to anyone outside your payment system. The real number stays locked in your processor’s or gateway’s secure vault, and you keep only the token.',
    },
    {
      type: 'p',
      text: 'This is what makes card-on-file billing safe. A gym charging monthly memberships, a pest control company billing quarterly service visits or an online store saving a returning customer’s card can all charge the token again without the card number ever sitting on their own systems. If a token is stolen, it is useless anywhere else. Our [payment gateways](/solutions/payment-gateways) use tokenization for exactly this reason.',
    },
    { type: 'h2', text: 'Point-to-Point Encryption' },
    {
      type: 'p',
      text: 'Point-to-point encryption, often shortened to P2PE, scrambles card data inside the terminal the instant a card is dipped, tapped or swiped. The data stays encrypted all the way to the processor’s secure environment, the only place it can be unlocked. Even if malicious software found its way onto a computer at your front desk, all it could see is unreadable code.',
    },
    {
      type: 'p',
      text: 'There is a practical bonus as well: because card data never passes through your systems in readable form, a validated point-to-point encryption solution can shrink the part of your business that PCI rules apply to, and with it the length of your questionnaire.',
    },
    { type: 'h2', text: 'EMV Chip Cards: Why Chip Beats Swipe' },
    {
      type: 'p',
      text: 'The magnetic stripe on the back of a card holds the same data every time it is swiped. Copy it once with a skimmer and a criminal can write it onto a counterfeit card and use it again and again. The chip works differently: for every transaction it generates a one-time code that cannot be reused, so data copied from a chip sale is worthless for the next one.',
    },
    {
      type: 'p',
      text: 'There is a money reason to insist on the chip, too. Under the card networks’ liability rules, when a counterfeit card is swiped at a terminal that could not read the chip, the fraud loss can land on the business rather than the card issuer. So dip every chip card, and make sure staff don’t swipe chip cards to save a few seconds during a rush. If a terminal keeps failing to read chips, have it checked rather than getting used to swiping.',
    },
    { type: 'h2', text: 'Contactless Payments' },
    {
      type: 'p',
      text: 'Tapping a card uses the same one-time-code technology as the chip, so it is just as secure, and faster at the counter. Phone and watch wallets go a step further: they replace the card number with a device-specific token and usually ask for a fingerprint, face scan or passcode before paying. The card never leaves the customer’s hand, which also keeps lines moving at a packed seafood counter during tourist season.',
    },
    { type: 'h2', text: 'Card-Not-Present Fraud and Chargebacks' },
    {
      type: 'p',
      text: 'When the card isn’t in front of you — online orders, phone orders, invoices paid by link — there is no chip to confirm it is genuine. That is where most card fraud has moved, and the fraud risk on these sales generally stays with the business. A few tools make a big difference:',
    },
    {
      type: 'ul',
      items: [
        'Address verification, which checks the billing address the customer enters against the one on file with the card issuer.',
        'The card security code: three or four digits printed on the back of most cards and on the front of American Express cards. Checking it makes a stolen card number harder to use, though a match does not prove the card is in the customer’s hand, and the code must never be stored.',
        '3-D Secure, the extra verification step some card issuers show online shoppers, which can shift liability for certain fraud away from you.',
        'Common sense about unusual orders: a first-time customer ordering far more than usual, asking for rush shipping to a different address, or trying several cards in a row.',
      ],
    },
    { type: 'h3', text: 'Handling chargebacks' },
    {
      type: 'p',
      text: 'A chargeback happens when a cardholder disputes a charge with their bank and the money is pulled back out of your account. Some disputes involve stolen cards; others come from genuine customers who don’t recognize the charge or are unhappy with what they received. You can challenge a chargeback, but only with evidence and only before the deadline in the notice, so open every dispute letter the day it arrives.',
    },
    {
      type: 'p',
      text: 'Keep the records that win disputes: signed estimates and work orders, delivery confirmations, photos of finished jobs, emails with the customer and a clearly posted refund policy. A D’Iberville roofer with a signed estimate and before-and-after photos is in a far stronger position than one with only a card number. Make sure your business name appears on card statements in a form customers will recognize, too; a confusing name on a statement invites “I don’t know this charge” disputes.',
    },
    { type: 'h2', text: 'Phishing and Staff Training' },
    {
      type: 'p',
      text: 'Many breaches begin with a person, not a computer. Fraudsters know that a busy front counter is easier to fool than a firewall. Watch for these approaches in particular:',
    },
    {
      type: 'ul',
      items: [
        'Emails claiming your merchant account is suspended and asking you to “verify” your login through a link.',
        'Phone calls or visits from someone saying they are from your processor and need to replace or “update” your terminal.',
        'Callers asking staff to run a refund to a card, process a test transaction or read out account details.',
        'Fake invoices and urgent payment requests, which tend to multiply after a storm when everyone is rushing to get back up and running.',
      ],
    },
    {
      type: 'p',
      text: `Give your team one simple rule: never act on an unexpected request for passwords, equipment or money without checking it first through a number you already know. If someone claims to be calling from us, hang up and call us back on ${site.phones.local.display}. Our ${site.supportHours} U.S.-based support will always confirm whether a request is genuine, and we would much rather take an extra call than help you clean up after a scam.`,
    },
    { type: 'h2', text: 'Your Payment Security Checklist' },
    {
      type: 'ul',
      items: [
        'Complete your PCI self-assessment questionnaire every year and keep a copy on file.',
        'Find out whether quarterly scans apply to your business, and schedule them if they do.',
        'Use chip and contactless terminals; dip or tap every chip card instead of swiping it.',
        'Choose encrypted terminals and a tokenized gateway so card numbers never touch your own systems.',
        'Never write card numbers on paper, keep them in spreadsheets or accept them by email.',
        'Change default passwords on terminals, routers and point-of-sale systems, and keep guest Wi-Fi separate from the network your payments run on.',
        'Install software updates on your point-of-sale system and computers promptly.',
        'Check terminals regularly for signs of tampering or added skimming devices, and keep a list of your devices and their serial numbers.',
        'Give every employee their own login, and remove access the day someone leaves.',
        'Turn on address verification and security-code checks for online and phone sales.',
        'Keep signed estimates, work orders and delivery records where you can find them when a dispute arrives.',
        'Train staff to spot phishing and to verify any request to change equipment, passwords or account details.',
        'Know who to call the moment something looks wrong.',
      ],
    },
    { type: 'h2', text: 'Security Without the Headache' },
    {
      type: 'p',
      text: 'Most of this list gets much shorter when your payment setup is designed for security from the start. We set up encrypted terminals and [tokenized payment gateways](/solutions/payment-gateways), help you complete your compliance paperwork, and stay on the phone with you when something looks suspicious, so you can get back to running your business.',
    },
    {
      type: 'p',
      text: 'If you’d like a second pair of eyes on how your business takes cards today, [request a free consultation](/contact).',
    },
  ],
  related: ['ecommerce-gateways', 'reducing-processing-fees'],
};
