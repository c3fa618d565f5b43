import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { SERVER_NODE_FLAGS } from '../../scripts/serve-build';

/**
 * The built server started as systemd starts it from magnolia-site.socket, by Debian's
 * systemd-socket-activate (package systemd): it listens on `port`, then runs node in its own place with
 * the socket as file descriptor 3 and LISTEN_PID/LISTEN_FDS set. It passes only the environment given
 * (-E), as a unit passes only its Environment= and EnvironmentFile=. Like systemd, it starts the program
 * at the first connection: that connection (a GET /readyz) waits in the socket's queue while node starts,
 * and its answer is `first`. Resolves once the site also logs that it listens; its log lines other than the
 * request lines are in `log`.
 */
export async function socketActivated(port: number, env: Record<string, string>, cwd?: string) {
  const log: string[] = [];
  const child = spawn('systemd-socket-activate', [
    '-l', `127.0.0.1:${port}`,
    ...Object.entries({ NODE_ENV: 'production', LOG_LEVEL: 'info', ...env }).flatMap(([name, value]) => ['-E', `${name}=${value}`]),
    process.execPath, ...SERVER_NODE_FLAGS, 'dist/server/index.js',
  ], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => line.includes('"msg":"request"') || log.push(line));
  }
  const said = (text: string) => log.some((line) => line.includes(text));
  for (let waited = 0; !said(`Listening on 127.0.0.1:${port}`); waited += 50) {
    if (waited > 10_000 || child.exitCode !== null) throw new Error(`systemd-socket-activate did not listen: ${log.join('\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const first = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(60_000) }).then((res) => res.status, (err: Error) => err.message);
  for (let waited = 0; !said('site listening'); waited += 50) {
    // A minute at most, as serveBuild waits: a start takes a second or two, more on a busy machine.
    if (waited > 60_000 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the socket-activated server never said it listens: ${log.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { base: `http://127.0.0.1:${port}`, child, log, first };
}
