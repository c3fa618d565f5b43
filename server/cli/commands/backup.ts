/** `backup`: a copy of the SQLite store, the site running. */
import { resolve } from 'node:path';
import { backUp, backUpDated } from '../backup';
import { UsageError, type Command } from '../command';
import { plural } from '../../text';

export const backup: Command = {
  usage: 'backup FILE | backup --keep N DIR',
  summary: 'copies the SQLite store into a new FILE, site running; --keep: a dated file in DIR, the newest N kept',
  options: { keep: { type: 'string' } },
  positionals: 1,
  parse({ values, positionals: [path] }) {
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && !(Number.isInteger(keep) && keep > 0)) throw new UsageError('--keep takes a whole number above 0.');
    if (!path) throw new UsageError(keep === undefined ? 'backup needs the name of a new file to write.' : 'backup --keep N needs the folder to write into.');
    const copied = ({ source, target, pages }: { source: string; target: string; pages: number }) =>
      `Copied ${plural(pages, 'page')} of ${source} into ${target}.`;
    if (keep === undefined) return async (config) => copied(await backUp(config, resolve(path)));
    return async (config) => {
      const copy = await backUpDated(config, resolve(path), keep);
      return `${copied(copy)}\nRemoved ${plural(copy.removed.length, 'older backup')}, keeping the newest ${keep}.`;
    };
  },
};
