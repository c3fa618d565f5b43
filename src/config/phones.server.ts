/**
 * The phone numbers as a phone dials them, worked out from site.ts, where the owner writes each
 * number once, as people read it: '(228) 555-0123' gives tel:+12285550123 and +12285550123
 * (E.164, for the JSON-LD). libphonenumber-js reads it (ADR 027), at build time and on the server
 * only: the browser's code carries the number as written and never dials it, so it gets neither
 * this module nor the library. A number it cannot read is named first by the facts' schema (build/site-facts.ts,
 * by the same rule, e164Of) in the content check that starts the build and `npm run dev`; this module throws on it
 * too, naming site.ts's line, for the source loaded without that check.
 */
import { readFileSync } from 'node:fs';
import { e164Of } from './phone-number.server';
import { site, type PhoneNumber } from './site';

export { e164Of };

const SITE_FILE = 'src/config/site.ts';

/** A fact in site.ts the site cannot use; its message is one line per problem, `file:line: field: what to do`. */
export class SiteFactError extends Error {
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'SiteFactError';
  }
}

/** The line of site.ts that writes `text` (as a quoted string), when the file is there to read. */
function lineOf(text: string) {
  try {
    const at = readFileSync(SITE_FILE, 'utf8').split('\n').findIndex((line) => line.includes(`'${text}'`) || line.includes(`"${text}"`));
    return at < 0 ? '' : `:${at + 1}`;
  } catch {
    return '';
  }
}

/** Each of site.ts's phones with its E.164 form; throws a SiteFactError naming every one that is not a number. */
export function dialled<K extends string>(phones: Record<K, PhoneNumber>): Record<K, PhoneNumber & { e164: string }> {
  const problems: string[] = [];
  const entries = Object.entries<PhoneNumber>(phones).map(([key, phone]) => {
    const read = e164Of(phone.display);
    if ('problem' in read) problems.push(`${SITE_FILE}${lineOf(phone.display)}: phones.${key}: ${read.problem}`);
    return [key, { ...phone, e164: 'e164' in read ? read.e164 : '' }] as const;
  });
  if (problems.length) throw new SiteFactError(problems);
  return Object.fromEntries(entries) as Record<K, PhoneNumber & { e164: string }>;
}

/** site.ts's phones, read once as this module loads. */
export const phones = dialled(site.phones);

/** A `tel:` link to one of the phones above. */
export const telHref = (phone: { e164: string }) => `tel:${phone.e164}`;
