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

/**
 * Runs `work` (the switch) with Ctrl-C and SIGTERM held until it ends, finished or put back: never a `current`
 * switched without its restart. A signal that came meanwhile ends the command then, before any further step.
 */
export async function uninterrupted<T>(work: () => Promise<T>): Promise<T> {
  let stopped: NodeJS.Signals | undefined;
  const hold = (signal: NodeJS.Signals) => {
    stopped = signal;
    console.error(`${signal}: the switch ends first (it finishes, or puts the release before back)`);
  };
  process.on('SIGINT', hold).on('SIGTERM', hold);
  try {
    return await work();
  } finally {
    process.off('SIGINT', hold).off('SIGTERM', hold);
    if (stopped) {
      console.error(`stopped by ${stopped} once the switch had ended; \`npm run release -- list\` says which release is live`);
      process.exit(1);
    }
  }
}
