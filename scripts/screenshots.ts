/**
 * Full-page screenshots of every route at a phone and a desktop width, with JavaScript and without (as a
 * visitor whose script has not arrived, or who turned it off, sees the site), so anyone can look at the whole
 * site at once. Serves the production build.
 *   npm run build && npm run screenshots   → screenshots/{phone,desktop}{,-no-js}/*.png
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../tests/e2e/chromium';
import { freePort } from './bench-util';
import { serveBuild, sitemapPaths } from './serve-build';

const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

// A free port: a fixed one could reach another checkout's server on this machine.
const server = await serveBuild(await freePort());
const base = server.base;
// The calculator also with three statements (typical, implausible, without debit and prepaid sales) and with
// every field refused, as a visitor without JavaScript sees it after sending.
const variants: Record<string, string> = {
  '/fee-calculator?sales=10%2C000&fees=338&debit=2%2C000': 'fee-calculator--typical',
  '/fee-calculator?sales=62%2C000&fees=310&debit=9%2C000': 'fee-calculator--implausible',
  '/fee-calculator?sales=%2425%2C000&fees=800': 'fee-calculator--without-debit',
  '/fee-calculator?sales=abc&fees=-800&debit=1e400': 'fee-calculator--problems',
};
const paths = [...(await sitemapPaths(base)), '/this-page-does-not-exist', ...Object.keys(variants)];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const kinds = Object.entries(widths).flatMap(([width, viewport]) => [
    { name: width, viewport, javaScriptEnabled: true },
    { name: `${width}-no-js`, viewport, javaScriptEnabled: false },
  ]);
  for (const { name, viewport, javaScriptEnabled } of kinds) {
    await mkdir(`screenshots/${name}`, { recursive: true });
    const page = await browser.newPage({ viewport, javaScriptEnabled });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const file = `screenshots/${name}/${variants[path] ?? (path === '/' ? 'home' : path.slice(1).replaceAll('/', '--'))}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
