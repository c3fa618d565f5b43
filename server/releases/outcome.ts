/**
 * What a publish came to (docs/decisions/050-a-push-goes-live-by-itself.md): written by the timer's publish as the
 * deploy user (./follow.ts), read and mailed by the site's user (./publish-mail.ts), who trusts nothing in it: the
 * deploy user's file is read as data, every field checked, and its text made harmless where the mail shows it.
 */
import { closeSync, constants, fstatSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';

/** In DATA_DIR (the site's user's): the id of the last outcome mailed (or passed over for want of mail settings). */
export const MAILED_FILE = 'publish-mailed';

/** The pages whose rendered HTML differs between the release live before and the new one (./changed-pages.ts). */
export interface PageChanges {
  /** Paths of the new release whose page changed or is new, in its own order (its sitemap's). */
  changed: string[];
  /** Paths the release before had and the new one has not. */
  removed: string[];
  /** How many pages the new release has. */
  total: number;
}

interface Common {
  /** Unique for each outcome: the commit and when its publish ended. The mailer remembers the last it mailed. */
  id: string;
  /** The full 40-hex commit. */
  commit: string;
  /** Its first line. */
  subject: string;
  /** The branch followed. */
  branch: string;
  /** When the publish saw the commit, and when it ended (ISO). */
  seenAt: string;
  finishedAt: string;
}

export type Outcome = Common & (
  /** Made a release and live: its name, and the pages it changed (or why they could not be worked out). */
  | { kind: 'live'; release: string; pages: PageChanges | { unknown: string } }
  /**
   * Not live, the site as it was. `by`: 'content' when the content check named the owner's mistakes (`problems` is
   * what `npm run check:content` printed), 'release' when the release stopped for another reason (`problems` is the
   * release command's last lines).
   */
  | { kind: 'stopped'; by: 'content' | 'release'; problems: string }
);

/** Writes the outcome whole: a temporary file renamed over it, so that a reader finds it in full or the one before. */
export function writeOutcome(file: string, outcome: Outcome) {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(outcome, null, 2)}\n`, { mode: 0o644 });
  renameSync(`${file}.tmp`, file);
}

/** The most a mail says of each: a file larger than this is not one the publish wrote. */
const MAX_FILE = 1 << 20;
const MAX_TEXT = 64 << 10;
const MAX_PAGES = 2000;
/**
 * A site path as the route table writes them: no scheme, no host (`//host/…` is another site's address), no query,
 * nothing a link could hide.
 */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]{0,300}$/;

class Unreadable extends Error {}

const text = (value: unknown, name: string, max = 1000) => {
  if (typeof value !== 'string' || value.length > max) throw new Unreadable(`${name} is not a text of at most ${max} characters`);
  return value;
};
const paths = (value: unknown, name: string) => {
  if (!Array.isArray(value) || value.length > MAX_PAGES || !value.every((path) => typeof path === 'string' && PATH.test(path))) {
    throw new Unreadable(`${name} is not a list of site paths`);
  }
  return value as string[];
};

/** The outcome in `json`, every field checked; throws saying what is wrong with it. */
export function parseOutcome(json: string): Outcome {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(json) as Record<string, unknown>;
  } catch (error) {
    throw new Unreadable(`not JSON (${(error as Error).message})`);
  }
  if (typeof data !== 'object' || data === null) throw new Unreadable('not an object');
  const commit = text(data.commit, 'commit');
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Unreadable('commit is not 40 hex digits');
  const common: Common = {
    id: text(data.id, 'id', 200),
    commit,
    subject: text(data.subject, 'subject'),
    branch: text(data.branch, 'branch', 250),
    seenAt: text(data.seenAt, 'seenAt', 40),
    finishedAt: text(data.finishedAt, 'finishedAt', 40),
  };
  for (const name of ['seenAt', 'finishedAt'] as const) if (Number.isNaN(Date.parse(common[name]))) throw new Unreadable(`${name} is not a time`);
  if (data.kind === 'live') {
    const pages = data.pages as Record<string, unknown> | null;
    if (typeof pages !== 'object' || pages === null) throw new Unreadable('pages is missing');
    const release = text(data.release, 'release', 100);
    if ('unknown' in pages) return { ...common, kind: 'live', release, pages: { unknown: text(pages.unknown, 'pages.unknown') } };
    if (!Number.isInteger(pages.total) || (pages.total as number) < 0) throw new Unreadable('pages.total is not a count');
    return { ...common, kind: 'live', release, pages: { changed: paths(pages.changed, 'pages.changed'), removed: paths(pages.removed, 'pages.removed'), total: pages.total as number } };
  }
  if (data.kind === 'stopped') {
    if (data.by !== 'content' && data.by !== 'release') throw new Unreadable('by is neither content nor release');
    return { ...common, kind: 'stopped', by: data.by, problems: text(data.problems, 'problems', MAX_TEXT) };
  }
  throw new Unreadable('kind is neither live nor stopped');
}

/** The outcome in `file`; undefined when there is none yet; throws saying why one that is there cannot be read. */
export function readOutcome(file: string): Outcome | undefined {
  // The deploy user's file, opened as such: a link is not followed, a FIFO or a device does not block the open, and
  // only a regular file no larger than MAX_FILE is read (never /dev/zero, never another file of the site's user's).
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP') throw new Error(`${file} cannot be read: it is a link`, { cause: error });
    throw error;
  }
  let json: string;
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new Error(`${file} cannot be read: not a regular file`);
    if (stat.size > MAX_FILE) throw new Error(`${file} cannot be read: larger than ${MAX_FILE} bytes`);
    const bytes = Buffer.alloc(stat.size);
    const read = readSync(fd, bytes, 0, stat.size, 0);
    json = bytes.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
  try {
    return parseOutcome(json);
  } catch (error) {
    if (error instanceof Unreadable) throw new Error(`${file} cannot be read: ${error.message}`, { cause: error });
    throw error;
  }
}
