/**
 * The figures of a weekly digest, all from the lead store: the week (seven UTC days from its Monday,
 * or its days so far when it is not over) against as many days before it, the report of the week
 * (server/observe/report.ts, the same figures `npm run leads -- report --week` gives), the days to draw,
 * the delivery health, and the forms whose page had visitors but brought no lead for 14 days.
 */
import { buildReport, FORM_PAGES, type Report } from '../report';
import type { Backlog, LeadKind, LeadStore, StoreCounts } from '../../leads/store/types';
import { addDays, dayOf } from './week';

export { COLUMN_NOTES, FORM_NAMES } from '../report';

export interface Change {
  now: number;
  before: number;
}

export interface DigestFigures {
  week: string;
  /** The week's first and last day (its last so far when it is not over), and as many days before it (UTC). */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** All seven days of the week have come. */
  whole: boolean;
  visitors: Change;
  views: Change;
  leads: Change;
  leadsByForm: { form: LeadKind; leads: Change }[];
  /** The week's report: pages and outside sources that brought leads, the forms sent on each form page, totals. */
  report: Report;
  /** The days to draw, the week before's seven and the week's so far: the site's visitors and the leads of each. */
  days: { day: string; visitors: number; leads: number }[];
  delivery: { counts: StoreCounts; backlog: Backlog };
  /** Form pages with visitors in the 14 days and no lead from their form. */
  silentForms: { page: string; form: LeadKind; visitors: number }[];
}

type FigureStore = Pick<LeadStore, 'pageViews' | 'leadSources' | 'siteVisitors' | 'counts' | 'backlog'>;

export async function digestFigures(store: FigureStore, week: string, monday: string, today = dayOf(new Date())): Promise<DigestFigures> {
  const sunday = addDays(monday, 6);
  const to = sunday < today ? sunday : today;
  const length = Math.round((Date.parse(to) - Date.parse(monday)) / 86_400_000) + 1;
  const first = addDays(monday, -7);
  const previousTo = addDays(first, length - 1);
  const [views, leads, site, counts, backlog] = await Promise.all([
    store.pageViews(first), store.leadSources(new Date(Date.parse(first))), store.siteVisitors(first), store.counts(), store.backlog(),
  ]);
  const inDays = (day: string, from: string, until: string) => day >= from && day <= until;
  const leadDay = (at: Date) => at.toISOString().slice(0, 10);
  const sum = <T>(rows: T[], n: (row: T) => number) => rows.reduce((total, row) => total + n(row), 0);
  // The week so far against the same days of the week before.
  const change = <T>(rows: T[], dayOf: (row: T) => string, n: (row: T) => number): Change => ({
    now: sum(rows.filter((row) => inDays(dayOf(row), monday, to)), n),
    before: sum(rows.filter((row) => inDays(dayOf(row), first, previousTo)), n),
  });
  const leadsIn = leads.filter((lead) => leadDay(lead.receivedAt) <= to);
  const report = buildReport(views, leadsIn, { from: monday, to, today }, site);
  const drawn = Array.from({ length: 7 + length }, (_, i) => addDays(first, i));
  const visitorsOfPage = (page: string, from: string) => sum(views.filter((v) => v.page === page && inDays(v.day, from, to)), (v) => v.visitors ?? 0);
  const leadsOfForm = (form: LeadKind, from: string) => leadsIn.filter((l) => l.kind === form && leadDay(l.receivedAt) >= from).length;
  return {
    week,
    from: monday,
    to,
    previousFrom: first,
    previousTo,
    whole: to === sunday,
    visitors: change(site, (row) => row.day, (row) => row.visitors),
    views: change(views, (row) => row.day, (row) => row.views),
    leads: change(leadsIn, (row) => leadDay(row.receivedAt), () => 1),
    leadsByForm: (['contact', 'application'] as const).map((form) => ({
      form, leads: change(leadsIn.filter((l) => l.kind === form), (row) => leadDay(row.receivedAt), () => 1),
    })),
    report,
    days: drawn.map((day) => ({
      day, visitors: site.find((row) => row.day === day)?.visitors ?? 0, leads: leadsIn.filter((l) => leadDay(l.receivedAt) === day).length,
    })),
    delivery: { counts, backlog },
    silentForms: FORM_PAGES.flatMap(({ page, form }) => {
      const visitors = visitorsOfPage(page, first);
      return visitors > 0 && leadsOfForm(form, first) === 0 ? [{ page, form, visitors }] : [];
    }),
  };
}
