/**
 * The digest as the owner reads it: first what happened (leads against the week before, visitors, the
 * page that brought most leads, whether anything needs them), then the figures, then what needs them
 * in their own words with the settings in a quieter line for whoever fixes it. An HTML part (one
 * column at most 600 px wide, headings, tables with header cells and captions, the picture with its
 * alt text, inline styles as mail readers need) and a plain-text part with the same content.
 *
 * Text a visitor controls appears in both parts: another site's host (from the Referer) and the UTM
 * values of a form page's address, in "Other sites and campaigns". Page paths are the route table's
 * (or 'other'), never an address a visitor typed. The HTML part escapes every piece of text it writes,
 * those among them, with the site's escapeHtml (& < > " as character references; every attribute is
 * double-quoted, so ' cannot end one), so none of it becomes markup. The text part
 * is text/plain, which a mail reader shows as it is. In both, control and bidirectional characters
 * (which could change what is shown, and which HTML forbids) become U+FFFD; intake drops them from new
 * leads (server/leads/intake/lead-source.ts), but a store may hold older ones.
 */
import { site } from '../../../src/config/site';
import { escapeHtml } from '../../../src/lib/html';
import { color } from '../../../src/theme/tokens';
import { describeSource } from '../../leads/intake/lead-source';
import { daysCovered, moreLeadsNote, rateText, UNCOUNTED_VISITORS } from '../report';
import { listed, numberWord, plural, printable } from '../../text';
import { COLUMN_NOTES, FORM_NAMES, type Change, type DigestFigures } from './figures';
import { ownerNeeds, type Need, type StartWarning } from './needs';
import { PICTURE } from './picture';

/** Beside the picture: why a day's few leads may be drawn taller than its visitors. */
export const PICTURE_NOTE = 'Visitors and leads are each drawn to their own scale (the tallest bar of a row is its busiest day): leads are too few beside visitors to be seen on one scale. Each bar carries its figure.';

const escape = (text: string) => escapeHtml(printable(text));
const dayName = (day: string, withWeekday = false) =>
  new Date(Date.parse(day)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric', ...(withWeekday && { weekday: 'short' }) });
const weekdayOf = (day: string) => new Date(Date.parse(day)).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long' });

/** '+25% (from 40)', '-10% (from 50)', 'the same', 'new (none before)'. */
export function changeText({ now, before }: Change): string {
  if (now === before) return 'the same';
  if (before === 0) return 'new (none the week before)';
  const rate = Math.round(((now - before) / before) * 100);
  return `${rate > 0 ? '+' : ''}${rate}% (from ${before})`;
}

/** The opening: what happened this week, in two or three sentences. */
export function newsOf(figures: DigestFigures, needs: Need[]): string[] {
  const { leads, visitors, report, whole, from, to } = figures;
  const [now, then] = whole
    ? ['this week', 'the week before']
    : [`this week so far (${weekdayOf(from)} to ${weekdayOf(to)})`, 'the same days of the week before'];
  return [
    `${plural(leads.now, 'lead')} ${now}, against ${leads.before} ${then}, from ${plural(visitors.now, 'visitor')} (${visitors.before} ${then}).`,
    ...(visitors.now > 0 && leads.now > visitors.now ? [`More leads than visitors counted: ${UNCOUNTED_VISITORS}`] : []),
    ...mostLeads(report.pages),
    needs.length === 0 ? 'Nothing needs you.' : `${needs.length === 1 ? 'One thing needs' : `${needs.length} things need`} you: see "Needs you" below.`,
  ];
}

/** The page that brought most leads, or the pages tied for most, named as a tie: '/ and /contact, one each'. */
function mostLeads(pages: DigestFigures['report']['pages']): string[] {
  const most = Math.max(0, ...pages.map((p) => p.leads));
  if (most === 0) return [];
  const top = pages.filter((p) => p.leads === most).map((p) => describeSource({ page: p.page })).sort();
  return top.length === 1
    ? [`The page that brought most leads: ${top[0]!} (${most}).`]
    : [`The pages that brought most leads: ${listed(top)}, ${numberWord(most)} each.`];
}

interface Table {
  caption: string;
  head: string[];
  rows: string[][];
}

interface Section {
  heading: string;
  table?: Table;
  /** Said when there is no table. */
  empty?: string;
  after?: string;
}

/** Beneath a table with a row of more leads than visitors counted: why it has no rate. */
const overNote = (rows: Parameters<typeof moreLeadsNote>[0]) => {
  const [note] = moreLeadsNote(rows);
  return note ? { after: note } : {};
};

const outsideName = (o: DigestFigures['report']['outside'][number]) =>
  describeSource({ ...(o.host && { host: o.host }), ...(o.utm_source && { utm_source: o.utm_source }), ...(o.utm_medium && { utm_medium: o.utm_medium }), ...(o.utm_campaign && { utm_campaign: o.utm_campaign }) });

/** The week's figures against the days before. */
function figuresTable(figures: DigestFigures): Table {
  const span = figures.whole ? 'This week' : 'This week so far';
  return {
    caption: `${span}, ${daysCovered(figures.report)}, against ${figures.previousFrom} to ${figures.previousTo}`,
    head: ['', span, 'Change'],
    rows: [
      ['Visitors', String(figures.visitors.now), changeText(figures.visitors)],
      ['Page views', String(figures.views.now), changeText(figures.views)],
      ['Leads', String(figures.leads.now), changeText(figures.leads)],
      ...figures.leadsByForm.map(({ form, leads }) => [`${FORM_NAMES[form]} forms sent`, String(leads.now), changeText(leads)]),
    ],
  };
}

function sections(figures: DigestFigures): Section[] {
  const { report, delivery } = figures;
  const pages = report.pages.filter((p) => p.leads > 0);
  return [
    {
      heading: 'Where the leads came from',
      ...(pages.length > 0 ? {
        table: { caption: 'Our pages that visitors went on from to a form', head: ['Page', 'Visitors', 'Leads from it', 'Rate'], rows: pages.map((p) => [p.page, String(p.visitors), String(p.leads), rateText(p)]) },
      } : { empty: 'No lead came from one of our pages this week.' }),
      ...overNote(pages.map((p) => ({ name: p.page, leads: p.leads, visitors: p.visitors }))),
    },
    {
      heading: 'Other sites and campaigns',
      ...(report.outside.length > 0 ? {
        table: { caption: 'Other sites (host, campaign) that brought leads', head: ['From', 'Leads'], rows: report.outside.map((o) => [outsideName(o), String(o.leads)]) },
      } : { empty: 'No lead came from another site this week.' }),
      ...(report.totals.notKnown > 0 && { after: `${report.totals.notKnown} of the week's leads came from where not known (no Referer, no campaign values).` }),
    },
    {
      heading: 'The pages with a form',
      table: {
        caption: 'Visitors of each form page, the forms sent on it, and the rate',
        head: ['Page', 'Visitors', 'Forms sent', 'Rate'],
        rows: report.forms.map((f) => [`${f.page} (${FORM_NAMES[f.form]})`, String(f.visitors), String(f.sent), rateText({ leads: f.sent, visitors: f.visitors })]),
      },
      ...overNote(report.forms.map((f) => ({ name: f.page, leads: f.sent, visitors: f.visitors }))),
    },
    {
      heading: 'Lead delivery',
      table: {
        caption: 'Deliveries of leads to their destinations, as they stand now',
        head: ['Delivered', 'Waiting', 'Dead'],
        rows: [[String(delivery.counts.delivered), String(delivery.counts.waiting), String(delivery.counts.dead)]],
      },
      after: [
        ...delivery.backlog.destinations.map((d) => `${d.destination}: ${d.waiting} waiting, ${d.dead} dead; last error: ${d.lastError ?? 'none'}.`),
        ...(delivery.backlog.withoutDestination > 0 ? [`${delivery.backlog.withoutDestination} leads have no destination.`] : []),
      ].join(' ') || 'Every destination answers: no delivery is waiting on an error.',
    },
  ];
}

const daysTable = (figures: DigestFigures, name: (day: string) => string): Table => ({
  caption: `Visitors and leads on each day (UTC), ${figures.days[0]!.day} to ${figures.to}`,
  head: ['Day', 'Visitors', 'Leads'],
  rows: figures.days.map((d) => [name(d.day), String(d.visitors), String(d.leads)]),
});

/** The subject line: the week and its figures at a glance. */
export const subjectOf = (f: DigestFigures) =>
  `${site.name} weekly: ${f.leads.now} leads, ${f.visitors.now} visitors (${f.from} to ${f.to}${f.whole ? '' : ', so far'})`;

/** The footer's last lines: how visitors are counted, what the columns count, and whether digests are being sent. */
const footer = (sending: string) => [
  ...COLUMN_NOTES,
  'Visitors are counted with no cookie. Spam is not counted.',
  `Weekly digest: ${sending}.`,
];

// The first column (a page, a source) wraps anywhere, the figures never: a 320 px reader shows it all without scrolling sideways.
const cell = `padding:6px 6px 6px 0;border-bottom:1px solid ${color.border};text-align:left;vertical-align:top`;
const wraps = `${cell};overflow-wrap:anywhere;word-break:break-word`;
const figure = `${cell};overflow-wrap:normal;word-break:keep-all`;

function htmlTable({ caption, head, rows }: Table) {
  return `<table style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:15px">
<caption style="text-align:left;color:${color.muted};font-size:14px;padding:0 0 4px">${escape(caption)}</caption>
<thead><tr>${head.map((h, i) => `<th scope="col" style="${i === 0 ? wraps : figure}">${escape(h)}</th>`).join('')}</tr></thead>
<tbody>${rows.map(([first = '', ...rest]) => `<tr><th scope="row" style="${wraps};font-weight:normal">${escape(first)}</th>${rest.map((c) => `<td style="${figure}">${escape(c)}</td>`).join('')}</tr>`).join('\n')}</tbody>
</table>`;
}

/**
 * The HTML part. `picture.src`: `cid:…` in the message, a data: URL in a preview file. `sending`:
 * whether digests are being sent, in the start log's words (server/observe/digest/send.ts's digestStatus).
 */
export function digestHtml(figures: DigestFigures, warnings: StartWarning[], picture: { src: string; alt: string }, sending: string): string {
  const needs = ownerNeeds(figures, warnings);
  const h2 = (text: string) => `<h2 style="font-size:19px;margin:24px 0 8px;color:${color.navy}">${escape(text)}</h2>`;
  const p = (text: string) => `<p style="margin:0 0 12px;overflow-wrap:anywhere">${escape(text)}</p>`;
  const small = (text: string) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.4;color:${color.muted};overflow-wrap:anywhere">${escape(text)}</p>`;
  const needItem = ({ what, who, detail }: Need) =>
    `<li style="margin:0 0 12px"><p style="margin:0 0 4px;overflow-wrap:anywhere"><strong>${escape(what)}</strong> Who can fix it: ${escape(who)}.</p>${detail ? small(`For them: ${detail}`) : ''}</li>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(subjectOf(figures))}</title>
</head>
<body style="margin:0;padding:0;background:${color.cream}">
<main style="max-width:600px;margin:0 auto;padding:16px;background:${color.white};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${color.ink}">
<h1 style="font-size:24px;line-height:1.25;margin:0 0 8px;color:${color.navy}">${escape(site.name)}: the week of ${escape(dayName(figures.from))}</h1>
<p style="margin:0 0 16px;font-size:18px;overflow-wrap:anywhere">${escape(newsOf(figures, needs).join(' '))}</p>
${htmlTable(figuresTable(figures))}
${needs.length > 0 ? `${h2('Needs you')}\n<ul style="margin:0 0 12px;padding-left:20px">${needs.map(needItem).join('\n')}</ul>` : ''}
${sections(figures).map(({ heading, table, empty, after }) => [h2(heading), table ? htmlTable(table) : p(empty!), after ? p(after) : ''].join('\n')).join('\n')}
${h2(`The last ${figures.days.length} days`)}
<img src="${escape(picture.src)}" alt="${escape(picture.alt)}" width="${PICTURE.width}" height="${PICTURE.height}" style="display:block;width:100%;max-width:${PICTURE.width}px;height:auto;margin:0 0 4px">
${small(PICTURE_NOTE)}
${htmlTable(daysTable(figures, (day) => dayName(day, true)))}
${footer(sending).map(small).join('\n')}
</main>
</body>
</html>
`;
}

/** The plain-text part: the same content, for mail readers that show text. */
export function digestText(figures: DigestFigures, warnings: StartWarning[], sending: string): string {
  const needs = ownerNeeds(figures, warnings);
  const textTable = ({ caption, head, rows }: Table) => {
    const all = [head, ...rows];
    const widths = head.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
    return [caption, ...all.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd())].join('\n');
  };
  const lines = [
    `${site.name}: the week of ${dayName(figures.from)}`,
    '',
    ...newsOf(figures, needs),
    '',
    textTable(figuresTable(figures)),
  ];
  if (needs.length > 0) {
    lines.push('', 'NEEDS YOU');
    for (const { what, who, detail } of needs) lines.push(`- ${what} Who can fix it: ${who}.`, ...(detail ? [`  For them: ${detail}`] : []));
  }
  for (const { heading, table, empty, after } of sections(figures)) {
    lines.push('', heading.toUpperCase(), table ? textTable(table) : empty!);
    if (after) lines.push(after);
  }
  lines.push('', `THE LAST ${figures.days.length} DAYS`, textTable(daysTable(figures, (day) => day)));
  lines.push('', ...footer(sending));
  // Line by line: the breaks of tables stay; visitors' text holds none (intake drops them).
  return `${lines.flatMap((line) => line.split('\n')).map(printable).join('\n')}\n`;
}
