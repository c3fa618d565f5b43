import type { PageListing } from '../types';

/**
 * The six industry pages, in menu order, with only what the menus need. Each page's content, title and
 * description are in <slug>.ts beside this file.
 */
export const industryCatalog: PageListing[] = [
  { slug: 'retail', navLabel: 'Retail' },
  { slug: 'restaurants', navLabel: 'Restaurants' },
  { slug: 'ecommerce', navLabel: 'E-Commerce' },
  { slug: 'skilled-trades', navLabel: 'Skilled Trades' },
  { slug: 'professional-services', navLabel: 'Professional Services' },
  { slug: 'specialty', navLabel: 'Specialty Businesses' },
];
