/**
 * An article's photos (ADR 044): a JPEG, PNG or WebP file saved beside the article's Markdown and written
 * `![what it shows](./photo.jpg)`. The reader (build/article-reader.ts) checks each file and puts a <picture>
 * in the text; the build makes each size and format with sharp (build/site-file-list.ts), under hashed names in
 * /assets/, which the server caches for a year as it does the bundle's files; npm run dev makes them as they
 * are asked for (build/site-files.ts). Build time only: the server never loads sharp.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Element } from 'hast';
import type Sharp from 'sharp';

/** The files an owner may save: a photo from a phone or a camera, a screenshot, a picture from the web. */
const KINDS: Record<string, { extensions: string[]; fallback: Format }> = {
  jpeg: { extensions: ['.jpg', '.jpeg'], fallback: 'jpeg' },
  png: { extensions: ['.png'], fallback: 'png' },
  webp: { extensions: ['.webp'], fallback: 'jpeg' },
};

/**
 * The limits (docs/owner.md, "Photos in an article"). A phone's photo is 2–6 MB and 12–48 million pixels; the
 * page never shows more than 1,440 pixels across, so anything bigger only weighs on the repository and the build.
 */
export const MAX_BYTES = 15 * 1000 * 1000;
export const MAX_PIXELS = 50 * 1000 * 1000;

/** The widths made, in pixels: a phone's column at 1x, 2x and 3x is about 355, 710 and 1,065; a computer's (at most 760) at 1x and 2x. */
export const WIDTHS = [480, 960, 1440];
/** The width of the <img>'s own file, for a browser that takes neither AVIF nor WebP. */
const FALLBACK_WIDTH = 960;
/**
 * How wide the picture is drawn, as measured in Chromium: the text column's 70ch of 17 px text, 757 px, from a
 * window 818 px wide; below, the window less its margins (390 px wide: 354.5 px). Between 1,024 and about 1,240 px
 * the column beside the aside is narrower (624 px at 1,024): a browser then takes a file somewhat larger than needed.
 */
export const SIZES = '(min-width: 818px) 760px, calc(95vw - 1rem)';

type Format = 'avif' | 'webp' | 'jpeg' | 'png';
const TYPE: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
const EXTENSION: Record<Format, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
/**
 * How each format is written; part of each file's name, so a change here makes new names (the old stay cached for a
 * year). AVIF at effort 2, not sharp's 4: a 1,440 px file took 1.0–1.3 s instead of 6–12 s, for 5–13% more bytes
 * (a drawing and a photo-like picture, on a busy two-core machine).
 */
const OPTIONS = { avif: { quality: 50, effort: 2 }, webp: { quality: 75 }, jpeg: { quality: 78, mozjpeg: true }, png: { compressionLevel: 9, palette: false } };

/** One file the build makes of a photo. */
export interface ImageVariant {
  /** Where the site serves it: /assets/<name>-<width>-<hash>.<ext>. */
  path: string;
  width: number;
  format: Format;
}

/** A photo of an article, checked: its file, the size of its <img> (upright, as the phone showed it), and the files made of it. */
export interface ArticleImage {
  file: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * sharp, loaded at the first photo rather than with this module: Vite's config imports the reader (build/articles.ts),
 * and only a build or a check that meets a photo needs it. Kept once loaded: the build makes the files through
 * Vite's module runner (build/site-files.ts), which is closed by then, and refuses an import after it closes.
 */
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

const megabytes = (bytes: number, digits = 1) => `${(bytes / 1e6).toFixed(digits)} MB`;
const million = (pixels: number, digits = 1) => `${(pixels / 1e6).toFixed(digits)} million`;

/** Whether `url` names a file beside the article (`./photo.jpg` or `photo.jpg`): no folder, no address. */
export const isBeside = (url: string) => /^(\.\/)?[^/\\:?#]+$/.test(url) && !url.startsWith('..');

/**
 * Checks the photo `url` names beside the article `file`: it is there, a JPEG, PNG or WebP by its name and its
 * content, and within the limits. Resolves with the photo, or with what is wrong, in the owner's words.
 */
export async function checkImage(file: string, url: string): Promise<ArticleImage | string> {
  let name = url.replace(/^\.\//, '');
  try {
    name = decodeURIComponent(name); // ./my%20photo.jpg is my photo.jpg
  } catch {
    // a % that starts no escape is the name's own
  }
  const where = path.dirname(path.relative(process.cwd(), file)) || '.';
  // Decoded, it must still be a name of this folder: ..%2F is no way out of it.
  if (!isBeside(url) || !isBeside(name)) return `the image “${url}” is not a file beside the article: save the photo in ${where}/ and write ![what it shows](./photo.jpg)`;
  const image = path.join(path.dirname(file), name);
  const found = await stat(image).catch(() => undefined);
  if (!found?.isFile()) return `the image ./${name} is not there: save it in ${where}/ (the name as written, capitals and all)`;
  const kind = Object.entries(KINDS).find(([, k]) => k.extensions.includes(path.extname(name).toLowerCase()));
  const notOne = `the image ./${name} is not a JPEG, PNG or WebP file: save it as a JPEG (a phone’s HEIC photo too: share or export it “as JPEG”)`;
  if (!kind) return notOne;
  if (found.size > MAX_BYTES) return `the image ./${name} is ${megabytes(found.size)}: at most ${megabytes(MAX_BYTES, 0)}; save a smaller copy (2,000 pixels across is plenty)`;
  const sharp = await loadSharp();
  const metadata = await sharp(image).metadata().catch(() => undefined);
  if (!metadata || metadata.format !== kind[0]) return notOne;
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_PIXELS) return `the image ./${name} is ${width} × ${height} pixels (${million(width * height)}): at most ${million(MAX_PIXELS, 0)}; save a smaller copy (2,000 pixels across is plenty)`;
  const widths = [...new Set([...WIDTHS.filter((w) => w < width), Math.min(width, WIDTHS.at(-1)!)])];
  const fallback = KINDS[kind[0]]!.fallback;
  const hash = createHash('sha256').update(await readFile(image)).update(`sharp@${sharp.versions.sharp} vips@${sharp.versions.vips} ${JSON.stringify(OPTIONS)}`).digest('base64url').slice(0, 10);
  // Names the site's asset names take (server/http/static-files.ts): letters, digits, dashes, one dot.
  const stem = path.basename(name, path.extname(name)).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'image';
  const variant = (w: number, format: Format): ImageVariant => ({ path: `/assets/${stem}-${w}-${hash}.${EXTENSION[format]}`, width: w, format });
  // The <img>'s own file: its width and height keep the photo's place while it loads, and size it where no style does (a feed reader).
  const shown = widths.findLast((w) => w <= FALLBACK_WIDTH) ?? widths[0]!;
  return {
    file: image,
    width: shown,
    height: Math.round((height * shown) / width),
    variants: [
      ...(['avif', 'webp'] as const).flatMap((format) => widths.map((w) => variant(w, format))),
      variant(shown, fallback),
    ],
  };
}

/**
 * The photo as the page shows it: AVIF and WebP at each width for the browser to choose from, the <img> in
 * JPEG (or PNG) for one that takes neither, its text, and its size, so the text does not move as it loads.
 * A photo on the first screen (`lazy` false) loads at once; the others as the reader scrolls near them.
 */
export function pictureElement(image: ArticleImage, alt: string, lazy: boolean): Element {
  const element = (tagName: string, properties: Element['properties'], children: Element[] = []): Element => ({ type: 'element', tagName, properties, children });
  const srcSet = (format: Format) => image.variants.filter((v) => v.format === format).map((v) => `${v.path} ${v.width}w`).join(', ');
  const fallback = image.variants.at(-1)!;
  return element('picture', {}, [
    element('source', { type: TYPE.avif, srcSet: srcSet('avif'), sizes: SIZES }),
    element('source', { type: TYPE.webp, srcSet: srcSet('webp'), sizes: SIZES }),
    element('img', { src: fallback.path, alt, width: image.width, height: image.height, ...(lazy ? { loading: 'lazy' } : {}), decoding: 'async' }),
  ]);
}

/** What a variant is made from, as text: the same text, the same file (build/site-files.ts keeps it in a cache). */
export const variantSource = (image: ArticleImage, variant: ImageVariant) => `${variant.path}\n${image.file}`;

/** Makes one variant: turned upright, scaled to its width, written in its format, without the photo's metadata (a phone's GPS position). */
export async function makeVariant(image: ArticleImage, variant: ImageVariant): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image.file, { autoOrient: true })
    .resize({ width: variant.width, withoutEnlargement: true })
    .toFormat(variant.format, OPTIONS[variant.format])
    .toBuffer();
}
