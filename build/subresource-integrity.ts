import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';

/** The integrity metadata of some bytes, as `integrity` attributes and import maps write it. */
const integrityOf = (bytes: string | Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Vite's module script and modulepreload tags in the built HTML, with the URL they load. */
const MODULE_TAG = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Subresource integrity for every script a built page loads (ADR 016). In the client build, after
 * Vite has finished each chunk's code (its preload lists are written in generateBundle, hence
 * `order: 'post'`), it hashes the chunks and, in each HTML file:
 * - gives the entry `<script type="module">` (and any `modulepreload` link) an `integrity` attribute;
 * - puts an import map before it whose `integrity` section names every chunk that entry can reach,
 *   statically or through `import()`: the browser checks a module fetched by an import or a
 *   preload link against it, and nothing else covers those fetches. It carries the CSP nonce
 *   placeholder, like Vite's own tags (an import map is an inline script to the CSP).
 * Chunks no page loads (the pictures' entry) are left out: every hash adds bytes to every page.
 */
export function subresourceIntegrity(): Plugin {
  let base = '/';
  let nonce: string | undefined;
  return {
    name: 'subresource-integrity',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      base = config.base;
      nonce = config.html?.cspNonce;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
        const integrity = new Map([...chunks].map(([fileName, chunk]) => [fileName, integrityOf(chunk.code)]));
        const chunkAt = (url: string) => {
          const fileName = url.startsWith(base) ? url.slice(base.length) : undefined;
          if (fileName === undefined || !chunks.has(fileName)) this.error(`subresource-integrity: ${url} is not a chunk of this build`);
          return fileName;
        };

        for (const html of Object.values(bundle)) {
          if (html.type !== 'asset' || !html.fileName.endsWith('.html')) continue;
          const source = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
          // Every chunk the page's module tags reach, in the order found.
          const reached = new Set<string>();
          const reach = (fileName: string) => {
            if (reached.has(fileName)) return;
            reached.add(fileName);
            const chunk = chunks.get(fileName)!;
            for (const next of [...chunk.imports, ...chunk.dynamicImports]) reach(next);
          };
          let firstTag: number | undefined;
          const withAttributes = source.replace(MODULE_TAG, (tag: string, src: string | undefined, href: string | undefined, at: number) => {
            const fileName = chunkAt((src ?? href)!);
            reach(fileName);
            firstTag ??= at;
            return tag.includes(' integrity=') ? tag : tag.replace(/\s*\/?>$/, (end) => ` integrity="${integrity.get(fileName)}"${end}`);
          });
          if (firstTag === undefined) continue;
          const map = { integrity: Object.fromEntries([...reached].sort().map((fileName) => [base + fileName, integrity.get(fileName)])) };
          const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
          // The import map must come before the first module script or preload link to apply to them.
          const importMap = `<script type="importmap"${nonceAttribute}>${JSON.stringify(map)}</script>\n    `;
          html.source = withAttributes.slice(0, firstTag) + importMap + withAttributes.slice(firstTag);
        }
      },
    },
  };
}
