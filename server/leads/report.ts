/**
 * The owner's report (`npm run leads -- report`): over the last N days (UTC), per page of the site its
 * views, visitors and the leads that came from it, and their rate on visitors; per outside source (another site's host and
 * UTM values) its leads; totals; and the days with no page views recorded. Spam is not counted.
 */
import { OTHER_PAGE } from '../../src/content/paths';
import { UTM_PARAMS } from './lead-source';
import type { LeadSource, LeadStore, PageViewCount } from './types';

const DAY_MS = 86_400_000;

export interface PageRow {
  /** A path of the route table, or 'other'. */
  page: string;
  views: number;
  prefetches: number;
  /** People who viewed it, each once a day (a person who comes back another day counts again). */
  visitors: number;
  /** Leads whose visitor came to the form from this page. */
  leads: number;
  /** leads / visitors; null when the page had no visitor counted (or its days were before visitors were). */
  rate: number | null;
}

export interface OutsideRow {
  /** The other site's host; null when the visitor's browser named none (an app, a typed address with UTM values). */
  host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  leads: number;
}

export interface Report {
  /** The first and last day (UTC, YYYY-MM-DD) and how many. */
  from: string;
  to: string;
  days: number;
  /** Days of the window with no page view recorded: the site stopped, STATS=off, or nobody came. */
  daysWithoutData: string[];
  /** Most viewed first. */
  pages: PageRow[];
  /** Most leads first. */
  outside: OutsideRow[];
  totals: {
    views: number;
    prefetches: number;
    /** The site's visitors summed over the days: each person once a day, whatever pages they saw. */
    visitors: number;
    /** Leads (not spam) received in the window: from our pages, from outside, and from where not known. */
    leads: number;
    fromPages: number;
    fromOutside: number;
    notKnown: number;
    /** leads / visitors; null when no visitor was counted. */
    rate: number | null;
  };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The report of the `days` days that end with today (UTC), from the counts and leads the store holds. */
export async function reportOf(store: Pick<LeadStore, 'pageViews' | 'leadSources' | 'siteVisitors'>, days: number, now = new Date()): Promise<Report> {
  const firstDay = new Date(Date.parse(dayOf(now)) - (days - 1) * DAY_MS);
  return buildReport(await store.pageViews(dayOf(firstDay)), await store.leadSources(firstDay), days, now, await store.siteVisitors(dayOf(firstDay)));
}

export function buildReport(
  views: PageViewCount[], leads: { receivedAt: Date; source: LeadSource | null }[], days: number, now = new Date(), siteVisitors: { day: string; visitors: number }[] = [],
): Report {
  const window = Array.from({ length: days }, (_, i) => dayOf(new Date(Date.parse(dayOf(now)) - (days - 1 - i) * DAY_MS)));
  const inWindow = new Set(window);
  const pages = new Map<string, PageRow>();
  const pageRow = (page: string) => {
    let row = pages.get(page);
    if (!row) pages.set(page, (row = { page, views: 0, prefetches: 0, visitors: 0, leads: 0, rate: null }));
    return row;
  };
  const daysWithData = new Set<string>();
  for (const count of views) {
    if (!inWindow.has(count.day)) continue;
    daysWithData.add(count.day);
    const row = pageRow(count.page);
    row.views += count.views;
    row.prefetches += count.prefetches;
    row.visitors += count.visitors ?? 0;
  }

  const outside = new Map<string, OutsideRow>();
  let notKnown = 0;
  for (const { receivedAt, source } of leads) {
    if (!inWindow.has(dayOf(receivedAt))) continue;
    if (!source) notKnown += 1;
    else if (source.page) pageRow(source.page).leads += 1;
    else {
      const row: OutsideRow = {
        host: source.host ?? null, utm_source: source.utm_source ?? null, utm_medium: source.utm_medium ?? null, utm_campaign: source.utm_campaign ?? null, leads: 0,
      };
      const key = JSON.stringify([row.host, ...UTM_PARAMS.map((name) => row[name])]);
      (outside.get(key) ?? outside.set(key, row).get(key)!).leads += 1;
    }
  }

  const rate = (leadCount: number, visitorCount: number) => (visitorCount > 0 ? leadCount / visitorCount : null);
  const pageRows = [...pages.values()]
    .map((row) => ({ ...row, rate: rate(row.leads, row.visitors) }))
    // 'other' last: it is not a page.
    .sort((a, b) => Number(a.page === OTHER_PAGE) - Number(b.page === OTHER_PAGE) || b.views - a.views || b.leads - a.leads || a.page.localeCompare(b.page));
  const outsideRows = [...outside.values()].sort((a, b) => b.leads - a.leads || (a.host ?? '').localeCompare(b.host ?? ''));
  const sum = <T>(rows: T[], count: (row: T) => number) => rows.reduce((n, row) => n + count(row), 0);
  const fromPages = sum(pageRows, (row) => row.leads);
  const fromOutside = sum(outsideRows, (row) => row.leads);
  const totalViews = sum(pageRows, (row) => row.views);
  const totalLeads = fromPages + fromOutside + notKnown;
  const totalVisitors = sum(siteVisitors.filter((row) => inWindow.has(row.day)), (row) => row.visitors);
  return {
    from: window[0]!,
    to: window.at(-1)!,
    days,
    daysWithoutData: window.filter((day) => !daysWithData.has(day)),
    pages: pageRows,
    outside: outsideRows,
    totals: {
      views: totalViews, prefetches: sum(pageRows, (row) => row.prefetches), visitors: totalVisitors,
      leads: totalLeads, fromPages, fromOutside, notKnown, rate: rate(totalLeads, totalVisitors),
    },
  };
}

/** '2026-11-03 to 2026-11-05, 2026-11-09': runs of consecutive days as ranges. */
export function dayRanges(days: string[]): string {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && Date.parse(day) - Date.parse(last[1]) === DAY_MS) last[1] = day;
    else runs.push([day, day]);
  }
  return runs.map(([first, last]) => (first === last ? first : `${first} to ${last}`)).join(', ');
}
