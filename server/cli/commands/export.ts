/** `export`: every lead, JSON or CSV, newest first as `list` shows them. */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileProblem } from '../../leads/file-errors';
import { publicKeyText } from '../../leads/seal';
import { intoNewFile, UsageError, withStore, type Command } from '../command';
import { exportRecord, leadsCsv, toJson } from '../export';
import { plural } from '../../text';

export const exportCommand: Command = {
  usage: 'export [--format json|csv] [--tax-ids --key FILE] [--out FILE]',
  summary: 'every lead, newest first as list shows them, JSON or CSV, tax ID masked (--tax-ids: opened); --out: into a new file only you can read',
  options: { format: { type: 'string', default: 'json' }, 'tax-ids': { type: 'boolean' }, key: { type: 'string' }, out: { type: 'string' } },
  parse({ values }) {
    const format = values.format as string;
    if (format !== 'json' && format !== 'csv') throw new UsageError(`--format is json or csv, not '${format}'.`);
    if (values['tax-ids'] && !values.key) throw new UsageError('--tax-ids needs --key FILE, the private key (PEM) that opens the tax IDs.');
    if (values.key && !values['tax-ids']) throw new UsageError('--key goes with --tax-ids.');
    const keyFile = values.key as string | undefined;
    const outFile = values.out === undefined ? undefined : resolve(values.out as string);
    return (config) => {
      const pem = keyFile === undefined ? undefined : readPrivateKey(keyFile);
      return intoNewFile(outFile, () => withStore(config, async (store) => {
        const records = [];
        for (const lead of await store.list()) records.push(await exportRecord(lead, pem));
        const text = (format === 'csv' ? leadsCsv : toJson)(records);
        if (outFile === undefined) return text.replace(/\n$/, '');
        writeFileSync(outFile, text);
        return `Exported ${plural(records.length, 'lead')} into ${outFile}.`;
      }));
    };
  },
};

function readPrivateKey(file: string): string {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`Cannot read the key file ${file}: ${fileProblem(err, file, 'read')}.`, { cause: err });
  }
  try {
    publicKeyText(pem);
  } catch {
    throw new Error(`${file} is not an X25519 private key in PEM (the leads-private-key.pem the server wrote).`);
  }
  return pem;
}
