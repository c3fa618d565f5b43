/**
 * What a release's files were when it passed its check (docs/decisions/048-what-runs-is-what-was-checked.md):
 * `files.sha256` in the release, written once its check has passed, just before its release.json (which it
 * lists: release.json is still written last). One line per file, sorted by its bytes (as `LC_ALL=C sort`):
 *   <sha256>  ./path          a regular file, as `sha256sum` prints it
 *   link  ./path -> target    a symbolic link, never followed (the release's .env is one)
 *   other  ./path             anything else (a FIFO, a socket)
 * Folders are not listed (an empty one runs nothing). The doctor (deploy/doctor) makes the same listing with
 * find and sha256sum, as the site's user, and names the files that differ; the next release and rollback do so
 * here. The record is the deploy user's own file: it proves the files are those the check saw unless someone who
 * can write as the deploy user changed both, which it cannot prove (the ADR says what it does and does not).
 */
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { lstat, readdir, readFile, readlink, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const MANIFEST = 'files.sha256';

/** One buffer for every read: a release's files are tens of thousands, most of them small. */
const buffer = Buffer.allocUnsafe(1 << 20);

/**
 * A file's sha256, read through a descriptor that follows no link and waits for no writer (a FIFO swapped in),
 * synchronously: a descriptor and a stream per file cost more than the hashing (a release of 51,000 files took
 * 35–64 s that way on a busy machine).
 */
function sha256(path: string) {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw new Error(`${path} is no longer a regular file`);
    const hash = createHash('sha256');
    for (let read; (read = readSync(fd, buffer, 0, buffer.length, null)) > 0; ) hash.update(buffer.subarray(0, read));
    return hash.digest('hex');
  } finally {
    closeSync(fd);
  }
}

/** How many files are hashed before the event loop is let run (a signal, a step's programs' output). */
const BATCH = 500;

/** Names sha256sum would print escaped (a backslash, a line break): never recorded, so never said to match. */
const UNRECORDABLE = /[\\\n\r]/;

const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The folders of packages only the build uses (npm's record of what it installed, node_modules/.package-lock.json,
 * marks them `"dev": true`): the site never loads them. The record itself is among the files that run.
 */
async function buildOnly(folder: string) {
  try {
    const { packages } = JSON.parse(await readFile(join(folder, 'node_modules/.package-lock.json'), 'utf8')) as { packages?: Record<string, { dev?: boolean }> };
    return new Set(Object.entries(packages ?? {}).filter(([, entry]) => entry.dev === true).map(([path]) => path));
  } catch {
    return new Set<string>();
  }
}

/** Whether `path` (of a listing) is in one of the `skipped` folders. */
const within = (skipped: Set<string>, path: string) => {
  for (let end = path.indexOf('/'); end !== -1; end = path.indexOf('/', end + 1)) if (skipped.has(path.slice(0, end))) return true;
  return false;
};

/**
 * The listing of `folder` as it is now, its lines sorted; `extra` adds files by their contents (release.json,
 * listed before it is written). `running`: only the files the site runs, its build-only packages left out (a
 * rollback looks at these before its switch, in a second or two; the doctor looks at every file). Throws on a name
 * the listing cannot hold.
 */
export async function listFiles(folder: string, extra: Record<string, string> = {}, { running = false } = {}) {
  const lines: string[] = Object.entries(extra).map(([path, text]) => `${createHash('sha256').update(text).digest('hex')}  ./${path}`);
  const skipped = running ? await buildOnly(folder) : new Set<string>();
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(join(folder, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (UNRECORDABLE.test(path)) throw new Error(`${JSON.stringify(path)} has a backslash or a line break in its name: a release's files cannot be recorded with it`);
      if (path === MANIFEST || path in extra || skipped.has(path)) continue;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) files.push(path);
      else if (entry.isSymbolicLink()) {
        const target = await readlink(join(folder, path));
        if (UNRECORDABLE.test(target)) throw new Error(`./${path} links to a name with a backslash or a line break: it cannot be recorded`);
        lines.push(`link  ./${path} -> ${target}`);
      } else lines.push(`other  ./${path}`);
    }
  };
  await walk('');
  for (const [i, path] of files.entries()) {
    lines.push(`${sha256(join(folder, path))}  ./${path}`);
    if (i % BATCH === BATCH - 1) await new Promise((next) => setImmediate(next));
  }
  return lines.sort(byBytes);
}

/** Writes `folder`'s record whole (a temporary file renamed into place); `extra` as listFiles takes it. */
export async function recordFiles(folder: string, extra: Record<string, string> = {}) {
  const lines = await listFiles(folder, extra);
  const file = join(folder, MANIFEST);
  await writeFile(`${file}.tmp`, `${lines.join('\n')}\n`, { flag: 'wx' });
  await rename(`${file}.tmp`, file);
  return lines.length;
}

/** The path a listing's line names. */
const pathOf = (line: string) => (/^(?:[0-9a-f]{64}|other) {2}(.*)$/.exec(line)?.[1] ?? /^link {2}(.*) -> /.exec(line)?.[1] ?? line).replace(/^\.\//, '');

/**
 * How `folder`'s files stand against its record: `unrecorded` when it has none (a release made before releases
 * recorded their files), else the paths that differ (changed, added or removed since its check), sorted; none
 * when it is as its check left it. `running`: the files the site runs alone (listFiles).
 */
export async function filesChanged(folder: string, { running = false } = {}): Promise<{ unrecorded: true } | { unrecorded: false; changed: string[]; files: number }> {
  const manifest = join(folder, MANIFEST);
  const stat = await lstat(manifest).catch(() => undefined);
  if (!stat?.isFile()) return { unrecorded: true };
  const skipped = running ? await buildOnly(folder) : new Set<string>();
  const recorded = new Set((await readFile(manifest, 'utf8')).split('\n').filter((line) => line && !within(skipped, pathOf(line))));
  const now = await listFiles(folder, {}, { running }).catch((error: Error) => [`other  ./${error.message}`]);
  const seen = new Set(now);
  const changed = new Set([...now.filter((line) => !recorded.has(line)), ...[...recorded].filter((line) => !seen.has(line))].map(pathOf));
  return { unrecorded: false, changed: [...changed].sort(byBytes), files: recorded.size };
}

/** Up to `shown` paths, then how many more: for one line. */
export const someOf = (paths: string[], shown = 5) => `${paths.slice(0, shown).join(', ')}${paths.length > shown ? ` and ${paths.length - shown} more` : ''}`;

/** What to do when a release's files differ from its record: said by the command and the doctor alike. */
export const CHANGED_FIX = 'a file was changed after its check, by the deploy user or whoever has its key or its password: find out who (sudo journalctl _UID=$(id -u magnolia-deploy)), then make a new release (npm run release) or roll back to one whose files are whole';

/**
 * One line on release NAME's files against its record (its folder `folder`; `running`: those the site runs alone),
 * for a step's line; `problem` is true when they differ (a release made before releases recorded their files is
 * said to be unrecorded, not a problem).
 */
export async function filesLine(name: string, folder: string, { running = false } = {}) {
  const state = await filesChanged(folder, { running });
  if (state.unrecorded) return { problem: false, said: `releases/${name} has no ${MANIFEST} (made before releases recorded their files): not checked` };
  if (state.changed.length === 0) return { problem: false, said: `releases/${name}'s ${state.files} ${running ? 'files the site runs' : 'files'} are those its check recorded` };
  return { problem: true, said: `releases/${name}'s files differ from those its check recorded: ${someOf(state.changed)}` };
}
