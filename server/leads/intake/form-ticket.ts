/**
 * Each rendered form carries a ticket: a fresh submission id, the time it was rendered and where the
 * visitor came from (lead-source.ts), signed with an HMAC over the three, so a bot cannot claim it read
 * the page longer than it did, nor anyone write in another source. The secret is LEADS_FORM_SECRET,
 * or one written to DATA_DIR on the first start and shared by every worker.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import type { FormTicket } from '../../../src/lib/form-render';
import { readOrCreate } from '../data-files';
import { asLeadSource } from './lead-source';
import type { LeadSource } from '../store/types';

/** A form sent sooner than this after its render was not filled in by a person. */
export const MIN_FILL_MS = 2_000;

/** A ticket older than this counts as spam (kept, not delivered): one render cannot make leads for ever. */
export const TICKET_MAX_AGE_MS = 86_400_000;

export const FORM_SECRET_FILE = 'form-secret';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A submission id as the server issues them (a UUID); anything else is not ours. */
export const isSubmissionId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** LEADS_FORM_SECRET, or the secret file under DATA_DIR (written by the first process to start). */
export const formSecret = (configured: string | undefined, dataDir: string) =>
  configured ?? readOrCreate(join(dataDir, FORM_SECRET_FILE), () => randomBytes(32).toString('base64url')).text;

/** The HMAC over what the ticket says; `from` is the source as the token carries it (base64url JSON, or '' for none). */
const sign = (secret: string, id: string, renderedAt: number, from?: string) =>
  createHmac('sha256', secret).update(from === undefined ? `${id}.${renderedAt}` : `${id}.${renderedAt}.${from}`).digest('base64url');

/**
 * A fresh ticket for one render of a form, at `now` by the lead store's clock (LeadStore.now), noting
 * where the visitor came from. Its token: `renderedAt.source.signature`, the source readable by anyone
 * who looks at the page (it is theirs), changed by no one. `id`: a fresh one unless given (whoever holds
 * the secret, as the tests do, can sign a ticket for a form already on a page).
 */
export function issueTicket(secret: string, now = Date.now(), source: LeadSource | null = null, id: string = randomUUID()): FormTicket {
  const from = source ? Buffer.from(JSON.stringify(source)).toString('base64url') : '';
  return { id, token: `${now}.${from}.${sign(secret, id, now, from)}` };
}

/** What a genuine ticket says. */
export interface TicketClaims {
  renderedAt: number;
  source: LeadSource | null;
}

/**
 * When the form with this id was rendered and where its visitor came from, if its token is genuine;
 * null for a token that is missing, malformed, or signed for another id, time or source. A token
 * without a source part was issued before sources were noted (a page open across an upgrade): no source.
 */
export function readTicket(secret: string, id: string, token: unknown): TicketClaims | null {
  if (typeof token !== 'string') return null;
  const match = /^(\d{1,15})\.(?:([\w-]{0,2000})\.)?([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, time, from, signature] = match;
  const renderedAt = Number(time);
  const given = Buffer.from(signature!);
  const expected = Buffer.from(sign(secret, id, renderedAt, from));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!from) return { renderedAt, source: null };
  try {
    return { renderedAt, source: asLeadSource(JSON.parse(Buffer.from(from, 'base64url').toString('utf8'))) };
  } catch {
    return { renderedAt, source: null };
  }
}
