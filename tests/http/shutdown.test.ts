import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-util';

// A free port, so test runs in other checkouts on this machine never collide.
const PORT = await freePort();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the built server (npm test builds first) and waits for its first log line. */
async function startBuiltServer() {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  while (!log.includes('listening')) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${log}`);
    await sleep(50);
  }
  return { child, log: () => log };
}

describe('graceful stop', () => {
  it('on SIGTERM finishes the request in flight, refuses new connections and exits 0', { timeout: 20_000 }, async () => {
    const { child, log } = await startBuiltServer();

    // A form post whose body is still on its way when the signal arrives.
    const socket = connect(PORT, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const body = 'name=Pat';
    socket.write(`POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`);
    await sleep(200);

    const exited = once(child, 'exit');
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    await sleep(300);

    const refused = await new Promise<boolean>((resolve) => {
      const late = connect(PORT, '127.0.0.1');
      late.on('connect', () => { late.destroy(); resolve(false); });
      late.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    socket.write(body);
    await once(socket, 'end');
    expect(answer).toMatch(/^HTTP\/1\.1 303 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);

    const [code] = await exited;
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(log()).toContain('shutting down');
  });
});
