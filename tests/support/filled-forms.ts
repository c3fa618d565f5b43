import { issueTicket, MIN_FILL_MS, readTicket } from '../../server/leads/intake/form-ticket';

/** The tax ID the tests type, to look for in every file, log and message it must never reach in clear. */
export const TAX_ID = '12-3456789';

/** The two forms as a person fills them in. */
export const filledContact = { name: 'Pat Doe', email: 'pat@example.com', phone: '228-555-0100', business: '', message: 'Call me.' };
export const filledApplication = {
  businessName: 'Back Bay Bait LLC', dba: '', businessType: 'llc', taxId: TAX_ID, yearsInBusiness: '6', ownerName: 'Sam Ladner',
  email: 'sam@example.com', phone: '228-555-0101', street: '1 Beach Blvd', city: 'Biloxi', state: 'MS', zip: '39530',
  monthlyVolume: '$30,000', averageTicket: '$40', highTicket: '$400',
};

/** A form as a person sends it: rendered three seconds ago (signed with the server's form secret), the honeypot empty. */
export function submission(formSecret: string, values: Record<string, string>) {
  const { id, token } = issueTicket(formSecret, Date.now() - 3_000);
  return { id, body: new URLSearchParams({ ...values, submissionId: id, formToken: token, website: '' }) };
}

/**
 * The token of a form a person sends, rather than waiting two seconds for it: the token a page was
 * rendered with, its render time moved back past MIN_FILL_MS (the human check), signed again with the
 * server's form secret for the same submission id and source. A token that does not verify comes back
 * as it is, so a page whose ticket is broken still makes spam. tests/http/forms.test.ts tests the rule.
 */
export function agedToken(formSecret: string, submissionId: string, formToken: string | null): string {
  const claims = readTicket(formSecret, submissionId, formToken);
  return claims ? issueTicket(formSecret, claims.renderedAt - MIN_FILL_MS - 200, claims.source, submissionId).token : (formToken ?? '');
}
