/**
 * What a destination's sender is, apart from the dispatcher that drives them and the senders (email.ts,
 * webhook.ts) that are one each: so they import this, and the dispatcher imports them, without a circle.
 */
import type { ClaimedDelivery } from '../store/types';

/** Sends one delivery; rejects when it did not arrive. `signal` aborts it (a stop, or the delivery's own deadline). */
export interface Transport {
  send(delivery: ClaimedDelivery, signal: AbortSignal): Promise<void>;
  close(): void;
}
