/** `show ID`: one lead, its fields under the form's own labels, and its deliveries. */
import { TAX_ID_RETENTION_DAYS, type LeadsConfig } from '../../leads/config';
import { labelledFields } from '../../leads/forms';
import { describeSource } from '../../leads/intake/lead-source';
import type { DeliverySummary, LeadStatus } from '../../leads/store/types';
import { noDestinationHint, oneLine, table, UsageError, utc, withStore, type Command } from '../command';
import { escapedSeparators } from '../export';
import { idOf, MIN_ID_PREFIX } from '../lead-ids';
import { plural, printable } from '../../text';

const deliveryLine = (d: DeliverySummary) =>
  [
    d.destination,
    d.status,
    plural(d.attempts, 'attempt'),
    d.deliveredAt ? `delivered ${utc(d.deliveredAt)}` : d.status === 'waiting' ? `next ${utc(d.nextAttemptAt)}` : '',
    d.lastError ? `last error: ${oneLine(d.lastError)}` : '',
    `id ${d.id}`,
  ];

/** Why a lead has no delivery: spam never gets one; a lead stored while no destination was set, none yet. */
const whyNone = (status: LeadStatus, config: LeadsConfig) =>
  status === 'spam'
    ? 'it is spam, kept but never delivered'
    : `no e-mail address or webhook was set to receive leads when it came (status stored); ${noDestinationHint(config)}`;

export const show: Command = {
  usage: 'show ID',
  summary: `one lead: its fields (tax ID masked) and deliveries; ID as list shows it, or any start of it of ${MIN_ID_PREFIX} characters or more`,
  positionals: 1,
  parse({ positionals: [given] }) {
    if (!given) throw new UsageError('show needs the id of a lead (see list).');
    if (given.length < MIN_ID_PREFIX) throw new UsageError(`show needs at least the first ${MIN_ID_PREFIX} characters of the id (see list), not '${oneLine(given)}'.`);
    return (config) =>
      withStore(config, async (store) => {
        const id = await idOf(store, given);
        const lead = await store.get(id);
        if (!lead) throw new Error(`No lead has the id ${id}.`);
        // Under the labels the visitor saw on the form, in its order (server/leads/forms.ts).
        const fields = labelledFields(lead.kind, lead.fields);
        const width = Math.max(0, ...fields.map(([label]) => label.length));
        // A message keeps its lines, each under the first; a separator a terminal may take for a line break, escaped.
        const value = (text: string) => text.split(/\r?\n/).map((line) => printable(escapedSeparators(line))).join(`\n${' '.repeat(width + 4)}`);
        const sealed = lead.kind !== 'application' ? [] : [[
          'tax ID', lead.sealedTaxId ? 'sealed (shown masked; export --tax-ids --key FILE opens it)' : `no sealed copy (dropped after ${TAX_ID_RETENTION_DAYS} days)`,
        ]];
        return [
          table([
            ['lead', lead.id], ['kind', lead.kind], ['received', utc(lead.receivedAt)], ['came from', oneLine(describeSource(lead.source))],
            ['status', lead.status], ...sealed,
          ]),
          '',
          'Fields',
          ...fields.map(([label, text]) => `  ${printable(label).padEnd(width)}  ${value(text)}`.trimEnd()),
          '',
          lead.deliveries.length === 0 ? `No deliveries: ${whyNone(lead.status, config)}.` : 'Deliveries',
          ...(lead.deliveries.length === 0 ? [] : [table(lead.deliveries.map(deliveryLine).map((cells) => ['', ...cells]))]),
        ].join('\n');
      });
  },
};
