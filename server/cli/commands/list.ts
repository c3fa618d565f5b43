/** `list`: the leads, newest first. */
import { describeSource } from '../../leads/intake/lead-source';
import type { StoredLead } from '../../leads/store/types';
import { clip, oneLine, table, UsageError, utc, withStore, type Command } from '../command';
import { shortIds } from '../lead-ids';

/** Who the lead is from: the person, and their business when they gave one. */
const whoFrom = ({ kind, fields }: StoredLead) => {
  const [person, business] = kind === 'contact' ? [fields.name, fields.business] : [fields.ownerName, fields.businessName];
  return [person, business].filter((part) => part?.trim()).join(' / ');
};

export const list: Command = {
  usage: 'list [--limit N]',
  summary: 'the leads, newest first, each id as short as it can be and still name one lead (8 characters or more)',
  options: { limit: { type: 'string' } },
  parse({ values }) {
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError('--limit takes a whole number above 0.');
    return (config) =>
      withStore(config, async (store) => {
        // Every lead, not only those shown: an id is short only if no other lead, shown or not, shares its start.
        const all = await store.list();
        const leads = all.slice(0, limit);
        if (leads.length === 0) return 'No leads yet.';
        const short = shortIds(all.map((lead) => lead.id));
        const rows = leads.map((lead, i) => [
          utc(lead.receivedAt).slice(0, 16), lead.kind, lead.status, clip(oneLine(whoFrom(lead)), 40),
          clip(oneLine(lead.fields.email ?? ''), 40), clip(oneLine(describeSource(lead.source)), 40), short[i]!,
        ]);
        return table([['received (UTC)', 'kind', 'status', 'name / business', 'e-mail', 'came from', 'id'], ...rows]);
      });
  },
};
