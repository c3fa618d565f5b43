import { endChildren } from './run';

/**
 * The command's steps: each prints one line when it ends, what it did and how long it took; one that fails
 * throws a StepFailed naming the step and the reason, which the command prints before it exits 1.
 */
export class StepFailed extends Error {
  readonly step: string;
  constructor(step: string, reason: string) {
    super(reason);
    this.step = step;
  }
}

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Runs `work`, which resolves with the line's text; its errors become the step's failure. */
export async function step<T>(name: string, work: () => Promise<{ said: string; value: T }> | { said: string; value: T }): Promise<T> {
  const started = performance.now();
  try {
    const { said, value } = await work();
    process.stdout.write(`${name}: ${said} (${seconds(started)})\n`);
    return value;
  } catch (error) {
    if (error instanceof StepFailed) throw error;
    throw new StepFailed(name, (error as Error).message);
  }
}

/** The last lines of a command's output: where builds and installs say what went wrong. */
export const tail = (output: string, lines = 25) => output.trimEnd().split('\n').slice(-lines).join('\n');

/** The signal that asked the command to stop (stopOnSignals), if one did. */
let stopped: NodeJS.Signals | undefined;
/** Whether the switch is running: a signal then waits for it, and is not passed on to its programs. */
let switching = false;

/**
 * Ctrl-C and SIGTERM never end the command in the middle of something: called once by the command, after which a
 * signal is noted and passed on to the programs it runs (a terminal's Ctrl-C reached them already; a `kill` of the
 * command alone did not), and the command stops where it can, once they have ended: before its next step
 * (stopIfAsked; the new folder removed) or once the switch has ended (uninterrupted). A second Ctrl-C changes
 * nothing (npm passes the terminal's on to its child, which had it already).
 */
export function stopOnSignals() {
  const stop = (signal: NodeJS.Signals) => {
    stopped ??= signal;
    if (switching) console.error(`${signal}: the switch ends first (it finishes, or puts the release before back)`);
    else void endChildren(signal);
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
}

/** Throws, naming the step, if a signal asked the command to stop. */
export function stopIfAsked(step: string) {
  if (stopped) throw new StepFailed(step, `stopped by ${stopped}`);
}

/** The signal that asked the command to stop, if one did. */
export const stoppedBy = () => stopped;

/**
 * Runs `work` (the switch) to its end, finished or put back, whatever signal comes: never a `current` switched
 * without its restart. A signal that came meanwhile ends the command then, before any further step.
 */
export async function uninterrupted<T>(work: () => Promise<T>): Promise<T> {
  switching = true;
  try {
    return await work();
  } finally {
    switching = false;
    if (stopped) {
      console.error(`stopped by ${stopped} once the switch had ended; \`npm run release -- list\` says which release is live`);
      process.exit(1);
    }
  }
}
