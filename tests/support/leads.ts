import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormLeads } from '../../server/http/forms';
import { leadsConfig, type LeadsConfig } from '../../server/leads/config';
import { sqliteFile } from '../../server/leads/store/open-store';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { LeadStore, NewLead } from '../../server/leads/store/types';

export interface TestLeads {
  leads: FormLeads;
  store: LeadStore;
  config: LeadsConfig;
  /** The app's own DATA_DIR, a fresh temporary folder. */
  dataDir: string;
}

/**
 * A lead store of its own for one test app: a fresh DATA_DIR with a real SQLite file. No rate
 * limit unless `env` sets LEADS_RATE_LIMIT: every test posts from the same loopback address.
 * `store.busyTimeoutMs`: how long a write waits for a lock another connection holds (the store's own, 5 s, unless given).
 */
export function testLeads(env: NodeJS.ProcessEnv = {}, afterCommit?: () => void, store?: { busyTimeoutMs?: number }): TestLeads {
  const dataDir = mkdtempSync(join(tmpdir(), 'mcp-leads-'));
  const config = leadsConfig({ LEADS_RATE_LIMIT: 'off', ...env, DATA_DIR: dataDir });
  const opened = openSqliteStore(sqliteFile(dataDir), store);
  return { leads: { store: opened, config, afterCommit }, store: opened, config, dataDir };
}

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
