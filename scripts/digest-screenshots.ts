/**
 * Screenshots of a digest preview (`npm run leads -- digest --out FILE.html`) in Chromium at 375 and
 * 800 px, full page: `tsx scripts/digest-screenshots.ts FILE.html OUT_DIR`. For looking at it as a
 * narrow and a wide mail reader would show it.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../tests/e2e/chromium';

const [file, outDir = 'docs/images'] = process.argv.slice(2);
if (!file) throw new Error('Usage: tsx scripts/digest-screenshots.ts FILE.html [OUT_DIR]');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const width of [375, 800]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(pathToFileURL(resolve(file)).href);
    const out = resolve(outDir, `digest-${width}.png`);
    await page.screenshot({ path: out, fullPage: true });
    console.log(out);
    await page.close();
  }
} finally {
  await browser.close();
}
