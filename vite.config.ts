import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { articleListing } from './build/article-listing';

/**
 * Vite's csp-nonce meta has no `content`, which HTML requires of a meta with
 * `property`. An empty one keeps the page valid and still reveals nothing.
 */
const validCspNonceMeta = (): Plugin => ({
  name: 'valid-csp-nonce-meta',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace('<meta property="csp-nonce" nonce=', '<meta property="csp-nonce" content="" nonce='),
  },
});

/**
 * The app's scripts start once the page has loaded and its first paint is on screen. The
 * server's HTML is the whole page (styles inline, links that work), so on a slow phone its
 * text and images get the connection and the main thread first; the scripts then add the
 * menus and navigation inside the app. The entry and its preloads become one inline module
 * that imports them in parallel.
 */
const scriptsAfterLoad = (): Plugin => ({
  name: 'scripts-after-load',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const preloads = [...html.matchAll(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)];
      const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(html);
      if (!entry) throw new Error('scripts-after-load: no module script in index.html');
      const modules = JSON.stringify([...preloads.map((m) => m[1]), entry[1]]);
      // First paint is awaited through its timing entry, which arrives once the frame is on screen:
      // a requestAnimationFrame callback comes before it, so the scripts were sometimes requested
      // before the first paint, and Lighthouse counted them against it. Browsers without paint
      // timing wait for the next frame instead. The load event's own task ends first.
      const start =
        `const loaded = new Promise((done) => document.readyState === 'complete' ? done() : addEventListener('load', () => setTimeout(done), { once: true }));` +
        ` const painted = new Promise((done) => PerformanceObserver.supportedEntryTypes?.includes('paint')` +
        ` ? new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); done(); } }).observe({ type: 'paint', buffered: true })` +
        ` : requestAnimationFrame(() => setTimeout(done)));` +
        ` Promise.all([loaded, painted]).then(() => ${modules}.forEach((m) => import(m)));`;
      for (const [tag] of preloads) html = html.replace(tag, '');
      return html.replace(entry[0], `<script type="module" nonce="__CSP_NONCE__">${start}</script>`);
    },
  },
});

/**
 * React Router 7's package exports point every condition at its development
 * build (warnings, slower matching): remix-run/react-router#14102. Builds use
 * its production build instead, bundled into the server too so both sides match.
 */
const routerProductionBuild = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), validCspNonceMeta(), scriptsAfterLoad(), articleListing()],
  // Vite writes this placeholder on every script, style and its csp-nonce meta;
  // the server swaps in each response's nonce (see server/document.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: { alias: command === 'build' ? routerProductionBuild : [] },
  // Bundled into the server build: the router (see above) and Emotion's ES modules. Emotion's
  // CommonJS build reaches React through getters on every call, 3% of a render.
  ssr: { noExternal: command === 'build' ? ['react-router', 'react-router-dom', /^@emotion\/(?!server)/, 'stylis'] : [] },
  build: {
    sourcemap: false,
    // Imported images get hashed names and a year's cache; never data: URLs, which the CSP refuses.
    assetsInlineLimit: 0,
    // The server bundle: the listening entry, and the render entry alone for in-process benchmarks.
    ...(isSsrBuild && {
      copyPublicDir: false,
      rolldownOptions: { input: { index: 'server/index.ts', 'entry-server': 'src/entry-server.tsx' } },
    }),
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/http/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, 'tests/e2e/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
  },
}));
