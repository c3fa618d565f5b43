/**
 * The files the build makes, each with its address, what it is made from and how (ADR 022). Loaded
 * through Vite's module runner by build/site-files.ts, never with Vite's config, so the drawing and
 * printing packages load only when files are made; the articles are read as it loads.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { site } from '../src/config/site.ts';
import { articleCardPath, brochureHref, ICONS } from '../src/content/paths.ts';
import { color } from '../src/theme/tokens.ts';
import { makeVariant, variantSource } from './article-images.ts';
import { readAllArticles } from './article-reader.ts';
import { renderBrochure } from './brochure.ts';
import { articleCard, cardSvg, png, siteCard, type Node } from './cards.ts';

export interface SiteFile {
  /** Where the site serves it. */
  path: string;
  /** Everything it is drawn from, as text: the same text, the same file (kept in a cache). Absent: made every time. */
  source?: string;
  make: () => Promise<Buffer>;
}


const fromRoot = (file: string) => readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8');
const version = (name: string) => (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;
/** The drawing packages' versions: a new satori, resvg or font draws every image again. */
const drawnWith = ['satori', '@resvg/resvg-js', '@fontsource/noto-serif', '@fontsource/noto-sans'].map((p) => `${p}@${version(p)}`).join(' ');

/** An icon: the mark centred on a tile; `inset` leaves the safe zone maskable icons need. */
function iconSvg(size: number, mark: string, background: string, inset: number) {
  const side = size * (1 - 2 * inset);
  const at = (size - side) / 2;
  const href = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${background}"/><image href="${href}" x="${at}" y="${at}" width="${side}" height="${side}"/></svg>`;
}

const icon = (path: string, svg: string): SiteFile => ({ path, source: `${drawnWith}\n${svg}`, make: async () => png(svg) });
const card = (path: string, node: Node): SiteFile => ({ path, source: `${drawnWith}\n${JSON.stringify(node)}`, make: async () => png(await cardSvg(node, path)) });

const logo = fromRoot('src/assets/logo-mark.svg');
const read = await readAllArticles();
const [favicon32, appleTouch, icon192, icon512] = ICONS;

export const files: SiteFile[] = [
  icon(favicon32, iconSvg(32, fromRoot('public/favicon.svg'), 'none', 0)),
  icon(appleTouch, iconSvg(180, logo, color.cream, 0.12)),
  icon(icon192, iconSvg(192, logo, color.cream, 0.12)),
  icon(icon512, iconSvg(512, logo, color.cream, 0.12)),
  card(site.socialImage.path, siteCard()),
  ...read.map(({ article }) => card(articleCardPath(article.slug), articleCard(article))),
  // Each size and format of each article's photos, at its hashed name in /assets/ (build/article-images.ts): once, when
  // two articles (or one, twice) show the same photo.
  ...new Map(
    read.flatMap(({ images }) => images.flatMap((image) => image.variants.map((variant) => [variant.path, { path: variant.path, source: variantSource(image, variant), make: () => makeVariant(image, variant) }] as const))),
  ).values(),
  // Printed every time: quick, and what it is printed from includes its own layout code.
  { path: brochureHref, make: renderBrochure },
];
