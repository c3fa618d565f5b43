/** The rules both store adapters apply the same way, whatever the database. */
import type { DeliverySummary, LeadStatus, NewLead } from './types';

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

/** What makes two submissions the same: the form, the fields as stored, the tax ID as typed. */
export type Content = Pick<NewLead, 'kind' | 'fields' | 'taxIdHmac'>;

export const sameContent = (a: Content, b: Content) =>
  a.kind === b.kind && sameFields(a.fields, b.fields) && (a.taxIdHmac ?? null) === (b.taxIdHmac ?? null);

/**
 * A lead that came with a ticket already holding other content, against the leads stored earlier
 * under fresh ids with that ticket: the same content as one of them is a repeat; the first is a page
 * the browser restored and sent again, taken as it is; any after it is spam (one render, one lead).
 */
export const resendVerdict = (earlier: Content[], lead: Content & { spam: boolean }): 'repeat' | { spam: boolean } =>
  earlier.some((other) => sameContent(other, lead)) ? 'repeat' : { spam: lead.spam || earlier.length > 0 };

/**
 * Visitors counted per network (an IPv4 address, an IPv6 /64) per day, at most: a household's or an
 * office's browsers, not a client that changes its User-Agent on every request (each would be a row
 * until midnight). Beyond it a view is a view, not a visitor.
 */
export const VISITORS_PER_NETWORK = 10;

/** Rows of visitor hashes deleted per transaction when a day is forgotten. */
export const FORGET_BATCH = 1_000;
