/**
 * Reads an article file: YAML front matter checked against the schema below, and a CommonMark body
 * turned into an HTML tree (hast) of plain data, with each fact or list it names put in (ADR 021).
 * Runs at build time only (build/check-content.ts, build/articles.ts, build/site-files.ts): the server
 * bundle gets the data. Everything wrong with a file is found in one reading, each problem a line
 * naming the file, the line where there is one, and the field or the Markdown at fault.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element, ElementContent, Root as Hast, RootContent as HastContent } from 'hast';
import type { Image, List, Nodes, Parent, PhrasingContent, Root as Mdast } from 'mdast';
import type { Document, LineCounter } from 'yaml';
import type { z as Zod } from 'zod';
import { articleFacts, articleLists } from '../src/content/facts.ts';
import { checkImage, pictureElement, type ArticleImage } from './article-images.ts';

/** The folder of the articles, one `<slug>.md` each. */
export const articlesDir = fileURLToPath(new URL('../src/content/articles', import.meta.url));

export class ArticleError extends Error {
  constructor(file: string, line: number | undefined, what: string) {
    super(`${path.relative(process.cwd(), file)}${line === undefined ? '' : `:${line}`}: ${what}`);
    this.name = 'ArticleError';
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (iso: string) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * A day written another way, as an article's front matter writes it: '2026-12-7' → '2026-12-07', '12/7/2026'
 * (month first, as in the US) and 'December 7, 2026' or '7 Dec 2026' → '2026-12-07'; undefined when it reads as no day.
 */
export function asIsoDay(written: string): string | undefined {
  const text = written.trim();
  const dashed = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  let day: string | undefined;
  if (dashed) day = iso(Number(dashed[1]), Number(dashed[2]), Number(dashed[3]));
  else if (slashed) day = iso(Number(slashed[3]), Number(slashed[1]), Number(slashed[2]));
  else if (/[a-z]{3}/i.test(text) && /\b\d{4}\b/.test(text) && !Number.isNaN(Date.parse(text))) {
    // A month by its name: Date reads it, at midnight where this runs.
    const date = new Date(Date.parse(text));
    day = iso(date.getFullYear(), date.getMonth() + 1, date.getDate());
  }
  return day && isDay(day) ? day : undefined;
}

/** What a front-matter date says when it is not one (docs/owner.md, "When the build stops"): what to write instead. */
function dateProblem(written: unknown) {
  const today = new Date().toISOString().slice(0, 10);
  const shown = `“${String(written)}”`;
  if (typeof written === 'string' && ISO_DATE.test(written)) {
    const [year, month] = written.split('-').map(Number) as [number, number];
    const days = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : undefined;
    return `is not a day of the calendar: ${days ? `${MONTHS[month - 1]} ${year} has ${days} days` : 'the month is 01 to 12'}; write the day as YYYY-MM-DD, e.g. ${today} for today`;
  }
  const meant = typeof written === 'string' ? asIsoDay(written) : undefined;
  return meant ? `${shown} is not written YYYY-MM-DD: write ${meant}` : `${shown} is not a date: write the day as YYYY-MM-DD, e.g. ${today} for today`;
}

/** The front matter, field by field: exactly these names (docs/owner.md, "Write an article"). */
function frontMatterSchema(z: typeof Zod) {
  const isoDate = z.string({ error: ({ input }) => dateProblem(input) }).check((ctx) => {
    if (!ISO_DATE.test(ctx.value) || !isDay(ctx.value)) ctx.issues.push({ code: 'custom', input: ctx.value, message: dateProblem(ctx.value) });
  });
  const text = z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' });

  return z.strictObject({
    title: text,
    excerpt: text.check((ctx) => {
      const n = ctx.value.length;
      if (n < 70 || n > 160) ctx.issues.push({ code: 'custom', input: ctx.value, message: `must be 70–160 characters, as it is the page’s description (it has ${n})` });
    }),
    category: text,
    date: isoDate,
    updated: isoDate.optional(),
    related: z.array(text, { error: 'must be a list of article slugs, e.g. [dual-pricing, restaurant-pos]' }).optional(),
    stats: z
      .strictObject({
        heading: text,
        items: z.array(z.strictObject({ value: text, label: text }), { error: 'must be a list of value and label pairs' }).min(1, { error: 'must list at least one figure' }),
      })
      .optional(),
    brochure: z.boolean({ error: 'must be true or false' }).optional(),
  });
}

export type FrontMatter = Zod.infer<ReturnType<typeof frontMatterSchema>>;

/**
 * The Markdown, YAML and schema packages, loaded at the first article rather than with this module:
 * Vite's config imports it (build/articles.ts), and every Vite server and test run loads that config.
 */
let loaded: ReturnType<typeof loadTools> | undefined;
async function loadTools() {
  const [{ unified }, { default: remarkParse }, { default: remarkFrontmatter }, { default: remarkDirective }, { toHast }, { visit, SKIP }, yaml, { z }] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-frontmatter'),
    import('remark-directive'),
    import('mdast-util-to-hast'),
    import('unist-util-visit'),
    import('yaml'),
    import('zod'),
  ]);
  const schema = frontMatterSchema(z);
  const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkDirective);
  return { parser, toHast, visit, SKIP, yaml, schema, fields: Object.keys(schema.shape) };
}
type Tools = Awaited<ReturnType<typeof loadTools>>;

/** What the site knows of an article, as plain data. */
export interface ArticleData extends Omit<FrontMatter, 'related'> {
  slug: string;
  related: string[];
  /** The text as an HTML tree, facts and lists in place. */
  body: Hast;
  /** Words a reader reads, link labels and facts included. */
  words: number;
}

/** A link to one of the site's own paths, for the build to check against its pages (build/articles.ts). */
export interface SiteLink {
  href: string;
  line: number | undefined;
}

/** What a writer may use in the text; anything else is an error naming its line. */
const MARKDOWN_IN_ARTICLES = new Set(['root', 'yaml', 'heading', 'paragraph', 'text', 'emphasis', 'strong', 'link', 'image', 'list', 'listItem', 'break', 'textDirective', 'leafDirective']);
const NOT_IN_ARTICLES: Record<string, string> = {
  html: 'raw HTML is not allowed in an article: write Markdown (headings, paragraphs, lists, emphasis, links)',
  code: 'code blocks are not part of an article’s text (an indented line is one: remove the indent)',
  inlineCode: 'code (`…`) is not part of an article’s text',
  blockquote: 'quotation blocks (> …) are not part of an article’s text',
  thematicBreak: 'rules (---, ***) are not part of an article’s text',
  definition: 'write each link where it is: [label](/path)',
  linkReference: 'write each link where it is: [label](/path)',
  imageReference: 'write each image where it is: ![what it shows](./photo.jpg)',
  containerDirective: 'a :::block is not used in articles: name a fact with :fact[name] or a list with ::list[name]',
};

const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line;
const labelOf = (node: { children: Nodes[] }) => node.children.map((child) => ('value' in child ? child.value : '')).join('').trim();

/** The line in the file of a front matter field (or its value at `at`), the front matter starting on line `first`. */
function fieldLine(doc: Document, lines: LineCounter, first: number, at: (string | number)[]): number | undefined {
  for (let depth = at.length; depth > 0; depth--) {
    const node = doc.getIn(at.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return first + lines.linePos(node.range[0]).line;
  }
  return undefined;
}

/** What a problem's message says of a schema issue, with the line of the field at fault. */
function issueProblem(file: string, doc: Document, lines: LineCounter, first: number, data: unknown, issue: Zod.core.$ZodIssue, fields: string[]) {
  // Front matter keys are strings and list positions numbers: YAML has no symbols.
  const at = issue.path as (string | number)[];
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const within = issue.path.length ? `${issue.path.join('.')}.` : '';
      const known = issue.path.length ? '' : ` (the fields: ${fields.join(', ')})`;
      return new ArticleError(file, fieldLine(doc, lines, first, [...at, key]), `${within}${key}: is not a field of an article${known}`);
    });
  }
  const field = issue.path.join('.');
  const missing = issue.code === 'invalid_type' && at.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data) === undefined;
  // A missing field has no line of its own: the front matter's first line is where it goes.
  return [new ArticleError(file, missing ? first : fieldLine(doc, lines, first, at), `${field}: ${missing ? 'is required: add it to the front matter' : issue.message}`)];
}

/**
 * Reads the front matter, finding every broken field (each with its line). Each field that passes
 * is kept; one that does not gets a stand-in, so the rest of the site can still be checked around
 * the article (build/check-content.ts): the problems say the article is not done.
 */
function readFrontMatter({ yaml: YAML, schema, fields }: Tools, file: string, tree: Mdast, slug: string): { front: FrontMatter; problems: ArticleError[] } {
  const standIn: FrontMatter = { title: slug, excerpt: '', category: '', date: '1970-01-01' };
  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  if (!yaml) return { front: standIn, problems: [new ArticleError(file, 1, 'the file starts with its front matter: a line ---, the fields (title, excerpt, category, date, …), and a line ---')] };
  const first = lineOf(yaml) ?? 1;
  const lines = new YAML.LineCounter();
  const doc = YAML.parseDocument(yaml.value, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    return { front: standIn, problems: doc.errors.map((broken) => new ArticleError(file, first + lines.linePos(broken.pos[0]).line, `front matter: ${broken.message.split('\n')[0]}`)) };
  }
  const data: unknown = doc.toJS();
  const parsed = schema.safeParse(data ?? {});
  if (parsed.success) return { front: parsed.data, problems: [] };
  const problems = parsed.error.issues.flatMap((issue) => issueProblem(file, doc, lines, first, data, issue, fields));
  const given = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const front = { ...standIn } as Record<string, unknown>;
  for (const [field, check] of Object.entries(schema.shape)) {
    const value = check.safeParse(given[field]);
    if (value.success && value.data !== undefined) front[field] = value.data;
  }
  return { front: front as FrontMatter, problems };
}

/** A string of a shared list as Markdown inline content (list items may hold `[label](/path)`). */
function inline({ parser }: Tools, markdown: string): PhrasingContent[] {
  const paragraph = parser.parse(markdown).children[0];
  return paragraph?.type === 'paragraph' ? paragraph.children : [];
}

/**
 * Checks the text's Markdown and puts each named fact and list in; returns the links to the site's own
 * paths and every problem, each with its line. What is not allowed is left out of the text, so the
 * rest of the site can still be checked around the article.
 */
function checkBody(tools: Tools, file: string, tree: Mdast): { links: SiteLink[]; images: FoundImage[]; problems: ArticleError[] } {
  const links: SiteLink[] = [];
  const images: FoundImage[] = [];
  const problems: ArticleError[] = [];
  /** Records a problem and drops the node at fault, visiting next what came after it. */
  const drop = (parent: { children: unknown[] } | undefined, index: number | undefined, problem: ArticleError) => {
    problems.push(problem);
    if (!parent || index === undefined) return tools.SKIP;
    parent.children.splice(index, 1);
    return index;
  };
  tools.visit(tree, (node, index, parent) => {
    if (!MARKDOWN_IN_ARTICLES.has(node.type)) return drop(parent, index, new ArticleError(file, lineOf(node), NOT_IN_ARTICLES[node.type] ?? `${node.type} is not part of an article’s text`));
    if (node.type === 'heading' && (node.depth < 2 || node.depth > 3)) {
      problems.push(new ArticleError(file, lineOf(node), `headings in the text are ## or ### (the title is the page’s one #)`));
    }
    if (node.type === 'link') {
      if (node.url.startsWith('/') && !node.url.startsWith('//')) links.push({ href: node.url, line: lineOf(node) });
      else if (!/^(https?:\/\/[^/\s]|mailto:|tel:)/.test(node.url)) {
        problems.push(new ArticleError(file, lineOf(node), `the link “${node.url}” leads nowhere: write a path of the site (/contact) or a web address (https://…)`));
      }
    }
    // Checked once the whole text is read (placeImages): their files are read from the disk.
    if (node.type === 'image' && parent) images.push({ node, parent });
    if (node.type === 'textDirective') {
      const name = labelOf(node);
      if (node.name !== 'fact') {
        return drop(parent, index, new ArticleError(file, lineOf(node), `:${node.name} is not a name articles use: name a fact with :fact[name] (to write a colon before a letter, write \\:)`));
      }
      if (!Object.hasOwn(articleFacts, name)) {
        return drop(parent, index, new ArticleError(file, lineOf(node), `:fact[${name}] is not a fact: the facts are ${Object.keys(articleFacts).join(', ')} (src/content/facts.ts)`));
      }
      parent!.children.splice(index!, 1, { type: 'text', value: articleFacts[name as keyof typeof articleFacts] });
      return index;
    }
    if (node.type === 'leafDirective') {
      const name = labelOf(node);
      if (node.name !== 'list' || !Object.hasOwn(articleLists, name)) {
        return drop(parent, index, new ArticleError(file, lineOf(node), `::${node.name}[${name}] is not a list: the lists are ${Object.keys(articleLists).map((l) => `::list[${l}]`).join(', ')} (src/content/facts.ts)`));
      }
      const list: List = {
        type: 'list',
        ordered: false,
        spread: false,
        children: articleLists[name as keyof typeof articleLists].map((item) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: inline(tools, item) }] })),
      };
      parent!.children.splice(index!, 1, list);
      // Visits the list in its place: the links its items hold are checked too.
      return index;
    }
    return undefined;
  });
  return { links, images, problems };
}

/** An image of the text as Markdown wrote it, with the node that holds it. */
interface FoundImage {
  node: Image;
  parent: Parent;
}

/**
 * Checks each image of the text (its words, its file) and makes the <picture> of each that passes, in the
 * order of the text; an image with a problem is left out of the text. One in the text's first block is on the
 * reader's first screen and loads at once; the others load as the reader comes near them.
 */
async function placeImages(file: string, tree: Mdast, found: FoundImage[]) {
  const problems: ArticleError[] = [];
  const images: ArticleImage[] = [];
  const pictures: Element[] = [];
  const firstBlockEnds = tree.children.find((block) => block.type !== 'yaml')?.position?.end.line ?? 0;
  for (const { node, parent } of found) {
    const line = lineOf(node);
    const alt = node.alt?.trim() ?? '';
    const image = await checkImage(file, node.url);
    if (!alt) {
      problems.push(new ArticleError(file, line, `the image ${node.url} has no text: write what it shows between the brackets, e.g. ![A card reader on the counter of a Biloxi café](${node.url}): it is what a reader who cannot see the photo hears, and what shows if it does not load`));
    }
    if (typeof image === 'string') problems.push(new ArticleError(file, line, image));
    if (!alt || typeof image === 'string') {
      parent.children.splice(parent.children.indexOf(node), 1);
      continue;
    }
    images.push(image);
    pictures.push(pictureElement(image, alt, (line ?? 0) > firstBlockEnds));
  }
  return { problems, images, pictures };
}

const textOf = (node: Hast | HastContent): string => (node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '');

/**
 * Drops what only Markdown's layout made: positions, the line breaks between blocks and list items,
 * and the seams around a fact put into a sentence (React would mark each seam with a comment).
 */
function plain<T extends Hast | ElementContent>(node: T): T {
  delete node.position;
  if (!('children' in node)) return node;
  const blocks = node.type === 'root' || ['ul', 'ol'].includes((node as Element).tagName);
  const children: (typeof node.children)[number][] = [];
  for (const child of node.children) {
    const last = children.at(-1);
    if (blocks && child.type === 'text' && !child.value.trim()) continue;
    if (child.type === 'text' && last?.type === 'text') last.value += child.value;
    else children.push(plain(child as ElementContent));
  }
  node.children = children as typeof node.children;
  return node;
}

/** What reading an article found: its data, its links to the site's own paths, and every problem (none when it is fine). */
export interface ReadArticle {
  article: ArticleData;
  links: SiteLink[];
  /** Its photos, each with the files the build makes of it (build/site-file-list.ts). */
  images: ArticleImage[];
  /** One line each, `file:line: what is wrong, what to do`. */
  problems: string[];
}

/**
 * Reads one article, finding everything wrong with it (`slugs` are the articles there are). With
 * problems, `article` is what could be read, stand-ins in place of what could not: enough for the
 * content check to render the site around it, never to ship.
 */
export async function readArticle(file: string, source: string, slugs: readonly string[]): Promise<ReadArticle> {
  const tools = await (loaded ??= loadTools());
  const slug = path.basename(file, '.md');
  const problems: ArticleError[] = [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) problems.push(new ArticleError(file, undefined, 'the file name is the article’s address: lowercase letters, digits and dashes, e.g. dual-pricing.md'));
  const tree = tools.parser.parse(source);
  const { front, problems: inFront } = readFrontMatter(tools, file, tree, slug);
  problems.push(...inFront);
  const fieldAt = (field: string) => {
    const line = source.split('\n').findIndex((l) => l.startsWith(`${field}:`));
    return line < 0 ? undefined : line + 1;
  };
  if (front.updated !== undefined && front.updated <= front.date) {
    problems.push(new ArticleError(file, fieldAt('updated'), `updated: must be after date (${front.date})`));
    delete front.updated;
  }
  const others = slugs.filter((s) => s !== slug);
  for (const related of front.related ?? []) {
    if (!others.includes(related)) problems.push(new ArticleError(file, fieldAt('related'), `related: “${related}” is not another article (the articles: ${others.join(', ')})`));
  }
  const body = checkBody(tools, file, tree);
  problems.push(...body.problems);
  const placed = await placeImages(file, tree, body.images);
  problems.push(...placed.problems);
  const hast = tools.toHast(tree) as Hast;
  // Each <img> Markdown made, in the text's order, becomes its picture.
  tools.visit(hast, 'element', (element, index, parent) => {
    if (element.tagName !== 'img' || !parent || index === undefined) return undefined;
    parent.children[index] = placed.pictures.shift()!;
    return tools.SKIP;
  });
  const words = textOf(hast).split(/\s+/).filter(Boolean).length;
  const related = (front.related ?? []).filter((r) => others.includes(r));
  return { article: { slug, ...front, related, body: plain(hast), words }, links: body.links, images: placed.images, problems: problems.map((p) => p.message) };
}

/** Every problem of one or more articles, one line each: what stops the build, npm run dev and the site's files alike. */
export class ArticleProblems extends Error {
  constructor(problems: string[]) {
    super(problems.join('\n'));
    // The name the build's plugins know an owner's mistake by (build/site-files.ts).
    this.name = 'ArticleError';
  }
}

/** Every article in the folder, each read and checked, with its photos (build/site-file-list.ts); throws ArticleProblems naming every problem. */
export async function readAllArticles(dir = articlesDir): Promise<ReadArticle[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.md')).sort();
  const slugs = files.map((f) => path.basename(f, '.md'));
  const read = await Promise.all(files.map((f) => readArticle(path.join(dir, f), readFileSync(path.join(dir, f), 'utf8'), slugs)));
  const problems = read.flatMap((r) => r.problems);
  if (problems.length) throw new ArticleProblems(problems);
  return read;
}

/** Every article in the folder, each read and checked; throws ArticleProblems naming every problem. */
export const readArticles = async (dir = articlesDir): Promise<ArticleData[]> => (await readAllArticles(dir)).map((r) => r.article);
