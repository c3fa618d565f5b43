/** `npm run release -- list`: the kept releases, newest first, one line each, the live one marked. */
import type { Layout } from './layout';

export function listReleases(layout: Layout) {
  const releases = layout.list();
  if (releases.length === 0) return 'No release yet: npm run release makes the first.';
  const live = layout.live();
  return releases
    .map((release) =>
      [
        release.name === live ? 'live' : '    ',
        release.name,
        release.commit.slice(0, 7),
        release.committedAt.slice(0, 10),
        release.subject.length > 60 ? `${release.subject.slice(0, 59)}…` : release.subject,
      ].join('  '),
    )
    .join('\n');
}
