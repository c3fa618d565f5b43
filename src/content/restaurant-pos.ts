/**
 * The hybrid restaurant point-of-sale offering. Shown on /industries/restaurants
 * and printed in the restaurant POS brochure (PDF), so every string here must
 * read well on its own, without the surrounding page.
 */
import {
  Beer,
  BookOpen,
  Boxes,
  CakeSlice,
  ChartLine,
  ChefHat,
  CloudOff,
  Coffee,
  ConciergeBell,
  CreditCard,
  Fish,
  Globe,
  HandCoins,
  Headset,
  HeartHandshake,
  Hop,
  LayoutGrid,
  Monitor,
  Pizza,
  Plug,
  Receipt,
  Sandwich,
  ShieldCheck,
  Split,
  TabletSmartphone,
  Timer,
  TrendingUp,
  Truck,
  UserCog,
  UtensilsCrossed,
} from 'lucide';
import type { RestaurantPosOffering } from './types';
import { site } from '../config/site';

export const restaurantPos: RestaurantPosOffering = {
  name: 'Hybrid Restaurant POS',
  tagline: 'Managed in the cloud, built to keep ringing when the internet goes down.',
  intro: [
    'Our Hybrid Restaurant POS runs your front of house, kitchen and back office from one system you manage in the cloud: change a price from your phone, check last night’s sales from home, and push a new menu to every terminal at once. The difference is what happens when the connection drops. Each station keeps its own copy of your menu, tables and open checks, so servers keep taking orders, the kitchen keeps getting tickets and cards keep getting accepted while the internet is down.',
    'That matters on the Mississippi Gulf Coast, where an afternoon thunderstorm can knock out service during the dinner rush and hurricane season brings days of spotty power and internet. When the line comes back, the system syncs every order and sends the stored card payments on their own, with no re-keying and no paper tickets to reconcile at close.',
    'It is built for the way people eat and drink here: white-tablecloth dining rooms in Ocean Springs, oyster bars on the Biloxi waterfront, casino-crowd late nights, beach bars in Gulfport and food trucks working festivals from Bay St. Louis to Pascagoula.',
  ],
  features: [
    {
      icon: LayoutGrid,
      title: 'Table & Floor Management',
      description:
        'Lay out your dining room, patio and bar exactly as they are. See at a glance which tables are seated, ordered, waiting on food or ready for the check, and move or merge parties with a drag.',
    },
    {
      icon: ChefHat,
      title: 'Kitchen Display System',
      description:
        'Orders go straight to screens on the line, sorted by station and timed from the moment they are sent. Cooks bump tickets when they are up, and expo sees what is late before the guest does.',
    },
    {
      icon: Globe,
      title: 'Online Ordering',
      description:
        'Take pickup and to-go orders from your own website with your real menu, prices and hours. Online tickets land in the same kitchen queue as dine-in, so nothing gets printed and forgotten by the register.',
    },
    {
      icon: TabletSmartphone,
      title: 'Tableside Handheld Ordering',
      description:
        'Servers enter orders on a handheld at the table, and the ticket reaches the kitchen before they are back at the station. Fewer trips, fewer misheard modifiers and more time with guests.',
    },
    {
      icon: CreditCard,
      title: 'Pay-at-Table',
      description:
        'Bring the payment device to the guest. They tap, dip or swipe, add a tip and pick a receipt without their card ever leaving their sight, and the table turns sooner.',
    },
    {
      icon: BookOpen,
      title: 'Menu & Modifier Management',
      description:
        'Build items once with the choices your cooks need: doneness, sides, dressed or plain, add shrimp. Run daily specials, happy-hour prices and market-price seafood, and mark an item sold out on every screen at once.',
    },
    {
      icon: Split,
      title: 'Split Checks',
      description:
        'Split by seat, by item or evenly, or take several cards on one check. Large parties and after-work crowds settle up without a server doing math on a napkin.',
    },
    {
      icon: HandCoins,
      title: 'Tip Management',
      description:
        'Guests choose from suggested tips on the device or add their own. Card tips, tip-outs and pooling are tracked by employee and shift, so cashing out staff at close takes minutes, not an argument.',
    },
    {
      icon: CloudOff,
      title: 'Offline Mode',
      description:
        'When the internet goes down, every station keeps taking orders, sending tickets and accepting cards. Card payments are stored securely and sent automatically once the connection returns. A card taken offline can still be declined when it is sent, so you set a limit on offline sales.',
    },
    {
      icon: Boxes,
      title: 'Inventory',
      description:
        'Track stock down to the ingredient, from Gulf shrimp to draft kegs. Sales draw down counts automatically, low-stock alerts flag what to reorder, and waste and comps are logged instead of guessed.',
    },
    {
      icon: UserCog,
      title: 'Staff Scheduling & Permissions',
      description:
        'Build schedules, let staff clock in at any terminal, and give each role only the buttons it needs. Voids, discounts and comps can require a manager’s approval, with every one on record.',
    },
    {
      icon: ChartLine,
      title: 'Real-Time Reporting',
      description:
        'Watch sales, labor and item performance as the shift happens, from the office or your phone. Compare locations, spot your best sellers and see which nights are worth extra staff.',
    },
  ],
  benefits: [
    {
      icon: Timer,
      title: '40% Faster Order-to-Table Time',
      description:
        'Handheld ordering and kitchen displays cut out the walk to the terminal and the printed ticket. Food arrives hot and tables turn sooner on a packed Saturday night.',
    },
    {
      icon: ShieldCheck,
      title: 'Open Through Storms and Outages',
      description:
        'A dropped connection no longer means cash only or a closed sign. You keep serving and keep accepting cards, and everything catches up on its own when service returns.',
    },
    {
      icon: TrendingUp,
      title: 'Lower Processing Costs',
      description:
        '97% of our clients save money, with average savings over 20% annually. We review your current statement before you switch, so you see the difference in your own numbers first.',
    },
    {
      icon: HeartHandshake,
      title: 'Local People Behind the System',
      description:
        `Your account is looked after by our team in ${site.area.city}, people who know what a Coast summer, a Mardi Gras weekend and a storm week ask of a kitchen.`,
    },
  ],
  restaurantTypes: [
    { icon: UtensilsCrossed, name: 'Full-Service Restaurants' },
    { icon: Sandwich, name: 'Quick-Service & Counter Service' },
    { icon: Beer, name: 'Bars & Taverns' },
    { icon: Coffee, name: 'Cafés & Coffee Shops' },
    { icon: Truck, name: 'Food Trucks' },
    { icon: Fish, name: 'Seafood & Oyster Bars' },
    { icon: Pizza, name: 'Pizzerias' },
    { icon: CakeSlice, name: 'Bakeries & Dessert Shops' },
    { icon: Hop, name: 'Breweries & Taprooms' },
    { icon: ConciergeBell, name: 'Catering' },
  ],
  hardware: {
    title: 'Hardware',
    icon: Monitor,
    items: [
      'Countertop touchscreen terminals for the host stand, bar and register',
      'Handheld devices for tableside ordering and payment',
      'Kitchen display screens for the line and expo',
      'Kitchen and receipt printers',
      'Cash drawers',
      'Customer-facing displays for order review, tips and signatures',
      'Card readers that take tap, chip and swipe payments',
      'Battery backup units for terminals and network equipment',
    ],
  },
  integrations: {
    title: 'Integrations',
    icon: Plug,
    items: [
      'Online ordering on your own website',
      'Third-party delivery services',
      'Popular accounting software',
      'Payroll services',
      'Reservation and waitlist tools',
      'Loyalty and gift card programs',
    ],
  },
  pricing: {
    icon: Receipt,
    title: 'Transparent Pricing',
    description:
      'Every rate and fee is written down before you sign, with no surprises on your first statement. Send us your current processing statement for a free review and we will show you what you pay today and what you would pay with us. Dual pricing is available: post a card price and a cash price, like a $10.00 card price versus a $9.67 cash price, and let guests choose.',
  },
  support: {
    icon: Headset,
    title: `Local Installation and ${site.supportHours} Support`,
    description:
      `Our team sets up your terminals, printers and kitchen screens on site anywhere on the Mississippi Gulf Coast, loads your menu, and trains your servers, bartenders and managers before you go live. After opening day, U.S.-based support answers whenever you are open, for the late close and the early prep, holidays and storm weeks included.`,
  },
};
