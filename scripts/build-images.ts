/**
 * Raster images made from the project's own SVG art, with Debian's Chromium:
 * the PNG favicon, the apple-touch-icon, the web app manifest icons and the
 * 1200x630 social card (JPEG: a photo-like gradient compresses far better). Run after changing the logo or the tagline:
 *   npm run build:images
 * The images are committed; tests check their sizes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { site } from '../src/config/site';
import { color } from '../src/theme/tokens';
import { chromiumPath } from '../tests/e2e/chromium';

const logo = await readFile('src/assets/logo-mark.svg', 'utf8');
const favicon = await readFile('public/favicon.svg', 'utf8');
const poster = await readFile('src/assets/images/home/video-poster.svg', 'utf8');
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** An icon: the mark centred on a tile; `inset` leaves the safe zone maskable icons need. */
const iconPage = (size: number, mark: string, background: string, inset: number) => `
  <body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
    <img src="${dataUrl(mark)}" style="width:${size * (1 - 2 * inset)}px;height:${size * (1 - 2 * inset)}px">
  </body>`;

const socialCard = `
  <body style="margin:0;width:1200px;height:630px;display:grid;grid-template-columns:1fr 520px;align-items:center;gap:40px;
    background:radial-gradient(120% 140% at 85% 10%, #17507a 0%, ${color.navy} 55%, ${color.navyDeep} 100%);
    font-family:system-ui,'DejaVu Sans',sans-serif;color:white;padding:0 60px;box-sizing:border-box">
    <div>
      <div style="display:flex;align-items:center;gap:18px;margin-bottom:36px">
        <img src="${dataUrl(logo)}" style="width:84px;height:84px">
        <span style="font:700 34px Georgia,'DejaVu Serif',serif">${site.name}</span>
      </div>
      <div style="font:700 54px/1.12 Georgia,'DejaVu Serif',serif;margin-bottom:28px">Keep more of every sale, by the card rules</div>
      <div style="font-size:26px;line-height:1.4;color:${color.onNavyMuted}">${site.tagline}</div>
    </div>
    <img src="${dataUrl(poster)}" style="width:520px;height:292px;border-radius:24px;box-shadow:0 20px 50px rgba(0,0,0,.35)">
  </body>`;

const outputs = [
  { file: 'public/icons/favicon-32.png', size: 32, html: iconPage(32, favicon, 'transparent', 0) },
  { file: 'public/icons/apple-touch-icon.png', size: 180, html: iconPage(180, logo, color.cream, 0.12) },
  { file: 'public/icons/icon-192.png', size: 192, html: iconPage(192, logo, color.cream, 0.12) },
  { file: 'public/icons/icon-512.png', size: 512, html: iconPage(512, logo, color.cream, 0.12) },
  { file: 'public/images/social-card.jpg', size: [1200, 630] as const, html: socialCard },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const { file, size, html } of outputs) {
    const [width, height] = typeof size === 'number' ? [size, size] : size;
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html, { waitUntil: 'load' });
    const type = file.endsWith('.jpg') ? 'jpeg' : 'png';
    await writeFile(file, await page.screenshot(type === 'png' ? { type, omitBackground: true } : { type, quality: 82 }));
    await page.close();
    console.log(`${file} ${width}x${height}`);
  }
} finally {
  await browser.close();
}
