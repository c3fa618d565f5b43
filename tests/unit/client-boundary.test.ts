/**
 * The browser gets the islands and what they import, nothing else. Modules that run only on the server
 * are named *.server.ts(x), or live in src/pages/ or src/content/articles/; this builds the client bundle
 * (in memory, as `npm run build` would) and fails when one of them is in it.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ONLY = [/\.server\.tsx?$/, /^src\/pages\//, /^src\/content\/articles\//, /^src\/entry-server\.tsx$/];

/** The project's source modules in the client build, relative to the root. */
async function clientModules() {
  const result = await build({ root, configFile: `${root}vite.config.ts`, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((o) => o.output)
    .flatMap((item) => (item.type === 'chunk' ? item.moduleIds : []))
    .filter((id) => id.startsWith(`${root}src/`))
    .map((id) => id.slice(root.length));
}

describe('the client build', () => {
  it('holds the islands and no module that runs only on the server', async () => {
    const modules = await clientModules();
    expect(modules).toContain('src/islands/header.tsx');
    expect(modules.filter((m) => SERVER_ONLY.some((pattern) => pattern.test(m)))).toEqual([]);
  }, 60_000);
});
