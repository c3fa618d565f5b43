/**
 * The owner's report (`npm run leads -- report`): over a run of UTC days that have come (today so far
 * included, none after it), per page of the site its views, visitors and the leads that came from it
 * (their visitor was on it just before the form), and their rate on visitors; per form page, the
 * forms sent on it; per outside source (another site's host and UTM values) its leads; totals; and the
 * days with no page views recorded. Spam is not counted. The weekly digest shows the same figures.
 */
import { applyPath, contactPath, OTHER_PAGE } from '../../src/content/paths';
import { UTM_PARAMS } from '../leads/intake/lead-source';
import type { LeadKind, LeadSource, LeadStore, PageViewCount } from '../leads/store/types';

const DAY_MS = 86_400_000;

export interface PageRow {
  /** A path of the route table, or 'other'. */
  page: string;
  views: number;
  prefetches: number;
  /** People who viewed it, each once a day (a person who comes back another day counts again). */
  visitors: number;
  /** Leads from it: leads whose visitor was on this page just before the form (a form page's own form sent there counts for the page before it). */
  leads: number;
  /** leads / visitors; null when the page had no visitor counted (or its days were before visitors were), or fewer than its leads (rateText). */
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

/** A page that holds a form: its visitors, the forms sent on it, and their rate on visitors. */
export interface FormRow {
  page: string;
  form: LeadKind;
  visitors: number;
  /** Forms sent on this page (leads of its kind), wherever their visitor came from. */
  sent: number;
  rate: number | null;
}

export const FORM_NAMES: Record<LeadKind, string> = { contact: 'Contact', application: 'Merchant application' };

/**
 * What the columns count, said alike in the report and the digest (their headers are 'leads from it'
 * and 'forms sent'): two questions with two names, never one name for both.
 */
export const COLUMN_NOTES = [
  'Leads from it: leads whose visitor was on that page just before the form, whichever form they sent.',
  "Forms sent: leads sent with the form on that page, wherever their visitor came from.",
  'Visitors: people counted once a day per page, and once a day in the total however many pages they saw; one who comes back another day counts again. Each rate is per visitor of its page.',
  'The page shown after a form is sent (/contact?sent=1, /apply?sent=1) is not counted as a view or a visitor of the form page.',
];

/**
 * Why leads can outnumber the visitors counted: a visitor is counted when a page is shown, and some who send
 * a form are never seen being shown one. Said wherever a rate would pass 100%, in place of that rate.
 */
export const UNCOUNTED_VISITORS =
  'A visitor is counted when a page is shown; a browser without JavaScript that shows a page it prefetched never says so, and a program can send a form without showing a page, so some leads have no counted visitor.';

/** A rate as a figure: '2.2%'; '-' with no visitor counted; 'more leads' when leads outnumber the visitors counted (never above 100%). */
export const rateText = ({ leads, visitors }: { leads: number; visitors: number }) =>
  visitors === 0 ? '-' : leads > visitors ? 'more leads' : `${((leads / visitors) * 100).toFixed(1)}%`;

/** The note under a table whose rows include one with more leads than visitors counted; none when no row has. */
export function moreLeadsNote(rows: { name: string; leads: number; visitors: number }[]): string[] {
  const over = rows.filter((row) => row.visitors > 0 && row.leads > row.visitors);
  if (over.length === 0) return [];
  const each = over.map((row) => `${row.name} ${row.leads} leads, ${row.visitors} ${row.visitors === 1 ? 'visitor' : 'visitors'}`);
  return [`More leads than visitors counted (no rate shown): ${each.join('; ')}. ${UNCOUNTED_VISITORS}`];
}

/** Which form each form page holds. */
export const FORM_PAGES: { page: string; form: LeadKind }[] = [{ page: contactPath, form: 'contact' }, { page: applyPath, form: 'application' }];

export interface Report {
  /** The first and last day (UTC, YYYY-MM-DD) and how many; never a day after today. */
  from: string;
  to: string;
  days: number;
  /** The last day is today, so far. */
  toToday: boolean;
  /** Days of the window with no page view recorded: the site stopped, STATS=off, or nobody came. */
  daysWithoutData: string[];
  /** Most viewed first. */
  pages: PageRow[];
  /** Most leads first. */
  outside: OutsideRow[];
  /** The pages with a form, in FORM_PAGES's order. */
  forms: FormRow[];
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
    /** leads / visitors; null when no visitor was counted, or fewer than the leads. */
    rate: number | null;
  };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(day) + n * DAY_MS));

/** The days from `from` to `to` (UTC, YYYY-MM-DD); none after `today`: a day that has not come is not a row. */
export interface Window {
  from: string;
  to: string;
  today: string;
}

/** The `days` days that end with today. */
export const lastDays = (days: number, now = new Date()): Window => ({ from: addDays(dayOf(now), 1 - days), to: dayOf(now), today: dayOf(now) });

/** The report of a window, from the counts and leads the store holds. */
export async function reportOf(store: Pick<LeadStore, 'pageViews' | 'leadSources' | 'siteVisitors'>, window: Window): Promise<Report> {
  const { from } = window;
  return buildReport(await store.pageViews(from), await store.leadSources(new Date(Date.parse(from))), window, await store.siteVisitors(from));
}

export function buildReport(
  views: PageViewCount[], leads: { receivedAt: Date; kind: LeadKind; source: LeadSource | null }[], { from, to, today }: Window, siteVisitors: { day: string; visitors: number }[] = [],
): Report {
  const last = to < today ? to : today;
  const count = Math.max(0, Math.round((Date.parse(last) - Date.parse(from)) / DAY_MS) + 1);
  const window = Array.from({ length: count }, (_, i) => addDays(from, i));
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
  const sent = new Map<LeadKind, number>();
  let notKnown = 0;
  for (const { receivedAt, kind, source } of leads) {
    if (!inWindow.has(dayOf(receivedAt))) continue;
    sent.set(kind, (sent.get(kind) ?? 0) + 1);
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

  // No rate above 1: leads that outnumber the visitors counted are said to (moreLeadsNote), not divided.
  const rate = (leadCount: number, visitorCount: number) => (visitorCount > 0 && leadCount <= visitorCount ? leadCount / visitorCount : null);
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
  const forms = FORM_PAGES.map(({ page, form }) => {
    const visitors = pages.get(page)?.visitors ?? 0;
    const sentThere = sent.get(form) ?? 0;
    return { page, form, visitors, sent: sentThere, rate: rate(sentThere, visitors) };
  });
  return {
    from,
    to: window.at(-1) ?? from,
    days: window.length,
    toToday: window.at(-1) === today,
    daysWithoutData: window.filter((day) => !daysWithData.has(day)),
    pages: pageRows,
    outside: outsideRows,
    forms,
    totals: {
      views: totalViews, prefetches: sum(pageRows, (row) => row.prefetches), visitors: totalVisitors,
      leads: totalLeads, fromPages, fromOutside, notKnown, rate: rate(totalLeads, totalVisitors),
    },
  };
}

/** Which days a report or digest covers, said the same way in both: '2026-11-23 to 2026-11-27 (5 days, UTC; the last is today, so far)'. */
export const daysCovered = ({ from, to, days, toToday }: Pick<Report, 'from' | 'to' | 'days' | 'toToday'>) =>
  `${from} to ${to} (${days} ${days === 1 ? 'day' : 'days'}, UTC${toToday ? '; the last is today, so far' : ''})`;

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
