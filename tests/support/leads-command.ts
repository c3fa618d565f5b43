import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { againstDev } from './build-only';

export interface Run { code: number | null; stdout: string; stderr: string }

const BUILT = resolve('dist/server/leads.js');

/**
 * The operator's command as a program and its first arguments: `npm run leads`'s own, the build
 * (`node dist/server/leads.js`, which npm test makes before the tests), or the source through tsx
 * against the dev app (TEST_APP=dev, npm run test:fast). The build starts in a third of tsx's time,
 * which the tests that run the command fifty times feel.
 */
export function leadsCommandLine(): [string, string[]] {
  if (againstDev) return [process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), resolve('server/cli/cli.ts')]];
  if (!existsSync(BUILT)) throw new Error('dist/server/leads.js is missing: run `npm run build` before these tests.');
  return [process.execPath, [BUILT]];
}

/** `npm run leads -- …` against `dataDir`, with only the settings the test gives it. */
export function leads(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|DATA_DIR|LEADS_|SMTP_URL)/.test(name)),
  );
  const [command, first] = leadsCommandLine();
  const child = spawn(command, [...first, ...args], {
    env: { ...inherited, DATA_DIR: dataDir, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
