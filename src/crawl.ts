import { NOT_FOUND_PATH, routes } from './routes';

/** Every canonical page once: no '*', no {category} variants. */
export const canonicalPaths = () => routes.map((r) => r.path).filter((path) => path !== NOT_FOUND_PATH && !path.includes(':'));

const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** /sitemap.xml, with absolute URLs on the public origin. */
export function sitemapXml(siteUrl: string) {
  const urls = canonicalPaths().map((path) => `  <url><loc>${xmlEscape(new URL(path, siteUrl).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything may be crawled; the sitemap lists it. */
export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
