/**
 * Each rendered form carries a ticket: a fresh submission id and the time it was rendered, signed
 * with an HMAC over both, so a bot cannot claim it read the page longer than it did. The secret is
 * LEADS_FORM_SECRET, or one written to DATA_DIR on the first start and shared by every worker.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import type { FormTicket } from '../../src/form-render';
import { readOrCreate } from './data-files';

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

const sign = (secret: string, id: string, renderedAt: number) =>
  createHmac('sha256', secret).update(`${id}.${renderedAt}`).digest('base64url');

/** A fresh ticket for one render of a form, at `now` by the lead store's clock (LeadStore.now). */
export function issueTicket(secret: string, now = Date.now()): FormTicket {
  const id = randomUUID();
  return { id, token: `${now}.${sign(secret, id, now)}` };
}

/**
 * When the form with this id was rendered, if its token is genuine; null for a token that is
 * missing, malformed or signed for another id or time.
 */
export function renderedAt(secret: string, id: string, token: unknown): number | null {
  if (typeof token !== 'string') return null;
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const time = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(sign(secret, id, time));
  return given.length === expected.length && timingSafeEqual(given, expected) ? time : null;
}
