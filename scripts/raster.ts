/**
 * Draws HTML documents of our own (cards, icons) as raster images with Debian's
 * Chromium: text is laid out and drawn by the browser's font engine from real
 * fonts, never a screenshot of a site page. One browser for a whole batch.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../tests/e2e/chromium';

export interface RasterJob {
  /** Where to write it; `.png` (transparent where the document is) or `.jpg`. */
  file: string;
  width: number;
  height: number;
  /** A whole document, with every resource inline (data: URLs). */
  html: string;
}

const JPEG_QUALITY = 82;

/** Renders every job and writes its file; fails if a document's content overflows its image. */
export async function renderImages(jobs: RasterJob[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (const { file, width, height, html } of jobs) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.setContent(html, { waitUntil: 'load' });
      // A title too long for its card would be cut off silently: stop the build instead.
      const overflow = await page.evaluate(() => document.body.scrollHeight > innerHeight || document.body.scrollWidth > innerWidth);
      if (overflow) throw new Error(`${file}: the content does not fit in ${width}×${height}`);
      const image = file.endsWith('.png')
        ? await page.screenshot({ type: 'png', omitBackground: true })
        : await page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY });
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, image);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** An SVG file's text as a URL a document can embed under any policy. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
