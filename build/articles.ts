/**
 * A Vite plugin: each article file (src/content/articles/<slug>.md) becomes a module of plain
 * data as it is imported (build/article-reader.ts reads it), so a broken article fails the build,
 * and npm run dev and the tests show it, with the file, the line and the field. The server's
 * build then checks every link an article makes to one of our paths against the pages it has.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { ArticleError, articlesDir, readArticle, type SiteLink } from './article-reader.ts';

const isArticle = (id: string) => id.endsWith('.md') && path.dirname(id) === articlesDir;
const slugs = () => readdirSync(articlesDir).filter((f) => f.endsWith('.md')).map((f) => path.basename(f, '.md'));

/** What the built server says it has: its pages (src/site-files.server.ts). */
interface BuiltEntry {
  canonicalPaths: () => string[];
}

export function articles(): Plugin {
  const links = new Map<string, SiteLink[]>();
  return {
    name: 'articles',
    async transform(source, id) {
      if (!isArticle(id)) return undefined;
      try {
        const read = await readArticle(id, source, slugs());
        links.set(id, read.links);
        return { code: `export default ${JSON.stringify(read.article)};\n`, map: null };
      } catch (error) {
        // The message is the whole story (file, line, field); Vite's own frame would repeat it.
        if (error instanceof ArticleError) this.error(error.message);
        throw error;
      }
    },
    async writeBundle({ dir }) {
      if (this.environment.name !== 'ssr' || !dir || links.size === 0) return;
      // A link is right when it leads to a page of the route table or a file the client build made.
      const entry = (await import(pathToFileURL(path.join(dir, 'entry-server.js')).href)) as BuiltEntry;
      const pages = new Set(entry.canonicalPaths());
      const clientDir = path.resolve(dir, '../client');
      for (const [file, found] of links) {
        for (const { href, line } of found) {
          const { pathname } = new URL(href, 'http://site');
          if (pages.has(pathname) || statSync(path.join(clientDir, pathname), { throwIfNoEntry: false })?.isFile()) continue;
          this.error(new ArticleError(file, line, `the link to ${href} leads to no page of the site`).message);
        }
      }
    },
  };
}
