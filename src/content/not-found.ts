import type { PageMeta } from './types';

/** What the not-found page says: to visitors, and in its head. */
export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description: 'The page you asked for does not exist. Return to the home page to find payment solutions for Gulf Coast businesses.',
};
