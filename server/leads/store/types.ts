/**
 * The lead store: every submission of the two forms, and one outbox row per destination it
 * must reach. Adapters: SQLite (one machine, the default) and PostgreSQL (past one machine).
 * Everything that holds personal data goes through this interface.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

export type LeadKind = 'contact' | 'application';

/** Where a lead is delivered; one outbox row per configured destination. */
export type Destination = 'email' | 'webhook';

/**
 * Where the visitor came to the form from, noted when the form was rendered (server/leads/intake/lead-source.ts):
 * a page of this site, or another site's host and the UTM values of the form page's address. Null
 * when neither is known. The UTM names are the parameters' own, as analytics tools and CRMs know them.
 */
export interface LeadSource {
  /** A page of this site: a path of the route table, or 'other'. */
  page?: string;
  /** Another site's host (`www.google.com`). */
  host?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/** A lead as the form handler hands it over: validated, its tax ID already sealed and masked. */
export interface NewLead {
  /** The submission id the form carried from its render (a UUID): unique, so a repeated send stores one lead. */
  id: string;
  kind: LeadKind;
  receivedAt: Date;
  /** Caught by the honeypot or the render-time check: kept, never delivered. */
  spam: boolean;
  /** The form's own fields with what was typed; `taxId` only ever in its masked form (`**-***6789`). */
  fields: Record<string, string>;
  /** The tax ID sealed to the operator's public key (HPKE), or null when the form has none. */
  sealedTaxId: Uint8Array | null;
  /**
   * An HMAC of the tax ID as typed (keyed with the form secret, bound to the ticket): tells a
   * corrected tax ID from a repeat when the masks look alike. Dropped a day after the lead arrived.
   */
  taxIdHmac?: string;
  /**
   * The ticket (submission id) the form carried, when that ticket already holds other content and
   * this lead is stored under a fresh id: the first such is a page the browser restored and sent
   * again; any after it is stored as spam, and one with the same content as such a lead is a repeat.
   */
  ticketId?: string;
  /** Destinations to deliver to (none for spam, or when none is configured). */
  destinations: Destination[];
  /** Where the visitor came from, as the form's signed ticket says (null: not known, or the ticket did not verify). */
  source?: LeadSource | null;
}

/**
 * What a lead shows the operator. `status`: 'spam'; 'stored' (no destination configured);
 * otherwise from its deliveries: 'dead' if any died, 'waiting' if any is still due, else 'delivered'.
 */
export type LeadStatus = 'spam' | 'stored' | 'waiting' | 'delivered' | 'dead';

export interface StoredLead {
  id: string;
  kind: LeadKind;
  receivedAt: Date;
  status: LeadStatus;
  fields: Record<string, string>;
  sealedTaxId: Uint8Array | null;
  deliveries: DeliverySummary[];
  /** Where the visitor came from; null when not known (and for leads stored before sources were noted). */
  source: LeadSource | null;
}

export type DeliveryStatus = 'waiting' | 'delivered' | 'dead';

export interface DeliverySummary {
  /** The outbox id: the webhook-id and the e-mail's Message-ID, so receivers can drop repeats. */
  id: string;
  destination: Destination;
  status: DeliveryStatus;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  /** The last failure, as a short technical message that never holds form values. */
  lastError: string | null;
}

/** A delivery claimed by one process: no other process takes it until `leaseUntil`. */
export interface ClaimedDelivery extends DeliverySummary {
  /** Proves the claim is still ours when we report back (a lease that ran out may have been taken over). */
  leaseToken: string;
  leaseUntil: Date;
  /** The lead to deliver; its tax ID masked, never sealed or clear. */
  lead: { id: string; kind: LeadKind; receivedAt: Date; fields: Record<string, string>; source: LeadSource | null };
}

export type InsertResult =
  /** Stored now, with its deliveries. */
  | 'created'
  /** The same submission again (same id, same fields, same tax ID): nothing new stored. */
  | 'repeat'
  /** The id is taken by different content (a form sent again from a page restored by the browser). */
  | 'conflict';

export interface StoreCounts {
  /** Deliveries still to make, delivered, and given up; leads marked spam; the oldest waiting delivery. */
  waiting: number;
  delivered: number;
  dead: number;
  spam: number;
  leads: number;
  oldestWaiting: Date | null;
}

/** Where the deliveries still to make stand, per destination, and the leads no delivery reaches. */
export interface Backlog {
  /** Each destination that has any delivery waiting or dead. */
  destinations: DestinationBacklog[];
  /** Leads, not spam, with no delivery at all: they arrived while no destination was configured. */
  withoutDestination: number;
}

export interface DestinationBacklog {
  destination: Destination;
  waiting: number;
  dead: number;
  /** When the longest-waiting delivery was created (the lead arrived, or its destination was added). */
  oldestWaiting: Date | null;
  /** The error of the newest delivery not yet through that has failed: what is wrong now. */
  lastError: string | null;
}

export interface LeadStore {
  /** Which adapter: shown by the operator's command. */
  readonly kind: 'sqlite' | 'postgres';
  /**
   * The time every process using the store agrees on: the machine's with SQLite, the database's with
   * PostgreSQL (each process keeps its offset from it). Form tickets are issued and checked by it.
   */
  now(): Date;
  /** Commits the lead and its outbox rows in one transaction; resolves only once committed. */
  insert(lead: NewLead): Promise<InsertResult>;
  get(id: string): Promise<StoredLead | undefined>;
  /** Newest first. */
  list(options?: { limit?: number }): Promise<StoredLead[]>;
  /**
   * Claims up to `limit` due deliveries (waiting, next attempt passed, no live lease) for `leaseMs`.
   * `now` says what is due; leases are set and compared by the store's own clock (PostgreSQL's
   * `now()`), so machines whose clocks differ never take a delivery another one holds.
   */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]>;
  /** Whether the claim still holds: its delivery was not deleted (a person forgotten) nor taken over. */
  holds(claim: ClaimedDelivery): Promise<boolean>;
  /** Reports a claimed delivery done. False when the claim was no longer ours. */
  markDelivered(claim: ClaimedDelivery, at: Date): Promise<boolean>;
  /** Reports a failed attempt: retried at `retryAt`, or dead when `retryAt` is null. */
  markFailed(claim: ClaimedDelivery, error: string, retryAt: Date | null): Promise<boolean>;
  /** Gives a claim back untried (a stop): due again at once for any process. */
  release(claim: ClaimedDelivery): Promise<void>;
  counts(): Promise<StoreCounts>;
  /** Makes every waiting or dead delivery due now, except those under a live lease (being tried); returns how many. */
  retryAll(now: Date): Promise<number>;
  /** A person's request to be forgotten: their leads (by e-mail address, any case) and deliveries. */
  deleteByEmail(email: string): Promise<{ leads: number; deliveries: number } & Wiped>;
  /**
   * Deletes leads received before `leadsBefore` and the page views of the days before its day (UTC),
   * drops sealed tax IDs received before `taxIdsBefore` and tax ID HMACs received before `taxIdHmacsBefore`.
   */
  purge(leadsBefore: Date, taxIdsBefore: Date, taxIdHmacsBefore: Date): Promise<{ leads: number; taxIds: number; pageViewDays: number } & Wiped>;
  /** Adds these counts to the store's, in one transaction: each process writes what it counted since its last write. */
  addPageViews(counts: PageViewCount[]): Promise<void>;
  /** The page views of each day from `fromDay` (YYYY-MM-DD, UTC) on, by day and page, with each page's visitors. */
  pageViews(fromDay: string): Promise<PageViewCount[]>;
  /**
   * The random salt of a UTC day's visitor hashes: made by whichever process asks first, the same for
   * every process after it. Deleted with the day's hashes once the day is over (`forgetVisitorsBefore`).
   */
  visitorSalt(day: string): Promise<Uint8Array>;
  /**
   * Counts each (day, page, hash) the store has not seen yet as one visitor of that page (page '': the
   * site), in one transaction. A hash of a day whose salt is already gone is not counted: its day is over.
   * A network's site visitors past VISITORS_PER_NETWORK that day are not counted, nor are their pages: a
   * page's hash counts only once the site has counted it.
   */
  addVisitors(seen: VisitorHash[]): Promise<void>;
  /**
   * Deletes the salts and hashes of the days before `day` (UTC), leaving only the counts; returns how many
   * days. The salts go first (without them a hash tells nothing), then the hashes in batches of
   * FORGET_BATCH rows, each its own transaction, so other requests to the store are served between them.
   */
  forgetVisitorsBefore(day: string): Promise<number>;
  /** The site's visitors of each day from `fromDay` on: each person once a day, whatever pages they saw. */
  siteVisitors(fromDay: string): Promise<{ day: string; visitors: number }[]>;
  /** When each lead that is not spam, received at or after `since`, arrived, by which form, and where from. */
  leadSources(since: Date): Promise<{ receivedAt: Date; kind: LeadKind; source: LeadSource | null }[]>;
  /**
   * Claims the sending of the weekly digest of `week` (YYYY-Www) for `leaseMs`, by the store's clock:
   * true for one caller only, until the lease runs out unsent. False once it is sent.
   */
  claimDigest(week: string, leaseMs: number): Promise<boolean>;
  /** Notes the week's digest sent (true), or gives the claim back at once after a failed send (false). */
  finishDigest(week: string, sent: boolean): Promise<void>;
  /**
   * Gives every lead that is not spam, arrived at or after `receivedSince` and has no delivery to one
   * of `destinations` a delivery there, due `now`; returns how many it added to each.
   */
  addMissingDeliveries(destinations: Destination[], receivedSince: Date, now: Date): Promise<Partial<Record<Destination, number>>>;
  backlog(): Promise<Backlog>;
  /**
   * Notes that the copy `copy` (a machine and its DATA_DIR) serves now with these fingerprints of the settings
   * copies must share (server/leads/copies.ts), by the store's clock; each serving process does, every minute.
   */
  noteCopy(copy: string, fingerprints: Record<string, string>): Promise<void>;
  /** The copies noted within the last `withinMs`, by the store's clock, by name. */
  copies(withinMs: number): Promise<NotedCopy[]>;
  /** A rate limiter whose counts every process using this store shares. */
  rateLimiter(points: number, durationSeconds: number): RateLimiterAbstract;
  close(): Promise<void>;
}

/** A copy of the site as it last noted itself in the store. */
export interface NotedCopy {
  copy: string;
  fingerprints: Record<string, string>;
  seenAt: Date;
}

/** One process's page views of one page on one day (UTC), since its last write, or the store's total. */
export interface PageViewCount {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** A path of the route table, or 'other'. */
  page: string;
  /** GETs from a person's browser answered 200. */
  views: number;
  /** The same asked ahead by the browser (Sec-Purpose: prefetch): shown later from that answer, or never. */
  prefetches: number;
  /** The store's count of the day's visitors of the page (set by `addVisitors`; not part of a process's counts). */
  visitors?: number;
}

/**
 * One visitor seen on one page on one UTC day: a hash of the day's salt, the client address (an IPv6
 * address by its /64) and the User-Agent (server/observe/page-views.ts). Page '' stands for the whole site.
 */
export interface VisitorHash {
  day: string;
  page: string;
  hash: string;
  /**
   * A hash of the day's salt and the client's network alone (server/observe/page-views.ts): a network counts at
   * most VISITORS_PER_NETWORK visitors a day. Absent: not bounded (the store cannot tell whose it is).
   */
  network?: string;
}

/** What is left of deleted rows in the store's files. */
export interface Wiped {
  /**
   * SQLite: true once the WAL has been emptied, so no old copy of a deleted row is left in any file
   * (deleted pages are overwritten: secure_delete); false when another connection kept reading it.
   * PostgreSQL: always false: it keeps old row versions until VACUUM, and in its WAL and backups.
   */
  wiped: boolean;
}
