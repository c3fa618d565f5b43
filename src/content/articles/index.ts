import type { Article } from '../types';
import { blockWords } from '../text';

// Every file beside this one is an article: adding one is adding a file.
const files = import.meta.glob<Article>(['./*.ts', '!./index.ts'], { import: 'article', eager: true });

/** Words a minute of an adult reading on screen. */
const WORDS_PER_MINUTE = 238;

/** An article as the site shows and lists it: its text, with counts worked out from the text. */
export interface ArticleListing extends Article {
  words: number;
  /** Computed from the word count, never typed in. */
  readMinutes: number;
}

/** All articles, newest first. ISO dates sort as plain strings, no collation needed. */
export const articles: ArticleListing[] = Object.values(files)
  .map((article) => {
    const words = blockWords(article.body);
    return { ...article, words, readMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
  })
  .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

export const findArticle = (slug: string) => articles.find((a) => a.slug === slug);
