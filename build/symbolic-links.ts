/**
 * No symbolic link in what the build reads. Vite copies public/ into dist/client and bundles what src/ imports,
 * following a link wherever it points: `public/humans.txt -> ../../.env` put the site's settings in dist/client,
 * served to anyone. A link is never needed there (a file is written where it belongs), so the content check
 * (build/check-content.ts) refuses any, naming each, before anything else reads the tree.
 */
import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/** The files and folders of the repository the build reads (npm run build: scripts/build.ts, vite.config.ts). */
export const BUILD_INPUTS = [
  'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', 'build', 'public', 'scripts', 'server', 'src',
  // Bundled into Vite's config with it (imported only when Vitest runs, but read by every build).
  'tests/sequencer.ts',
];

/** Each symbolic link in `root`'s build inputs, the inputs themselves included: `path: what is wrong, what to do`, one line each. */
export function symbolicLinkProblems(root = process.cwd()): string[] {
  const links: string[] = [];
  for (const input of BUILD_INPUTS) {
    const at = path.join(root, input);
    let stats;
    try {
      stats = lstatSync(at);
    } catch {
      continue; // not in this tree: nothing of it is read
    }
    if (stats.isSymbolicLink()) links.push(at);
    // A recursive listing does not go into a linked folder: each link is found, and nothing beyond it is read.
    else if (stats.isDirectory()) {
      for (const entry of readdirSync(at, { recursive: true, withFileTypes: true })) {
        if (entry.isSymbolicLink()) links.push(path.join(entry.parentPath, entry.name));
      }
    }
  }
  return links.sort().map((link) => {
    const name = path.relative(root, link).split(path.sep).join('/');
    return `${name}: is a symbolic link (to ${readlinkSync(link)}); the build would copy or bundle what it points to: put the file itself there, or remove the link`;
  });
}
