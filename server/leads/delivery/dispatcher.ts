/**
 * The outbox dispatcher: delivers each committed lead to its destinations, at least once, after
 * the visitor's answer. Every serving process runs one; a lease on each claimed delivery keeps
 * them apart, and a process that dies mid-delivery leaves its rows to another once the lease ends.
 */
import type { Logger } from '../../process/logger';
import type { LeadsConfig } from '../config';
import { emailTransport } from './email';
import type { ClaimedDelivery, Destination, LeadStore } from '../store/types';
import type { Transport } from './transport';
import { webhookTransport } from './webhook';

export interface Dispatcher {
  /** Delivers what is due now; resolves once a pass that began after this call has finished. */
  nudge(): Promise<void>;
  /** Stops claiming, gives in-flight deliveries `withinMs` to finish, then aborts and releases the rest. */
  stop(withinMs: number): Promise<void>;
}

/** What became of one delivery attempt (dead: given up after three days). */
export type DeliveryOutcome = 'delivered' | 'failed' | 'dead';

/** Told each attempt's outcome: the site's metrics count them (`lead_deliveries_total`, when METRICS_PORT is set). */
export interface DeliveryCounter {
  delivery(destination: Destination, outcome: DeliveryOutcome): void;
}

/** How long a claim holds a delivery; longer than any one delivery may take (DELIVERY_TIMEOUT_MS). */
export const LEASE_MS = 60_000;
/** A delivery still running after this is aborted and retried, so it ends well inside its lease. */
export const DELIVERY_TIMEOUT_MS = 30_000;
/** Deliveries still failing this long after their lead arrived are given up (marked dead). */
export const GIVE_UP_AFTER_MS = 3 * 86_400_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 4 * 3_600_000;
const POLL_MS = 30_000;
const BATCH = 10;

/**
 * When to try again after the `attempts`-th failure: a minute, doubling up to four hours, each ±25 %
 * so deliveries that failed together do not all return together; null (dead) once three days have
 * passed since the delivery was created, with one last attempt at that mark.
 */
export function nextAttempt(delivery: Pick<ClaimedDelivery, 'attempts' | 'createdAt'>, now: Date, random = Math.random): Date | null {
  const giveUpAt = delivery.createdAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= giveUpAt) return null;
  const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (delivery.attempts - 1)) * (0.75 + random() / 2);
  return new Date(Math.min(now.getTime() + delay, giveUpAt));
}

/** The transports the configuration names. */
export function configuredTransports(config: Pick<LeadsConfig, 'email' | 'webhook'>): Partial<Record<Destination, Transport>> {
  return {
    ...(config.email && { email: emailTransport(config.email) }),
    ...(config.webhook && { webhook: webhookTransport(config.webhook) }),
  };
}

export function startDispatcher({
  store,
  config,
  logger,
  clock = () => new Date(),
  transports = configuredTransports(config),
  random = Math.random,
  metrics,
}: {
  store: LeadStore;
  config: Pick<LeadsConfig, 'email' | 'webhook'>;
  logger: Logger;
  /** What time it is for claims, leases and retries: tests move it forward instead of sleeping. */
  clock?: () => Date;
  transports?: Partial<Record<Destination, Transport>>;
  random?: () => number;
  /** Counts each attempt's outcome. */
  metrics?: DeliveryCounter;
}): Dispatcher {
  // With no destination configured, leads simply wait in the store.
  if (Object.keys(transports).length === 0) return { nudge: async () => {}, stop: async () => {} };

  const aborted = new AbortController();
  let stopping = false;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  async function deliver(claim: ClaimedDelivery) {
    const transport = transports[claim.destination];
    const started = performance.now();
    let failure: string | undefined;
    // Claimed just before the person was forgotten (or the claim was taken over): nothing to send.
    if (!(await store.holds(claim))) {
      logger.info({ delivery: claim.id, destination: claim.destination }, 'lead delivery dropped: its lead was deleted or its claim taken over');
      return;
    }
    try {
      if (!transport) throw new Error(`${claim.destination} is not configured`);
      await transport.send(claim, AbortSignal.any([aborted.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]));
    } catch (error) {
      failure = error instanceof Error ? error.message : 'failed';
    }
    // What an operator needs to follow a delivery, never what the lead holds.
    const at = { lead: claim.lead.id, delivery: claim.id, destination: claim.destination, attempt: claim.attempts };
    if (failure !== undefined && aborted.signal.aborted) {
      // Stopped mid-delivery: untried as far as we know, so any process may take it at once.
      await store.release(claim);
      logger.info(at, 'lead delivery released at stop');
    } else if (failure !== undefined) {
      const retryAt = nextAttempt(claim, clock(), random);
      await store.markFailed(claim, failure, retryAt);
      metrics?.delivery(claim.destination, retryAt ? 'failed' : 'dead');
      if (retryAt) logger.warn({ ...at, error: failure, retryAt }, 'lead delivery failed: will retry');
      else logger.error({ ...at, error: failure }, 'lead delivery failed for three days: given up');
    } else if (await store.markDelivered(claim, clock())) {
      metrics?.delivery(claim.destination, 'delivered');
      logger.info({ ...at, ms: Math.round(performance.now() - started) }, 'lead delivered');
    } else {
      metrics?.delivery(claim.destination, 'delivered');
      logger.warn({ ...at, ms: Math.round(performance.now() - started) }, 'lead delivered after its lease ran out');
    }
  }

  // A store fault (locked past its timeout, disk): the rows stay as they were, and a later pass retries.
  const storeFailed = (error: unknown) =>
    logger.error({ err: error instanceof Error ? error.message : 'unknown' }, 'lead delivery: the store failed');

  /** Claims and delivers due rows until none is left, or the dispatcher stops. */
  async function pass() {
    try {
      while (!stopping) {
        const claims = await store.claimDue(clock(), LEASE_MS, BATCH);
        if (claims.length === 0) return;
        await Promise.all(claims.map((claim) => deliver(claim).catch(storeFailed)));
      }
    } catch (error) {
      storeFailed(error);
    }
  }

  // One pass at a time; a nudge during a pass queues one more, so a lead committed mid-pass is not missed.
  function nudge(): Promise<void> {
    if (stopping) return running ?? Promise.resolve();
    if (!running) {
      running = pass().finally(() => (running = undefined));
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return nudge();
    });
    return queued;
  }

  const timer = setInterval(() => void nudge(), POLL_MS).unref();
  // Rows left by an earlier run, or committed while no process was running.
  void nudge();

  return {
    nudge,
    async stop(withinMs) {
      stopping = true;
      clearInterval(timer);
      const inFlight = running ?? Promise.resolve();
      const late = setTimeout(() => aborted.abort(), withinMs);
      await inFlight;
      clearTimeout(late);
      for (const transport of Object.values(transports)) transport.close();
    },
  };
}
