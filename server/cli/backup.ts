/** Backups of the SQLite store, taken from a consistent snapshot while the site runs (never a file copy). */
import { closeSync, constants, existsSync, fstatSync, fsyncSync, lstatSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { LeadsConfig } from '../leads/config';
import { PRIVATE_FILE_MODE } from '../leads/data-files';
import { fileProblem } from '../leads/file-errors';
import { sqliteFile } from '../leads/store/open-store';
import { connect } from '../leads/store/sqlite-store';

/** A dated backup's name (UTC), sorting as its time does: leads-2026-11-27T03-30-00Z.db. */
export const datedBackupName = (at: Date) => `leads-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.db`;
const DATED_BACKUP = /^leads-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/;

/** The tables that hold what could identify a visitor: the day's salt and each visitor's hash (ADR 025). */
const VISITOR_TABLES = ['visitor_salts', 'visitor_hashes'];

/**
 * Opens `target` as a new file readable by its owner alone, never one that is there (nor a link planted there,
 * dangling or not): O_CREAT | O_EXCL | O_NOFOLLOW, in one call, so nothing can be swapped in between.
 */
function createPrivateFile(target: string) {
  try {
    return openSync(target, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, PRIVATE_FILE_MODE);
  } catch (err) {
    throw new Error(`Cannot create ${target}: ${fileProblem(err, target, 'create')}.`, { cause: err });
  }
}

/**
 * Copies the store into `target`, a new file readable by its owner alone: it holds every lead, and
 * not the day's visitor salt or hashes, which must not outlive the day while a backup is kept for
 * weeks (ADRs 025, 035). The copy is made in memory (a consistent snapshot of the live file), the
 * visitor rows deleted and the copy vacuumed there (live rows alone: no free page holds the salt), and
 * only then written, whole, through the one file descriptor that created `target`: the backup writes one
 * regular file of its own and opens nothing else by name (SQLite writing a file by name, as VACUUM INTO
 * did, opens it again and keeps a `-journal` file beside it, which may be anything planted there).
 */
export async function backUp(config: LeadsConfig, target: string) {
  if (config.databaseUrl) throw new Error('backup copies the SQLite store; with DATABASE_URL, back up PostgreSQL with pg_dump.');
  const source = sqliteFile(config.dataDir);
  if (!existsSync(source)) throw new Error(`No lead store at ${source} (DATA_DIR).`);
  const fd = createPrivateFile(target);
  const db = connect(source);
  let copy: Database.Database | undefined;
  try {
    const image = db.serialize();
    // A database in memory cannot be in WAL mode; SQLite's documented way out (sqlite3_deserialize):
    // bytes 18 and 19 of the header set to 1, rollback journal. The copy on disk is then in that mode too.
    image[18] = image[19] = 1;
    copy = new Database(image);
    for (const table of VISITOR_TABLES) {
      if (copy.prepare('SELECT 1 FROM sqlite_schema WHERE type = ? AND name = ?').get('table', table)) copy.exec(`DELETE FROM ${table}`);
    }
    copy.exec('VACUUM');
    const bytes = copy.serialize();
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
    return { source, target, pages: bytes.length / (copy.pragma('page_size', { simple: true }) as number) };
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  } finally {
    closeSync(fd);
    copy?.close();
    db.close();
  }
}

/** The first 16 bytes of every SQLite database file (https://www.sqlite.org/fileformat.html). */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * A file this command could have written as a dated backup: a regular file (a link is not followed,
 * nor removed), owned by the user running it, that begins as a SQLite database does. A name alone
 * proves nothing: someone may have put any file, or a link to one, under that name.
 */
function ourBackup(path: string) {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.uid !== process.getuid?.()) return false;
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies the store into `dir` under a dated name, then keeps the newest `keep` dated backups there,
 * removing the older ones: only once the copy succeeded, only backups this command could have written
 * (see ourBackup), never the copy just made, and none named for a time after now (a clock set wrong,
 * or a file put there to push real backups out). Fails, removing nothing, when the new copy would not
 * be among those kept.
 */
export async function backUpDated(config: LeadsConfig, dir: string, keep: number, now = new Date()) {
  const name = datedBackupName(now);
  const copy = await backUp(config, join(dir, name));
  const dated = readdirSync(dir)
    .filter((other) => DATED_BACKUP.test(other) && other !== name && other <= name && ourBackup(join(dir, other)))
    .concat(name)
    .sort()
    .reverse();
  if (!dated.slice(0, keep).includes(name)) {
    throw new Error(`The new copy ${copy.target} would not be among the newest ${keep} in ${dir}; nothing was removed.`);
  }
  const removed = dated.slice(keep);
  for (const old of removed) rmSync(join(dir, old));
  return { ...copy, removed };
}

/** The leads in the copy at `file` of the backup `source`, once SQLite has read it whole; else why not, naming `source`. */
function leadsInCopy(file: string, source: string): number {
  const refused = (why: string) => new Error(`${source} ${why}: nothing restored.`);
  let copy: Database.Database | undefined;
  try {
    copy = new Database(file, { readonly: true, fileMustExist: true });
    const problems = copy.pragma('quick_check', { simple: true });
    if (problems !== 'ok') throw refused(`is damaged (SQLite: ${String(problems)})`);
    if (!copy.prepare('SELECT 1 FROM sqlite_schema WHERE type = ? AND name = ?').get('table', 'leads')) throw refused('holds no leads table, so it is no backup of the lead store');
    return (copy.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
  } catch (error) {
    throw error instanceof Database.SqliteError ? refused(`is damaged (SQLite: ${error.message})`) : error;
  } finally {
    copy?.close();
  }
}

/**
 * Puts the backup `source` back as the SQLite store, the site stopped (docs/operations.md#backups). The copy is
 * written beside the store under a name of its own and read back whole as a lead store (SQLite's quick_check, the
 * leads table) before anything of the store is touched: a mistyped name, a file that is no store, a full disk or a
 * stop half-way leaves the store as it was. Only then go the store's -wal and -shm (they belong to the old file
 * and would be replayed into the new one) and is the copy renamed over it, in one step. `source` is opened once,
 * as a regular file: a link or a FIFO under its name is refused.
 */
export function restore(config: LeadsConfig, source: string) {
  if (config.databaseUrl) throw new Error('restore puts back a SQLite store; with DATABASE_URL, restore PostgreSQL with psql (docs/operations.md#backups).');
  const store = sqliteFile(config.dataDir);
  let bytes: Buffer;
  let fd: number;
  try {
    fd = openSync(source, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOOP') throw new Error(`${source} is a link, not a regular file: nothing restored.`, { cause: err });
    throw new Error(`Cannot read ${source}: ${fileProblem(err, source, 'read')}; nothing restored.`, { cause: err });
  }
  try {
    if (!fstatSync(fd).isFile()) throw new Error(`${source} is not a regular file: nothing restored.`);
    bytes = readFileSync(fd);
  } finally {
    closeSync(fd);
  }
  if (!bytes.subarray(0, SQLITE_HEADER.length).equals(SQLITE_HEADER)) throw new Error(`${source} is not a SQLite database (a backup begins as one): nothing restored.`);

  const staged = `${store}.restore`;
  rmSync(staged, { force: true }); // what a restore stopped half-way left (a link there is removed, not followed)
  const out = createPrivateFile(staged);
  let leads: number;
  try {
    try {
      for (let written = 0; written < bytes.length; ) written += writeSync(out, bytes, written);
      fsyncSync(out);
    } catch (err) {
      throw new Error(`Cannot write ${staged}: ${fileProblem(err, staged, 'create')}; nothing restored.`, { cause: err });
    }
    leads = leadsInCopy(staged, source);
  } catch (error) {
    rmSync(staged, { force: true });
    throw error;
  } finally {
    closeSync(out);
  }
  for (const journal of [`${store}-wal`, `${store}-shm`]) rmSync(journal, { force: true });
  renameSync(staged, store);
  return { source, store, leads };
}
