/**
 * `npm run check:content`: the content check alone (build/check-content.ts), the first step of npm run build.
 * Prints every problem of the owner's files, one line each, on stderr and exits 1; prints one line and exits 0
 * when there is none.
 */
import { checkContent } from '../build/check-content.ts';

const started = performance.now();
const problems = await checkContent();
if (problems.length) {
  process.stderr.write(`The content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}; fix ${problems.length === 1 ? 'it' : 'each'}, then build again:\n${problems.join('\n')}\n`);
  process.exitCode = 1;
} else {
  console.log(`content checked in ${((performance.now() - started) / 1000).toFixed(1)} s: no problem`);
}
