/** `retry`: every waiting or dead delivery due now. */
import { withStore, type Command } from '../command';

export const retry: Command = {
  usage: 'retry',
  summary: 'makes every waiting or dead delivery due now',
  parse: () => (config) =>
    withStore(config, async (store) => {
      const due = await store.retryAll(new Date());
      return due === 0
        ? 'Nothing to retry: no delivery is waiting or dead.'
        : `${due === 1 ? '1 delivery is' : `${due} deliveries are`} due now; the server delivers them on its next round.`;
    }),
};
