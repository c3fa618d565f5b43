/**
 * `npm start` as a terminal or a supervisor runs it: the stop signal npm's process gets reaches the
 * server itself (the script execs node), which stops as it does when signalled directly. npm test builds first.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it, onTestFinished } from 'vitest';
import { childPids, freePort } from '../../scripts/bench-util';
import { againstDev } from '../support/build-only';
import { loadedAtStart } from '../support/loaded-at-start';

/** Every process below `pid`, children first. */
const descendants = (pid: number): number[] => childPids(pid).flatMap((child) => [child, ...descendants(child)]);

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.on('connect', () => { probe.destroy(); resolve(false); });
    probe.on('error', () => resolve(true));
  });

describe.skipIf(againstDev)('npm start', () => {
  it('hands SIGTERM to the server: it logs "stopped", npm exits 0, no process is left and the port is free', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_CONCURRENCY: '1', DATA_DIR: mkdtempSync(join(tmpdir(), 'mcp-npm-start-')) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const log: string[] = [];
    const listening = new Promise<void>((resolve) =>
      createInterface({ input: npm.stdout }).on('line', (line) => {
        log.push(line);
        if (line.includes('listening')) resolve();
      }),
    );
    let below: number[] = [];
    onTestFinished(() => {
      // A server orphaned by npm's exit (the failure this test is about) must not outlive the test.
      for (const pid of [npm.pid!, ...below]) if (existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGKILL');
    });
    await listening;
    below = descendants(npm.pid!);
    expect(below.length).toBeGreaterThan(0);

    npm.kill('SIGTERM');
    const [code] = await once(npm, 'exit');
    expect(code).toBe(0);
    expect(log.filter((line) => line.includes('"msg":"stopped"'))).toHaveLength(1);
    expect(below.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
    expect(await refused(port)).toBe(true);
  });

  it('loads neither the digest\'s drawing (satori, resvg) nor the whole icon set at each start: the digest imports its drawing when it draws, the icons the pages use are in the bundle', () => {
    const loaded = loadedAtStart('dist/server/index.js');
    expect(loaded).toContain('express');
    expect([...loaded].filter((name) => /^(satori|@resvg\/resvg-js|lucide)(\/|$)/.test(name))).toEqual([]);
  });
});
