import { join } from 'node:path';
import type { LeadsConfig } from '../config';
import { openSqliteStore } from './sqlite-store';
import type { LeadStore } from './types';

/** The SQLite file under DATA_DIR. */
export const sqliteFile = (dataDir: string) => join(dataDir, 'leads.db');

/** The store the configuration names: SQLite under DATA_DIR unless DATABASE_URL points at PostgreSQL. */
export async function openLeadStore(config: Pick<LeadsConfig, 'dataDir' | 'databaseUrl'>): Promise<LeadStore> {
  // pg is loaded only for PostgreSQL: the lead command over SQLite starts without it.
  if (config.databaseUrl) return (await import('./postgres-store')).openPostgresStore(config.databaseUrl);
  return openSqliteStore(sqliteFile(config.dataDir));
}
