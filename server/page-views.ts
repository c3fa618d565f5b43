/**
 * First-party page views: each page a person's browser asks for and gets with 200 counts one view of
 * its path (a path of the route table, else 'other') on its UTC day. Nothing of the visitor is kept:
 * no address, user agent, cookie or identifier, only the counts. Crawlers and tools (isbot's list,
 * and requests with no User-Agent) and HEAD are not counted; prefetches (Sec-Purpose: prefetch, from
 * our speculation rules) are counted apart, since the page may be shown from that answer without
 * another request, or never.
 *
 * No write per request: counts gather in memory and are added to the lead store once a minute and
 * when the process stops (server/lifecycle.ts's `afterRequests`), so a graceful stop loses none and a
 * `kill -9` at most the last minute. Every worker counts its own and adds them to the same rows.
 */
import type { Request } from 'express';
import { isbot } from 'isbot';
import type { LeadStore, PageViewCount } from './leads/types';
import type { Logger } from './logger';

/** How often the counts gathered are written. */
export const PAGE_VIEWS_WRITE_MS = 60_000;

export interface PageViews {
  /** Counts one view of `page` (a route table path or 'other') if a person's browser asked with GET. */
  count(req: Request, page: string): void;
  /** Writes what was counted since the last write; counts a failed write could not add wait for the next. */
  write(): Promise<void>;
  /** Stops the minute's timer and writes the last counts. */
  stop(): Promise<void>;
}

/** User agents seen, and whether each is a crawler or tool: a browser sends the same one on every request. */
const BOT_CACHE_SIZE = 500;
const botCache = new Map<string, boolean>();

/** A crawler, a tool, or no User-Agent at all (browsers always send one). */
export function notAPerson(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let bot = botCache.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (botCache.size >= BOT_CACHE_SIZE) botCache.clear();
    botCache.set(userAgent, bot);
  }
  return bot;
}

/** Asked ahead by the browser: Sec-Purpose (Chromium's speculation rules, prerender too) or the older Purpose header. */
const isPrefetch = (req: Request) => /\bprefetch\b/i.test(req.get('sec-purpose') ?? req.get('purpose') ?? '');

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export function countPageViews({ store, logger, writeEveryMs = PAGE_VIEWS_WRITE_MS, clock = () => new Date() }: {
  store: Pick<LeadStore, 'addPageViews'>;
  logger: Logger;
  writeEveryMs?: number;
  clock?: () => Date;
}): PageViews {
  let counts = new Map<string, PageViewCount>();
  let writing: Promise<void> = Promise.resolve();

  const add = (into: Map<string, PageViewCount>, { day, page, views, prefetches }: PageViewCount) => {
    const key = `${day} ${page}`;
    const row = into.get(key);
    if (row) {
      row.views += views;
      row.prefetches += prefetches;
    } else into.set(key, { day, page, views, prefetches });
  };

  const writeNow = async () => {
    if (counts.size === 0) return;
    const taken = [...counts.values()];
    counts = new Map();
    try {
      await store.addPageViews(taken);
    } catch (err) {
      // Kept for the next write: a store that is down for a while loses no count, only the moment it was written.
      for (const row of taken) add(counts, row);
      logger.error({ err: { message: (err as Error).message }, pages: taken.length }, 'page views: could not write the counts; they wait for the next write');
    }
  };
  // One write at a time, in order: the stop's write follows the minute's.
  const write = () => (writing = writing.then(writeNow));

  const timer = setInterval(() => void write(), writeEveryMs).unref();

  return {
    count(req, page) {
      if (req.method !== 'GET' || notAPerson(req.get('user-agent'))) return;
      const prefetch = isPrefetch(req);
      add(counts, { day: utcDay(clock()), page, views: prefetch ? 0 : 1, prefetches: prefetch ? 1 : 0 });
    },
    write,
    async stop() {
      clearInterval(timer);
      await write();
    },
  };
}
