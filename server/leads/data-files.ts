import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Reads a file that the first process to start writes (a key, a secret), mode 0600. Written aside
 * and linked into place: linking fails if another worker won the race, and nobody reads half a file.
 * `created` is true only for the process that wrote it.
 */
export function readOrCreate(file: string, make: () => string): { text: string; created: boolean } {
  let created = false;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, make(), { mode: 0o600 });
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
