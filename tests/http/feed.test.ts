import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pictureElement } from '../../build/article-images';
import { buildAtomFeed } from '../../src/render/article-feed.server';
import { site } from '../../src/config/site';
import { articles } from '../../src/content/articles';
import { INLINE_LINK } from '../../src/content/text';
import { articleBody, articleStrings } from '../support/article-text';
import type { Article } from '../../src/content/types';
import { siteApp, SITE_URL } from '../support/app';
import { buildOnly } from '../support/build-only';
import { FEED_LINK } from '../support/feed';
import { notFoundPaths } from '../support/pages';

const app = siteApp();
const FEED = '/articles/feed.xml';

/** What a reader sees of some HTML: its text, entities decoded, spaces collapsed. */
const textOf = (html: string) => parse(html).text.replace(/\s+/g, ' ').trim();
/** A content string as the page shows it: links reduced to their labels. */
const shown = (value: string) => value.replace(INLINE_LINK, '$1').replace(/\s+/g, ' ');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toISOString();

describe('the Atom feed', () => {
  it('is well-formed Atom, served as such and cached like the sitemap', async () => {
    const res = await request(app).get(FEED).expect(200).expect('Content-Type', 'application/atom+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const feed = parseFeed(res.text);
    expect(feed.meta.type).toBe('atom');
    expect(feed.self).toBe(`${SITE_URL}${FEED}`);
    expect(feed.url).toBe(`${SITE_URL}/articles`);
    expect(feed.title).toContain(site.name);
    // The feed changes when an article does: its date is the newest article's.
    const newest = articles.map((a) => a.updated ?? a.date).sort().at(-1)!;
    expect(feed.updated?.toISOString()).toBe(day(newest));
  });

  it('has one full entry per article, newest first, as a feed reader reads it', async () => {
    const feed = parseFeed((await request(app).get(FEED)).text);
    expect(feed.items.map((item) => item.url)).toEqual(articles.map((a) => `${SITE_URL}/articles/${a.slug}`));
    for (const [i, item] of feed.items.entries()) {
      const article = articles[i]!;
      expect(item.id, article.slug).toBe(`${SITE_URL}/articles/${article.slug}`);
      expect(item.title, article.slug).toBe(article.title);
      expect(item.description, article.slug).toBe(article.excerpt);
      expect(item.published?.toISOString(), article.slug).toBe(day(article.date));
      expect(item.updated?.toISOString(), article.slug).toBe(day(article.updated ?? article.date));
      expect(item.authors.map((a) => [a.name, a.url]), article.slug).toEqual([[site.name, `${SITE_URL}/`]]);
      expect(item.categories.map((c) => c.term), article.slug).toEqual([article.category]);
      // Full entries: every heading, paragraph and list item of the text, in order.
      const content = textOf(item.content ?? '');
      let from = 0;
      for (const piece of articleStrings(article.body).map(shown)) {
        const at = content.indexOf(piece, from);
        expect(at, `${article.slug}: "${piece.slice(0, 60)}…"`).toBeGreaterThanOrEqual(from);
        from = at + piece.length;
      }
    }
  });

  it('links entries to our pages with absolute URLs on the public origin', async () => {
    const xml = (await request(app).get(FEED)).text;
    const feed = parseFeed(xml);
    const hrefs = feed.items.flatMap((item) => parse(item.content ?? '').querySelectorAll('a').map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => !href?.startsWith(`${SITE_URL}/`))).toEqual([]);
    // Checked in the raw document too: this parser resolves relative links itself, many readers don't.
    expect(xml).not.toMatch(/href="\//);
  });

  it('is linked from the head of the not-found page too (every other page: crawl.test.ts)', async () => {
    const html = (await request(app).get(notFoundPaths[0]!).expect(404)).text;
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(FEED_LINK);
  });

  it('is made on the server only: the client build holds no feed code', (test) => {
    buildOnly(test, 'reads the client build');
    const scripts = readdirSync('dist/client/assets').filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((f) => readFileSync(join('dist/client/assets', f), 'utf8').includes('http://www.w3.org/2005/Atom'))).toEqual([]);
  });

  it('answers HEAD and a trailing slash like any other address', async () => {
    await request(app).head(FEED).expect(200).expect('Content-Type', /atom\+xml/);
    await request(app).get(`${FEED}/`).expect(301).expect('Location', FEED);
  });
});

describe('feed entries from made-up articles', () => {
  const revised: Article = {
    slug: 'fees-and-taxes',
    title: 'Fees & <Taxes>: "What" Changed',
    excerpt: 'Less than 3% & more than 0%.',
    category: 'Cost & Savings',
    date: '2026-03-02',
    updated: '2026-04-15',
    body: articleBody([
      { type: 'h2', text: 'One heading' },
      { type: 'p', text: 'A paragraph with [a link](/contact) and a <b>tag</b> that stays text.' },
    ]),
    related: [],
    words: 12,
  };
  const older: Article = { ...revised, slug: 'older', title: 'Older', date: '2025-01-01', updated: undefined };

  it('gives a revised article its own updated date, after the published one, and the feed the newest change', () => {
    const feed = parseFeed(buildAtomFeed([older, revised], SITE_URL));
    expect(feed.items.map((item) => item.url)).toEqual([`${SITE_URL}/articles/fees-and-taxes`, `${SITE_URL}/articles/older`]);
    expect(feed.items[0]!.published?.toISOString()).toBe(day('2026-03-02'));
    expect(feed.items[0]!.updated?.toISOString()).toBe(day('2026-04-15'));
    expect(feed.items[1]!.updated?.toISOString()).toBe(day('2025-01-01'));
    expect(feed.updated?.toISOString()).toBe(day('2026-04-15'));
  });

  it('keeps markup characters in titles, summaries and text as text', () => {
    const xml = buildAtomFeed([revised], SITE_URL);
    expect(XMLValidator.validate(xml)).toBe(true);
    const [item] = parseFeed(xml).items;
    // Atom marks both as HTML: a reader decodes them back to exactly the text we wrote.
    expect(item!.title).toBe(revised.title);
    expect(item!.description).toBe(revised.excerpt);
    expect(item!.categories.map((c) => c.term)).toEqual([revised.category]);
    // This reader decodes entities in HTML content once too often, so the markup is read from the XML itself.
    const entry = new XMLParser({ ignoreAttributes: false }).parse(xml).feed.entry as { content: { '#text': string } };
    const content = parse(entry.content['#text']);
    expect(content.querySelector('b') === null, 'a <b> written in the text became markup').toBe(true);
    expect(content.querySelector('a')?.getAttribute('href')).toBe(`${SITE_URL}/contact`);
    expect(textOf(entry.content['#text'])).toContain('A paragraph with a link and a <b>tag</b> that stays text.');
  });

  it('gives a photo’s files absolute addresses, as its links have: a feed reader shows it away from the site', () => {
    const files = { avif: '/assets/dock-480-abc.avif 480w, /assets/dock-960-abc.avif 960w', jpeg: '/assets/dock-960-abc.jpg' };
    const picture = pictureElement(
      { file: 'dock.jpg', width: 960, height: 640, variants: [{ path: '/assets/dock-480-abc.avif', width: 480, format: 'avif' }, { path: '/assets/dock-960-abc.avif', width: 960, format: 'avif' }, { path: files.jpeg, width: 960, format: 'jpeg' }] },
      'The dock',
      true,
    );
    const withPhoto: Article = { ...revised, body: { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [picture] }] } };
    const entry = new XMLParser({ ignoreAttributes: false }).parse(buildAtomFeed([withPhoto], SITE_URL)).feed.entry as { content: { '#text': string } };
    const content = parse(entry.content['#text']);
    expect(content.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(files.avif.replaceAll('/assets/', `${SITE_URL}/assets/`));
    expect(content.querySelector('img')?.attributes).toMatchObject({ src: `${SITE_URL}${files.jpeg}`, alt: 'The dock', width: '960', height: '640' });
  });
});
