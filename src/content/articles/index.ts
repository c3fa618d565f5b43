import type { Article } from '../types';

// Every file beside this one is an article: adding one is adding a file.
// Lists and metadata read only its front matter (the '?listing' import, see
// build/article-listing.ts); the text loads with the article's own page.
type FrontMatter = Omit<Article, 'body'> & { words: number };
const listings = import.meta.glob<FrontMatter>(['./*.ts', '!./index.ts'], { query: '?listing', import: 'default', eager: true });
const bodies = import.meta.glob<Article>(['./*.ts', '!./index.ts'], { import: 'article' });

/** Words a minute of an adult reading on screen. */
const WORDS_PER_MINUTE = 238;

export interface ArticleListing extends FrontMatter {
  /** Computed from the word count, never typed in. */
  readMinutes: number;
}

/**
 * All articles, newest first, without their text. ISO dates sort as plain strings; localeCompare
 * would load the browser’s collation data in every page’s first script (9.6 ms here, unthrottled).
 */
export const articles: ArticleListing[] = Object.values(listings)
  .map((article) => ({ ...article, readMinutes: Math.max(1, Math.round(article.words / WORDS_PER_MINUTE)) }))
  .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

export const findArticle = (slug: string) => articles.find((a) => a.slug === slug);

/** The whole article, text included. */
export const loadArticle = (slug: string) => bodies[`./${slug}.ts`]!();
