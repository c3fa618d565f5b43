/**
 * `copies`: the copies of the site that noted themselves in the store lately (each serving process does, every
 * minute: server/leads/copies.ts), when each was last heard from, and whether they agree on the settings they must
 * share; exit 1 when they do not. The doctor runs it.
 */
import { copiesNow, GONE_AFTER_MS } from '../../leads/copies';
import { table, utc, withStore, type Command } from '../command';
import { plural } from '../../text';

export const copies: Command = {
  usage: 'copies',
  summary: 'the copies of the site sharing this store, and whether they agree on LEADS_FORM_SECRET and LEADS_PUBLIC_KEY (exit 1 when not)',
  parse: () => (config) =>
    withStore(config, async (store) => {
      const { copies: seen, problems } = await copiesNow(store);
      const heard = `heard from in the last ${GONE_AFTER_MS / 60_000} minutes`;
      if (seen.length === 0) return `no copy of the site ${heard}: none is serving from this store`;
      // First the verdict, in one line (the doctor's), then what disagrees, then each copy.
      const verdict = problems.length ? 'they disagree' : seen.length > 1 ? 'all agree on LEADS_FORM_SECRET and LEADS_PUBLIC_KEY' : 'nothing to disagree with';
      const rows = seen.map((copy) => [`  ${copy.copy}`, `last noted ${utc(copy.seenAt)}`]);
      return { text: [`${plural(seen.length, 'copy', 'copies')} ${heard}; ${verdict}`, ...problems, table(rows)].join('\n'), exitCode: problems.length ? 1 : 0 };
    }),
};
