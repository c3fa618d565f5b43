import type { ViteDevServer } from 'vite';

let vite: Promise<ViteDevServer> | undefined;

/**
 * The dev app's Vite server (tests/support/app.ts), started at the first request and then shared by the
 * test files of the worker (`isolate: false` in vite.config.ts), as one `npm run dev` serves every page:
 * in middleware mode as server/dev.ts runs it, without hot reload or a watcher, and with any Host header
 * (the tests send absurd ones to the app behind it). It holds no file, socket or timer open, so the worker
 * exits with it; an isolated run (`--isolate`) starts one per file, in a process of its own.
 *
 * Without pre-transforms: on a page's first request, Vite would transform the browser's whole module
 * graph (the entry script of index.html and everything it imports) ahead of the browser asking for it,
 * which no test here does; a module a test asks for is transformed then, as before.
 */
export function devServer() {
  vite ??= import('vite').then(({ createServer }) =>
    createServer({
      server: { middlewareMode: true, hmr: false, ws: false, watch: null, allowedHosts: true, preTransformRequests: false },
      appType: 'custom',
      logLevel: 'error',
      optimizeDeps: { noDiscovery: true },
    }),
  );
  return vite;
}
