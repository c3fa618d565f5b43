/** /industries/restaurants: the hybrid restaurant POS, built from the same data as the brochure. */
import { restaurantPos } from '../restaurant-pos';
import type { IndustryPage } from '../types';
import { site } from '../../config/site';
import heroImage from '../../assets/images/industries/restaurants.svg';
import { applyPath, contactPath } from '../paths';

export const page: IndustryPage = {
  meta: {
    title: 'Restaurant POS & Payment Processing',
    description:
      `A hybrid restaurant POS that keeps taking orders and cards through Gulf Coast storms and outages, with local installation and ${site.supportHours} support.`,
  },
  hero: {
    title: 'Restaurant POS and Payments That Keep Up With the Rush',
    lede: `The ${restaurantPos.name} runs your dining room, bar and kitchen from the cloud, and keeps taking orders and cards when a storm takes the internet with it.`,
    image: {
      src: heroImage,
      width: 560,
      height: 400,
      alt: 'A server taking an order on a handheld at a restaurant table while the ticket appears on a kitchen display screen',
    },
  },
  sections: [
    {
      kind: 'prose',
      heading: `Meet the ${restaurantPos.name}`,
      blocks: restaurantPos.intro.map((text) => ({ type: 'p' as const, text })),
    },
    {
      kind: 'cards',
      heading: 'Features Built for Busy Dining Rooms',
      intro: 'Everything from the host stand to the dish pit, in one system your servers, cooks and managers all work from.',
      items: restaurantPos.features,
    },
    {
      kind: 'cards',
      heading: 'What It Changes for Your Restaurant',
      items: restaurantPos.benefits,
    },
    {
      kind: 'entries',
      heading: 'Made for Every Kind of Kitchen',
      intro: 'From a food truck at a Biloxi festival to a full-service dining room in Ocean Springs, we set it up for the way you serve.',
      items: restaurantPos.restaurantTypes,
    },
    {
      kind: 'lists',
      heading: 'Hardware & Integrations',
      intro: 'Pick the devices your floor and kitchen need, and connect the tools you already use to run the business.',
      lists: [restaurantPos.hardware, restaurantPos.integrations],
    },
    {
      kind: 'cards',
      heading: 'Pricing & Support',
      items: [restaurantPos.pricing, restaurantPos.support],
    },
    {
      kind: 'brochure',
      heading: `Take the ${restaurantPos.name} to Your Next Staff Meeting`,
      text: 'Every feature, hardware option and integration on a few printable pages, ready to share with your co-owners or your general manager before you decide.',
    },
  ],
  cta: {
    heading: 'See It Running in Your Restaurant',
    text: 'Tell us about your menu, your floor and your busiest night. We will review your current statement for free and show you how the system would work for you.',
    primary: { label: 'Request a Consultation', href: contactPath },
    secondary: { label: 'Apply Today', href: applyPath },
  },
};
