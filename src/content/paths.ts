/** The URL of each kind of page, in one place. */
export const contactPath = '/contact';
export const applyPath = '/apply';
export const solutionPath = (slug: string) => `/solutions/${slug}`;
export const industryPath = (slug: string) => `/industries/${slug}`;
export const articlePath = (slug: string) => `/articles/${slug}`;
export const feeCalculatorPath = '/fee-calculator';

/** The Atom feed of the articles (served by the server, linked from every page's head). */
export const feedPath = '/articles/feed.xml';

/**
 * An article's 1200×630 social card, drawn at build time (build/site-files.ts). A fixed
 * address, like the site card's: the slug alone names it, so no build manifest is read to link it.
 */
export const articleCardPath = (slug: string) => `/images/articles/${slug}.png`;

/** The restaurant POS brochure, printed at build time (build/site-files.ts, build/brochure.ts). */
export const brochureHref = '/downloads/restaurant-pos-brochure.pdf';
/** The icons the build draws (build/site-file-list.ts). */
export const ICONS = ['/icons/favicon-32.png', '/icons/apple-touch-icon.png', '/icons/icon-192.png', '/icons/icon-512.png'] as const;

/**
 * What page views and lead sources keep for a path the route table does not list (a 404, a variant
 * of a page's address): one name for all of them, so nothing a visitor typed in an address is kept.
 */
export const OTHER_PAGE = 'other';
