/** The files crawlers and browsers ask for besides pages, all made from the route table and the site configuration. */
import { site } from '../config/site';
import { escapeHtml } from '../lib/html';
import { NOT_FOUND_PATH, routes } from './routes.server';
import { color } from '../theme/tokens';

/** Every canonical page once: no '*', no {category} addresses (they redirect). */
export const canonicalPaths = () => routes.map((r) => r.path).filter((path) => path !== NOT_FOUND_PATH && !path.includes(':'));

/** /sitemap.xml, with absolute URLs on the public origin. */
export function sitemapXml(siteUrl: string) {
  const urls = canonicalPaths().map((path) => `  <url><loc>${escapeHtml(new URL(path, siteUrl).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything may be crawled; the sitemap lists it. */
export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;

/** /site.webmanifest: what a phone shows when the site is added to its home screen. */
export const webManifest = () =>
  JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      description: site.tagline,
      start_url: '/',
      display: 'browser',
      background_color: color.cream,
      theme_color: color.navy,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );
