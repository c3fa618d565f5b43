import { spawn } from 'node:child_process';

/**
 * Runs a program to its end and resolves with what it printed (stdout and stderr together, in order);
 * rejects with the output's last lines when it fails, or when it cannot be started (not on PATH).
 */
export function runProgram(command: string, args: string[], { cwd, env }: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<string>((done, fail) => {
    const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', (error) => fail(new Error(`${command} could not be run: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) done(output);
      else fail(Object.assign(new Error(`${[command, ...args].join(' ')} ${signal ? `was ended by ${signal}` : `exited with ${code}`}`), { output }));
    });
  });
}

/** The output a failed runProgram carried, if any. */
export const outputOf = (error: unknown) => (error as { output?: string }).output ?? '';
