/** /industries/retail: point of sale and payments for shops and stores. */
import {
  Armchair,
  BookOpen,
  Boxes,
  Car,
  ChartColumn,
  Clock,
  Contact,
  FishingHook,
  Gem,
  Gift,
  Globe,
  Hammer,
  HandCoins,
  KeyRound,
  PawPrint,
  Percent,
  Pill,
  RotateCcw,
  ScanBarcode,
  Shirt,
  ShoppingBag,
  Store,
  Tags,
  UserCheck,
  WavesHorizontal,
  Wine,
} from 'lucide';
import type { IndustryPage } from '../types';
import heroImage from '../../assets/images/industries/retail.svg';
import { applyPath, contactPath } from '../paths';

export const page: IndustryPage = {
  meta: {
    title: 'Retail POS & Payment Processing',
    description:
      'Retail point of sale and card processing for Gulf Coast shops: fast checkout, inventory that stays accurate, and sales in store, online and at the curb.',
  },
  hero: {
    title: 'Retail Payments for Shops That Never Stand Still',
    lede: 'From the tourist-season line at the register to the quiet Tuesday stock count, our retail point of sale keeps checkout quick and your shelves, counts and cash drawer in agreement.',
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'A shop owner scanning a price tag at the checkout counter while a customer taps a card on the payment reader',
    },
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Retail Features That Earn Their Spot on the Counter',
      intro: 'The tools a small shop actually uses every day, without the clutter of ones it never will.',
      items: [
        {
          icon: ScanBarcode,
          title: 'Fast Checkout',
          description:
            'Scan a barcode or tap an item on the screen, and let customers pay by tap, chip, swipe or phone wallet. When a Mardi Gras parade crowd or a beach-weekend rush lines up at the register, the line keeps moving.',
        },
        {
          icon: Boxes,
          title: 'Inventory Tracking',
          description:
            'Every sale, return and delivery updates your counts. Low-stock alerts tell you to reorder sunscreen before the Fourth of July weekend, not after the shelf is empty.',
        },
        {
          icon: Tags,
          title: 'Sizes, Colors & Labels',
          description:
            'Set up a shirt once and track every size and color under it. Print barcode labels and shelf tags straight from the system when a new shipment comes in.',
        },
        {
          icon: Contact,
          title: 'Customer Profiles & Loyalty',
          description:
            'Keep a customer’s purchase history, sizes and preferences on file, and reward regulars with points they can see on the receipt. Locals notice when you remember them.',
        },
        {
          icon: Gift,
          title: 'Gift Cards',
          description:
            'Sell physical and digital gift cards that work at the register and online. They bring in cash before the holidays and bring in new customers after them.',
        },
        {
          icon: Percent,
          title: 'Promotions & Discounts',
          description:
            'Schedule a sidewalk sale, a buy-more-save-more deal or a locals’ discount, and the register applies it correctly every time, with no cashier guesswork.',
        },
        {
          icon: RotateCcw,
          title: 'Returns & Exchanges',
          description:
            'Look up the original sale by receipt, card or customer, refund to the same card or to store credit, and put the item back in stock in the same step.',
        },
        {
          icon: ChartColumn,
          title: 'Sales Reporting',
          description:
            'See what sold, what sat and what earned the most margin, by day, season or category. Plan next summer’s order from this summer’s numbers instead of memory.',
        },
      ],
    },
    {
      kind: 'entries',
      heading: 'Retailers We Serve Along the Coast',
      intro: 'Whether you sell beach towels in Gulfport or heirloom jewelry in Ocean Springs, we configure the system around what you stock.',
      items: [
        { icon: Shirt, name: 'Boutiques & Clothing Stores' },
        { icon: Gift, name: 'Gift & Souvenir Shops' },
        { icon: WavesHorizontal, name: 'Surf & Beach Shops' },
        { icon: Hammer, name: 'Hardware Stores' },
        { icon: Wine, name: 'Liquor & Wine Stores' },
        { icon: Pill, name: 'Independent Pharmacies' },
        { icon: BookOpen, name: 'Bookstores' },
        { icon: Gem, name: 'Jewelry Stores' },
        { icon: Armchair, name: 'Furniture & Home Décor' },
        { icon: FishingHook, name: 'Bait & Tackle Shops' },
        { icon: Store, name: 'Convenience Stores' },
        { icon: PawPrint, name: 'Pet Stores' },
      ],
    },
    {
      kind: 'cards',
      heading: 'Sell Everywhere Your Customers Shop',
      intro: 'Visitors find you on the beach road and buy again from home. Keep every channel on the same system.',
      items: [
        {
          icon: Store,
          title: 'In Store',
          description:
            'A countertop register or a tablet on the sales floor, so you can ring up a customer wherever they are standing, including at a pop-up or craft fair.',
        },
        {
          icon: Globe,
          title: 'Online',
          description:
            'Put your catalog on the web with the same prices and photos. Shoppers who visited on vacation can reorder once they are back home.',
        },
        {
          icon: Car,
          title: 'Curbside & In-Store Pickup',
          description:
            'Customers order and pay ahead, then pick up at the counter or have it brought to the car. Handy on a rainy afternoon and for anyone in a hurry.',
        },
        {
          icon: ShoppingBag,
          title: 'A Single Inventory',
          description:
            'A sale in the shop, online or at the curb draws from the same stock count, so you never sell the last one twice.',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Tools for Managing Your Staff',
      intro: 'Seasonal help, part-timers and long-time employees, all with the right access and fair credit for their sales.',
      items: [
        {
          icon: KeyRound,
          title: 'Permissions',
          description:
            'Decide who can give discounts, issue refunds or open the drawer without a sale. Each employee signs in with their own code, and the sensitive actions are logged.',
        },
        {
          icon: Clock,
          title: 'Time Clock',
          description:
            'Staff clock in and out at the register, and hours flow into reports ready for payroll. No more paper timesheets to decipher on Friday.',
        },
        {
          icon: HandCoins,
          title: 'Commissions',
          description:
            'Set commission rules by employee, product or category, and the system calculates what each person earned. Ideal for furniture, jewelry and high-ticket sales floors.',
        },
        {
          icon: UserCheck,
          title: 'Sales by Employee',
          description:
            'See who sells what, who builds bigger baskets and who could use more training, so you schedule your strongest people for the busiest days.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready for a Smoother Checkout?',
    text: 'Tell us what you sell and how you sell it. We will recommend the right setup and review your current processing statement for free.',
    primary: { label: 'Request a Consultation', href: contactPath },
    secondary: { label: 'Apply Today', href: applyPath },
  },
};
