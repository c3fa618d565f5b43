/**
 * Full-page screenshots of every route at a phone and a desktop width, so
 * anyone can look at the whole site at once. Serves the production build.
 *   npm run build && npm run screenshots   → screenshots/{phone,desktop}/*.png
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { chromiumPath } from '../tests/e2e/chromium';

const PORT = 4401;
const base = `http://127.0.0.1:${PORT}`;
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

// The route table is the list of pages (loaded through Vite, which understands its imports).
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'silent' });
const { routes } = (await vite.ssrLoadModule('/src/routes.tsx')) as { routes: { path: string }[] };
await vite.close();
const paths = routes.map((r) => r.path).filter((p) => !p.includes(':') && p !== '*').concat('/this-page-does-not-exist');

const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
  stdio: 'inherit',
});
for (let i = 0; i < 50; i++) {
  if (await fetch(base).then(() => true, () => false)) break;
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const [name, viewport] of Object.entries(widths)) {
    await mkdir(`screenshots/${name}`, { recursive: true });
    const page = await browser.newPage({ viewport });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const file = `screenshots/${name}/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '--')}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
