/** The rules both store adapters apply the same way, whatever the database. */
import type { DeliverySummary, LeadStatus } from './types';

/** A lead's status, from whether it is spam and where its deliveries stand. */
export function leadStatus(spam: boolean, deliveries: { status: DeliverySummary['status'] }[]): LeadStatus {
  if (spam) return 'spam';
  if (deliveries.length === 0) return 'stored';
  if (deliveries.some((d) => d.status === 'dead')) return 'dead';
  if (deliveries.some((d) => d.status === 'waiting')) return 'waiting';
  return 'delivered';
}

/** The address a person may ask us to forget their leads by. */
export const emailKey = (fields: Record<string, string>) => (fields.email ?? '').trim().toLowerCase();

/** Same fields, whatever order they were written in. */
export const sameFields = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
