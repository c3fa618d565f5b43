import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { parse } from 'node-html-parser';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ArticleListing } from '../../src/content/articles';
import { renderHead } from '../../src/render/head.server';
import { ArticlePage } from '../../src/pages/article-page';
import type { RouteHandle } from '../../src/render/routes.server';
import { structuredData } from '../../src/render/structured-data.server';
import { createEmotionCache } from '../../src/theme/emotion-cache';
import { articleBody } from '../support/article-text';

/** A made-up article; no real one has been revised yet. */
const published: ArticleListing = {
  slug: 'made-up',
  title: 'A Made-Up Article',
  excerpt: 'An article that exists only in this test, to show how its dates read on the page and to machines.',
  category: 'Testing',
  date: '2026-09-14',
  body: articleBody([{ type: 'p', text: 'Some text.' }]),
  related: [],
  words: 2,
  readMinutes: 1,
};
const revised = { ...published, updated: '2026-11-20' };

const SITE = 'https://www.magnolia.test';
const URL_ = `${SITE}/articles/made-up`;

/** The dates line under the article's heading, as a reader and a parser see it. */
function datesOf(article: typeof published) {
  // As the server renders it: styles collected by Emotion, not written into the markup.
  const cache = createEmotionCache(undefined);
  createEmotionServer(cache);
  const root = parse(renderToStaticMarkup(<CacheProvider value={cache}><ArticlePage article={article} /></CacheProvider>));
  const line = root.querySelector('h1')?.nextElementSibling;
  return {
    text: line?.text.replace(/\s+/g, ' ') ?? '',
    times: line?.querySelectorAll('time').map((t) => [t.getAttribute('datetime'), t.text]) ?? [],
  };
}

const graphArticle = (article: ArticleListing) => {
  const handle: RouteHandle = { meta: { title: article.title, description: article.excerpt }, breadcrumb: article.title, article };
  const graph = structuredData('/articles/made-up', handle, [], URL_, SITE) as { '@graph': Record<string, unknown>[] };
  return graph['@graph'].find((t) => t['@type'] === 'Article')!;
};
const head = (article: ArticleListing) =>
  renderHead({ meta: { title: article.title, description: article.excerpt }, isHome: false, siteUrl: SITE, canonicalUrl: URL_, article, nonce: 'n' });

describe('an article’s dates', () => {
  it('shows only the published date while the article has not been revised', () => {
    expect(datesOf(published).times).toEqual([['2026-09-14', 'September 14, 2026']]);
    expect(datesOf(published).text).toContain('Published September 14, 2026');
    expect(datesOf(published).text).not.toContain('Updated');
    expect(graphArticle(published)).toMatchObject({ datePublished: '2026-09-14', dateModified: '2026-09-14' });
    expect(head(published)).toContain('<meta property="article:published_time" content="2026-09-14">');
    expect(head(published)).not.toContain('article:modified_time');
  });

  it('shows the updated date beside it once the article is revised, on the page, in JSON-LD and in the head', () => {
    expect(datesOf(revised).times).toEqual([
      ['2026-09-14', 'September 14, 2026'],
      ['2026-11-20', 'November 20, 2026'],
    ]);
    expect(datesOf(revised).text).toContain('Published September 14, 2026 Updated November 20, 2026');
    expect(graphArticle(revised)).toMatchObject({ datePublished: '2026-09-14', dateModified: '2026-11-20' });
    expect(head(revised)).toContain('<meta property="article:modified_time" content="2026-11-20">');
  });

  it('shares an article with its own card, its section and its type', () => {
    const tags = head(published);
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain('<meta property="article:section" content="Testing">');
    expect(tags).toContain(`<meta property="og:image" content="${SITE}/images/articles/made-up.png">`);
    expect(tags).toContain(`<meta name="twitter:image" content="${SITE}/images/articles/made-up.png">`);
    expect(graphArticle(published).image).toBe(`${SITE}/images/articles/made-up.png`);
  });
});
