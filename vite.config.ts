import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // Vite writes this placeholder on every script, style and its csp-nonce meta;
  // the server swaps in each response's nonce (see server/document.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  build: { sourcemap: false },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/http/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, 'tests/e2e/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
  },
});
