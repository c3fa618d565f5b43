/** `digest`: the owner's weekly digest, as text, as HTML in a file, or e-mailed now. */
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LeadsConfig } from '../../leads/config';
import { PRIVATE_KEY_FILE } from '../../leads/seal';
import { config as siteConfig } from '../../process/config';
import { addDays, isoWeekOf } from '../../observe/digest/week';
import { intoNewFile, UsageError, weekOption, withStore, type Command } from '../command';

export const digest: Command = {
  usage: 'digest [--week YYYY-Www] [--out FILE.html | --send]',
  summary: "the owner's weekly digest of the last full week (or --week): its text; --out: the HTML to open in a browser; --send: e-mailed now",
  options: { week: { type: 'string' }, out: { type: 'string' }, send: { type: 'boolean' } },
  parse({ values }) {
    if (values.out !== undefined && values.send) throw new UsageError('--out and --send go apart: preview it, or send it.');
    const outFile = values.out === undefined ? undefined : resolve(values.out as string);
    return (config) => {
      const { week, monday } = weekOption(values.week as string | undefined, config);
      return intoNewFile(outFile, () => withStore(config, async (store) => {
        const { digestConfig, digestStatus, makeDigest, sendDigest } = await import('../../observe/digest/send');
        const notes = await startWarnings(config);
        // Its footer says whether the Monday digests are sent, as a start with these settings says.
        const sending = digestStatus(digestConfig(process.env, config));
        if (values.send) {
          // DIGEST=off stops the Monday e-mail, not one asked for here.
          const digest = digestConfig({ ...process.env, DIGEST: undefined }, config);
          if (!digest.send) throw new Error(`The digest is ${digest.reason}.`);
          const { figures } = await sendDigest(store, digest, week, monday, notes, { sending });
          return `Sent the digest of ${week} (${figures.from} to ${figures.to}) to ${digest.to}.`;
        }
        const digest = await makeDigest(store, week, monday, notes, sending, { inline: true });
        // Without --week it is last week's, not this week's: said before anything else, with the way to this week's.
        const which = values.week === undefined ? [`The digest of ${week}, the last full week (${monday} to ${addDays(monday, 6)}). For this week's so far, add --week ${isoWeekOf(today())}.`, ''] : [];
        if (outFile === undefined) return [...which, digest.text.trimEnd()].join('\n');
        writeFileSync(outFile, digest.html);
        return `Wrote the digest of ${week} (${digest.figures.from} to ${digest.figures.to}) into ${outFile}; the picture took ${Math.round(digest.drawMs)} ms to draw.`;
      }));
    };
  },
};

const today = () => new Date().toISOString().slice(0, 10);

/** The warnings a start of the server with these settings gives (server/startup-report.ts), as the digest lists them. */
async function startWarnings(config: LeadsConfig) {
  const { warnings } = await import('../../startup-report');
  const keyFile = join(config.dataDir, PRIVATE_KEY_FILE);
  const key = { key: new Uint8Array(), created: false, ...(!config.publicKey && existsSync(keyFile) && { file: keyFile }) };
  return warnings({ site: siteConfig, leads: config, key }, process.env);
}
