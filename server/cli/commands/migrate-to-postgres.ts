/** `migrate-to-postgres`: the SQLite store copied into DATABASE_URL. */
import { sqliteFile } from '../../leads/store/open-store';
import type { Command } from '../command';
import { plural } from '../../text';

export const migrateToPostgresCommand: Command = {
  usage: 'migrate-to-postgres',
  summary: 'copies the SQLite store in DATA_DIR into DATABASE_URL',
  parse: () => async (config) => {
    if (!config.databaseUrl) throw new Error('Set DATABASE_URL to the PostgreSQL database to copy the leads into.');
    const source = sqliteFile(config.dataDir);
    const { migrateToPostgres } = await import('../migrate-to-postgres');
    const { leads, deliveries, pageViews } = await migrateToPostgres(source, config.databaseUrl);
    return `Copied ${plural(leads, 'lead')}, ${plural(deliveries, 'delivery', 'deliveries')} and ${plural(pageViews, 'row', 'rows')} of page views (a page on a day each) from ${source} into PostgreSQL; what it already had is left as it was.`;
  },
};
