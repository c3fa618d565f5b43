/**
 * Raster images made from the project's own SVG art: the PNG favicon, the
 * apple-touch-icon, the web app manifest icons and the site's 1200x630 social
 * card (JPEG: a photo-like gradient compresses far better). Run after changing
 * the logo or the tagline:
 *   npm run build:images
 * The images are committed; tests check their sizes. Article cards are drawn
 * by npm run build:cards (build-cards.ts), and committed too.
 */
import { readFile } from 'node:fs/promises';
import { color } from '../src/theme/tokens';
import { CARD, siteCardHtml } from './cards';
import { renderImages, svgDataUrl } from './raster';

const logo = await readFile('src/assets/logo-mark.svg', 'utf8');
const favicon = await readFile('public/favicon.svg', 'utf8');

/** An icon: the mark centred on a tile; `inset` leaves the safe zone maskable icons need. */
const iconPage = (size: number, mark: string, background: string, inset: number) => `
  <body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
    <img src="${svgDataUrl(mark)}" style="width:${size * (1 - 2 * inset)}px;height:${size * (1 - 2 * inset)}px">
  </body>`;

const icon = (file: string, size: number, html: string) => ({ file, width: size, height: size, html });

const jobs = [
  icon('public/icons/favicon-32.png', 32, iconPage(32, favicon, 'transparent', 0)),
  icon('public/icons/apple-touch-icon.png', 180, iconPage(180, logo, color.cream, 0.12)),
  icon('public/icons/icon-192.png', 192, iconPage(192, logo, color.cream, 0.12)),
  icon('public/icons/icon-512.png', 512, iconPage(512, logo, color.cream, 0.12)),
  { file: 'public/images/social-card.jpg', ...CARD, html: await siteCardHtml() },
];
await renderImages(jobs);
for (const { file, width, height } of jobs) console.log(`${file} ${width}x${height}`);
