/**
 * The content check: everything wrong in the owner's files, found in one run before anything is built
 * (npm run build runs it first, scripts/build.ts; docs/owner.md, "When the build stops"). Each problem is
 * one line, `file:line: what is wrong, what to do`:
 * - first, and alone when there is one: a symbolic link in what the build reads (build/symbolic-links.ts);
 * - every article's front matter, Markdown, raw HTML, facts and lists, related articles (build/article-reader.ts);
 * - site.ts's facts, against their schema (build/site-facts.ts): hours, days, the area, the e-mail, the phones, the
 *   links, the video, …, each as the pages, the brochure, the cards and the structured data need it;
 * - every link an article makes to a page the site does not have (build/articles.ts);
 * - a heading that repeats one of another page's headings, or one said twice on a page.
 * The last two need the pages: the source is loaded through Vite's module loader (as npm run dev
 * loads it, no bundling) and every page rendered, a broken article as far as it could be read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { parse, type HTMLElement } from 'node-html-parser';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { readArticle, type SiteLink } from './article-reader.ts';
import { articles, linkProblems } from './articles.ts';
import { ownerProblems } from './owner-problems.ts';
import { SITE_FILE, siteFactProblems, syntaxProblems } from './site-facts.ts';
import { symbolicLinkProblems } from './symbolic-links.ts';

/** Headings the page templates write on every page of a kind: not a page's own. */
export const TEMPLATE_HEADINGS = ['at a glance', 'highlights', 'related articles', 'talk it over with our team'];

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Two headings are the same whatever their case. */
const key = (text: string) => squash(text).toLowerCase();

/** A page's own headings as a reader tells pages apart: its title (each half of one with a colon) and its section headings. */
export function ownHeadings(main: HTMLElement | null): string[] {
  if (!main) return [];
  const h1 = main.querySelectorAll('h1').flatMap((h) => h.textContent.split(':'));
  // A heading that is a link names the page it leads to (the article list), so it is that page's headline.
  const h2 = main.querySelectorAll('h2').filter((h) => !h.querySelector('a')).map((h) => h.textContent);
  return [...h1, ...h2].map(squash).filter((h) => h && !TEMPLATE_HEADINGS.includes(key(h)));
}

/** Every file under `dir` whose name ends with one of `extensions`. */
const filesUnder = (dir: string, extensions: string[]): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

/**
 * Where a heading shown on `page` is written: an article's title or heading line in its Markdown
 * file, else the first line of src/content that holds it; `file:line`, or undefined.
 */
function whereWritten(root: string, page: string, heading: string): string | undefined {
  const article = /^\/articles\/([^/]+)$/.exec(page)?.[1];
  const markdown = article && path.join(root, 'src/content/articles', `${article}.md`);
  const candidates = markdown ? [markdown] : filesUnder(path.join(root, 'src/content'), ['.ts', '.tsx']);
  for (const file of candidates) {
    let lines: string[];
    try {
      lines = readFileSync(file, 'utf8').split('\n');
    } catch {
      continue;
    }
    const at = lines.findIndex((line) => key(line).includes(key(heading)));
    if (at >= 0) return `${path.relative(root, file)}:${at + 1}`;
  }
  return markdown ? path.relative(root, markdown) : undefined;
}

/**
 * The headings rule: a page's title and section headings are its own, and
 * no page says a heading twice. One line per place to change, the Markdown file and line first.
 */
export function headingProblems(pages: { path: string; main: HTMLElement | null }[], root = process.cwd()): string[] {
  const problems: string[] = [];
  /** Each heading (by its key) with the pages that show it, and how the first of them writes it. */
  const owners = new Map<string, { heading: string; on: string[] }>();
  for (const page of pages) {
    for (const heading of ownHeadings(page.main)) {
      const seen = owners.get(key(heading)) ?? { heading, on: [] };
      if (!seen.on.includes(page.path)) seen.on.push(page.path);
      owners.set(key(heading), seen);
    }
    const all = page.main?.querySelectorAll('h1, h2, h3, h4, h5, h6').map((h) => squash(h.textContent)) ?? [];
    const keys = all.map(key);
    for (const heading of new Set(all.filter((h, i) => keys.indexOf(key(h)) !== i))) {
      const where = whereWritten(root, page.path, heading) ?? 'src/content';
      problems.push(`${where}: the heading “${heading}” is said twice on ${page.path}: give each section a heading of its own`);
    }
  }
  for (const { heading, on } of owners.values()) {
    if (on.length < 2) continue;
    const places = on.map((page) => ({ page, where: whereWritten(root, page, heading) }));
    // The owner's Markdown first: each article that repeats the heading is named, with its line.
    const markdown = places.filter((p) => p.where?.includes('.md'));
    for (const place of markdown.length ? markdown : places.slice(0, 1)) {
      const others = places.filter((p) => p !== place).map((p) => (p.where ? `${p.page} (${p.where})` : p.page));
      problems.push(`${place.where ?? 'src/content'}: the heading “${heading}” is also a heading of ${others.join(', ')}: give it words of its own, so each page says what it alone is about`);
    }
  }
  return problems;
}

/** The problems of every article, one line each, and the links each makes to the site's own paths. */
export async function articleProblems(root = process.cwd()) {
  const dir = path.join(root, 'src/content/articles');
  const files = readdirSync(dir).filter((f) => f.endsWith('.md')).sort();
  const slugs = files.map((f) => path.basename(f, '.md'));
  const links = new Map<string, SiteLink[]>();
  const problems: string[] = [];
  for (const name of files) {
    const file = path.join(dir, name);
    const read = await readArticle(file, readFileSync(file, 'utf8'), slugs);
    links.set(file, read.links);
    problems.push(...read.problems);
  }
  return { problems, links };
}

/**
 * The brochure's size, which pages print beside its link (build/site-files.ts prints the brochure to
 * know it): a stand-in, as no check reads it, and printing it is most of the time the source takes to load.
 */
const BROCHURE_MODULE = 'virtual:brochure-file';
const brochureStandIn = (): Plugin => ({
  name: 'brochure-stand-in',
  resolveId: (id) => (id === BROCHURE_MODULE ? `\0${BROCHURE_MODULE}` : undefined),
  load: (id) => (id === `\0${BROCHURE_MODULE}` ? 'export default { bytes: 0, pages: 1 };\n' : undefined),
});

/** What the pages' checks need of the source: its pages and their rendering (src/entry-server.tsx). */
interface Entry {
  canonicalPaths: () => string[];
  render: (url: string, options: { nonce: string; siteUrl: string }) => Promise<{ html: string }>;
}

/**
 * The problems of site.ts's facts as the file is now, through `vite`'s module loader (as the pages load it, and
 * afresh after each edit in npm run dev): a file that cannot be read is named by its mistakes of syntax (it has no
 * values to check until they are fixed); one that can, by its values' problems against the schema. One line each, `src/config/site.ts:LINE: field: …`.
 */
export async function siteProblems(vite: ViteDevServer, root = process.cwd()): Promise<string[]> {
  const source = readFileSync(path.join(root, SITE_FILE), 'utf8');
  let facts: Record<string, unknown>;
  try {
    facts = await vite.ssrLoadModule(`/${SITE_FILE}`);
  } catch (error) {
    // Said in TypeScript's words, line by line, rather than the bundler's (TypeScript is loaded only then).
    const syntax = await syntaxProblems(source);
    if (syntax.length) return syntax;
    throw error;
  }
  return siteFactProblems(facts, source);
}

/** The order a reader goes through them: file by file, line by line. */
export function byPlace(a: string, b: string) {
  const [, fileA = a, lineA = '0'] = /^([^:]+):?(\d+)?/.exec(a) ?? [];
  const [, fileB = b, lineB = '0'] = /^([^:]+):?(\d+)?/.exec(b) ?? [];
  return fileA === fileB ? Number(lineA) - Number(lineB) : fileA < fileB ? -1 : 1;
}

/**
 * Every problem of the owner's files in `root`, one line each; [] when the content is ready to build.
 * A failure that is not the owner's (a bug in the code) is thrown, with its stack.
 */
export async function checkContent(root = process.cwd()): Promise<string[]> {
  // First, and alone: a link could make any check below read (and quote) a file from outside the tree.
  const symbolicLinks = symbolicLinkProblems(root);
  if (symbolicLinks.length) return [...symbolicLinks, 'the content is checked once no symbolic link is left'];
  const { problems, links } = await articleProblems(root);
  /** Said after the problems: what could not be checked until they are fixed. */
  const after: string[] = [];
  // Vite's server sets NODE_ENV to development when it is unset: a build in this process after the check would then
  // compile React's development JSX (scripts/build.ts). What it was is put back once the check is done.
  const nodeEnv = process.env.NODE_ENV;
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    // The plugins the source needs to load: JSX for Emotion, the articles (a broken one as far as it reads), the brochure's size.
    plugins: [react({ jsxImportSource: '@emotion/react' }), articles({ lenient: true }), brochureStandIn()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
  });
  let facts: string[] = [];
  try {
    facts = await siteProblems(vite, root);
    problems.push(...facts);
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as Entry;
    problems.push(...linkProblems(links, entry));
    const pages = [];
    for (const page of entry.canonicalPaths()) {
      const { html } = await entry.render(page, { nonce: 'check', siteUrl: 'http://localhost' });
      pages.push({ path: page, main: parse(html).querySelector('main') });
    }
    problems.push(...headingProblems(pages, root));
  } catch (error) {
    // The source does not load: when it is the owner's doing (site.ts), say so; links and headings wait for the fix.
    // What site.ts's schema said above is not said again, in phones.server.ts's words.
    const found = ownerProblems(error);
    if (!found && !facts.length) throw error;
    problems.push(...(found ?? []).filter((line) => !(facts.length && line.startsWith(SITE_FILE))));
    after.push(`${SITE_FILE}: the pages’ links and headings are checked once the problems above are fixed`);
  } finally {
    await vite.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return [...[...new Set(problems)].sort(byPlace), ...after];
}
