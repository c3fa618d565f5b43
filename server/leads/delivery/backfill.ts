/**
 * No lead left behind: a lead that arrived while a destination was not configured gets a delivery
 * there once it is. Run at every start, before the dispatcher's first pass; adding what is missing
 * twice adds nothing (the store takes one process at a time), so every worker may run it.
 */
import type { Logger } from '../../process/logger';
import { destinationsOf, type LeadsConfig } from '../config';
import { retentionCutoffs } from '../store/purge';
import type { LeadStore } from '../store/types';

export async function addMissingDeliveries(
  store: LeadStore,
  config: Pick<LeadsConfig, 'email' | 'webhook' | 'retentionDays'>,
  logger: Logger,
  now = new Date(),
) {
  const destinations = destinationsOf(config);
  if (destinations.length === 0) return {};
  // A lead past its retention is about to be purged: it is not sent anywhere new.
  const added = await store.addMissingDeliveries(destinations, retentionCutoffs(config, now).leadsBefore, now);
  if (Object.keys(added).length > 0) logger.info({ added }, 'leads: deliveries added for leads stored before their destination was configured');
  return added;
}
