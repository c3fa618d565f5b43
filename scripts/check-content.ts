/**
 * `npm run check:content`: the content check alone (build/check-content.ts), the first step of npm run build, and the
 * one check the owner runs (docs/owner.md). Prints every problem of the owner's files, one line each, on stderr,
 * then what to do next, and exits 1; prints one line and exits 0 when there is none.
 */
import { unreadableSite } from '../build/site-syntax.ts';

const started = performance.now();
// A site.ts that cannot be read first, by its lines: the check's own modules import it.
const unreadable = await unreadableSite();
const problems = unreadable.length ? unreadable : await (await import('../build/check-content.ts')).checkContent();
if (problems.length) {
  const one = problems.length === 1;
  process.stderr.write(
    `The content has ${one ? 'a problem' : `${problems.length} problems`}:\n${problems.join('\n')}\n` +
      `Fix ${one ? 'it' : 'them'}, then run the check again: npm run check:content\n`,
  );
  process.exitCode = 1;
} else {
  console.log(`content checked in ${((performance.now() - started) / 1000).toFixed(1)} s: no problem`);
}
