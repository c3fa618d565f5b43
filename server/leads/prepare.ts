/**
 * What the server does with the lead settings before it serves, in every process: refuses a setting
 * that would fail every lead (it throws the sentence that says what to fix), and makes DATA_DIR and
 * the files in it private to the site's user, logging each one it had to tighten.
 */
import { join } from 'node:path';
import type { Logger } from '../process/logger';
import { leadsConfig, type LeadsConfig } from './config';
import { tightenModes } from './data-files';
import { FORM_SECRET_FILE } from './intake/form-ticket';
import { sqliteFile } from './store/open-store';
import { checkSealing, parsePublicKey, PRIVATE_KEY_FILE } from './seal';

/** DATA_DIR, then every file the site keeps there (the store's three, the key pair, the form secret). */
export const dataPaths = (dataDir: string) => {
  const db = sqliteFile(dataDir);
  return [dataDir, db, `${db}-wal`, `${db}-shm`, join(dataDir, PRIVATE_KEY_FILE), join(dataDir, FORM_SECRET_FILE)];
};

export async function prepareLeads(logger: Logger, env: NodeJS.ProcessEnv = process.env): Promise<LeadsConfig> {
  const config = leadsConfig(env);
  if (config.publicKey) await checkSealing(parsePublicKey(config.publicKey));
  for (const { path, was } of tightenModes(dataPaths(config.dataDir))) {
    logger.warn({ path, was }, 'leads: made private to the site\'s user (it was readable by other users of this machine)');
  }
  return config;
}
