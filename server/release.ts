/**
 * The release this process runs: `release.json`, written by `npm run release` in each release folder
 * (/srv/magnolia-site/releases/<name>/, docs/going-live.md), two folders above the server bundle
 * (dist/server/index.js). Outside a release (development, tests, a build run in place) there is none.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface Release {
  /** YYYYMMDD-HHMMSS-<7-hex commit>, the release folder's name. */
  name: string;
  /** The full commit. */
  commit: string;
  /** The folder of the release (it holds dist/ and release.json); its siblings are the kept releases. */
  dir: string;
}

/** A release folder's name: when it was made (UTC), then the commit; so the newest sorts last. */
export const RELEASE_NAME = /^\d{8}-\d{6}-[0-9a-f]{7}$/;

/**
 * The release whose dist/server holds `bundleDir`; undefined without a release.json there. One that
 * cannot be read or does not name a release is a problem the start-up report gives (the site serves on).
 */
export function readRelease(bundleDir: string): { release?: Release; problem?: string } {
  const dir = dirname(dirname(bundleDir));
  const file = join(dir, 'release.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    return { problem: `${file} cannot be read (${(error as NodeJS.ErrnoException).code}): the release is not named` };
  }
  try {
    const { name, commit } = JSON.parse(text) as { name?: unknown; commit?: unknown };
    if (typeof name === 'string' && RELEASE_NAME.test(name) && typeof commit === 'string' && /^[0-9a-f]{40}$/.test(commit)) {
      return { release: { name, commit, dir } };
    }
  } catch {
    // said below
  }
  return { problem: `${file} does not name a release ({"name": "YYYYMMDD-HHMMSS-abc1234", "commit": "<40 hex>"}): the release is not named` };
}

/** The start-up line's words for it. */
export const releaseText = (release: Release | undefined) => (release ? `release ${release.name} (commit ${release.commit.slice(0, 7)})` : 'no release');
