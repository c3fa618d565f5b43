/**
 * The owner's preview, `npm run dev`, says what it does: it counts no page views (no page-view counter is given to
 * its app, server/dev.ts), so its start does not say they are counted, as `npm start`'s does (tests/http/page-views.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev } from '../support/site-copy';

describe('npm run dev, the owner’s preview', { timeout: 120_000 }, () => {
  let dev: Awaited<ReturnType<typeof startDev>>;
  beforeAll(async () => {
    dev = await startDev(process.cwd(), { LOG_LEVEL: 'info' });
  }, 120_000);
  afterAll(async () => {
    await dev?.stop();
  });

  it('says at its start that it counts no page views, and where they are counted', async () => {
    expect((await dev.get('/')).status).toBe(200);
    const start = dev.log().split('\n').find((line) => line.includes('starting:'));
    expect(start, dev.log()).toContain('page views not counted (npm run dev counts none; the built site counts them, npm start)');
    expect(start).not.toContain('page views counted');
  });
});
