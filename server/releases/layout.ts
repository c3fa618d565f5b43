/**
 * Where the releases live (docs/decisions/039-releases.md): in the checkout, `releases/<name>/` one folder per
 * release and `current`, a relative link to the live one. A folder counts as a release once its release.json
 * is written, after its build: a folder being made, or left by a command that was killed, is not one.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { basename, join } from 'node:path';

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

export function layout(base: string) {
  const releases = join(base, 'releases');
  const current = join(base, 'current');
  const folder = (name: string) => join(releases, name);
  return {
    base,
    releases,
    current,
    folder,
    /** The kept releases, newest first. */
    list(): Release[] {
      if (!existsSync(releases)) return [];
      return readdirSync(releases)
        .filter((name) => NAME.test(name) && existsSync(join(releases, name, 'release.json')))
        .sort()
        .reverse()
        .map((name) => JSON.parse(readFileSync(join(releases, name, 'release.json'), 'utf8')) as Release);
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
