import { SITE_URL } from './app';

/** How every page's head names the articles' feed, so feed readers and browsers find it. */
export const FEED_LINK = new RegExp(
  `<link rel="alternate" type="application/atom\\+xml" title="[^"]*Articles[^"]*" href="${SITE_URL}/articles/feed\\.xml">`,
);
