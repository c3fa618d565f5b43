/**
 * The development guide's map of the code (docs/development.md, "Layout") has a line for every folder of server/
 * and src/, so that a newcomer finds each one there with what lives in it, and a folder added or moved without
 * its line fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The folders the map names: each line's first word ending in '/', under the folder of the line above it that is indented less. */
function mappedFolders(guide: string): string[] {
  const block = guide.split('## Layout')[1]?.split('```')[1] ?? '';
  const parents: string[] = [];
  const folders: string[] = [];
  for (const line of block.split('\n')) {
    const match = /^( *)(\S+)\/(\s|$)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 2;
    // Deeper than one level below the last folder: the continuation of a line, not a folder of its own.
    if (depth > parents.length) continue;
    parents.length = depth;
    parents.push(match[2]!);
    // A line may name a folder two levels down (assets/images/): the one between is named by it too.
    const parts = parents.join('/').split('/');
    for (let i = 1; i <= parts.length; i++) folders.push(parts.slice(0, i).join('/'));
  }
  return [...new Set(folders)];
}

/** Every folder of server/ and src/ that holds files (the art below src/assets/images/ is grouped by page, not code). */
function codeFolders(): string[] {
  return ['server', 'src'].flatMap((root) => [
    root,
    ...readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((folder) => !folder.startsWith(join('src', 'assets', 'images') + '/')),
  ]);
}

describe("the development guide's map of the code", () => {
  it('has a line for every folder of server/ and src/', () => {
    const mapped = new Set(mappedFolders(readFileSync('docs/development.md', 'utf8')));
    expect(codeFolders().filter((folder) => !mapped.has(folder))).toEqual([]);
  });

  it('reads folders under the folder above them, and one line naming two levels', () => {
    const guide = '## Layout\n\n```\nserver/   the process\n  http/   the pipeline\nsrc/      pages\n  assets/images/   art\n```\n';
    expect(mappedFolders(guide)).toEqual(['server', 'server/http', 'src', 'src/assets', 'src/assets/images']);
  });
});
