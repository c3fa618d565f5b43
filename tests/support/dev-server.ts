import type { ViteDevServer } from 'vite';

let vite: Promise<ViteDevServer> | undefined;

/**
 * The dev app's Vite server (tests/support/app.ts), one per test file, started at its first request:
 * in middleware mode as server/dev.ts runs it, without hot reload or a watcher, and with any Host
 * header (the tests send absurd ones to the app behind it).
 */
export function devServer() {
  vite ??= import('vite').then(({ createServer }) =>
    createServer({
      server: { middlewareMode: true, hmr: false, ws: false, watch: null, allowedHosts: true },
      appType: 'custom',
      logLevel: 'error',
      optimizeDeps: { noDiscovery: true },
    }),
  );
  return vite;
}

/**
 * Closes the test file's Vite server if it started one; tests/setup.ts calls it after each file.
 * From there, since a hook registered during a test (where devServer starts it) never runs.
 */
export async function closeDevServer() {
  const started = vite;
  vite = undefined;
  await (await started)?.close();
}
