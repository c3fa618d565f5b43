import type { TestContext } from 'vitest';

/**
 * `npm run test:fast` sets TEST_APP=dev: the HTTP tests then run against the app as `npm run dev`
 * serves it (no build), and what only the build has is skipped. `npm test` runs them all on the build.
 */
export const againstDev = process.env.TEST_APP === 'dev';

/** Skips the test in the fast run, saying why: what it checks exists only in the build. */
export const buildOnly = ({ skip }: TestContext, what: string) => skip(againstDev, `build only: ${what}`);
