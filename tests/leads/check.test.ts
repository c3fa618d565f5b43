/**
 * `npm run leads -- check`, the one command cron or a monitor runs: silent and 0 when all is well,
 * one line per problem and 1 otherwise, 2 for bad usage. Run as the operator runs it, against a
 * real SQLite store (and a PostgreSQL that is not there) that the test fills through the store API.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { LeadStore } from '../../server/leads/store/types';
import { newLead } from '../support/leads';
import { leads } from '../support/leads-command';

const MINUTE = 60_000;
const WEBHOOK = { LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hooks', LEADS_WEBHOOK_SECRET: `whsec_${Buffer.from('x'.repeat(32)).toString('base64')}` };

const stores: LeadStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** A DATA_DIR whose store holds leads received `minutesAgo`, each with a webhook delivery waiting. */
async function storeWith(...minutesAgo: number[]) {
  const dir = mkdtempSync(join(tmpdir(), 'leads-check-'));
  const store = openSqliteStore(join(dir, 'leads.db'));
  stores.push(store);
  for (const m of minutesAgo) await store.insert(newLead({ receivedAt: new Date(Date.now() - m * MINUTE), destinations: ['webhook'] }));
  return { dir, store };
}

describe('npm run leads -- check', { timeout: 120_000 }, () => {
  it('prints nothing and exits 0 while every delivery is within --max-wait; one line and exit 1 past it', async () => {
    const { dir, store } = await storeWith(120, 5);
    // The older lead's first attempt failed; it waits for its next.
    const [claim] = await store.claimDue(new Date(), MINUTE, 1);
    await store.markFailed(claim!, 'webhook: answered 502', new Date(Date.now() + MINUTE));

    const [byDefault, longer, inSeconds, shorter] = await Promise.all([
      leads(dir, ['check'], WEBHOOK),
      leads(dir, ['check', '--max-wait', '3h'], WEBHOOK),
      leads(dir, ['check', '--max-wait', '9000s'], WEBHOOK),
      leads(dir, ['check', '--max-wait', '1m'], WEBHOOK),
    ]);
    expect(byDefault).toMatchObject({ code: 1, stderr: '' });
    expect(byDefault.stdout).toMatch(/^webhook: 2 deliveries waiting, the oldest for 2 h( 0 min)? \(since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\); last error: webhook: answered 502\n$/);
    expect(longer).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(inSeconds).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(shorter.code).toBe(1);
  });

  it('exits 1 for a dead delivery and for leads with no destination, one line each, saying what to do', async () => {
    const { dir, store } = await storeWith(30);
    const [claim] = await store.claimDue(new Date(), MINUTE, 1);
    await store.markFailed(claim!, 'webhook: ECONNREFUSED', null);
    await store.insert(newLead({ destinations: [] }));
    await store.insert(newLead({ destinations: [] }));
    await store.insert(newLead({ destinations: [], spam: true }));

    const [unconfigured, configured] = await Promise.all([leads(dir, ['check']), leads(dir, ['check'], WEBHOOK)]);
    expect(unconfigured).toEqual({
      code: 1,
      stderr: '',
      stdout:
        'webhook: 1 delivery dead, given up after three days (retry sends them again); last error: webhook: ECONNREFUSED\n' +
        '2 leads with no destination: set SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM, or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, and restart the server\n',
    });
    expect(configured.code).toBe(1);
    expect(configured.stdout).toContain('2 leads with no destination: the server adds their deliveries when it next starts\n');

    // status counts them too.
    const status = await leads(dir, ['status']);
    expect(status.stdout).toMatch(/^no destination +2 leads not spam and delivered nowhere \(set SMTP_URL/m);
  });

  it('exits 1 when the store cannot be opened, 2 for bad usage', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'leads-check-'));
    const [noStore, noDatabase, badWait, zeroWait] = await Promise.all([
      leads(empty, ['check']),
      leads(empty, ['check'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/leads' }),
      leads(empty, ['check', '--max-wait', 'soon']),
      leads(empty, ['check', '--max-wait', '0s']),
    ]);
    expect(noStore).toEqual({ code: 1, stdout: '', stderr: `leads: No lead store at ${join(empty, 'leads.db')} (DATA_DIR).\n` });
    expect(noDatabase).toMatchObject({ code: 1, stdout: '' });
    expect(noDatabase.stderr).toMatch(/^leads: .*ECONNREFUSED.*\n$/);
    for (const usage of [badWait, zeroWait]) {
      expect(usage).toMatchObject({ code: 2, stdout: '' });
      expect(usage.stderr).toMatch(/^leads: --max-wait takes a time such as 90s, 15m or 1h, not '0?s?o?o?n?s?'\.\n/);
    }
  });
});
