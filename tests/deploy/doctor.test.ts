/**
 * The doctor (deploy/doctor) without a server: bash reads it whole, it needs the Node the site needs, and it
 * refuses what it does not know; sourced, it only defines its functions, and those that read no systemd are run
 * here: a timer's last run as its line says it, a release's files against what its check recorded. What it says
 * about an install is tested under a real systemd (tests/systemd/doctor.ts, npm run test:systemd).
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { recordFiles } from '../../server/releases/files';

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

/** Runs `script` in bash with the doctor's functions defined (deploy/doctor sourced); its output. */
const withDoctor = async (script: string, ...args: string[]) => (await run('bash', ['-c', `source ${DOCTOR}\n${script}`, 'doctor', ...args])).stdout;

describe('deploy/doctor\'s timer lines', () => {
  it('after a reboot, does not call the day a timer was enabled its last run (systemd reads that from the stamp file it made then)', async () => {
    // As systemd shows a Persistent= timer that never ran, after a reboot: its last trigger is its stamp file's
    // time (made when it was enabled); its service has not started since the boot.
    const [enabled, booted] = ['Thu 2026-12-03 10:15:00 UTC', '2026-12-07 01:42:17'];
    const line = await withDoctor('last_run "$1" "" success "$2"', enabled, booted);
    expect(line).not.toContain('2026-12-03');
    expect(line).toBe('no run since the machine started (2026-12-07 01:42 UTC)\n');
    // Once its service has run this boot: that run, with its result.
    expect(await withDoctor('last_run "$1" "Mon 2026-12-07 03:31:02 UTC" success "$2"', enabled, booted)).toBe('last run 2026-12-07 03:31 UTC (success)\n');
  });
});

describe.skipIf(process.getuid?.() !== 0)('deploy/doctor on a release\'s files (as root: it reads them as the site\'s user, here nobody)', () => {
  const site = mkdtempSync(join(tmpdir(), 'doctor-site-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const name = '20261207-013000-abcdef0';
  const folder = join(site, 'releases', name);
  const files = (dir = folder) => withDoctor('RUNAS=nobody GROUP=nogroup\nrelease_files "$1"', dir);

  it('says a release is as its check recorded it, then names the one file changed in place, with the fix; a link or a FIFO planted there is named, never followed', async () => {
    chmodSync(site, 0o755);
    for (const dir of ['dist/server', 'node_modules/express', '../../checkout']) mkdirSync(join(folder, dir), { recursive: true });
    writeFileSync(join(folder, 'dist/server/index.js'), 'console.log("the site");\n');
    writeFileSync(join(folder, 'node_modules/express/package.json'), '{"version":"5.0.0"}\n');
    writeFileSync(join(folder, 'with space and é.txt'), 'a name sha256sum prints as it is\n');
    symlinkSync('../../checkout/.env', join(folder, '.env'));
    // Recorded as the release command records a release that passed its check (release.json listed, then written).
    const json = '{"name":"20261207-013000-abcdef0"}\n';
    const count = await recordFiles(folder, { 'release.json': json });
    writeFileSync(join(folder, 'release.json'), json);
    expect(await files()).toBe(`ok   files: releases/${name}: its ${count} files are those its check recorded\n`);

    // As issue 61 did as the deploy user: the live server's code appended to.
    writeFileSync(join(folder, 'dist/server/index.js'), 'console.log("the site");\nglobalThis.copyTheLeads = true;\n', { flag: 'w' });
    expect(await files()).toMatch(new RegExp(`^FAIL files: releases/${name} differs from what its check recorded: dist/server/index\\.js; fix: a file of the release was changed after its check.* make a new release .*\\n$`));

    // A link to a file only root reads, and a FIFO: named as files that were not there; neither opened (no hang).
    const secret = join(mkdtempSync(join(tmpdir(), 'doctor-etc-')), 'shadow');
    writeFileSync(secret, 'root:$y$secret\n', { mode: 0o600 });
    symlinkSync(secret, join(folder, 'dist/server/shadow.js'));
    await run('mkfifo', [join(folder, 'dist/server/waits.js')]);
    expect(await files()).toContain(`differs from what its check recorded: dist/server/index.js, dist/server/shadow.js, dist/server/waits.js; fix:`);
  });

  it('warns, without failing, of a release made before releases recorded their files', async () => {
    const older = join(site, 'releases', '20261101-000000-1234567');
    mkdirSync(older, { recursive: true });
    expect(await files(older)).toMatch(/^warn files: releases\/20261101-000000-1234567 has no files\.sha256 \(made before releases recorded their files\): not checked; fix: make a new release/);
  });
});
