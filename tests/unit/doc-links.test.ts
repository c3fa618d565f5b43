/**
 * Every relative link and heading anchor across README.md and docs/, checked by remark-validate-links
 * (offline: a link to another site is not followed). A link to a file of the repository counts when the
 * file exists; `#heading` when that heading is in the file it names.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** remark over the files, failing on any warning; resolves to its exit code and what it reported. */
async function checkLinks(files: string[]) {
  const args = ['--no-config', '--use', 'remark-validate-links=repository:false', '--frail', '--quiet', '--no-stdout', '--no-color', ...files];
  try {
    const { stderr } = await run(process.execPath, ['node_modules/remark-cli/cli.js', ...args]);
    return { code: 0, report: stderr };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, report: stderr };
  }
}

describe('the guides\' links', () => {
  it('lead to files that exist and headings that are there, across README.md and docs/', { timeout: 30_000 }, async () => {
    expect(await checkLinks(['README.md', 'docs'])).toEqual({ code: 0, report: '' });
  });

  it('would be caught broken: a missing file, a missing heading in another file, a missing heading in the same file', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-links-'));
    writeFileSync(join(dir, 'a.md'), '# A\n\n[one](b.md#no-such-heading), [two](missing.md), [three](#nor-this), [fine](b.md#b)\n');
    writeFileSync(join(dir, 'b.md'), '# B\n');
    const { code, report } = await checkLinks([join(dir, 'a.md'), join(dir, 'b.md')]);
    expect(code).toBe(1);
    expect(report).toContain('Cannot find heading for `#no-such-heading` in `b.md`');
    expect(report).toContain('Cannot find file `missing.md`');
    expect(report).toContain('Cannot find heading for `#nor-this`');
    expect(report).toMatch(/3 warnings/);
  });
});
