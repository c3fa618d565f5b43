/**
 * The 1200×630 cards link previews show: the site's (beside its video poster)
 * and one per article (its category and title). Both in the site's navy, gold
 * and serif headings, drawn as documents of their own by scripts/raster.ts.
 */
import { readFile } from 'node:fs/promises';
import { site } from '../src/config/site';
import type { Article } from '../src/content/types';
import { escapeHtml } from '../src/html';
import { color, heroBackground } from '../src/theme/tokens';
import { svgDataUrl } from './raster';

export const CARD = { width: site.socialImage.width, height: site.socialImage.height } as const;

const logo = svgDataUrl(await readFile('src/assets/logo-mark.svg', 'utf8'));

// The site's fonts as Debian has them (Georgia → DejaVu Serif): the cards are drawn there.
const serif = `Georgia,'DejaVu Serif',serif`;
const page = (body: string, layout: string) => `<!doctype html><meta charset="utf-8">
  <body style="margin:0;width:${CARD.width}px;height:${CARD.height}px;box-sizing:border-box;overflow:hidden;${layout};
    background:${heroBackground};
    font-family:system-ui,'DejaVu Sans',sans-serif;color:${color.white}">${body}</body>`;

/** The mark and the company name, as the header shows them. */
const brand = (size: number) => `
  <div style="display:flex;align-items:center;gap:18px">
    <img src="${logo}" style="width:${size}px;height:${size}px" alt="">
    <span style="font:700 ${Math.round(size * 0.4)}px ${serif}">${escapeHtml(site.name)}</span>
  </div>`;

/** The site's card: brand, promise and tagline beside the video poster. */
export async function siteCardHtml() {
  const poster = svgDataUrl(await readFile('src/assets/images/home/video-poster.svg', 'utf8'));
  return page(
    `<div>
      <div style="margin-bottom:36px">${brand(84)}</div>
      <div style="font:700 54px/1.12 ${serif};margin-bottom:28px">Keep more of every sale, by the card rules</div>
      <div style="font-size:26px;line-height:1.4;color:${color.onNavyMuted}">${escapeHtml(site.tagline)}</div>
    </div>
    <img src="${poster}" style="width:520px;height:292px;border-radius:24px;box-shadow:0 20px 50px rgba(0,0,0,.35)" alt="">`,
    'display:grid;grid-template-columns:1fr 520px;align-items:center;gap:40px;padding:0 60px',
  );
}

/** Long titles get a smaller size so that they stay within three lines. */
const titleSize = (title: string) => (title.length > 60 ? 58 : title.length > 40 ? 66 : 76);

/** An article's card: brand, then its category in gold over its title, large. */
export function articleCardHtml({ title, category }: Pick<Article, 'title' | 'category'>) {
  return page(
    `${brand(72)}
    <div style="margin-top:auto">
      <div style="display:inline-block;font-weight:700;font-size:26px;letter-spacing:.08em;text-transform:uppercase;
        color:${color.gold};border-bottom:5px solid ${color.gold};padding-bottom:10px;margin-bottom:28px">${escapeHtml(category)}</div>
      <div style="font:700 ${titleSize(title)}px/1.12 ${serif};text-wrap:balance;max-width:1000px">${escapeHtml(title)}</div>
    </div>
    <div style="margin-top:40px;font-size:24px;color:${color.onNavyMuted}">${escapeHtml(site.tagline)}</div>`,
    'display:flex;flex-direction:column;padding:64px 72px',
  );
}
