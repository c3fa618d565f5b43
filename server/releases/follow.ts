/**
 * A push goes live by itself (docs/decisions/050-a-push-goes-live-by-itself.md): what the publish timer runs, as the
 * deploy user, in its checkout, every minute (./publish.ts). It fetches the branch the checkout follows; when the
 * branch has moved to a commit not tried yet, it moves the checkout there and runs the release command on it
 * (`npm run release -- make COMMIT`: built, checked, switched, as by hand; its lock keeps one release at a time),
 * then writes what came of it (./outcome.ts) for the site's user to mail to the owner (./publish-mail.ts):
 * live and the pages it changed (./changed-pages.ts), or stopped and why, in the content check's own lines. The
 * commit is then remembered as tried, so a commit whose release stopped is not tried again until the branch moves.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changedPages } from './changed-pages';
import { layout as layoutOf } from './layout';
import { BUSY_EXIT } from './lock';
import { writeOutcome, type Outcome } from './outcome';
import { tail } from './steps';
import { readWatch, WATCH_UNIT } from './watch';

/** The files the publish keeps in its state folder: the last commit tried, and what came of the last release tried. */
export const TRIED_FILE = 'tried';
export const OUTCOME_FILE = 'outcome.json';

/** The release command as the operator runs it, for one commit. */
export const releaseCommand = (commit: string) => ['npm', 'run', '--silent', 'release', '--', 'make', commit];

export interface FollowOptions {
  /** The deploy user's checkout (/srv/magnolia-site/checkout), on the branch it follows. */
  checkout: string;
  /** Where the publish keeps TRIED_FILE and OUTCOME_FILE, and which the site's user reads. */
  state: string;
  /** The command that makes a commit a live release: releaseCommand. */
  release?: (commit: string) => string[];
  /** Asked to stop (systemd's SIGTERM): passed on to the program running; nothing is remembered of this look. */
  signal?: AbortSignal;
  /** Where the programs' output goes as they print it (the journal). */
  echo?: (chunk: string) => void;
}

export type Looked =
  | { did: 'nothing'; commit: string; why: string }
  | { did: 'busy' | 'interrupted'; commit: string }
  | { did: 'published'; outcome: Outcome };

/** Output that holds no colour codes: it goes into an e-mail. */
const PLAIN = { NO_COLOR: '1', FORCE_COLOR: '0' };

/**
 * Runs a program to its end and resolves with its exit code and all it printed (stdout and stderr in order); a
 * stop asked by `signal` is passed on to it as SIGTERM, and waited for.
 */
function run(command: string, args: string[], cwd: string, { signal, echo, env = {} }: { signal?: AbortSignal; echo?: (chunk: string) => void; env?: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number | null; output: string }>((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...PLAIN, GIT_TERMINAL_PROMPT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk;
      echo?.(chunk.toString());
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const stop = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', stop, { once: true });
    child.once('error', (error) => fail(new Error(`${command} could not be run: ${error.message}`)));
    child.once('close', (code) => {
      signal?.removeEventListener('abort', stop);
      done({ code, output });
    });
  });
}

/** A git command in the checkout that must succeed: its output, trimmed; else throws with what git said. */
async function git(checkout: string, args: string[], signal?: AbortSignal) {
  const { code, output } = await run('git', [...NO_WAITING, ...args], checkout, { signal, env: { GIT_SSH_COMMAND: SSH } });
  if (code !== 0) throw new Error(`git ${args.join(' ')} failed: ${output.trim() || `exit ${code}`}`);
  return output.trim();
}

/**
 * A fetch that hangs never holds the timer for long: git gives up on a connection that has carried under a byte a
 * second for a minute, ssh on a server that does not answer, and asks nothing (the timer has no one to answer): a
 * key it has, a host it knows.
 */
const NO_WAITING = ['-c', 'http.lowSpeedLimit=1', '-c', 'http.lowSpeedTime=60'];
export const SSH = 'ssh -o BatchMode=yes -o ConnectTimeout=30 -o ServerAliveInterval=15 -o ServerAliveCountMax=4';

/** A line of the content check's: `file:line: what is wrong, what to do`. */
const PROBLEM_LINE = /^[\w./@-]+:\d+: /m;

/** How long past its end a watch is waited for (its unit may be slow to start, or not start at all). */
const WATCH_GRACE_MS = 60_000;

/**
 * The release live once the watch unit has watched `release` (./watch.ts): the release command ends once the switch
 * is done and hands the new release to magnolia-site-watch.service through releases/.watch, which the watch removes
 * when the time is up, or when the release fell and it put the one before back. Waits while releases/.watch names
 * `release` and its time (and a minute's grace) is not up; a server without the watch unit writes none (the command
 * watched itself). A stop ends the wait.
 */
export async function afterWatch(layout: ReturnType<typeof layoutOf>, release: string, { signal, every = 1000 }: { signal?: AbortSignal; every?: number } = {}) {
  for (;;) {
    const watch = readWatch(layout);
    if (!watch || watch.release !== release || signal?.aborted || Date.now() > watch.since + watch.seconds * 1000 + WATCH_GRACE_MS) return layout.live();
    await new Promise((wait) => setTimeout(wait, every));
  }
}

const readTried = (state: string) => {
  try {
    return readFileSync(join(state, TRIED_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** One look: fetch, and publish the branch's commit if it is new. Throws when git cannot fetch or move the checkout. */
export async function follow({ checkout, state, release = releaseCommand, signal, echo }: FollowOptions): Promise<Looked> {
  const layout = layoutOf(checkout);
  const branch = await git(checkout, ['rev-parse', '--abbrev-ref', 'HEAD']);
  const upstream = await git(checkout, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}']).catch(() => {
    throw new Error(`the checkout ${checkout} follows no branch (it is on ${branch}, with no upstream): git checkout the branch to publish, which git clone sets up`);
  });
  await git(checkout, ['fetch', '--quiet'], signal);
  const commit = await git(checkout, ['rev-parse', '--verify', '@{upstream}^{commit}']);
  const tried = readTried(state);
  if (commit === tried) return { did: 'nothing', commit, why: `${upstream} is at ${commit.slice(0, 7)}, tried already` };
  // Live already (the install's first release, or a release made by hand): nothing to publish, nothing to mail.
  const live = layout.live();
  const liveCommit = live ? layout.list().find((release) => release.name === live)?.commit : undefined;
  if (commit === liveCommit) {
    writeFileSync(join(state, TRIED_FILE), `${commit}\n`);
    return { did: 'nothing', commit, why: `${upstream} is at ${commit.slice(0, 7)}, live already (${live})` };
  }
  const seenAt = new Date().toISOString();
  // The checkout follows the branch, rewritten or not (a push --force), as `git pull` would take it; --keep refuses
  // to lose a change made in the checkout by hand, which a person must look at.
  await git(checkout, ['reset', '--quiet', '--keep', commit], signal);
  const subject = await git(checkout, ['log', '-1', '--format=%s', commit]);
  const [command, ...args] = release(commit);
  const made = await run(command!, args, checkout, { signal, echo });
  if (signal?.aborted) return { did: 'interrupted', commit };
  if (made.code === BUSY_EXIT) return { did: 'busy', commit };
  const common = { id: `${commit}@${new Date().toISOString()}`, commit, subject, branch: upstream, seenAt };
  let outcome: Outcome;
  const now = layout.live();
  // Live means kept by the watch: the owner hears "live" once it has watched the release, and "stopped" when it fell.
  const kept = made.code === 0 && now ? await afterWatch(layout, now, { signal }) : undefined;
  if (made.code === 0 && now && kept === now) {
    const pages = await changedPages(layout, live, now).catch((error: Error) => ({ unknown: error.message }));
    outcome = { ...common, finishedAt: new Date().toISOString(), kind: 'live', release: now, pages };
  } else if (made.code === 0 && now) {
    const fell = `The release ${now} went live, then fell while ${WATCH_UNIT} watched it (its process ended): ${kept ? `the release before it, ${kept}, is live again` : 'no release is live'}.`;
    outcome = { ...common, finishedAt: new Date().toISOString(), kind: 'stopped', by: 'release', problems: fell };
  } else {
    // The content check's own lines, as the owner's `npm run check:content` prints them, when it finds the cause;
    // else the release stopped elsewhere (a page that failed its check, the switch), and its own last lines say why.
    const checked = await run('npm', ['run', '--silent', 'check:content'], checkout, { signal, echo });
    if (signal?.aborted) return { did: 'interrupted', commit };
    // Its problems name a file and line; a check that could not run at all (a crash) is not the content's doing.
    const byContent = checked.code !== 0 && PROBLEM_LINE.test(checked.output);
    outcome = {
      ...common, finishedAt: new Date().toISOString(), kind: 'stopped',
      by: byContent ? 'content' : 'release', problems: byContent ? checked.output.trim() : tail(made.output, 30),
    };
  }
  // The outcome first: a publish cut short between the two is tried again, never left unsaid.
  writeOutcome(join(state, OUTCOME_FILE), outcome);
  writeFileSync(join(state, TRIED_FILE), `${commit}\n`);
  return { did: 'published', outcome };
}
