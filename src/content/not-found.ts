import type { Action, PageMeta } from './types';

/** What the not-found page says: to visitors, and in its head. */
export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description: 'The page you asked for does not exist. Return to the home page to find payment solutions for Gulf Coast businesses.',
};

/** The words of the not-found page, which the server's own error page uses too. */
export const notFoundCopy = {
  message: 'Oops! Page not found',
  home: { label: 'Return to Home', href: '/' },
} satisfies { message: string; home: Action };
