import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { articleCard, cardSvg, png } from '../../build/cards';
import { articles } from '../../src/content/articles';
import { siteApp, SITE_URL } from '../support/app';
import { againstDev } from '../support/build-only';

const app = siteApp();

/** A PNG's width and height, from its header. */
const pngSize = (image: Buffer) => (image.subarray(1, 4).toString('latin1') === 'PNG' ? [image.readUInt32BE(16), image.readUInt32BE(20)] : undefined);

/** The head's value of a meta tag. */
const metaOf = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

describe('a social card per article', () => {
  it.each(articles.map((a) => a.slug))('/articles/%s links its own 1200×630 card, drawn from its title and category', async (slug) => {
    const article = articles.find((a) => a.slug === slug)!;
    const html = (await request(app).get(`/articles/${slug}`).expect(200)).text;
    const image = metaOf(html, 'og:image');
    expect(image).toBe(`${SITE_URL}/images/articles/${slug}.png`);
    expect(metaOf(html, 'twitter:image')).toBe(image);
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(metaOf(html, 'og:image:alt')).toContain(article.title);
    const res = await request(app).get(new URL(image!).pathname).expect(200).expect('Content-Type', 'image/png');
    // Vite serves them uncached in the fast run.
    if (!againstDev) expect(res.headers['cache-control']).toBe('public,max-age=3600');
    const served = res.body as Buffer;
    expect(pngSize(served)).toEqual([1200, 630]);
    // The card the build made is the one this article's title and category draw (drawing is deterministic).
    expect(served.equals(png(await cardSvg(articleCard(article), slug))), `${slug}: the served card is not this article's`).toBe(true);
  });

  it('draws a different card for every article, none of them the site card', async () => {
    const bodies = await Promise.all([...articles.map((a) => `/images/articles/${a.slug}.png`), '/images/social-card.png'].map(async (path) => (await request(app).get(path)).body as Buffer));
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(articles.length + 1);
  });

  it('answers 404 for the card of an article there is not', async () => {
    await request(app).get('/images/articles/no-such-article.png').expect(404);
  });

  it.each(['/', '/articles', '/industries/restaurants'])('%s keeps the site card', async (path) => {
    const html = (await request(app).get(path)).text;
    expect(metaOf(html, 'og:image')).toBe(`${SITE_URL}/images/social-card.png`);
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
