/**
 * A Vite plugin: each article file (src/content/articles/<slug>.md) becomes a module of plain
 * data as it is imported (build/article-reader.ts reads it), so a broken article fails the build,
 * and npm run dev and the tests show it, with the file, the line and the field. Every link an
 * article makes to one of our paths must lead to a page of the route table, a file of public/ or a
 * file the build makes: the server's build checks that against the pages it has, and npm run dev
 * (server/dev.ts) with the same words against the pages of the source.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { site } from '../src/config/site.ts';
import { articleCardPath, brochureHref, ICONS } from '../src/content/paths.ts';
import { ArticleError, articlesDir, readArticle, type SiteLink } from './article-reader.ts';
import { editDistance, nearest } from './nearest.ts';

const isArticle = (id: string) => id.endsWith('.md') && path.dirname(id) === articlesDir;
const slugs = () => readdirSync(articlesDir).filter((f) => f.endsWith('.md')).map((f) => path.basename(f, '.md'));
const publicDir = fileURLToPath(new URL('../public', import.meta.url));

/** What the server says it has: its pages (src/render/site-files.server.ts). */
interface ServerEntry {
  canonicalPaths: () => string[];
}

/** What the plugin offers npm run dev: the problems of the links read so far, against the pages of `entry`. */
export interface ArticlesApi {
  linkProblems: (entry: ServerEntry) => string[];
}

/** Whether a path is a file the site serves besides its pages: one of public/ or one the build makes (build/site-file-list.ts). */
function isFile(pathname: string) {
  const made = [...ICONS, site.socialImage.path, brochureHref, ...slugs().map(articleCardPath)];
  return made.includes(pathname) || Boolean(statSync(path.join(publicDir, pathname), { throwIfNoEntry: false })?.isFile());
}

/** The last part of a path: '/articles/dual-pricing' → 'dual-pricing'. */
const lastPart = (pathname: string) => pathname.split('/').filter(Boolean).at(-1) ?? '';

/**
 * What to write instead of a link to no page: the pages nearest to it by spelling, whole or by their last part
 * ('/contact-us' → /contact; '/dual-pricing' → /articles/dual-pricing), as a clause of the problem's line.
 */
export function nearestPages(pathname: string, pages: readonly string[]) {
  const wanted = pathname.toLowerCase();
  const score = (page: string) => Math.min(editDistance(wanted, page), editDistance(lastPart(wanted), lastPart(page)) + 1);
  const near = nearest(pathname, pages, { count: 3, score });
  const list = near.length > 1 ? `${near.slice(0, -1).join(', ')} and ${near.at(-1)}` : near[0];
  return `the nearest ${near.length > 1 ? 'pages are' : 'page is'} ${list}: write ${near.length > 1 ? 'one of them' : 'it'}, or another page's address as your browser shows it`;
}

/** Each link that leads nowhere, as the ArticleError message that names its file and line, and the pages nearest to it. */
export function linkProblems(links: Map<string, SiteLink[]>, entry: ServerEntry) {
  const pages = new Set(entry.canonicalPaths());
  const problems: string[] = [];
  for (const [file, found] of links) {
    // An article deleted since it was read (npm run dev) links nowhere any more.
    if (!statSync(file, { throwIfNoEntry: false })) continue;
    for (const { href, line } of found) {
      const { pathname } = new URL(href, 'http://site');
      if (!pages.has(pathname) && !isFile(pathname)) {
        problems.push(new ArticleError(file, line, `the link to ${href} leads to no page of the site; ${nearestPages(pathname, [...pages])}`).message);
      }
    }
  }
  return problems;
}

/**
 * `lenient`: a broken article still becomes a module, of what could be read (build/check-content.ts
 * renders the site around it to check the rest, and reports the article's problems itself).
 */
export function articles({ lenient = false } = {}): Plugin<ArticlesApi> {
  const links = new Map<string, SiteLink[]>();
  return {
    name: 'articles',
    api: { linkProblems: (entry) => linkProblems(links, entry) },
    async transform(source, id) {
      if (!isArticle(id)) return undefined;
      const read = await readArticle(id, source, slugs());
      links.set(id, read.links);
      // A photo replaced under the same name reads the article again: its files get new names.
      for (const image of read.images) this.addWatchFile(image.file);
      // The messages are the whole story (file, line, field); Vite's own frame would repeat them.
      if (read.problems.length && !lenient) this.error(read.problems.join('\n'));
      return { code: `export default ${JSON.stringify(read.article)};\n`, map: null };
    },
    configureServer(server) {
      // A photo saved (or deleted) beside the articles is read as a change to each article, as saving the Markdown
      // would be: Vite reads a file again on a change, not when a file it was never given appears.
      for (const event of ['add', 'unlink'] as const) {
        server.watcher.on(event, (file) => {
          if (path.dirname(file) !== articlesDir || file.endsWith('.md')) return;
          for (const article of links.keys()) server.watcher.emit('change', article);
        });
      }
    },
    async writeBundle({ dir }) {
      if (this.environment.name !== 'ssr' || !dir || links.size === 0) return;
      const entry = (await import(pathToFileURL(path.join(dir, 'entry-server.js')).href)) as ServerEntry;
      const problems = linkProblems(links, entry);
      if (problems.length) this.error(problems.join('\n'));
    },
  };
}
