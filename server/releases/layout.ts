/**
 * Where the releases live (docs/decisions/039-releases.md): beside the checkout, never in it, so that nothing git
 * does there (`git clean -fdx`, a checkout of another branch) can reach the live release. The site's folder holds
 * `checkout/` (the deploy user's clone, where the command runs), `releases/<name>/` one folder per release and
 * `current`, a relative link to the live one. A folder counts as a release once its release.json
 * is there, written last (after its check and its settings link) and whole (renamed into place): a folder being
 * made, or left by a command that was killed, is not one; the next command that holds the lock removes it.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface Release {
  name: string;
  /** The full 40-hex commit. */
  commit: string;
  subject: string;
  committedAt: string;
  builtAt: string;
}

/** `YYYYMMDD-HHMMSS-<7 hex>`: the UTC time it was made, then its commit, so names sort as they were made. */
export const NAME = /^\d{8}-\d{6}-[0-9a-f]{7}$/;

export const releaseName = (commit: string, at = new Date()) =>
  `${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}-${commit.slice(0, 7)}`;

/** A release.json's text, as written (its record of files lists it before it is written). */
export const releaseText = (release: Release) => `${JSON.stringify(release, null, 2)}\n`;

/** The checkout's folder name: the release command runs only in a folder of this name, its releases beside it. */
export const CHECKOUT = 'checkout';

/** The layout around the checkout at `checkout`: the releases and `current` in the folder that holds it. */
export function layout(checkout: string) {
  const home = dirname(checkout);
  const releases = join(home, 'releases');
  const current = join(home, 'current');
  const folder = (name: string) => join(releases, name);
  /** Every folder that has a release.json, newest first: the release it describes, or why it cannot be read. */
  const read = () => {
    if (!existsSync(releases)) return [];
    return readdirSync(releases)
      .filter((name) => NAME.test(name) && existsSync(join(releases, name, 'release.json')))
      .sort()
      .reverse()
      .map((name): { name: string; release: Release } | { name: string; reason: string } => {
        try {
          const release = JSON.parse(readFileSync(join(releases, name, 'release.json'), 'utf8')) as Partial<Release> | null;
          const fields = ['name', 'commit', 'subject', 'committedAt', 'builtAt'] as const;
          const missing = fields.filter((field) => typeof release?.[field] !== 'string');
          if (missing.length) return { name, reason: `no ${missing.join(', ')}` };
          if (release!.name !== name) return { name, reason: `it names ${release!.name}` };
          return { name, release: release as Release };
        } catch (error) {
          return { name, reason: (error as Error).message };
        }
      });
  };
  return {
    checkout,
    home,
    releases,
    current,
    folder,
    /** The kept releases, newest first; one whose release.json cannot be read is left out, and named by `unreadable`. */
    list(): Release[] {
      return read().flatMap((entry) => ('release' in entry ? [entry.release] : []));
    },
    /** The folders whose release.json is there but cannot be read, each with the reason, as a line to print. */
    unreadable(): string[] {
      return read().flatMap((entry) => ('reason' in entry ? [`releases/${entry.name}/release.json cannot be read (${entry.reason}): skipped`] : []));
    },
    /** Folders with a release's name but no release.json: half made, or left by a killed command. */
    unfinished(): string[] {
      if (!existsSync(releases)) return [];
      return readdirSync(releases).filter((name) => NAME.test(name) && !existsSync(join(releases, name, 'release.json')));
    },
    /** Removes the unfinished folders (only ever while holding the lock: one may be another command's, being made). */
    removeUnfinished(): string[] {
      const names = this.unfinished();
      for (const name of names) rmSync(join(releases, name), { recursive: true, force: true });
      return names;
    },
    /** Writes the folder's release.json whole: a temporary file renamed over it, so that it is there in full or not at all. */
    writeRelease(release: Release) {
      const file = join(releases, release.name, 'release.json');
      writeFileSync(`${file}.tmp`, releaseText(release));
      renameSync(`${file}.tmp`, file);
    },
    /** The name of the release `current` points to, or undefined when there is no `current` yet. */
    live(): string | undefined {
      try {
        return basename(readlinkSync(current));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export type Layout = ReturnType<typeof layout>;
