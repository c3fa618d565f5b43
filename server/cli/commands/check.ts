/** `check`: for cron or a monitor, one line per problem and exit 1, or nothing. */
import { existsSync } from 'node:fs';
import { durationSeconds, type LeadsConfig } from '../../leads/config';
import { copiesNow } from '../../leads/copies';
import { sqliteFile } from '../../leads/store/open-store';
import type { Backlog } from '../../leads/store/types';
import { noDestinationHint, oneLine, UsageError, utc, withStore, type Command } from '../command';
import { plural } from '../../text';

export const check: Command = {
  usage: 'check [--max-wait 1h]',
  summary: 'for cron or a monitor: prints nothing and exits 0 when all is well; one line per problem and exit 1',
  options: { 'max-wait': { type: 'string', default: '1h' } },
  parse({ values }) {
    const text = values['max-wait'] as string;
    const maxWait = durationSeconds(text);
    if (maxWait === undefined) throw new UsageError(`--max-wait takes a time such as 90s, 15m or 1h, not '${oneLine(text)}'.`);
    return async (config) => {
      // A DATA_DIR without a store is a wrong DATA_DIR here, not a store to create.
      const file = sqliteFile(config.dataDir);
      if (!config.databaseUrl && !existsSync(file)) throw new Error(`No lead store at ${file} (DATA_DIR).`);
      const problems = await withStore(config, async (store) => [
        ...problemsIn(await store.backlog(), config, maxWait * 1000, new Date()),
        // Copies sharing the store that disagree on the form secret or the public key (server/leads/copies.ts).
        ...(await copiesNow(store)).problems,
      ]);
      return { text: problems.join('\n'), exitCode: problems.length > 0 ? 1 : 0 };
    };
  },
};

/** 8_100_000 → '2 h 15 min': the two largest units. */
const howLong = (ms: number) => {
  const parts = [[Math.floor(ms / 86_400_000), 'd'], [Math.floor(ms / 3_600_000) % 24, 'h'], [Math.floor(ms / 60_000) % 60, 'min'], [Math.floor(ms / 1000) % 60, 's']] as const;
  const first = parts.findIndex(([n]) => n > 0);
  return first === -1 ? '0 s' : parts.slice(first, first + 2).filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`).join(' ');
};

/** One line per problem: a delivery waiting past `maxWaitMs`, any dead, leads that no delivery reaches. */
function problemsIn({ destinations, withoutDestination }: Backlog, config: LeadsConfig, maxWaitMs: number, now: Date): string[] {
  const problems: string[] = [];
  for (const { destination, waiting, dead, oldestWaiting, lastError } of destinations) {
    const error = lastError ? `; last error: ${oneLine(lastError)}` : '';
    const waited = oldestWaiting ? now.getTime() - oldestWaiting.getTime() : 0;
    if (waited > maxWaitMs) {
      problems.push(`${destination}: ${plural(waiting, 'delivery', 'deliveries')} waiting, the oldest for ${howLong(waited)} (since ${utc(oldestWaiting!)})${error}`);
    }
    if (dead > 0) problems.push(`${destination}: ${plural(dead, 'delivery', 'deliveries')} dead, given up after three days (retry sends them again)${error}`);
  }
  if (withoutDestination > 0) problems.push(`${plural(withoutDestination, 'lead')} with no destination: ${noDestinationHint(config)}`);
  return problems;
}
