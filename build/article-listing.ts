/**
 * A Vite plugin that lets the site list its articles without shipping their
 * text: importing `./dual-pricing.ts?listing` gives that article's front
 * matter and word count, as data, while `./dual-pricing.ts` itself (with the
 * body) stays in its own chunk for the article page.
 */
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { blockWords } from '../src/content/text';
import type { Article } from '../src/content/types';

export const LISTING_QUERY = '?listing';

export function articleListing(): Plugin {
  return {
    name: 'article-listing',
    async load(id) {
      if (!id.endsWith(LISTING_QUERY)) return null;
      const file = id.slice(0, -LISTING_QUERY.length);
      this.addWatchFile(file);
      // A fresh evaluation each time, so edits show up in development.
      const { article } = (await tsImport(pathToFileURL(file).href, import.meta.url)) as { article: Article };
      const { body, ...frontMatter } = article;
      return `export default ${JSON.stringify({ ...frontMatter, words: blockWords(body) })};`;
    },
  };
}
