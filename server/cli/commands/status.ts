/** `status`: deliveries waiting, delivered, dead; spam; the oldest waiting. */
import { sqliteFile } from '../../leads/store/open-store';
import { noDestinationHint, oneLine, table, utc, withStore, type Command } from '../command';
import { plural } from '../../text';

export const status: Command = {
  usage: 'status',
  summary: 'deliveries waiting, delivered, dead; spam; oldest waiting',
  parse: () => (config) =>
    withStore(config, async (store) => {
      const c = await store.counts();
      const { destinations, withoutDestination } = await store.backlog();
      // Why each destination's deliveries wait or died: its last error, as check says it.
      const why = destinations
        .filter((d) => d.waiting > 0 || d.dead > 0)
        .map((d) => [`  ${d.destination}`, `${plural(d.waiting, 'waiting', 'waiting')}, ${d.dead} dead; ${d.lastError ? `last error: ${oneLine(d.lastError)}` : 'not tried yet'}`]);
      return table([
        ['store', store.kind === 'sqlite' ? `SQLite, ${sqliteFile(config.dataDir)}` : 'PostgreSQL (DATABASE_URL)'],
        ['leads', `${c.leads}, ${c.spam} of them spam (kept, never delivered)`],
        ['waiting', plural(c.waiting, 'delivery', 'deliveries')],
        ...why,
        ['oldest waiting', c.oldestWaiting ? `a lead received ${utc(c.oldestWaiting)}` : 'none'],
        ['delivered', plural(c.delivered, 'delivery', 'deliveries')],
        ['dead', plural(c.dead, 'delivery', 'deliveries') + (c.dead > 0 ? ' (given up; retry makes them due again)' : '')],
        ['no destination', withoutDestination === 0 ? 'none' : `${plural(withoutDestination, 'lead')} not spam and delivered nowhere (${noDestinationHint(config)})`],
      ]);
    }),
};
