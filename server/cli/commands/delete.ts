/** `delete --email ADDRESS`: forgets a person. */
import { leftBehind, oneLine, UsageError, withStore, type Command } from '../command';
import { plural } from '../../text';

export const deleteCommand: Command = {
  usage: 'delete --email ADDRESS',
  summary: 'forgets a person: their leads and deliveries',
  options: { email: { type: 'string' } },
  parse({ values }) {
    const email = (values.email as string | undefined)?.trim();
    if (!email) throw new UsageError('delete needs --email ADDRESS.');
    return (config) =>
      withStore(config, async (store) => {
        const { leads, deliveries, wiped } = await store.deleteByEmail(email);
        const done = leads === 0
          ? `No lead has the e-mail address ${oneLine(email)}; nothing deleted.`
          : `Deleted ${plural(leads, 'lead')} and ${plural(deliveries, 'delivery', 'deliveries')} of ${oneLine(email)}.`;
        return leftBehind(store, wiped, 'delete', done);
      });
  },
};
