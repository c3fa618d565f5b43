import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { phones } from '../../src/config/phones.server';
import { businessHours, site } from '../../src/config/site';
import { routes } from '../../src/render/routes.server';
import { sitemapLocs } from '../../scripts/sitemap-locs';
import { siteApp, SITE_URL } from '../support/app';
import { FEED_LINK } from '../support/feed';
import { pagePaths } from '../support/pages';

const app = siteApp();

describe('crawlers', () => {
  it('/sitemap.xml lists every canonical page of the route table once, as absolute URLs', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200).expect('Content-Type', /application\/xml/);
    const locs = sitemapLocs(res.text);
    expect(locs).toEqual(pagePaths.map((p) => new URL(p, SITE_URL).href));
    expect(locs.some((l) => l?.includes(':category'))).toBe(false);
    expect(routes.length).toBeGreaterThan(locs.length);
  });

  it('/robots.txt allows everything and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    expect(res.text).toContain('User-agent: *\nAllow: /');
    expect(res.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

/** The JSON-LD graph of a page. */
async function jsonLd(path: string) {
  const html = (await request(app).get(path)).text;
  const raw = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
  return raw ? (JSON.parse(raw) as { '@context': string; '@graph': Record<string, unknown>[] }) : undefined;
}
const types = (graph?: { '@graph': Record<string, unknown>[] }) => graph?.['@graph'].map((t) => t['@type']) ?? [];

describe('metadata of every page', () => {
  it.each(pagePaths)('%s has Open Graph and Twitter tags with its social image, and links the feed', async (path) => {
    const html = (await request(app).get(path)).text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(head).toContain(`<meta property="og:url" content="${SITE_URL}${path === '/' ? '/' : path}">`);
    // An article shows its own card; every other page the site's.
    const slug = /^\/articles\/([^/]+)$/.exec(path)?.[1];
    const image = `${SITE_URL}${slug ? `/images/articles/${slug}.png` : '/images/social-card.png'}`;
    expect(head).toContain(`<meta property="og:image" content="${image}">`);
    expect(head).toContain(`<meta name="twitter:image" content="${image}">`);
    expect(head).toContain(`<meta property="og:type" content="${slug ? 'article' : 'website'}">`);
    expect(head).toMatch(FEED_LINK);
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="theme-color"');
    expect(head).toContain('<link rel="manifest" href="/site.webmanifest"');
    expect(head).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
  });

  it('gives every page a different title and description', async () => {
    const heads = await Promise.all(pagePaths.map(async (p) => (await request(app).get(p)).text));
    const titles = heads.map((h) => h.match(/<title>(.*?)<\/title>/)?.[1]);
    const descriptions = heads.map((h) => h.match(/<meta name="description" content="(.*?)">/)?.[1]);
    expect(new Set(titles).size).toBe(pagePaths.length);
    expect(new Set(descriptions).size).toBe(pagePaths.length);
  });
});

describe('structured data', () => {
  it.each(['/', '/contact'])('%s describes the organisation and the local business', async (path) => {
    const graph = await jsonLd(path);
    expect(graph?.['@context']).toBe('https://schema.org');
    expect(types(graph)).toEqual(expect.arrayContaining(['Organization', 'FinancialService']));
    const business = graph!['@graph'].find((t) => t['@type'] === 'FinancialService')!;
    expect(business.telephone).toBe(phones.local.e164);
    expect(business.areaServed).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Biloxi, MS' })]));
    expect(business.openingHoursSpecification).toEqual(
      businessHours.map(({ days, opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...days], opens, closes })),
    );
  });

  it.each(pagePaths.filter((p) => p.startsWith('/articles/')))('%s is an Article with its dates and author', async (path) => {
    const graph = await jsonLd(path);
    const article = graph?.['@graph'].find((t) => t['@type'] === 'Article');
    expect(article?.headline).toBeTruthy();
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article?.author).toMatchObject({ '@type': 'Organization' });
  });

  it.each(pagePaths.filter((p) => p !== '/'))('%s has a breadcrumb trail back home', async (path) => {
    const graph = await jsonLd(path);
    const trail = graph?.['@graph'].find((t) => t['@type'] === 'BreadcrumbList') as { itemListElement: { item: string; position: number }[] };
    const segments = path.split('/').slice(1);
    const ancestors = segments.map((_, i) => `${SITE_URL}/${segments.slice(0, i + 1).join('/')}`);
    expect(trail.itemListElement.map((i) => i.item)).toEqual([`${SITE_URL}/`, ...ancestors]);
  });

  it('names the calculator in its trail', async () => {
    const graph = await jsonLd('/fee-calculator');
    const trail = graph?.['@graph'].find((t) => t['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; position: number }[] };
    expect(trail.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home' }),
      expect.objectContaining({ position: 2, name: 'Card Fee Calculator' }),
    ]);
  });

  it('keeps JSON-LD from breaking out of its script element', async () => {
    const html = (await request(app).get('/articles/dual-pricing')).text;
    const raw = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1] ?? '';
    expect(raw).not.toContain('<');
  });
});

describe('one URL per page', () => {
  it('redirects a trailing slash with 301, keeping the query', async () => {
    await request(app).get('/solutions/').expect(301).expect('Location', '/solutions');
    await request(app).get('/articles/dual-pricing/?utm_source=mail').expect(301).expect('Location', '/articles/dual-pricing?utm_source=mail');
  });

  it('never turns a doubled slash into an off-site redirect', async () => {
    for (const path of ['//evil.example/', '/\\evil.example/', '///evil.example//']) {
      const res = await request(app).get(path);
      if (res.status === 301) expect(res.headers.location).toMatch(/^\/[^/\\]/);
    }
  });

  it.each(['/', '/solutions/pos-systems', '/articles', '/nope'])('answers HEAD %s like GET, without a body', async (path) => {
    const get = await request(app).get(path);
    const head = await request(app).head(path);
    expect(head.status).toBe(get.status);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.text ?? '').toBe('');
  });
});

describe('icons and manifest', () => {
  const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

  it.each([
    ['/icons/favicon-32.png', 32],
    ['/icons/apple-touch-icon.png', 180],
    ['/icons/icon-192.png', 192],
    ['/icons/icon-512.png', 512],
  ] as const)('%s is a %ipx PNG', async (path, size) => {
    const res = await request(app).get(path).expect(200).expect('Content-Type', 'image/png');
    expect(pngSize(res.body as Buffer)).toEqual([size, size]);
  });

  it('serves the social card as a 1200x630 PNG', async () => {
    const res = await request(app).get('/images/social-card.png').expect(200).expect('Content-Type', 'image/png');
    expect(pngSize(res.body as Buffer)).toEqual([1200, 630]);
  });

  it('serves a web app manifest made from the site configuration', async () => {
    const res = await request(app).get('/site.webmanifest').expect(200).expect('Content-Type', /manifest\+json/);
    const manifest = JSON.parse(res.text);
    expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName, start_url: '/' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  });
});
