import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileProblem } from './file-errors';

/** DATA_DIR and every file in it are the site user's alone: they hold leads, the key pair and the form secret. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and its parents) readable by its owner alone; an existing folder is left as it is. */
export const makePrivateDir = (dir: string) => mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });

/**
 * Reads a file that the first process to start writes (a key, a secret), mode 0600. Written aside
 * and linked into place: linking fails if another worker won the race, and nobody reads half a file.
 * The name aside is random and opened exclusively (`wx`), so a file or symbolic link planted there
 * is never written through. `created` is true only for the process that wrote it.
 */
export function readOrCreate(file: string, make: () => string): { text: string; created: boolean } {
  let created = false;
  if (!existsSync(file)) {
    makePrivateDir(dirname(file));
    const temp = `${file}.${randomBytes(8).toString('hex')}.tmp`;
    writeFileSync(temp, make(), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    try {
      linkSync(temp, file);
      created = true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(temp);
    }
  }
  return { text: readFileSync(file, 'utf8'), created };
}

/** Creates `file`, empty, readable by its owner alone; refuses one that exists (or a link planted there). */
export function newPrivateFile(file: string) {
  try {
    writeFileSync(file, '', { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (err) {
    throw new Error(`Cannot create ${file}: ${fileProblem(err, file, 'create')}.`, { cause: err });
  }
}

/**
 * Makes `paths` (a folder first, then files in it) private to their owner where they exist and
 * are not: a folder 0700, a file 0600. Returns what it changed, with the mode each had, for the log.
 */
export function tightenModes(paths: string[]): { path: string; was: string }[] {
  const changed = [];
  for (const path of paths) {
    let mode: number;
    try {
      mode = statSync(path).mode;
    } catch {
      continue;
    }
    const wanted = (mode & 0o170000) === 0o040000 ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((mode & 0o777 & ~wanted) === 0) continue;
    chmodSync(path, wanted);
    changed.push({ path, was: (mode & 0o777).toString(8).padStart(4, '0') });
  }
  return changed;
}
