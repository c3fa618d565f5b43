/** `report`: per page its views, visitors, leads from it and their rate; per form page, per other site; totals. */
import { escapedJson, toCsv } from '../export';
import { describeSource } from '../../leads/intake/lead-source';
import {
  COLUMN_NOTES, dayRanges, daysCovered, FORM_NAMES, lastDays, moreLeadsNote, rateText, reportOf, UNCOUNTED_VISITORS, type Report,
} from '../../observe/report';
import { clip, oldestDays, oneLine, retentionWords, table, UsageError, weekOption, weekWindow, withStore, type Command } from '../command';
import { plural } from '../../text';

export const report: Command = {
  usage: 'report [--days 30] [--format csv|json] [--week YYYY-Www]',
  summary: 'per page: views, visitors, leads from it, rate; per form page: forms sent; per outside source: leads; totals (UTC days to today, spam left out)',
  options: { days: { type: 'string', default: '30' }, format: { type: 'string' }, week: { type: 'string' } },
  parse({ values }) {
    const days = Number(values.days);
    if (!(Number.isInteger(days) && days > 0)) throw new UsageError('--days takes a whole number above 0.');
    const format = values.format as string | undefined;
    if (format !== undefined && format !== 'json' && format !== 'csv') throw new UsageError(`--format is csv or json, not '${oneLine(format)}'.`);
    return (config) => {
      // --week: the seven UTC days of an ISO week, the days its digest covers (those that have come).
      // The limit first: a date a billion days back is no date (Invalid time value).
      if (values.week === undefined && days > oldestDays(config)) {
        throw new UsageError(`--days takes a whole number from 1 to ${oldestDays(config)}: ${retentionWords(config)}.`);
      }
      const window = values.week === undefined ? lastDays(days) : weekWindow(weekOption(values.week as string, config).monday);
      return withStore(config, async (store) => {
        const report = await reportOf(store, window);
        if (format === 'json') return escapedJson(report);
        if (format === 'csv') return toCsv(reportRecords(report), REPORT_COLUMNS).replace(/\n$/, '');
        return reportText(report);
      });
    };
  },
};

/** The report for people: the pages, the form pages, other sites, the totals, and the days with no data. */
export function reportText(report: Report): string {
  const { days, daysWithoutData, pages, outside, forms, totals } = report;
  const lines = [`Page views, visitors and leads, ${daysCovered(report)}. Spam is not counted.`, ''];
  if (pages.length === 0) lines.push('No page views and no leads from our pages.');
  else {
    lines.push(table([
      ['page', 'views', 'prefetched', 'visitors', 'leads from it', 'rate'],
      ...pages.map((p) => [p.page, String(p.views), String(p.prefetches), String(p.visitors), String(p.leads), rateText(p)]),
      ['total', String(totals.views), String(totals.prefetches), String(totals.visitors), String(totals.fromPages), rateText({ leads: totals.fromPages, visitors: totals.visitors })],
    ]), ...moreLeadsNote([...pages.map((p) => ({ name: p.page, leads: p.leads, visitors: p.visitors })), { name: 'all pages', leads: totals.fromPages, visitors: totals.visitors }]));
  }
  lines.push('', 'Pages with a form', table([
    ['page', 'visitors', 'forms sent', 'rate'],
    ...forms.map((f) => [`${f.page} (${FORM_NAMES[f.form]} form)`, String(f.visitors), String(f.sent), rateText({ leads: f.sent, visitors: f.visitors })]),
  ]), ...moreLeadsNote(forms.map((f) => ({ name: f.page, leads: f.sent, visitors: f.visitors }))));
  lines.push('');
  if (outside.length === 0) lines.push('No leads from other sites.');
  else {
    lines.push('Leads from other sites', table([
      ['from', 'leads'],
      ...outside.map((o) => [clip(oneLine(describeSource({ ...(o.host && { host: o.host }), ...utmOf(o) })), 100), String(o.leads)]),
    ]));
  }
  lines.push(
    '',
    `Leads: ${totals.leads}, of them ${totals.fromPages} from our pages, ${totals.fromOutside} from other sites, ` +
      `${totals.notKnown} from where not known (no Referer, no UTM values); ${ratePhrase(totals)}`,
    ...COLUMN_NOTES,
    'Prefetched: pages the browser asked for ahead, as the visitor\'s pointer rested on a link or pressed it; one that was then opened is also a view, one never shown is not.',
  );
  if (daysWithoutData.length > 0) {
    lines.push(`No page views recorded on ${daysWithoutData.length} of the ${days} days: ${dayRanges(daysWithoutData)} (the site was stopped, STATS=off, or nobody came).`);
  }
  return lines.join('\n');
}

/** The leads' rate on the visitors, or why there is none: no visitor counted, or fewer visitors counted than leads. */
function ratePhrase({ leads, visitors }: Report['totals']) {
  if (visitors === 0) return 'no visitor counted, so no rate.';
  if (leads > visitors) return `more than the ${plural(visitors, 'visitor')} counted. ${UNCOUNTED_VISITORS}`;
  return `${rateText({ leads, visitors })} of ${plural(visitors, 'visitor')}.`;
}

const utmOf = (row: Pick<Report['outside'][number], 'utm_source' | 'utm_medium' | 'utm_campaign'>) => ({
  ...(row.utm_source && { utm_source: row.utm_source }),
  ...(row.utm_medium && { utm_medium: row.utm_medium }),
  ...(row.utm_campaign && { utm_campaign: row.utm_campaign }),
});

const REPORT_COLUMNS = ['kind', 'page', 'host', 'utm_source', 'utm_medium', 'utm_campaign', 'views', 'prefetched', 'visitors', 'leads', 'rate', 'day', 'forms_sent'];

/** The report as rows for a spreadsheet: one per page (leads: leads from it), per form page (forms_sent), per outside source, the total, and one per day with no data. */
function reportRecords({ daysWithoutData, pages, outside, forms, totals }: Report): Record<string, string>[] {
  const n = (value: number | null) => (value === null ? '' : String(value));
  return [
    ...pages.map((p) => ({ kind: 'page', page: p.page, views: n(p.views), prefetched: n(p.prefetches), visitors: n(p.visitors), leads: n(p.leads), rate: n(p.rate) })),
    ...forms.map((f) => ({ kind: 'form page', page: f.page, visitors: n(f.visitors), forms_sent: n(f.sent), rate: n(f.rate) })),
    ...outside.map((o) => ({
      kind: 'outside', host: o.host ?? '', utm_source: o.utm_source ?? '', utm_medium: o.utm_medium ?? '', utm_campaign: o.utm_campaign ?? '', leads: n(o.leads),
    })),
    { kind: 'not known', leads: n(totals.notKnown) },
    { kind: 'total', views: n(totals.views), prefetched: n(totals.prefetches), visitors: n(totals.visitors), leads: n(totals.leads), rate: n(totals.rate) },
    ...daysWithoutData.map((day) => ({ kind: 'no data', day })),
  ];
}
