/** Reads a sitemap as src/render/site-files.server.ts writes it: for scripts and tests, with no import of the app. */

/** The absolute URLs a sitemap lists, in order. */
export const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** The paths of those URLs. */
export const sitemapLocPaths = (xml: string) => sitemapLocs(xml).map((loc) => new URL(loc).pathname);
