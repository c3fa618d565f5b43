import { blockWords } from '../text';
import type { Article } from '../types';

// Every file beside this one is an article: adding one is adding a file.
const modules = import.meta.glob<Article>('./*.ts', { eager: true, import: 'article' });

/** Words a minute of an adult reading on screen. */
const WORDS_PER_MINUTE = 238;

export interface ListedArticle extends Article {
  words: number;
  /** Computed from the word count, never typed in. */
  readMinutes: number;
}

/** All articles, newest first. */
export const articles: ListedArticle[] = Object.entries(modules)
  .filter(([path]) => path !== './index.ts')
  .map(([, article]) => {
    const words = blockWords(article.body);
    return { ...article, words, readMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
  })
  .sort((a, b) => b.date.localeCompare(a.date));

export const findArticle = (slug: string) => articles.find((a) => a.slug === slug);
