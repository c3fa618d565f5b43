import type { Article } from '../types';

// Every Markdown file beside this one is an article, its file name the slug: adding one is adding a
// file. build/articles.ts reads each at build time into plain data (ADR 021); nothing parses here.
const files = import.meta.glob<Article>('./*.md', { import: 'default', eager: true });

/** Words a minute of an adult reading on screen. */
const WORDS_PER_MINUTE = 238;

/** An article as the site shows and lists it: its text, with its reading time worked out from it. */
export interface ArticleListing extends Article {
  /** Computed from the word count, never typed in. */
  readMinutes: number;
}

/** All articles, newest first. ISO dates sort as plain strings, no collation needed. */
export const articles: ArticleListing[] = Object.values(files)
  .map((article) => ({ ...article, readMinutes: Math.max(1, Math.round(article.words / WORDS_PER_MINUTE)) }))
  .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

export const findArticle = (slug: string) => articles.find((a) => a.slug === slug);
