import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Types alone (and Vite's config given its `test` field): a build runs where Vitest, a devDependency, is not installed.
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { articles } from './build/articles.ts';
import { siteFiles } from './build/site-files.ts';
import { subresourceIntegrity } from './build/subresource-integrity.ts';
import { color } from './src/theme/tokens.ts';

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

/** The browser's theme colour in index.html, from the design tokens. */
const themeColor = (): Plugin => ({
  name: 'theme-color',
  transformIndexHtml: (html) => html.replace('%THEME_COLOR%', color.navy),
});

/**
 * React Router 7's package exports point every condition at its development
 * build (warnings, slower matching): remix-run/react-router#14102. Builds use
 * its production build instead (only the server renders with the router).
 */
const routerProductionBuild = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
];

/**
 * The server bundle: the listening entry, the render entry alone for in-process benchmarks (and for the pages a
 * release changed, server/releases/page-prints.ts), the operator's command (`npm run leads`), and the owner's
 * e-mail of a publish, which the site's user sends with the live release's build (server/releases/publish-mail.ts):
 * plain JavaScript where devDependencies are not installed.
 */
const serverEntries = {
  index: 'server/index.ts', 'entry-server': 'src/entry-server.tsx', leads: 'server/cli/cli.ts', 'publish-mail': 'server/releases/publish-mail.ts',
};
/** The client bundle: the page, and the pages' pictures (see src/assets/images/art.ts). */
const clientEntries = { index: 'index.html', art: 'src/assets/images/art.ts' };

/**
 * The unit and HTTP tests, which need nothing but Node. npm run test:fast (scripts/test-fast.ts) runs them as one
 * project: each project has workers of its own, so as two, the unit files started after the HTTP files in new
 * workers that imported the site and had its modules transformed again (about 8 CPU seconds of test:fast's 107,
 * 2026-11-28); one project's workers go on from one file to the next whichever folder it is in.
 */
const unitAndHttp: TestProjectInlineConfiguration[] = process.env.VITEST_ONE_PROJECT
  ? [{ extends: true, test: { name: 'unit and http', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/http/**/*.test.{ts,tsx}'] } }]
  : [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'http', include: ['tests/http/**/*.test.{ts,tsx}'] } },
    ];

/** The order Vitest starts the test files in (tests/sequencer.ts): loaded only when Vitest runs, not by a build. */
const sequencer = process.env.VITEST ? (await import('./tests/sequencer.ts')).LongestProjectsFirst : undefined;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), validCspNonceMeta(), themeColor(), subresourceIntegrity(), articles(), siteFiles()],
  // Vite writes this placeholder on every script, style and its csp-nonce meta;
  // the server swaps in each response's nonce (see server/http/document.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: { alias: command === 'build' ? routerProductionBuild : [] },
  // Bundled into the server build: the router (see above) and Emotion's ES modules, since Emotion's
  // CommonJS build reaches React through getters on every call; lucide's, so the server holds the few icons the
  // pages draw rather than loading the whole set (about a tenth of a second) at every start.
  ssr: { noExternal: command === 'build' ? ['react-router', 'react-router-dom', /^@emotion\/(?!server)/, 'stylis', 'lucide'] : [] },
  build: {
    sourcemap: false,
    // Imported images get hashed names and a year's cache; never data: URLs, which the CSP refuses.
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself.
    modulePreload: false,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      input: isSsrBuild ? serverEntries : clientEntries,
      // Rolldown's PLUGIN_TIMINGS, a warning whenever plugins take most of a build: ours draw the cards and the
      // brochure by design (build/site-files.ts, build/articles.ts), so it came with every build and meant nothing.
      checks: { bundlerTimings: false },
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Vitest's default on two cores is one worker, one file after another, while many files wait on processes
    // they started (servers, PostgreSQL, the lead command, clocks run by libfaketime): three workers keep two
    // cores busy meanwhile (docs/development.md, "How long the tests take").
    maxWorkers: Math.max(3, availableParallelism()),
    // The machine may be busy with other work besides these workers: a test that starts servers, or renders
    // many pages, can outlast Vitest's defaults (5 s, 10 s) many times over without anything being wrong.
    // A test that hangs still fails, a minute on.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Projects with the longest files first.
    sequence: sequencer ? { sequencer } : {},
    // The files of one worker share its modules, so the source is imported once per worker, not once per file
    // (the lead store's files: 121 CPU seconds against 138). They can: none changes process.env or globals, a
    // test that fakes the clock puts it back, each builds its own apps and stores, tests/setup.ts wraps console
    // only once. The dev app's Vite server is the worker's, as one `npm run dev` serves every page
    // (tests/support/dev-server.ts).
    isolate: false,
    // npm run test:fast runs the first two (as one, unitAndHttp above), which need nothing but Node
    // (tests/unit/test-fast-needs-node.test.ts).
    projects: [
      ...unitAndHttp,
      // The server's files (deploy/, the guides' nginx blocks) checked with Debian's promtool, nginx,
      // systemd-analyze and bash: npm test only, since test:fast needs Node alone (tests/support/program.ts).
      { extends: true, test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'] } },
      // The developer's tools rather than the site: test:fast's closing line read from tsc, ESLint and Vitest run
      // on files of their own, `npm run dev` on a taken port. npm test only: each starts processes of its own
      // for seconds, and no edit of the content or site.ts can change what they check.
      { extends: true, test: { name: 'tooling', include: ['tests/tooling/**/*.test.ts'] } },
      // A real PostgreSQL server for the lead store's tests (tests/support/postgres.ts).
      { extends: true, test: { name: 'leads', include: ['tests/leads/**/*.test.{ts,tsx}'], globalSetup: ['tests/postgres-setup.ts'] } },
      // The owner's edits in a copy of the site, built and tested there (README, "Editing the site").
      { extends: true, test: { name: 'owner', include: ['tests/owner/**/*.test.ts'] } },
      // npm run release in a clone of the checkout: one build.
      { extends: true, test: { name: 'releases', include: ['tests/releases/**/*.test.ts'] } },
    ],
  },
}));
