import type { Article } from '../types';
import { site } from '../../config/site';

export const article: Article = {
  slug: 'restaurant-pos',
  title: 'Choosing a Restaurant POS System: What Gulf Coast Restaurants Need',
  excerpt:
    'What to look for in a restaurant POS on the Coast: hybrid reliability for storm season, tableside ordering, kitchen screens and pricing you can live with.',
  category: 'Industry Focus',
  date: '2026-10-02',
  brochure: true,
  body: [
    {
      type: 'p',
      text: 'Picture a Saturday in June at a seafood house on the Biloxi beachfront. The wait list is long, the kitchen is buried in fried shrimp and gumbo, and a thunderstorm rolls in off the Sound. The lights flicker, the internet drops, and the only question that matters is whether your servers can still send orders and close out checks. That question is answered long before the storm, on the day you choose your point-of-sale system.',
    },
    {
      type: 'p',
      text: 'A restaurant POS runs the floor, the kitchen, the takeout counter and the end-of-night paperwork, and it shapes what you pay to accept cards. This guide walks through what matters for restaurants on the Mississippi Gulf Coast, from Bay St. Louis oyster bars to Ocean Springs coffee shops, and ends with the questions worth asking any vendor before you sign.',
    },
    { type: 'h2', text: 'Start with reliability: why a hybrid POS fits the Coast' },
    {
      type: 'p',
      text: 'Most modern systems fall into one of two camps. Cloud-only systems are easy to manage from anywhere, but they lean on a steady internet connection. Older on-site systems keep working without the internet, but updating a menu or checking sales means being in the building. A hybrid POS gives you both: your menus, settings and reports live in the cloud, while the terminals and handhelds in your restaurant keep running on their own when the connection goes down.',
    },
    {
      type: 'p',
      text: 'That matters here. Between afternoon squalls, tropical storms and the occasional utility crew cutting a line down the road, outages during hurricane season are a fact of life. With a hybrid system, servers keep ringing in orders, tickets keep reaching the kitchen, and card payments can be stored and sent once the connection returns. When you are back online, everything syncs on its own, so your reports still add up at close.',
    },
    {
      type: 'p',
      text: 'One detail to ask about: a card taken offline is only approved when the system reconnects, so a declined card shows up later rather than at the table. A good system lets you cap offline transactions so the risk stays at a level you are comfortable with.',
    },
    { type: 'h2', text: 'Features that earn their keep in a busy dining room' },
    { type: 'h3', text: 'Table management' },
    {
      type: 'p',
      text: 'Your floor plan on screen should match your real room, deck and patio included. Hosts see at a glance which tables are open, seated, waiting on food or ready for the check. Servers can transfer tables at shift change, and tables can be joined for a large party and split again without re-entering a single item.',
    },
    { type: 'h3', text: 'Kitchen display' },
    {
      type: 'p',
      text: 'Kitchen display screens replace paper tickets that get lost, splashed or misread. Each item goes to the right station, whether that is the fryer, the grill, the raw bar or the bartender, and timers flag any ticket that has waited too long. Expo sees when a whole table is ready, so food goes out hot.',
    },
    { type: 'h3', text: 'Online ordering' },
    {
      type: 'p',
      text: 'Takeout matters, especially on game days and festival weekends. Online orders from your own website should flow straight into the POS and the kitchen, with no separate tablet on the counter and no one re-keying orders by hand. When you run out of soft-shell crab, marking it sold out once should take it off the dining room menu and the online menu at the same time.',
    },
    { type: 'h3', text: 'Tableside ordering and pay-at-table' },
    {
      type: 'p',
      text: 'Handheld devices let servers take the order at the table and send it to the kitchen before they have walked back to the station. At the end of the meal, guests tap or insert their own card at the table, add a tip on the screen and get a receipt by text or email. The card never leaves their sight, and on a big patio or a pier-side deck your servers stop making long trips to a terminal by the bar.',
    },
    {
      type: 'p',
      text: 'This workflow is where the speed comes from. Our hybrid restaurant POS is built around it and delivers 40% faster order-to-table time: quicker table turns on a packed summer weekend.',
    },
    { type: 'h3', text: 'Tips' },
    {
      type: 'p',
      text: 'Look for tip prompts with suggested amounts you choose, easy tip adjustments on signed receipts, and tip-pooling and tip-out reports that run at close. Card tips should land cleanly in the reports you hand to payroll.',
    },
    { type: 'h3', text: 'Menus and modifiers' },
    {
      type: 'p',
      text: 'A Gulf Coast menu lives on modifiers: fried or grilled, half or whole po’boy, dressed or plain, a choice of sides, market price on the catch of the day. Your POS should handle required and optional modifiers, nested choices, market-price prompts and happy hour pricing that switches on and off by itself. Changes made once in the cloud should reach every terminal, handheld and the online menu.',
    },
    { type: 'h3', text: 'Reporting' },
    {
      type: 'p',
      text: 'Good reports tell you what to change. You want sales by hour, day part, item and server; a product mix that shows which dishes pull their weight; labor compared with sales; and void, comp and discount reports that help stop losses before they grow. Because the data lives in the cloud, you can check last night’s numbers from your phone while you are at the seafood supplier.',
    },
    { type: 'h2', text: 'Dual pricing: keeping card fees off your margins' },
    {
      type: 'p',
      text: 'Card fees are one of the biggest lines on a restaurant’s statement that owners never see on the menu. Dual pricing shows two prices for every item, a card price and a cash price, such as a $10.00 card price versus a $9.67 cash price. Guests choose how to pay, and the difference helps cover what it costs to accept cards.',
    },
    {
      type: 'p',
      text: `For this to work, the POS has to handle it automatically: both prices on the menu and the receipt, the right total at the table, and tips calculated the way you decide. Signage and receipts have to be set up correctly, and we have been compliance experts since ${site.foundedYear}. Read our guide to [dual pricing](/articles/dual-pricing) to see how it compares with surcharging and whether it suits your restaurant.`,
    },
    { type: 'h2', text: 'Questions to ask any POS vendor' },
    {
      type: 'p',
      text: 'Demos always look smooth. Bring this list and get the answers in writing:',
    },
    {
      type: 'ol',
      items: [
        'What happens when the internet goes down? Can we keep taking orders, sending tickets to the kitchen and accepting cards, and how do offline payments sync afterwards?',
        'Do we own the hardware, lease it, or get it only as part of a contract, and what does it cost to leave?',
        'Is card processing tied to the POS, and can you show the full rate structure in writing, not just a headline rate?',
        'Who answers the phone on a Saturday night? Is support there around the clock, and is it based in the U.S.?',
        'Who builds our menu and modifiers, and who trains the staff?',
        'Is online ordering built in, or is it another subscription and another tablet on the counter?',
        'Can the handhelds take payments and tips at the table, including contactless cards and phone wallets?',
        'Which reports come standard, and can we export them to our accounting software?',
        'Does the system support dual pricing, and who makes sure our signs and receipts follow the rules?',
        'How is card data protected on the terminals and handhelds, and how are software updates handled?',
      ],
    },
    { type: 'h2', text: 'How we help Gulf Coast restaurants' },
    {
      type: 'p',
      text: `We are a local team in ${site.area.city} with ${site.experience} of experience serving the Gulf Coast, and we know what a summer weekend on the Coast asks of a kitchen. Our hybrid restaurant POS brings together table management, kitchen display, online ordering, handhelds with pay-at-table and cloud reporting, backed by ${site.supportHours} U.S.-based support for the nights when something goes wrong at the worst possible moment.`,
    },
    {
      type: 'p',
      text: 'See the full feature list, hardware and restaurant types on our [restaurants page](/industries/restaurants), compare options on our [POS systems page](/solutions/pos-systems), or download the brochure on this page to share with your managers.',
    },
    {
      type: 'p',
      text: 'If you are weighing a new system before the next busy season, [request a free consultation](/contact) and we will walk through your floor, your menu and your current statement with you.',
    },
  ],
  related: ['dual-pricing', 'reducing-processing-fees'],
};
