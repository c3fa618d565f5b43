/**
 * /articles/feed.xml: the articles as an Atom feed with their whole text, for
 * feed readers and the sites that pick articles up. Made on the server from the
 * same article files as the list (the client never loads this module).
 */
import { Feed } from 'feed';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArticleText } from '../components/article-text';
import { site } from '../config/site';
import { articles } from '../content/articles';
import { articlesMeta } from '../content/overviews';
import { articlePath, feedPath } from '../content/paths';
import type { Article } from '../content/types';
import { feedTitle } from './head.server';
import { escapeHtml } from '../lib/html';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const lastChange = (article: Pick<Article, 'date' | 'updated'>) => article.updated ?? article.date;

/**
 * The article's text as HTML, as the page shows it. Feed readers show entries away from the
 * site and few resolve relative links, so our paths become absolute URLs.
 */
function contentHtml(article: Article, siteUrl: string) {
  const html = renderToStaticMarkup(<ArticleText body={article.body} />);
  // Only React's own attributes can match: a quote in the text is escaped as &quot;. A photo's srcset lists
  // its files, each path then its width.
  const absolute = (path: string) => escapeHtml(new URL(path, siteUrl).href);
  return html
    .replace(/ (href|src)="(\/[^"]*)"/g, (_, name: string, path: string) => ` ${name}="${absolute(path)}"`)
    .replace(/ srcSet="([^"]*)"/gi, (_, list: string) => ` srcset="${list.replace(/(^|, )(\/[^ ,]+)/g, (__, before: string, path: string) => `${before}${absolute(path)}`)}"`);
}

/** The Atom document of these articles, newest first; exported for tests with made-up articles. */
export function buildAtomFeed(entries: Article[], siteUrl: string): string {
  const sorted = [...entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const home = new URL('/', siteUrl).href;
  const author = { name: site.name, link: home };
  const newest = sorted.map(lastChange).sort().at(-1);
  const feed = new Feed({
    id: new URL(feedPath, siteUrl).href,
    title: feedTitle,
    description: articlesMeta.description,
    link: new URL('/articles', siteUrl).href,
    feed: new URL(feedPath, siteUrl).href,
    language: 'en',
    // The newest change to an article, so the document only changes when an article does.
    updated: newest ? day(newest) : undefined,
    author,
    image: new URL('/icons/icon-512.png', siteUrl).href,
    favicon: new URL('/icons/favicon-32.png', siteUrl).href,
    generator: false,
  });
  for (const article of sorted) {
    const url = new URL(articlePath(article.slug), siteUrl).href;
    feed.addItem({
      id: url,
      link: url,
      // Atom's title and summary are marked as HTML: plain text is escaped to say what it says.
      title: escapeHtml(article.title),
      description: escapeHtml(article.excerpt),
      content: contentHtml(article, siteUrl),
      published: day(article.date),
      date: day(lastChange(article)),
      author: [author],
      category: [{ term: article.category, name: article.category }],
    });
  }
  return feed.atom1();
}

const feeds = new Map<string, string>();

/** The site's feed on this public origin; made once, since the articles only change with a deploy. */
export function atomFeed(siteUrl: string): string {
  let feed = feeds.get(siteUrl);
  if (feed === undefined) {
    feed = buildAtomFeed(articles, siteUrl);
    feeds.set(siteUrl, feed);
  }
  return feed;
}
