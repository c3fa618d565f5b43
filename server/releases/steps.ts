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
