/**
 * The digest as the owner reads it: an HTML part (one column at most 600 px wide, headings, tables
 * with header cells and captions, the picture with its alt text, inline styles as mail readers need)
 * and a plain-text part with the same content. Nothing a visitor typed appears in it: page paths and
 * sources come from the report, which holds route-table paths and clipped hosts and UTM values.
 */
import { site } from '../../src/config/site';
import { color } from '../../src/theme/tokens';
import { describeSource } from '../leads/lead-source';
import { FORM_NAMES, type Change, type DigestFigures } from './figures';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const percent = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);
const dayName = (day: string, withWeekday = false) =>
  new Date(Date.parse(day)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric', ...(withWeekday && { weekday: 'short' }) });

/** '+25% (from 40)', '-10% (from 50)', 'the same', 'new (none before)'. */
export function changeText({ now, before }: Change): string {
  if (now === before) return 'the same';
  if (before === 0) return 'new (none the week before)';
  const rate = Math.round(((now - before) / before) * 100);
  return `${rate > 0 ? '+' : ''}${rate}% (from ${before})`;
}

/** What needs the owner: the start's warnings, then each form that brought nothing for 14 days. */
export function ownerNotes(figures: DigestFigures, warnings: string[]): string[] {
  return [
    ...warnings,
    ...figures.silentForms.map(({ page, form, visitors }) =>
      `The ${FORM_NAMES[form]} form (${page}) had ${visitors} visitors in the last 14 days and brought no lead: try sending the form yourself, and check that its e-mail arrives.`),
  ];
}

interface Table {
  caption: string;
  head: string[];
  rows: string[][];
}

function tables(figures: DigestFigures): { heading: string; intro?: string; table?: Table; empty?: string }[] {
  const { report, delivery } = figures;
  const pages = report.pages.filter((p) => p.leads > 0);
  return [
    {
      heading: 'Visitors, views and leads',
      table: {
        caption: `This week (${figures.from} to ${figures.to}) against the week before (${figures.previousFrom} to ${figures.previousTo})`,
        head: ['', 'This week', 'Change'],
        rows: [
          ['Visitors', String(figures.visitors.now), changeText(figures.visitors)],
          ['Page views', String(figures.views.now), changeText(figures.views)],
          ['Leads', String(figures.leads.now), changeText(figures.leads)],
          ...figures.leadsByForm.map(({ form, leads }) => [`${FORM_NAMES[form]} form`, String(leads.now), changeText(leads)]),
        ],
      },
    },
    {
      heading: 'Where the leads came from',
      ...(pages.length > 0 ? {
        table: { caption: 'Our pages visitors came to a form from', head: ['Page', 'Visitors', 'Leads', 'Rate'], rows: pages.map((p) => [p.page, String(p.visitors), String(p.leads), percent(p.rate)]) },
      } : { empty: 'No lead came from one of our pages this week.' }),
    },
    {
      heading: 'Other sites and campaigns',
      ...(report.outside.length > 0 ? {
        table: {
          caption: 'Other sites (host, campaign) that brought leads',
          head: ['From', 'Leads'],
          rows: report.outside.map((o) => [describeSource({ ...(o.host && { host: o.host }), ...(o.utm_source && { utm_source: o.utm_source }), ...(o.utm_medium && { utm_medium: o.utm_medium }), ...(o.utm_campaign && { utm_campaign: o.utm_campaign }) }), String(o.leads)]),
        },
      } : { empty: 'No lead came from another site this week.' }),
      ...(report.totals.notKnown > 0 && { intro: `${report.totals.notKnown} of the week's leads came from where not known (no Referer, no campaign values).` }),
    },
    {
      heading: 'The pages with a form',
      table: {
        caption: 'Visitors of each form page this week, the leads its form brought, and the rate',
        head: ['Page', 'Visitors', 'Leads', 'Rate'],
        rows: figures.formPages.map((p) => [`${p.page} (${FORM_NAMES[p.form]})`, String(p.visitors), String(p.leads), percent(p.rate)]),
      },
    },
    {
      heading: 'Lead delivery',
      table: {
        caption: 'Deliveries of leads to their destinations, as they stand now',
        head: ['Delivered', 'Waiting', 'Dead'],
        rows: [[String(delivery.counts.delivered), String(delivery.counts.waiting), String(delivery.counts.dead)]],
      },
      intro: [
        ...delivery.backlog.destinations.map((d) => `${d.destination}: ${d.waiting} waiting, ${d.dead} dead; last error: ${d.lastError ?? 'none'}.`),
        ...(delivery.backlog.withoutDestination > 0 ? [`${delivery.backlog.withoutDestination} leads have no destination.`] : []),
      ].join(' ') || 'Every destination answers: no delivery is waiting on an error.',
    },
  ];
}

/** The subject line: the week and its figures at a glance. */
export const subjectOf = (f: DigestFigures) =>
  `${site.name} weekly: ${f.visitors.now} visitors, ${f.leads.now} leads (${f.from} to ${f.to})`;

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

/** The HTML part. `pictureSrc`: `cid:…` in the message, a data: URL in a preview file. */
export function digestHtml(figures: DigestFigures, warnings: string[], picture: { src: string; alt: string }): string {
  const notes = ownerNotes(figures, warnings);
  const h2 = (text: string) => `<h2 style="font-size:19px;margin:24px 0 8px;color:${color.navy}">${escape(text)}</h2>`;
  const p = (text: string) => `<p style="margin:0 0 12px;overflow-wrap:anywhere">${escape(text)}</p>`;
  const daysTable: Table = {
    caption: 'Visitors and leads on each of the 14 days (UTC)',
    head: ['Day', 'Visitors', 'Leads'],
    rows: figures.days.map((d) => [dayName(d.day, true), String(d.visitors), String(d.leads)]),
  };
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
${p(`The website's week, ${figures.from} to ${figures.to} (${figures.week}, UTC days), against the week before. Spam is not counted.`)}
${h2('Needs you')}
${notes.length > 0 ? `<ul style="margin:0 0 12px;padding-left:20px">${notes.map((n) => `<li style="margin:0 0 6px;overflow-wrap:anywhere;word-break:break-word">${escape(n)}</li>`).join('\n')}</ul>` : p('Nothing: no warning at the last start, and every form brought leads.')}
${tables(figures).map(({ heading, intro, table, empty }) => [h2(heading), table ? htmlTable(table) : p(empty!), intro ? p(intro) : ''].join('\n')).join('\n')}
${h2('The last 14 days')}
<img src="${escape(picture.src)}" alt="${escape(picture.alt)}" width="600" height="300" style="display:block;width:100%;max-width:600px;height:auto;margin:0 0 12px">
${htmlTable(daysTable)}
${p('Visitors are counted with no cookie: each person once a day per page, and once a day for the site. This e-mail comes every Monday; DIGEST=off in the server settings stops it.')}
</main>
</body>
</html>
`;
}

/** The plain-text part: the same content, for mail readers that show text. */
export function digestText(figures: DigestFigures, warnings: string[]): string {
  const notes = ownerNotes(figures, warnings);
  const textTable = ({ caption, head, rows }: Table) => {
    const all = [head, ...rows];
    const widths = head.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
    return [caption, ...all.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd())].join('\n');
  };
  const lines = [
    `${site.name}: the week of ${dayName(figures.from)}`,
    `The website's week, ${figures.from} to ${figures.to} (${figures.week}, UTC days), against the week before. Spam is not counted.`,
    '',
    'NEEDS YOU',
    ...(notes.length > 0 ? notes.map((n) => `- ${n}`) : ['Nothing: no warning at the last start, and every form brought leads.']),
  ];
  for (const { heading, intro, table, empty } of tables(figures)) {
    lines.push('', heading.toUpperCase(), table ? textTable(table) : empty!);
    if (intro) lines.push(intro);
  }
  lines.push('', 'THE LAST 14 DAYS', textTable({ caption: 'Visitors and leads of each day (UTC)', head: ['Day', 'Visitors', 'Leads'], rows: figures.days.map((d) => [d.day, String(d.visitors), String(d.leads)]) }));
  lines.push('', 'Visitors are counted with no cookie: each person once a day per page, and once a day for the site. This e-mail comes every Monday; DIGEST=off in the server settings stops it.');
  return `${lines.join('\n')}\n`;
}
