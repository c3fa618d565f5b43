/** A commit's tree, as `git archive` writes it, into a new release folder, with what release.json says of it. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream';
import { runProgram, startProgram } from './run';

export interface Commit {
  commit: string;
  subject: string;
  committedAt: string;
}

/** The commit REF names in the checkout at `base`, its subject and date. */
export async function commitOf(base: string, ref: string): Promise<Commit> {
  const out = await runProgram('git', ['log', '-1', '--format=%H%n%cI%n%s', `${ref}^{commit}`, '--'], { cwd: base }).catch(() => {
    throw new Error(`${ref} is not a commit of ${base}`);
  });
  const [commit, committedAt, subject = ''] = out.split('\n');
  return { commit: commit!, committedAt: committedAt!, subject };
}

/** Extracts the commit's tree into `folder` (made here; it must not exist): git archive piped to tar. */
export function extractTree(base: string, commit: string, folder: string) {
  mkdirSync(dirname(folder), { recursive: true });
  mkdirSync(folder);
  return new Promise<void>((done, fail) => {
    const archive = startProgram('git', ['archive', '--format=tar', commit], { cwd: base, stdio: ['ignore', 'pipe', 'pipe'] });
    const tar = startProgram('tar', ['-x', '-C', folder], { stdio: ['pipe', 'ignore', 'pipe'] });
    // pipeline, not pipe: a tar that ended early (stopped by Ctrl-C, or failing) destroys git's output with it.
    // With pipe() the output was only unpiped, left paused with what git had written and never read to its end:
    // git's 'close' never came, and a stop that waits for its programs (endChildren) waited for ever (exit 13).
    // What went wrong is said by the two programs' exits, not by the pipe's error.
    pipeline(archive.stdout!, tar.stdin!, () => {});
    let errors = '';
    archive.stderr!.on('data', (chunk: Buffer) => (errors += chunk));
    tar.stderr!.on('data', (chunk: Buffer) => (errors += chunk));
    archive.on('error', fail);
    tar.on('error', fail);
    let ended = 0;
    const end = (code: number | null) => {
      if (code !== 0) return fail(new Error(`git archive | tar failed: ${errors.trim() || `exit ${code}`}`));
      if (++ended === 2) done();
    };
    archive.on('close', end);
    tar.on('close', end);
  });
}
