/**
 * The problems in the owner's files (an article, a fact in site.ts) that stop the build and npm run
 * dev alike, as the plugins and site.ts's readers state them: one line each,
 * `file:line: field: what to do`, with nothing of the bundler's around them.
 */

/** A problem the owner can act on: the file (and line) first, then what is wrong. */
const LOCATED = /^(src|build|public)\/[^\s:]+(:\d+)?: \S/;

/** Each problem of a failure when every one of them is the owner's to fix; otherwise undefined (a bug: keep its stack). */
export function ownerProblems(error: unknown): string[] | undefined {
  const errors = (error as { errors?: unknown[] } | undefined)?.errors ?? [error];
  const lines = errors
    .flatMap((e) => String((e as Error | undefined)?.message ?? e).split('\n'))
    .map((line) => line.replace(/^\[plugin [^\]]+\] /, '').trim())
    .filter(Boolean);
  return lines.length > 0 && lines.every((line) => LOCATED.test(line)) ? [...new Set(lines)] : undefined;
}
