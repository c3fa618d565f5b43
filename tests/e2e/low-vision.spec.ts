/**
 * The low-vision checks (low-vision.ts) on the kinds of page that are not pages of the sitemap: a calculator's
 * result and the 404 page. pages.spec.ts runs them on the other kinds, where it loads each page.
 */
import { sitePaths, hydrated, test, expect } from './fixtures';
import { lowVisionChecks, pageKinds } from './low-vision';

for (const [kind, path] of Object.entries(pageKinds).filter(([, path]) => !sitePaths.includes(path))) {
  for (const tag of ['', '@phone']) {
    test(`low vision: ${kind} ${tag}`, async ({ page, problems }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(kind === 'not found' ? 404 : 200);
      await hydrated(page);
      await lowVisionChecks(page, kind, { phone: tag === '@phone' });
      // The reader's style sheet and the emulations broke nothing (the page's own console is other specs' business).
      expect(problems.list.filter((p) => p.startsWith('CSP') || p.startsWith('pageerror'))).toEqual([]);
    });
  }
}
