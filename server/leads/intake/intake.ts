/**
 * Reads a posted form against the form's own definition and makes the lead the store takes. The
 * server checks what the browser checks (required, type=email, maxlength, the select's options,
 * the number's min and step) and nothing more, so anything the form accepts is accepted; a body
 * the form could not have sent is refused. Unknown fields are ignored.
 */
import { createHmac } from 'node:crypto';
import type { FormContent, FormField } from '../../../src/content/types';
import { maskTaxId, sealTaxId } from '../seal';
import type { Destination, LeadKind, LeadSource, NewLead } from '../store/types';

/** The field whose value is sealed and stored masked. */
export const TAX_ID_FIELD = 'taxId';

/** A valid e-mail address as HTML defines it for type=email (a "willful violation" of RFC 5322). */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** A valid floating-point number as HTML defines it; anything else a number input sends as ''. */
const FLOAT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The value as the browser submits it: single-line inputs drop line breaks, e-mail is trimmed too. */
function sanitized(field: FormField, value: string) {
  if (field.type === 'textarea' || field.type === 'select') return value;
  const line = value.replace(/[\r\n]/g, '');
  return field.type === 'email' ? line.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '') : line;
}

/** Whether the browser would have let this value through the field's constraints. */
function acceptable(field: FormField, value: string): boolean {
  if (value === '') return !field.required;
  // maxlength counts the value as the page holds it: a textarea's line break is one character.
  const length = field.type === 'textarea' ? value.replace(/\r\n/g, '\n').length : value.length;
  if (field.maxLength !== undefined && length > field.maxLength) return false;
  switch (field.type) {
    case 'email':
      return EMAIL.test(value);
    case 'select':
      return !!field.options?.some((o) => o.value === value);
    case 'number': {
      // min 0 and the default step of 1: a whole number, 0 or more.
      const n = Number(value);
      return FLOAT.test(value) && Number.isFinite(n) && n >= 0 && Number.isInteger(n);
    }
    default:
      return true;
  }
}

/**
 * The form's fields with what was typed ('' for an optional field left empty), or null when the
 * body holds a value the form would have refused: a missing required field, a repeated field, an
 * address that is not one, too long, not one of the options.
 */
export function readFields(form: FormContent, body: unknown): Record<string, string> | null {
  const posted = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const field of form.groups.flatMap((g) => g.fields)) {
    const raw = Object.hasOwn(posted, field.name) ? posted[field.name] : '';
    if (typeof raw !== 'string') return null;
    const value = sanitized(field, raw);
    if (!acceptable(field, value)) return null;
    fields[field.name] = value;
  }
  return fields;
}

/**
 * An HMAC of the tax ID as typed, keyed with the form secret and bound to the ticket it came with:
 * the same for a repeat of a submission, different for a corrected tax ID whose mask is the same.
 */
export const taxIdHmac = (formSecret: string, ticketId: string, taxId: string) =>
  createHmac('sha256', formSecret).update(`tax-id.${ticketId}.${taxId}`).digest('base64url');

/**
 * The lead to store: the tax ID (if the form has one) sealed to the operator's public key, bound
 * to this submission id, and in the fields only masked, with its HMAC to tell a correction from a
 * repeat. `ticketId`: the ticket it came with, when it is stored under a fresh id (see NewLead).
 */
export async function buildLead(
  { id, ticketId, kind, fields, spam, receivedAt, source = null }:
    { id: string; ticketId?: string; kind: LeadKind; fields: Record<string, string>; spam: boolean; receivedAt: Date; source?: LeadSource | null },
  { publicKey, formSecret }: { publicKey: Uint8Array; formSecret: string },
  destinations: Destination[],
): Promise<NewLead> {
  const taxId = fields[TAX_ID_FIELD];
  const hasTaxId = taxId !== undefined && taxId !== '';
  return {
    id,
    ...(ticketId !== undefined && { ticketId }),
    kind,
    receivedAt,
    spam,
    fields: hasTaxId ? { ...fields, [TAX_ID_FIELD]: maskTaxId(taxId) } : fields,
    sealedTaxId: hasTaxId ? await sealTaxId(taxId, publicKey, id) : null,
    ...(hasTaxId && { taxIdHmac: taxIdHmac(formSecret, ticketId ?? id, taxId) }),
    destinations: spam ? [] : destinations,
    source,
  };
}
