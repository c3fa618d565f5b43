/** Runs tests/support/dispatcher-process.ts as a child process and reads its log lines. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export function startChildDispatcher(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/dispatcher-process.ts'], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: { msg: string; [key: string]: unknown }[] = [];
  const waiters: { msg: string; count: number; resolve: () => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(JSON.parse(line) as { msg: string });
    for (const w of waiters.filter((w) => lines.filter((l) => l.msg === w.msg).length >= w.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    lines,
    exited,
    /** Resolves once the child has logged `msg` `count` times in all. */
    logged: (msg: string, count = 1) =>
      new Promise<void>((resolve) => {
        if (lines.filter((l) => l.msg === msg).length >= count) resolve();
        else waiters.push({ msg, count, resolve });
      }),
    /** Asks for a pass; the child logs 'idle' when it is over. */
    nudge: () => child.stdin.write('\n'),
  };
}
