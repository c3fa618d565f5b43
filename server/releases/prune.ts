/** Keeps the newest N releases (5 by default), and always the live one and the one live before it. */
import { rmSync } from 'node:fs';
import type { Layout } from './layout';

export const DEFAULT_KEPT = 5;

export function prune(layout: Layout, kept: number, spare: (string | undefined)[]) {
  const removed = layout
    .list()
    .slice(kept)
    .map((release) => release.name)
    .filter((name) => !spare.includes(name));
  for (const name of removed) rmSync(layout.folder(name), { recursive: true, force: true });
  return removed;
}
