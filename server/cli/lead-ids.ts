/** A lead's id as the lead command prints and takes it: shortened as git shortens a commit's. */
import { oneLine } from './command';
import type { LeadStore } from '../leads/store/types';

/** As git takes a commit: the whole id, or enough of its start to name one lead. */
export const MIN_ID_PREFIX = 8;

/** The id of the one lead whose id starts with `given` (case aside); an error when none or several do. */
export async function idOf(store: LeadStore, given: string): Promise<string> {
  const prefix = given.trim().toLowerCase();
  if (prefix.length === 36 && (await store.get(prefix))) return prefix;
  const ids = (await store.list()).map((lead) => lead.id).filter((id) => id.toLowerCase().startsWith(prefix));
  if (ids.length === 0) throw new Error(`No lead has an id starting ${oneLine(given)} (see list).`);
  // Sorted, so the same store always answers alike (leads received at the same moment have no order).
  if (ids.length > 1) throw new Error(`${ids.length} leads have ids starting ${oneLine(given)}: ${ids.sort().join(', ')}; give more of the id.`);
  return ids[0]!;
}

/**
 * Each id's shortest start of at least MIN_ID_PREFIX characters that no other id shares, as git shortens a
 * commit's: what list prints and show takes back (idOf). In sorted order an id shares the most with its neighbours.
 */
export function shortIds(ids: string[]): string[] {
  const sorted = ids.map((id) => id.toLowerCase()).sort();
  const shared = (a: string, b = '') => {
    let n = 0;
    while (n < a.length && a[n] === b[n]) n += 1;
    return n;
  };
  const short = new Map(sorted.map((id, i) => [id, id.slice(0, Math.max(MIN_ID_PREFIX, shared(id, sorted[i - 1]) + 1, shared(id, sorted[i + 1]) + 1))]));
  return ids.map((id) => short.get(id.toLowerCase())!);
}
