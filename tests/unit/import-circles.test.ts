/**
 * No module of the server or the pages imports itself back through others (docs/development.md, "Layout"): a
 * circle makes the order modules run in depend on which one is imported first, and no folder can be read
 * without the other. Imports are read and resolved by TypeScript's own API, as the typecheck resolves them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

