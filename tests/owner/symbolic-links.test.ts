/**
 * The tree the build reads holds no symbolic link (issue 54): `public/humans.txt -> ../../.env` once put the site's
 * settings into dist/client, served to anyone. In a copy of the site with links planted where the build reads (a
 * file of public/ linked to the settings, a folder of src/ linked outside the tree, a link that points nowhere),
 * `npm run build` stops at its first step, the content check, naming each link, and writes nothing: no dist/, and
 * nothing of what a link points to printed.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, symbolicLinkProblems } from '../../build/symbolic-links';
import { run, siteCopy } from '../support/site-copy';

/** A value only the planted settings file holds: seen anywhere else, a link was followed. */
const SECRET = `SMTP_PASS=planted-${process.pid}-do-not-serve`;

describe('a symbolic link in what the build reads', { timeout: 120_000 }, () => {
  let copy: Awaited<ReturnType<typeof siteCopy>>;
  const planted = ['public/humans.txt', 'src/content/elsewhere', 'public/gone.png'];

  beforeAll(async () => {
    copy = await siteCopy();
    // The settings beside the tree, as in a checkout; the copy's own tree held no link before.
    await writeFile(copy.file('.env'), `${SECRET}\n`);
    expect(symbolicLinkProblems(copy.dir)).toEqual([]);
    await symlink('../.env', copy.file('public/humans.txt'));
    await mkdir(copy.file('outside'));
    await writeFile(copy.file('outside/notes.md'), `${SECRET}\n`);
    await symlink('../../outside', copy.file('src/content/elsewhere'), 'dir');
    await symlink('no-such-file.png', copy.file('public/gone.png'));
  }, 60_000);
  afterAll(async () => {
    await copy?.remove();
  });

  it('stops the build at the content check, naming each link, with nothing built and nothing of its target printed', async () => {
    const build = await run(copy.dir, 'npm', ['run', '--silent', 'build']);
    expect(build.code, build.output).toBe(1);
    const lines = build.stderr.split('\n');
    for (const link of planted) expect(lines.some((line) => line.startsWith(`${link}: is a symbolic link`)), `${link}\n${build.stderr}`).toBe(true);
    expect(build.output).not.toContain(SECRET);
    expect(existsSync(copy.file('dist'))).toBe(false);
    expect(existsSync(copy.file('dist.new'))).toBe(false);
  });

  it('finds a link that is itself one of the inputs (index.html), and none in the tree once they are gone', async () => {
    await rm(copy.file('index.html'));
    await symlink('../index.html', copy.file('index.html'));
    expect(BUILD_INPUTS).toContain('index.html');
    const problems = symbolicLinkProblems(copy.dir);
    expect(problems.map((line) => line.slice(0, line.indexOf(':')))).toEqual(['index.html', ...planted].sort());
    for (const link of ['index.html', ...planted]) await rm(copy.file(link));
    expect(symbolicLinkProblems(copy.dir)).toEqual([]);
  });
});
