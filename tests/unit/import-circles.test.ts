/**
 * No module of the server or the pages imports itself back through others (docs/development.md, "Layout"): a
 * circle makes the order modules run in depend on which one is imported first, and no folder can be read
 * without the other. And no room of server/ imports one that server/README.md stacks above it: whoever reads a
 * room reads only what stands below it. Imports are read and resolved by TypeScript's own API, as the typecheck
 * resolves them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile('tsconfig.json', ts.sys.readFile).config, ts.sys, '.');

/** Every module under these folders, with the modules of ours it imports (types too: a circle of types still ties two files). */
function importGraph(folders: string[]): Map<string, string[]> {
  const files = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')).map((f) => resolve(folder, f)),
  );
  const ours = new Set(files);
  return new Map(files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && ours.has(resolve(target)));
    return [file, [...new Set(targets.map((t) => resolve(t)))]];
  }));
}

/** The circles of a graph: each set of two or more modules that reach each other (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component = stack.splice(stack.indexOf(v));
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the import graph', () => {
  it('of server/ and src/ has no circle', () => {
    const graph = importGraph(['server', 'src']);
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph).map((c) => c.map((f) => f.slice(resolve('.').length + 1)))).toEqual([]);
  });

  it('would show one: the modules that import each other', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []]]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });
});


/** The rooms server/README.md stacks, the top first: each line `- \`name\`: …` names a file or a folder of server/. */
function stackedRooms(readme: string): string[] {
  return [...readme.matchAll(/^- `([^`]+)`:/gm)].map((match) => match[1]!.replace(/\/$/, ''));
}

/** A file's room: the folder of server/ it is in, or the file itself when it stands in server/ alone. */
const roomOf = (file: string) => relative(resolve('server'), file).split(sep)[0]!;

/** Each import of a room that is stacked higher than its own, or not stacked at all, as 'importer -> imported'. */
function importsUp(graph: Map<string, string[]>, rooms: string[]): string[] {
  // Listed lower is further down the house; a room not listed is at no place, so nothing may import it.
  const place = (file: string) => rooms.indexOf(roomOf(file));
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => roomOf(target) !== roomOf(file) && !(place(target) > place(file)))
      .map((target) => `${relative('.', file)} -> ${relative('.', target)}`),
  );
}

describe('the rooms of server/', () => {
  const rooms = stackedRooms(readFileSync('server/README.md', 'utf8'));

  it('are each stacked in server/README.md, and only they', () => {
    const present = readdirSync('server').filter((entry) => entry !== 'README.md');
    expect([...rooms].sort()).toEqual(present.sort());
  });

  it('import only the rooms stacked below them', () => {
    expect(importsUp(importGraph(['server']), rooms)).toEqual([]);
  });

  it('would show an import back up, and one of a room not stacked', () => {
    const graph = new Map([
      [resolve('server/top.ts'), [resolve('server/low/a.ts')]],
      [resolve('server/low/a.ts'), [resolve('server/low/b.ts'), resolve('server/top.ts'), resolve('server/new/c.ts')]],
    ]);
    expect(importsUp(graph, ['top.ts', 'low'])).toEqual(['server/low/a.ts -> server/top.ts', 'server/low/a.ts -> server/new/c.ts']);
  });
});
