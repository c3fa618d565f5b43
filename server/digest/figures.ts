/**
 * The figures of a weekly digest, all from the lead store: the week (seven UTC days from its Monday)
 * against the seven days before, the report of the week (server/leads/report.ts, the same figures
 * `npm run leads -- report --week` gives), the 14 days to draw, the delivery health, and the forms
 * whose page had visitors but brought no lead for 14 days.
 */
import { FORM_PATHS } from '../forms';
import { buildReport, type Report } from '../leads/report';
import type { Backlog, LeadKind, LeadStore, StoreCounts } from '../leads/types';
import { addDays } from './week';

/** Which form each form page holds. */
const FORM_OF: Record<(typeof FORM_PATHS)[number], LeadKind> = { '/contact': 'contact', '/apply': 'application' };
export const FORM_NAMES: Record<LeadKind, string> = { contact: 'Contact', application: 'Merchant application' };

export interface Change {
  now: number;
  before: number;
}

export interface DigestFigures {
  week: string;
  /** The week's first and last day, and the seven days before it (UTC). */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  visitors: Change;
  views: Change;
  leads: Change;
  leadsByForm: { form: LeadKind; leads: Change }[];
  /** The week's report: pages and outside sources that brought leads, totals. */
  report: Report;
  /** The pages that hold a form: their visitors, the leads sent with their form, and the rate on visitors. */
  formPages: { page: string; form: LeadKind; visitors: number; leads: number; rate: number | null }[];
  /** The 14 days to the week's end: the site's visitors and the leads of each. */
  days: { day: string; visitors: number; leads: number }[];
  delivery: { counts: StoreCounts; backlog: Backlog };
  /** Form pages with visitors in the 14 days and no lead from their form. */
  silentForms: { page: string; form: LeadKind; visitors: number }[];
}

type FigureStore = Pick<LeadStore, 'pageViews' | 'leadSources' | 'siteVisitors' | 'counts' | 'backlog'>;

export async function digestFigures(store: FigureStore, week: string, monday: string): Promise<DigestFigures> {
  const to = addDays(monday, 6);
  const first = addDays(monday, -7);
  const [views, leads, site, counts, backlog] = await Promise.all([
    store.pageViews(first), store.leadSources(new Date(Date.parse(first))), store.siteVisitors(first), store.counts(), store.backlog(),
  ]);
  const inDays = (day: string, from: string, until: string) => day >= from && day <= until;
  const leadDay = (at: Date) => at.toISOString().slice(0, 10);
  const sum = <T>(rows: T[], n: (row: T) => number) => rows.reduce((total, row) => total + n(row), 0);
  const change = <T>(rows: T[], dayOf: (row: T) => string, n: (row: T) => number): Change => ({
    now: sum(rows.filter((row) => inDays(dayOf(row), monday, to)), n),
    before: sum(rows.filter((row) => inDays(dayOf(row), first, addDays(monday, -1))), n),
  });
  const leadsIn = leads.filter((lead) => leadDay(lead.receivedAt) <= to);
  const report = buildReport(views, leadsIn, 7, new Date(Date.parse(to)), site);
  const fortnight = Array.from({ length: 14 }, (_, i) => addDays(first, i));
  const visitorsOfPage = (page: string, from: string) => sum(views.filter((v) => v.page === page && inDays(v.day, from, to)), (v) => v.visitors ?? 0);
  const leadsOfForm = (form: LeadKind, from: string) => leadsIn.filter((l) => l.kind === form && leadDay(l.receivedAt) >= from).length;
  return {
    week,
    from: monday,
    to,
    previousFrom: first,
    previousTo: addDays(monday, -1),
    visitors: change(site, (row) => row.day, (row) => row.visitors),
    views: change(views, (row) => row.day, (row) => row.views),
    leads: change(leadsIn, (row) => leadDay(row.receivedAt), () => 1),
    leadsByForm: (['contact', 'application'] as const).map((form) => ({
      form, leads: change(leadsIn.filter((l) => l.kind === form), (row) => leadDay(row.receivedAt), () => 1),
    })),
    report,
    formPages: FORM_PATHS.map((page) => {
      const [form, visitors] = [FORM_OF[page], visitorsOfPage(page, monday)];
      const sent = leadsOfForm(form, monday);
      return { page, form, visitors, leads: sent, rate: visitors > 0 ? sent / visitors : null };
    }),
    days: fortnight.map((day) => ({
      day, visitors: site.find((row) => row.day === day)?.visitors ?? 0, leads: leadsIn.filter((l) => leadDay(l.receivedAt) === day).length,
    })),
    delivery: { counts, backlog },
    silentForms: FORM_PATHS.flatMap((page) => {
      const [form, visitors] = [FORM_OF[page], visitorsOfPage(page, first)];
      return visitors > 0 && leadsOfForm(form, first) === 0 ? [{ page, form, visitors }] : [];
    }),
  };
}
