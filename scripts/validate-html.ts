/**
 * Checks every page with the W3C Nu HTML Checker (vnu-jar, offline, Java):
 * every sitemap page, the 404 page, both forms' confirmation pages, and a calculator result and
 * a calculator with every field refused.
 * Exits 1 on any error. Expects a build: `npm run validate:html` builds first.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './bench-util';
import { serveBuild, sitemapPaths } from './serve-build';

// A port of its own: on a fixed one, another checkout's server could answer in its place.
const server = await serveBuild(await freePort());
const dir = await mkdtemp(join(tmpdir(), 'vnu-'));
try {
  const paths = [...(await sitemapPaths(server.base)), '/no-such-page', '/contact?sent=1', '/apply?sent=1',
    '/fee-calculator?sales=25000&fees=800&debit=5000', '/fee-calculator?sales=abc&fees=-800&debit=1e400'];
  for (const path of paths) {
    const html = await (await fetch(server.base + path)).text();
    await writeFile(join(dir, `${path.slice(1).replace(/[/?=&]/g, '_') || 'home'}.html`), html);
  }
  const vnu = join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  const result = await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'json', '--stdout', dir], {
    maxBuffer: 32 * 1024 * 1024,
  }).catch((error: { stdout: string }) => error);
  const { messages } = JSON.parse(result.stdout) as { messages: { url: string; message: string; extract?: string }[] };
  for (const m of messages) console.error(`${m.url.split('/').pop()}: ${m.message}\n    ${m.extract ?? ''}`);
  console.log(`Nu HTML Checker: ${paths.length} pages, ${messages.length} errors`);
  process.exitCode = messages.length ? 1 : 0;
} finally {
  server.stop();
}
