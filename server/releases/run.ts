import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** The programs this command is running now: a stop waits for each to end (endChildren). */
const running = new Set<ChildProcess>();

/**
 * An open file every program started from now on holds as its fd 3: the release lock's (./lock.ts), so that the
 * lock is given back only once the last of them has ended, even if the command itself was killed (kill -9) and
 * they had not; the programs they start inherit it in turn.
 */
let heldByChildren: number | undefined;
export const childrenHold = (fd: number | undefined) => void (heldByChildren = fd);

type Stdio = ['ignore' | 'pipe', 'ignore' | 'pipe', 'ignore' | 'pipe'];

/** Starts a program as one of this command's (its stdin, stdout and stderr as given), holding the lock's file. */
export function startProgram(command: string, args: string[], options: SpawnOptions & { stdio: Stdio }) {
  const stdio = heldByChildren === undefined ? options.stdio : [...options.stdio, heldByChildren];
  const child = spawn(command, args, { ...options, stdio });
  running.add(child);
  child.once('close', () => running.delete(child));
  child.once('error', () => running.delete(child));
  return child;
}

/**
 * Passes `signal` on to the programs running now (a terminal's Ctrl-C reached them already; a signal sent to
 * this process alone, by kill or systemd, did not) and resolves once each has ended: none writes any more.
 */
export function endChildren(signal: NodeJS.Signals) {
  return Promise.all(
    [...running].map((child) => new Promise<void>((done) => {
      child.once('close', () => done()).once('error', () => done());
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    })),
  ).then(() => undefined);
}

/**
 * Runs a program to its end and resolves with what it printed (stdout and stderr together, in order);
 * rejects with the output's last lines when it fails, or when it cannot be started (not on PATH).
 */
export function runProgram(command: string, args: string[], { cwd, env }: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<string>((done, fail) => {
    const child = startProgram(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', (error) => fail(new Error(`${command} could not be run: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) done(output);
      else fail(Object.assign(new Error(`${[command, ...args].join(' ')} ${signal ? `was ended by ${signal}` : `exited with ${code}`}`), { output }));
    });
  });
}

/** The output a failed runProgram carried, if any. */
export const outputOf = (error: unknown) => (error as { output?: string }).output ?? '';
