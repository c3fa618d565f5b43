/**
 * `vite build` for npm run build (its options: --outDir, --ssr). A mistake in the owner's files (an
 * article, a fact in site.ts) prints one line per problem, `file:line: field: what to do`
 * (build/owner-problems.ts), without the stack and the RolldownError that Vite's own command
 * wraps it in; any other failure keeps its stack, for whoever debugs it.
 */
import { inspect } from 'node:util';
import { build } from 'vite';
import { ownerProblems } from '../build/owner-problems.ts';

const args = process.argv.slice(2);
const outDir = args.includes('--outDir') ? args[args.indexOf('--outDir') + 1] : undefined;
try {
  await build({ build: { outDir, ssr: args.includes('--ssr') } });
} catch (error) {
  const problems = ownerProblems(error);
  process.stderr.write(problems ? `The build stopped:\n${problems.join('\n')}\n` : `error during build:\n${inspect(error)}\n`);
  process.exitCode = 1;
}
