/**
 * `npm run dev` or `npm start` on a port another program holds: one line naming the port and how to use another,
 * exit 1, no stack; with workers, the site stops rather than start worker after worker on a port that is taken.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-util';
import { SERVER_NODE_FLAGS } from '../../scripts/serve-build';
import { againstDev } from '../support/build-only';

let holder: Server;
let port: number;
const dataDir = mkdtempSync(join(tmpdir(), 'mcp-port-'));

beforeAll(async () => {
  port = await freePort();
  // Another program on the port, on every address as the site's default HOST would listen.
  holder = createServer().listen(port);
  await once(holder, 'listening');
});
afterAll(() => {
  holder.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `args` with PORT taken; resolves with its exit code and everything it printed. */
async function startOnTakenPort(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, args, {
    // NODE_ENV as a person's shell has it (Vitest's 'test' silences the log).
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), SITE_URL: `http://localhost:${port}`, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

function expectOneLineNamingThePort({ code, output }: { code: number | null; output: string }, command: string) {
  expect(code, output).toBe(1);
  const lines = output.split('\n').filter((line) => line.includes('cannot start'));
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toContain(`port ${port} is in use by another program`);
  expect(lines[0]).toContain(`PORT=${port + 1} SITE_URL=http://localhost:${port + 1} ${command}`);
  // No stack: no "    at …" frames, no Node error dump.
  expect(output, output).not.toMatch(/^\s+at |EADDRINUSE|Unhandled 'error'/m);
}

describe('a port another program holds', { timeout: 60_000 }, () => {
  it('npm run dev says so in one line and exits 1', async () => {
    expectOneLineNamingThePort(await startOnTakenPort(['node_modules/tsx/dist/cli.mjs', 'server/dev.ts']), 'npm run dev');
  });
});

describe.skipIf(againstDev)('a port another program holds, for the built site', { timeout: 60_000 }, () => {
  for (const workers of [1, 4]) {
    it(`npm start says so in one line and exits 1 (${workers === 1 ? 'one process' : `${workers} workers`})`, async () => {
      const started = await startOnTakenPort([...SERVER_NODE_FLAGS, 'dist/server/index.js'], { NODE_ENV: 'production', WEB_CONCURRENCY: String(workers) });
      expectOneLineNamingThePort(started, 'npm start');
      // No worker was started again on the taken port.
      expect(started.output).not.toContain('worker died');
    });
  }
});
