/**
 * What makes a phone number one, as the owner writes it in site.ts: libphonenumber-js reads it (ADR 027),
 * with the US as the country of a number written without +. One rule, used by the facts' schema
 * (build/site-facts.ts: the content check, the build, npm run dev) and by phones.server.ts, which dials
 * the numbers. Server and build only: the browser's code never dials a number.
 */
import { parsePhoneNumberWithError, ParseError } from 'libphonenumber-js/min';

/** The country of a number written without +: the business is in Mississippi. */
const COUNTRY = 'US';

/** '+12285550123' for a number as written, or why it is not one. */
export function e164Of(written: string): { e164: string } | { problem: string } {
  try {
    const number = parsePhoneNumberWithError(written, COUNTRY);
    if (number.isValid()) return { e164: number.number };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
  }
  return { problem: `“${written}” is not a phone number: write it with its area code, as on a business card, e.g. (228) 555-0123, or +44 20 7946 0958 outside the US` };
}
