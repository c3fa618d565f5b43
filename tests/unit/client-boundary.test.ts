/**
 * The browser gets the islands and what they import, nothing else. Modules that run only on the server
 * are named *.server.ts(x), or live in src/pages/ or src/content/articles/, and the packages only they use
 * (libphonenumber-js) stay out too; this builds the client bundle
 * (in memory, as `npm run build` would) and fails when one of them is in it.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ONLY = [/\.server\.tsx?$/, /^src\/pages\//, /^src\/content\/articles\//, /^src\/entry-server\.tsx$/];

/** Every module in the client build: the project's relative to the root, packages by their path. */
async function clientModules() {
  const result = await build({ root, configFile: `${root}vite.config.ts`, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((o) => o.output)
    .flatMap((item) => (item.type === 'chunk' ? item.moduleIds : []))
    .map((id) => (id.startsWith(root) ? id.slice(root.length) : id));
}

describe('the client build', () => {
  it('holds the islands and no module that runs only on the server', async () => {
    const modules = await clientModules();
    expect(modules).toContain('src/islands/contact-form.tsx');
    expect(modules).toContain('src/browser/menus.ts');
    expect(modules.filter((m) => m.startsWith('src/') && SERVER_ONLY.some((pattern) => pattern.test(m)))).toEqual([]);
    // The phones are dialled at build time and on the server (ADR 027): the browser never gets the library.
    expect(modules.filter((m) => m.includes('libphonenumber-js'))).toEqual([]);
  }, 60_000);
});
