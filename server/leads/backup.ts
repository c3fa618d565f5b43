/** Backups of the SQLite store, taken with SQLite's online backup while the site runs (never a file copy). */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { LeadsConfig } from './config';
import { newPrivateFile } from './data-files';
import { sqliteFile } from './open-store';
import { connect } from './sqlite-store';

/** A dated backup's name (UTC), sorting as its time does: leads-2026-11-27T03-30-00Z.db. */
export const datedBackupName = (at: Date) => `leads-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.db`;
const DATED_BACKUP = /^leads-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/;

/** Copies the store into `target`, a new file readable by its owner alone: it holds every lead. */
export async function backUp(config: LeadsConfig, target: string) {
  if (config.databaseUrl) throw new Error('backup copies the SQLite store; with DATABASE_URL, back up PostgreSQL with pg_dump.');
  const source = sqliteFile(config.dataDir);
  if (!existsSync(source)) throw new Error(`No lead store at ${source} (DATA_DIR).`);
  newPrivateFile(target);
  const db = connect(source);
  try {
    const { totalPages } = await db.backup(target);
    return { source, target, pages: totalPages };
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Copies the store into `dir` under a dated name, then removes all but the newest `keep` dated backups
 * there: only once the copy succeeded, and only files of that name.
 */
export async function backUpDated(config: LeadsConfig, dir: string, keep: number, now = new Date()) {
  const copy = await backUp(config, join(dir, datedBackupName(now)));
  const removed = readdirSync(dir).filter((name) => DATED_BACKUP.test(name)).sort().reverse().slice(keep);
  for (const name of removed) rmSync(join(dir, name));
  return { ...copy, removed };
}
