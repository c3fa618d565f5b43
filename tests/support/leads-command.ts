import { spawn } from 'node:child_process';

export interface Run { code: number | null; stdout: string; stderr: string }

/** `npm run leads -- …` through tsx, against `dataDir`, with only the settings the test gives it. */
export function leads(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|DATA_DIR|LEADS_|SMTP_URL)/.test(name)),
  );
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/leads/cli.ts', ...args], {
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
