import type { NewLead } from '../../server/leads/types';

/** A contact lead as the form handler would hand it to the store; override what a test is about. */
export const newLead = (over: Partial<NewLead> = {}): NewLead => ({
  id: crypto.randomUUID(),
  kind: 'contact',
  receivedAt: new Date('2026-11-20T15:00:00Z'),
  spam: false,
  fields: { name: 'Jordan Ladner', email: 'Jordan@Example.com', phone: '228-555-0100', business: '', message: 'Dual pricing?' },
  sealedTaxId: null,
  destinations: ['email', 'webhook'],
  ...over,
});
