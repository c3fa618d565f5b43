/**
 * The doctor (deploy/doctor) without a server: bash reads it whole, it needs the Node the site needs, and it
 * refuses what it does not know. What it says about an install is tested under a real systemd
 * (tests/systemd/doctor.ts, npm run test:systemd).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const DOCTOR = 'deploy/doctor';

describe('deploy/doctor', () => {
  it('is a bash script bash reads without a syntax error', async () => {
    expect(readFileSync(DOCTOR, 'utf8')).toMatch(/^#!\/bin\/bash\n/);
    await expect(run('bash', ['-n', DOCTOR])).resolves.toMatchObject({ stderr: '' });
  });

  it('wants the Node package.json\'s engines names', () => {
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    const minimum = /^readonly NODE_MINIMUM=(\S+)$/m.exec(readFileSync(DOCTOR, 'utf8'))?.[1];
    expect(`>=${minimum}`).toBe(engines);
  });

  it('refuses an option it does not know with exit 2, before anything else', async () => {
    const refused = await run('bash', [DOCTOR, '--fix-everything']).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2, stderr: "magnolia-site-doctor: unknown option '--fix-everything' (--quiet, --help)\n" });
  });

  it('--help prints what its lines and exit codes mean', async () => {
    const { stdout } = await run('bash', [DOCTOR, '--help']);
    expect(stdout).toContain('FAIL what: what is wrong; fix: what to do');
    expect(stdout).toContain('Exit 0 when no line says FAIL, 1 when one does');
  });
});
