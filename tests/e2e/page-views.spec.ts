/**
 * A view is a page a visitor saw (issue 55.1). Our speculation rules prefetch a page on a hover or a
 * press; opened, it is shown from that answer with no other request, so the server counted only a
 * prefetch. The page reports that it was shown (src/browser/shown.ts): opened, it is one view; only
 * hovered, none. A server of its own, so no other test's pages are counted; its counts are read from
 * its store once it has stopped (a stop writes them).
 */
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/bench-util';
import { serveBuild } from '../../scripts/serve-build';
import { sqliteFile } from '../../server/leads/store/open-store';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import { applyPath, contactPath } from '../../src/content/paths';
import { expect, test } from './fixtures';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const PARTNER = '/partner';
// Longer than the rules' moderate hover (200 ms), so the prefetch has been asked for before the click.
const HOVER_MS = 800;

test.use({ userAgent: DESKTOP_CHROME });

test('pages opened from a prefetch count one view each; a page only hovered counts none', async ({ page, problems }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mcp-e2e-views-'));
  const server = await serveBuild(await freePort(), { env: { DATA_DIR: dataDir } });
  try {
    const deliveryType = () => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType);
    const openByClick = async (path: string) => {
      const link = page.locator(`a[href="${path}"]`).first();
      await link.hover();
      await page.waitForTimeout(HOVER_MS);
      await link.click();
      await expect(page).toHaveURL(`${server.base}${path}`);
      await page.waitForLoadState('load');
      // Shown from the prefetch: the case this test is about (a page asked for again would be counted by its GET).
      expect(await deliveryType()).toBe('navigational-prefetch');
    };
    await page.goto(`${server.base}/`);
    await openByClick(contactPath);
    await openByClick(applyPath);
    await page.locator(`a[href="${PARTNER}"]`).first().hover();
    await page.waitForTimeout(HOVER_MS);
    // The last page's report has reached the server before it stops (soft: without it, the counts below say what was missed).
    await expect.soft.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/views')).length)).toBe(1);
    expect(problems.list).toEqual([]);
  } finally {
    server.stop();
    if (server.child.exitCode === null) await once(server.child, 'exit');
  }
  const store = openSqliteStore(sqliteFile(dataDir));
  try {
    const rows = await store.pageViews('2000-01-01');
    const count = (path: string) => rows.filter((row) => row.page === path).reduce((sum, row) => sum + row.views, 0);
    const visitors = (path: string) => rows.filter((row) => row.page === path).reduce((sum, row) => sum + (row.visitors ?? 0), 0);
    expect([count('/'), count(contactPath), count(applyPath), count(PARTNER)]).toEqual([1, 1, 1, 0]);
    expect([visitors('/'), visitors(contactPath), visitors(applyPath), visitors(PARTNER)]).toEqual([1, 1, 1, 0]);
  } finally {
    await store.close();
  }
});
