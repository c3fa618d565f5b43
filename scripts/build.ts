/**
 * npm run build: the site built whole beside the old build, which it replaces only at the end.
 * 1. The content check (build/check-content.ts): every problem of the owner's files, one line each
 *    (`file:line: what is wrong, what to do`), before anything is written.
 * 2. The client bundle into dist.new/client, its text files precompressed (.br, .gz); the server
 *    bundle into dist.new/server.
 * 3. dist.new becomes dist by renames: dist → dist.old, dist.new → dist, then dist.old is removed.
 * A failure at any step prints what stopped it on stderr and exits 1, and dist/ stays as it was,
 * byte for byte (docs/development.md, "The build"). The owner's problems print as their lines alone;
 * anything else keeps its stack, for whoever debugs it.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { inspect } from 'node:util';
import { build } from 'vite';
import { ownerProblems } from '../build/owner-problems.ts';
import { precompress } from '../build/precompress.ts';
import { unreadableSite } from '../build/site-syntax.ts';

const DIST = 'dist';
/** Where the new build is written; a build stopped before its end leaves it behind, removed at the next. */
const NEXT = 'dist.new';
const OLD = 'dist.old';

/** Says why the build stopped and exits 1, leaving dist/ as it was. */
function stop(lines: string[]): never {
  process.stderr.write(`The build stopped; dist/ is as it was. Fix ${lines.length === 1 ? 'this' : `these ${lines.length}`}, then build again:\n${lines.join('\n')}\n`);
  process.exit(1);
}

/** A failure that is not the owner's (a bug): its stack, for whoever debugs it. */
function fail(error: unknown): never {
  process.stderr.write(`The build stopped; dist/ is as it was. Error during build:\n${inspect(error)}\n`);
  process.exit(1);
}

// A site.ts that cannot be read is said by its lines before the check, whose modules import it.
const unreadable = await unreadableSite().catch(fail);
if (unreadable.length) stop(unreadable);
const { checkContent } = await import('../build/check-content.ts');
const problems = await checkContent().catch(fail);
if (problems.length) stop(problems);
console.log('content checked: no problem');

await rm(NEXT, { recursive: true, force: true });
try {
  await build({ build: { outDir: `${NEXT}/client` } });
  console.log(`precompressed ${await precompress(`${NEXT}/client`)} files (.br, .gz)`);
  await build({ build: { outDir: `${NEXT}/server`, ssr: true } });
} catch (error) {
  await rm(NEXT, { recursive: true, force: true });
  const found = ownerProblems(error);
  if (found) stop(found);
  fail(error);
}

// A dist.old left by a swap that was cut short is a build already replaced.
await rm(OLD, { recursive: true, force: true });
if (existsSync(DIST)) await rename(DIST, OLD);
await rename(NEXT, DIST);
await rm(OLD, { recursive: true, force: true });
console.log(`built into ${DIST}/`);
