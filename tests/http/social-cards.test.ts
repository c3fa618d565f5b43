import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { articles } from '../../src/content/articles';
import { siteApp, SITE_URL } from '../support/app';
import { againstDev } from '../support/build-only';

const app = siteApp();

/** A JPEG's size from its start-of-frame segment. */
function jpegSize(jpeg: Buffer): [number, number] | undefined {
  let at = 2;
  while (at + 9 < jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return [jpeg.readUInt16BE(at + 7), jpeg.readUInt16BE(at + 5)];
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return undefined;
}

/** The head's value of a meta tag. */
const metaOf = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

describe('a social card per article', () => {
  it.each(articles.map((a) => a.slug))('/articles/%s links its own 1200×630 card for Open Graph and Twitter', async (slug) => {
    const html = (await request(app).get(`/articles/${slug}`).expect(200)).text;
    const image = metaOf(html, 'og:image');
    expect(image).toBe(`${SITE_URL}/images/articles/${slug}.jpg`);
    expect(metaOf(html, 'twitter:image')).toBe(image);
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(metaOf(html, 'og:image:alt')).toContain(articles.find((a) => a.slug === slug)!.title);
    const res = await request(app).get(new URL(image!).pathname).expect(200).expect('Content-Type', 'image/jpeg');
    // Vite serves public/ uncached in the fast run.
    if (!againstDev) expect(res.headers['cache-control']).toBe('public,max-age=3600');
    expect(jpegSize(res.body as Buffer)).toEqual([1200, 630]);
  });

  it('draws a different card for every article, none of them the site card', async () => {
    const digest = async (path: string) => createHash('sha256').update((await request(app).get(path)).body as Buffer).digest('hex');
    const cards = await Promise.all([...articles.map((a) => `/images/articles/${a.slug}.jpg`), '/images/social-card.jpg'].map(digest));
    expect(new Set(cards).size).toBe(articles.length + 1);
  });

  it.each(['/', '/articles', '/industries/restaurants'])('%s keeps the site card', async (path) => {
    const html = (await request(app).get(path)).text;
    expect(metaOf(html, 'og:image')).toBe(`${SITE_URL}/images/social-card.jpg`);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(html).not.toContain('article:section');
  });

  it.each(articles.map((a) => a.slug))('/articles/%s is shared as an article of its section, with its date', async (slug) => {
    const article = articles.find((a) => a.slug === slug)!;
    const html = (await request(app).get(`/articles/${slug}`)).text;
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'article:published_time')).toBe(article.date);
    expect(metaOf(html, 'article:section')).toBe(article.category);
  });
});
