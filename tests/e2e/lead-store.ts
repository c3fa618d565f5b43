import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqliteFile } from '../../server/leads/store/open-store';
import { openSqliteStore } from '../../server/leads/store/sqlite-store';
import type { StoredLead } from '../../server/leads/store/types';

/** The DATA_DIR of the server the browser tests start (playwright.config.ts), one per port. */
export const e2eDataDir = (port: number | string) => join(tmpdir(), `mcp-e2e-data-${port}`);

/** The leads a DATA_DIR holds whose e-mail address is `email`, read from its SQLite file. */
export async function leadsByEmail(dataDir: string, email: string): Promise<StoredLead[]> {
  const store = openSqliteStore(sqliteFile(dataDir));
  try {
    return (await store.list()).filter((lead) => lead.fields.email === email);
  } finally {
    await store.close();
  }
}
