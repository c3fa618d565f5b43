/**
 * Draws each article's 1200×630 social card from its title and category into
 * public/images/articles/<slug>.jpg, which the site links as og:image and
 * twitter:image. The cards are committed, so building the site needs no browser:
 *   npm run build:cards   (after adding an article or changing a title or category)
 * A card is drawn again only when its document changed (a title, a category,
 * the design); scripts/article-cards.json records what each was drawn from, and
 * a test fails when a card is out of date.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { articleCardPath } from '../src/content/paths';
import type { Article } from '../src/content/types';
import { articleCardHtml, CARD } from './cards';
import { renderImages } from './raster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const articlesDir = path.join(root, 'src/content/articles');
const publicDir = path.join(root, 'public');
export const cardsDir = path.join(publicDir, path.dirname(articleCardPath('x')));
/** What each committed card was drawn from: the hash of its document, by file. */
export const drawnFile = path.join(root, 'scripts/article-cards.json');

/** Every article, read from the same files as the site's list (their index.ts aside). */
export async function readArticles(): Promise<Article[]> {
  const files = (await readdir(articlesDir)).filter((f) => f.endsWith('.ts') && f !== 'index.ts').sort();
  return Promise.all(files.map(async (f) => ((await import(pathToFileURL(path.join(articlesDir, f)).href)) as { article: Article }).article));
}

export const cardHash = (html: string) => createHash('sha256').update(html).digest('hex');
export const readDrawn = async (): Promise<Record<string, string>> => JSON.parse(await readFile(drawnFile, 'utf8').catch(() => '{}'));

/** Draws the cards that are missing or out of date, removes those of articles that are gone; returns the counts. */
export async function buildCards() {
  const cards = (await readArticles()).map((a) => ({ file: path.join(publicDir, articleCardPath(a.slug)), ...CARD, html: articleCardHtml(a) }));
  const drawn = await readDrawn();
  const key = (file: string) => path.relative(root, file);
  const stale = cards.filter((card) => !existsSync(card.file) || drawn[key(card.file)] !== cardHash(card.html));
  await mkdir(cardsDir, { recursive: true });
  const wanted = new Set(cards.map((card) => path.basename(card.file)));
  for (const file of await readdir(cardsDir)) if (!wanted.has(file)) await rm(path.join(cardsDir, file));
  if (stale.length) await renderImages(stale);
  await mkdir(path.dirname(drawnFile), { recursive: true });
  await writeFile(drawnFile, `${JSON.stringify(Object.fromEntries(cards.map((card) => [key(card.file), cardHash(card.html)])), null, 2)}\n`);
  return { cards: cards.length, drawn: stale.length };
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (isMain) {
  const started = performance.now();
  const { cards, drawn } = await buildCards();
  console.log(`Article cards: ${cards} in ${path.relative(root, cardsDir)}/, ${drawn} drawn (${Math.round(performance.now() - started)} ms)`);
}
