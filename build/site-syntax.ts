/**
 * site.ts as a file that can be read at all: a quote, comma or bracket missing stops every module that imports it
 * (the content check's own among them) with the bundler's frame and a stack. Said instead by TypeScript's parser,
 * one line per mistake, `src/config/site.ts:LINE: …`. This module imports nothing of site.ts, so the commands run it
 * before they load what does (scripts/check-content.ts, scripts/build.ts); build/site-facts.ts uses it when Vite
 * cannot load the file. TypeScript (a devDependency) is loaded only then.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as TS from 'typescript';

export const SITE_FILE = 'src/config/site.ts';

let typescript: Promise<typeof TS> | undefined;
/** TypeScript's compiler, loaded once, at the first need. */
export const loadTypescript = () => (typescript ??= import('typescript').then((module) => ((module as { default?: typeof TS }).default ?? module) as typeof TS));

/** Each mistake of syntax in site.ts's `source`, one line each; [] when it parses. */
export async function syntaxProblems(source: string, file = SITE_FILE): Promise<string[]> {
  const ts = await loadTypescript();
  const { diagnostics = [] } = ts.transpileModule(source, { fileName: file, reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  // The first mistake alone, in the owner's words: the parser's later messages are its confusion after the first
  // (one missing quote gave five, in a compiler's terms), and go once the first is fixed.
  const first = diagnostics[0];
  if (!first) return [];
  const line = first.start === undefined ? '' : `:${sourceFile.getLineAndCharacterOfPosition(first.start).line + 1}`;
  const what = first.code === UNTERMINATED_STRING ? 'a quote is opened here and not closed' : 'a quote, comma or bracket is missing or one too many here or on the line above';
  return [`${file}${line}: ${what}; compare it with the lines around it`];
}

/** TypeScript's code for "Unterminated string literal". */
const UNTERMINATED_STRING = 1002;

/**
 * site.ts's mistakes of syntax when this process cannot import it, [] when it can (and has: the modules that import
 * it next get it from the cache). Anything else that stops the import is thrown, as a bug.
 */
export async function unreadableSite(root = process.cwd()): Promise<string[]> {
  const file = path.join(root, SITE_FILE);
  try {
    await import(pathToFileURL(file).href);
    return [];
  } catch (error) {
    const found = await syntaxProblems(readFileSync(file, 'utf8'));
    if (found.length) return found;
    throw error;
  }
}
