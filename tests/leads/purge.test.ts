import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { schedulePurge } from '../../server/leads/store/purge';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { LeadStore } from '../../server/leads/store/types';

const DAY = 86_400_000;
const stops: (() => void)[] = [];
const stores: LeadStore[] = [];
afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** A logger whose JSON lines the test reads. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  return { logger: pino({ base: undefined, timestamp: false }, stream), lines };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the daily purge', () => {
  it('purges at start and logs the counts, never what a lead holds', async () => {
    const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'purge-')), 'leads.db'));
    stores.push(store);
    const fields = { name: 'Ada Ancient', email: 'ada@example.com', phone: '228-555-0101', message: 'Call me' };
    const lead = (id: string, days: number, sealed: boolean) =>
      store.insert({
        id, kind: 'application', receivedAt: new Date(Date.now() - days * DAY), spam: false, fields,
        sealedTaxId: sealed ? new Uint8Array([1, 2, 3]) : null, destinations: ['email'],
      });
    await lead('old', 731, true);
    await lead('sealed-long-ago', 91, true);
    await lead('recent', 1, true);
    const day = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
    await store.addPageViews([731, 729, 0].map((days) => ({ day: day(days), page: '/', views: 3, prefetches: 1 })));
    const { logger, lines } = capturedLogger();
    stops.push(schedulePurge(store, { retentionDays: 730 }, logger));
    await until(() => lines.length > 0);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([{ level: 30, purged: { leads: 1, taxIds: 1, pageViewDays: 1 }, msg: 'leads purged' }]);
    expect((await store.list()).map((l) => [l.id, l.sealedTaxId !== null])).toEqual([['recent', true], ['sealed-long-ago', false]]);
    expect((await store.pageViews('0000-01-01')).map((row) => row.day)).toEqual([day(729), day(0)]);
  });

  it("on the owner's computer says nothing when nothing was old enough to go; on a server logs the counts, zeros too", async () => {
    const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'purge-')), 'leads.db'));
    stores.push(store);
    // The visitors are forgotten once the purge has run: then it has said what it will say.
    let purges = 0;
    const counted: LeadStore = { ...store, forgetVisitorsBefore: (day) => (purges++, store.forgetVisitorsBefore(day)) };
    const ownComputer = capturedLogger();
    stops.push(schedulePurge(counted, { retentionDays: 730 }, ownComputer.logger, { sayNothingPurged: false }));
    await until(() => purges === 1);
    expect(ownComputer.lines).toEqual([]);
    const server = capturedLogger();
    stops.push(schedulePurge(counted, { retentionDays: 730 }, server.logger));
    await until(() => purges === 2);
    expect(server.lines.map((line) => JSON.parse(line) as unknown)).toEqual([{ level: 30, purged: { leads: 0, taxIds: 0, pageViewDays: 0 }, msg: 'leads purged' }]);
  });

  it('logs a purge that fails and keeps the process running', async () => {
    const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'purge-')), 'leads.db'));
    await store.close();
    const { logger, lines } = capturedLogger();
    stops.push(schedulePurge(store, { retentionDays: 730 }, logger));
    await until(() => lines.length > 0);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, msg: 'leads purge failed', err: { message: expect.stringContaining('not open') } });
  });
});
