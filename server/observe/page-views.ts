/**
 * First-party page views: each page a person's browser asks for and gets with 200 counts one view of
 * its path (a path of the route table, else 'other') on its UTC day. Nothing of the visitor is kept:
 * no address, user agent, cookie or identifier, only the counts. Crawlers and tools (isbot's list,
 * and requests with no User-Agent) and HEAD are not counted; prefetches (Sec-Purpose: prefetch, from
 * our speculation rules) are counted apart, since the page may be shown from that answer without
 * another request, or never; shown, it reports so (server/http/shown-views.ts) and is counted then, as
 * its GET would have been (`shown`).
 *
 * No write per request: counts gather in memory and are added to the lead store once a minute and
 * when the process stops (server/process/lifecycle.ts's `afterRequests`), so a graceful stop loses none and a
 * `kill -9` at most the last minute. Every worker counts its own and adds them to the same rows.
 *
 * Visitors, with no cookie (as Plausible counts them): a view's visitor is a hash of the UTC day's
 * random salt, the client's address (an IPv6 address by its /64: the host half changes by the hour)
 * and its User-Agent. The salt is one per day in the lead store, so every worker and machine makes
 * the same hash of the same person; the store counts a hash once per page and once for the site (and a
 * network, by its own salted hash, at most VISITORS_PER_NETWORK visitors a day: server/leads/store/lead-rules.ts), and
 * deletes the day's salt and hashes once the day is over (FORGET_AFTER_MS past midnight, UTC, with the
 * store's other retention rules in server/leads/store/purge.ts): then
 * no one, the owner included, can tell whether a given person came. Only the hashes seen since the
 * last write are held in memory, at most MAX_HASHES; a view past that is counted as a view but not as
 * a visitor, and the write says how many there were. Views that come while the store cannot give the
 * day's salt wait for it holding their network and their User-Agent's digest (MAX_WAITING_BYTES in all);
 * the outage is logged once, then as a count at each write, and once more when the salt is read again.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { isbot } from 'isbot';
import { visitorsKeptFrom } from '../leads/store/purge';
import type { LeadStore, PageViewCount, VisitorHash } from '../leads/store/types';
import type { Logger } from '../process/logger';

/** How often the counts gathered are written. */
export const PAGE_VIEWS_WRITE_MS = 60_000;

export interface PageViews {
  /** Counts one view of `page` (a route table path or 'other') if a person's browser asked with GET. */
  count(req: Request, page: string): void;
  /**
   * Counts one view of `page` that a page opened from a prefetch reported (server/http/shown-views.ts):
   * as the GET of it would have been counted, by the same request's address and User-Agent.
   */
  shown(req: Request, page: string): void;
  /** Writes what was counted since the last write; counts a failed write could not add wait for the next. */
  write(): Promise<void>;
  /** Stops the minute's timer and writes the last counts. */
  stop(): Promise<void>;
}

/** User agents seen, and whether each is a crawler or tool: a browser sends the same one on every request. */
const BOT_CACHE_SIZE = 500;
const botCache = new Map<string, boolean>();
const MAX_CACHED_AGENT = 512;

/** A crawler, a tool, or no User-Agent at all (browsers always send one). */
export function notAPerson(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let bot = botCache.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    // A browser's is a few hundred characters: a longer one is not worth keeping (it could be 14 KB).
    if (userAgent.length > MAX_CACHED_AGENT) return bot;
    if (botCache.size >= BOT_CACHE_SIZE) botCache.clear();
    botCache.set(userAgent, bot);
  }
  return bot;
}

/** Asked ahead by the browser: Sec-Purpose (Chromium's speculation rules, prerender too) or the older Purpose header. */
const isPrefetch = (req: Request) => /\bprefetch\b/i.test(req.get('sec-purpose') ?? req.get('purpose') ?? '');

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Visitor hashes held between two writes, at most (each under 100 bytes: a few MB). One client's flood is
 * one hash per page; only many addresses at once fill it, and then the write comes early.
 */
export const MAX_HASHES = 20_000;

/**
 * The part of a client address that stands for one visitor: an IPv4 address whole (an IPv4-mapped IPv6
 * one as IPv4), an IPv6 address by its first 64 bits, the network a household or phone is given.
 */
export function visitorNetwork(address: string): string {
  const ip = address.split('%')[0]!.toLowerCase();
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (v4) return v4[1]!;
  const [head = '', tail] = ip.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16)).join(':');
}

/** A User-Agent as 32 bytes: what a view waiting for its day's salt holds, whatever the header's length. */
export const agentDigest = (userAgent: string) => createHash('sha256').update(userAgent).digest('base64url');

/** The visitor's hash: 128 bits of SHA-256 over the day's salt, the address's network and the User-Agent's digest. */
export const visitorHash = (salt: Uint8Array, network: string, agent: string) =>
  createHash('sha256').update(salt).update(network).update('\n').update(agent).digest('base64url').slice(0, 22);

/** The network's own hash, with the same salt: the store counts at most VISITORS_PER_NETWORK visitors of one a day. */
export const networkHash = (salt: Uint8Array, network: string) =>
  createHash('sha256').update(salt).update('network\n').update(network).digest('base64url').slice(0, 22);

/**
 * Views waiting for their day's salt (the store not answering), at most this many bytes: each holds its
 * page, its network and its User-Agent's digest (about 200 bytes), never the User-Agent itself, so a few
 * thousand views with 14 KB User-Agents hold under a MB. A view past it is a view, not a visitor.
 */
export const MAX_WAITING_BYTES = 2 * 1024 * 1024;
interface Waiting { day: string; page: string; network: string; agent: string }
const sizeOf = (view: Waiting) => 120 + view.page.length + view.network.length + view.agent.length;

export function countPageViews({ store, logger, writeEveryMs = PAGE_VIEWS_WRITE_MS, clock = () => new Date(), maxHashes = MAX_HASHES, maxWaitingBytes = MAX_WAITING_BYTES }: {
  /** Without the visitor methods (a test's), views alone are counted. */
  store: Pick<LeadStore, 'addPageViews'> & Partial<Pick<LeadStore, 'visitorSalt' | 'addVisitors' | 'forgetVisitorsBefore'>>;
  logger: Logger;
  writeEveryMs?: number;
  clock?: () => Date;
  maxHashes?: number;
  maxWaitingBytes?: number;
}): PageViews {
  let counts = new Map<string, PageViewCount>();
  let writing: Promise<void> = Promise.resolve();
  const countsVisitors = Boolean(store.visitorSalt && store.addVisitors && store.forgetVisitorsBefore);

  // Visitors: `${day}\n${page}\n${hash}\n${network's hash}` seen since the last write (page '': the site).
  let seen = new Set<string>();
  let pastCap = 0;
  // The day's salt, once the store has given it; views that come before it wait (with the same cap) for it.
  let salt: { day: string; value: Uint8Array } | undefined;
  let asking: Promise<void> | undefined;
  let waiting: Waiting[] = [];
  let waitingBytes = 0;
  // The store's outage, as the salt's reads say it: logged once when it begins, then as a count at each write.
  let saltDown = false;
  let saltFailures = 0;
  let forgotten = '';
  let writingEarly = false;

  // A view's visitor is held whole (of its page and of the site) or not at all.
  const hold = (day: string, page: string, value: Uint8Array, network: string, agent: string) => {
    const [hash, net] = [visitorHash(value, network, agent), networkHash(value, network)];
    const keys = [`${day}\n${page}\n${hash}\n${net}`, `${day}\n\n${hash}\n${net}`].filter((key) => !seen.has(key));
    if (seen.size + keys.length > maxHashes) pastCap += 1;
    else for (const key of keys) seen.add(key);
  };
  const askSalt = (day: string) => {
    asking ??= store.visitorSalt!(day).then(
      (value) => {
        salt = { day, value };
        if (saltDown) logger.info({ failures: saltFailures }, `visitors: the day's salt was read again after ${saltFailures} failed reads; the ${waiting.length} views that waited are counted`);
        saltDown = false;
        saltFailures = 0;
        for (const view of waiting.splice(0)) if (view.day === day) hold(view.day, view.page, value, view.network, view.agent);
        waitingBytes = 0;
      },
      (err: unknown) => {
        saltFailures += 1;
        if (saltDown) return;
        saltDown = true;
        logger.error({ err: { message: (err as Error).message } }, 'visitors: could not read the day\'s salt; views wait for it (asked again at each write; said again once it answers)');
      },
    ).finally(() => (asking = undefined));
  };
  const seeVisitor = (req: Request, day: string, page: string) => {
    const network = visitorNetwork(req.ip ?? req.socket.remoteAddress ?? '');
    const agent = agentDigest(req.get('user-agent') ?? '');
    if (salt?.day === day) return hold(day, page, salt.value, network, agent);
    const view = { day, page, network, agent };
    if (waitingBytes + sizeOf(view) <= maxWaitingBytes) {
      waiting.push(view);
      waitingBytes += sizeOf(view);
    } else pastCap += 1;
    // While the store is down, the salt is asked for at each write, not at each view.
    if (!saltDown) askSalt(day);
  };

  const add = (into: Map<string, PageViewCount>, { day, page, views, prefetches }: PageViewCount) => {
    const key = `${day} ${page}`;
    const row = into.get(key);
    if (row) {
      row.views += views;
      row.prefetches += prefetches;
    } else into.set(key, { day, page, views, prefetches });
  };

  const writeViews = async () => {
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
  const writeVisitors = async () => {
    // Views still waiting for their day's salt (the store did not answer yet): asked once more, or dropped once their day is over.
    if (waiting.length > 0) {
      askSalt(waiting[0]!.day);
      await asking;
      waiting = waiting.filter((view) => view.day === utcDay(clock()));
      waitingBytes = waiting.reduce((bytes, view) => bytes + sizeOf(view), 0);
      if (saltDown) {
        logger.warn({ failures: saltFailures, waiting: waiting.length }, `visitors: the day's salt still cannot be read (${saltFailures} failed reads so far); ${waiting.length} views wait for it`);
      }
    }
    if (pastCap > 0) {
      logger.warn({ views: pastCap, cap: maxHashes }, `visitors: ${pastCap} views came past the ${maxHashes} visitor hashes held between writes; counted as views, not as visitors`);
      pastCap = 0;
    }
    if (seen.size > 0) {
      const taken = seen;
      seen = new Set();
      const rows: VisitorHash[] = [...taken].map((key) => {
        const [day, page, hash, network] = key.split('\n') as [string, string, string, string];
        return { day, page, hash, network };
      });
      try {
        await store.addVisitors!(rows);
      } catch (err) {
        // Kept, within the cap: the store counts each hash once however often it is written.
        for (const key of taken) if (seen.size < maxHashes) seen.add(key);
        logger.error({ err: { message: (err as Error).message }, hashes: rows.length }, 'visitors: could not write the hashes; they wait for the next write');
      }
    }
    // Once a day is over (and its last views written), its salt and hashes go: only the counts stay.
    const lastDay = visitorsKeptFrom(clock());
    if (lastDay !== forgotten) {
      await store.forgetVisitorsBefore!(lastDay).then(
        () => (forgotten = lastDay),
        (err: unknown) => logger.error({ err: { message: (err as Error).message } }, 'visitors: could not delete the salts and hashes of the days over; tried again at the next write'),
      );
    }
    if (salt && salt.day !== utcDay(clock())) salt = undefined;
  };
  const writeNow = async () => {
    await writeViews();
    if (countsVisitors) await writeVisitors();
  };
  // One write at a time, in order: the stop's write follows the minute's.
  const write = () => (writing = writing.then(writeNow));

  const timer = setInterval(() => void write(), writeEveryMs).unref();

  const countView = (req: Request, page: string, prefetch: boolean) => {
    const day = utcDay(clock());
    add(counts, { day, page, views: prefetch ? 0 : 1, prefetches: prefetch ? 1 : 0 });
    // A prefetched page may never be shown: its visitor is counted when a view comes.
    if (countsVisitors && !prefetch) {
      seeVisitor(req, day, page);
      if (seen.size >= maxHashes - 1 && !writingEarly) {
        writingEarly = true;
        void write().finally(() => (writingEarly = false));
      }
    }
  };

  return {
    count(req, page) {
      if (req.method !== 'GET' || notAPerson(req.get('user-agent'))) return;
      countView(req, page, isPrefetch(req));
    },
    shown(req, page) {
      if (notAPerson(req.get('user-agent'))) return;
      countView(req, page, false);
    },
    write,
    async stop() {
      clearInterval(timer);
      await write();
    },
  };
}
