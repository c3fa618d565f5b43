/**
 * The owner's figures never contradict each other (issue 55, item 2): no rate above 100% when leads
 * outnumber the visitors counted, said plainly instead; the digest's picture says its rows have their
 * own scales; a tie for the page that brought most leads is named as a tie. Against a real SQLite
 * store, through the report's text and the digest's text and HTML as the owner reads them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reportText } from '../../server/cli/commands/report';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { LeadSource, LeadStore } from '../../server/leads/store/types';
import { digestFigures } from '../../server/observe/digest/figures';
import { layout, pictureAlt, SCALES } from '../../server/observe/digest/picture';
import { digestHtml, digestText, PICTURE_NOTE } from '../../server/observe/digest/render';
import { addDays } from '../../server/observe/digest/week';
import { buildReport, reportOf, UNCOUNTED_VISITORS } from '../../server/observe/report';
import { contactPath } from '../../src/content/paths';

const homePath = '/';
import { newLead } from '../support/leads';

const stores: LeadStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

const MONDAY = '2026-11-23';
const SUNDAY = addDays(MONDAY, 6);
const week = { from: MONDAY, to: SUNDAY, today: addDays(SUNDAY, 1) };

/** A store with, on the week's Tuesday, `visitors` people who each saw `page`, and leads (one per source) sent that day. */
async function storeWith(page: string, visitors: number, sources: LeadSource[]) {
  const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'figures-agree-')), 'leads.db'));
  stores.push(store);
  const day = addDays(MONDAY, 1);
  await store.visitorSalt(day);
  await store.addPageViews([{ day, page, views: visitors, prefetches: 0 }]);
  await store.addVisitors(Array.from({ length: visitors }, (_, v) => [{ day, page: '', hash: `v${v}` }, { day, page, hash: `v${v}` }]).flat());
  for (const source of sources) await store.insert(newLead({ receivedAt: new Date(`${day}T15:00:00Z`), destinations: [], source }));
  return store;
}

/** Every percentage a text gives. */
const rates = (text: string) => [...text.matchAll(/(\d+(?:\.\d+)?)%/g)].map(([, n]) => Number(n));

describe('figures that cannot contradict each other', () => {
  it('gives no rate above 100% when leads outnumber the visitors counted, and says why in the report and the digest', async () => {
    // The owner's afternoon of issue 55: five forms sent from /contact, three visitors counted there.
    const store = await storeWith(contactPath, 3, Array.from({ length: 5 }, () => ({ page: contactPath })));
    const report = await reportOf(store, week);
    expect(report.totals).toMatchObject({ leads: 5, visitors: 3, rate: null });
    expect(report.pages.find((p) => p.page === contactPath)).toMatchObject({ leads: 5, visitors: 3, rate: null });
    expect(report.forms.find((f) => f.page === contactPath)).toMatchObject({ sent: 5, visitors: 3, rate: null });

    const text = reportText(report);
    for (const rate of rates(text)) expect(rate).toBeLessThanOrEqual(100);
    expect(text).toContain(`Leads: 5, of them 5 from our pages, 0 from other sites, 0 from where not known (no Referer, no UTM values); more than the 3 visitors counted. ${UNCOUNTED_VISITORS}`);
    expect(text).toContain(`More leads than visitors counted (no rate shown): ${contactPath} 5 leads, 3 visitors`);

    const figures = await digestFigures(store, '2026-W48', MONDAY, week.today);
    const digest = digestText(figures, [], 'off (DIGEST=off)');
    const html = digestHtml(figures, [], { src: 'cid:x', alt: 'x' }, 'off (DIGEST=off)');
    for (const body of [digest, html]) for (const rate of rates(body)) expect(rate).toBeLessThanOrEqual(100);
    expect(digest.split('\n')[3]).toBe(`More leads than visitors counted: ${UNCOUNTED_VISITORS}`);
    expect(digest).toMatch(new RegExp(`^${contactPath} \\(Contact\\) +3 +5 +more leads$`, 'm'));
  });

  it('keeps a rate of 100% or less as it was, and gives none when no visitor was counted', () => {
    const report = buildReport(
      [{ day: MONDAY, page: homePath, views: 4, prefetches: 0, visitors: 4 }],
      Array.from({ length: 4 }, () => ({ receivedAt: new Date(`${MONDAY}T12:00:00Z`), kind: 'contact' as const, source: { page: homePath } })),
      week, [{ day: MONDAY, visitors: 4 }],
    );
    expect(report.totals.rate).toBe(1);
    expect(reportText(report)).toContain('100.0% of 4 visitors.');
    // No visitor counted at all (STATS=off, or days before visitors were counted): no rate, and not called more leads than visitors.
    const uncounted = reportText(buildReport([], [{ receivedAt: new Date(`${MONDAY}T12:00:00Z`), kind: 'contact', source: null }], week, []));
    expect(uncounted).toContain('no visitor counted, so no rate.');
    expect(uncounted).not.toContain(UNCOUNTED_VISITORS);
  });

  it('names a tie for the page that brought most leads as a tie, never one page', async () => {
    const store = await storeWith(homePath, 6, [{ page: homePath }, { page: contactPath }]);
    const text = digestText(await digestFigures(store, '2026-W48', MONDAY, week.today), [], 'off (DIGEST=off)');
    expect(text).toContain(`The pages that brought most leads: ${homePath} and ${contactPath}, one each.`);
    expect(text).not.toContain('The page that brought most leads');

    const single = await storeWith(homePath, 6, [{ page: homePath }, { page: homePath }, { page: contactPath }]);
    expect(digestText(await digestFigures(single, '2026-W48', MONDAY, week.today), [], 'off (DIGEST=off)')).toContain(`The page that brought most leads: ${homePath} (2).`);
  });

  it("says beside the digest's picture, in it and in its alt text that visitors and leads are each drawn to their own scale", async () => {
    const store = await storeWith(contactPath, 3, Array.from({ length: 5 }, () => ({ page: contactPath })));
    const figures = await digestFigures(store, '2026-W48', MONDAY, week.today);
    const texts: string[] = [];
    const walk = (node: unknown) => {
      if (typeof node === 'string') texts.push(node);
      if (!node || typeof node !== 'object') return;
      for (const child of [(node as { props: { children?: unknown } }).props.children].flat()) walk(child);
    };
    walk(layout(figures));
    expect(texts).toContain(SCALES);
    expect(pictureAlt(figures)).toContain('each row has its own scale');
    const html = digestHtml(figures, [], { src: 'cid:x', alt: pictureAlt(figures) }, 'off (DIGEST=off)');
    // The line right after the picture, before the table of days.
    expect(html).toMatch(new RegExp(`<img [^>]+>\\n<p [^>]+>${PICTURE_NOTE.replace(/[()]/g, '\\$&')}</p>`));
  });
});
