/** `restore`: a backup put back as the SQLite store, the site stopped. */
import { resolve } from 'node:path';
import { restore as restoreBackup } from '../backup';
import { UsageError, type Command } from '../command';
import { plural } from '../../text';

export const restore: Command = {
  usage: 'restore FILE',
  summary: 'puts the backup FILE back as the SQLite store, the site stopped first (docs/operations.md#backups)',
  positionals: 1,
  parse({ positionals: [path] }) {
    if (!path) throw new UsageError('restore needs the backup to put back: restore FILE.');
    return async (config) => {
      const { source, store, leads } = restoreBackup(config, resolve(path));
      return `Restored ${source} as ${store}: ${plural(leads, 'lead')}. Start the site again.`;
    };
  },
};
