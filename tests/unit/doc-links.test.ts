/**
 * Every relative link and heading anchor across README.md and docs/, checked by remark-validate-links
 * (offline: a link to another site is not followed). A link to a file of the repository counts when the
 * file exists; `#heading` when that heading is in the file it names. The code's citations of the
 * requirements (`docs/requirements.md#…` in a comment or a test's name) are checked the same way,
 * and nothing cites a file outside the repository: a clone has only what is in it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

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

/** The repository's own text: the files at its root and every file under these folders (no build output, no dependencies). */
const FOLDERS = ['docs', 'src', 'server', 'tests', 'scripts', 'build', 'deploy', 'public', '.ci'];

function ourFiles(): { path: string; text: string }[] {
  const atRoot = readdirSync('.').filter((name) => statSync(name).isFile());
  const below = FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => join(folder, name)).filter((path) => statSync(path).isFile()),
  );
  return [...atRoot, ...below]
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    .filter(({ text }) => !text.includes('\u0000'));
}

/** Each citation of a heading of docs/requirements.md in a file of ours, with the file and line it is on. */
function requirementCitations(files: { path: string; text: string }[]) {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, i) => [...line.matchAll(/docs\/requirements\.md#([\w-]+)/g)].map((m) => ({ where: `${path}:${i + 1}`, anchor: m[1]! }))),
  );
}

const files = ourFiles();
const citations = requirementCitations(files);
// Written in two parts, so that this file itself cites nothing.
const cite = (anchor: string) => `docs/requirements.md${'#'}${anchor}`;
const madeCitations = requirementCitations([{ path: 'src/x.ts', text: `// fine: ${cite('the-claims')}\n// ${cite('no-such-section')}` }]);

/**
 * Beside the guides, files made to be caught: a guide with three broken links, and the code's citations (the
 * real ones, and made ones of which one is broken) as links of a Markdown file to the requirements' headings.
 */
function plantedFiles(dir: string) {
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return relative('.', join(dir, name));
  };
  const asLinks = (list: { where: string; anchor: string }[]) =>
    list.map((c) => `- [${c.where}](${relative(dir, 'docs/requirements.md')}#${c.anchor})\n`).join('');
  return {
    broken: write('a.md', '# A\n\n[one](b.md#no-such-heading), [two](missing.md), [three](#nor-this), [fine](b.md#b)\n'),
    brokenTarget: write('b.md', '# B\n'),
    citations: write('citations.md', asLinks(citations)),
    madeCitations: write('made-citations.md', asLinks(madeCitations)),
  };
}

/** Where the planted files are, removed after the tests. */
let plantedIn: string | undefined;
afterAll(() => plantedIn && rmSync(plantedIn, { recursive: true, force: true }));

/**
 * One run of the checker over the guides and the planted files together (a start of remark and a read of the
 * guides, 2 to 3 CPU seconds, once rather than four times): its exit code, its report, and the report's part
 * on each file it found fault with (`--quiet` names no other), by the path it was given.
 */
let checked: Promise<{ planted: ReturnType<typeof plantedFiles>; code: number; report: string; byFile: Map<string, string> }> | undefined;
function checkAll() {
  checked ??= (async () => {
    const planted = plantedFiles((plantedIn = mkdtempSync(join(tmpdir(), 'mcp-links-'))));
    const { code, report } = await checkLinks(['README.md', 'docs', ...Object.values(planted)]);
    const byFile = new Map<string, string>();
    let file: string | undefined;
    for (const line of report.split('\n')) {
      if (/^\S/.test(line) && !/^\d+:\d+/.test(line) && !/^[⚠✖]/.test(line)) byFile.set((file = line), '');
      else if (file && line.trim() && !/^[⚠✖]/.test(line)) byFile.set(file, `${byFile.get(file)}${line}\n`);
    }
    return { planted, code, report, byFile };
  })();
  return checked;
}

/** What the checker reported on a citations file, each warning with the file and line of the citation. */
const citationWarnings = (report: string, list: { where: string }[]) =>
  [...report.matchAll(/^\s*(\d+):\d+-\S+\s+warning\s+(Cannot find [^`]*`[^`]*`)/gm)].map((m) => `${list[Number(m[1]) - 1]?.where}: ${m[2]}`);

describe('the guides\' links', () => {
  it('lead to files that exist and headings that are there, across README.md and docs/', { timeout: 30_000 }, async () => {
    const { planted, code, report, byFile } = await checkAll();
    // Found fault with the planted broken files alone, and their warnings are all the run's: none in a guide.
    expect([...byFile.keys()].sort()).toEqual([planted.broken, planted.madeCitations].sort());
    const warnings = [...byFile.values()].join('').match(/ warning /g)?.length;
    expect(report).toMatch(new RegExp(`^⚠ ${warnings} warnings$`, 'm'));
    expect(code).toBe(1);
  });

  it('would be caught broken: a missing file, a missing heading in another file, a missing heading in the same file', { timeout: 30_000 }, async () => {
    const { planted, byFile } = await checkAll();
    const report = byFile.get(planted.broken) ?? '';
    expect(report).toContain('Cannot find heading for `#no-such-heading` in `b.md`');
    expect(report).toContain('Cannot find file `missing.md`');
    expect(report).toContain('Cannot find heading for `#nor-this`');
    expect(report.match(/ warning /g)).toHaveLength(3);
  });
});

describe('citations in the code', () => {
  it('of docs/requirements.md name headings it has', { timeout: 30_000 }, async () => {
    expect(citations.length).toBeGreaterThan(10);
    const { planted, byFile } = await checkAll();
    expect(citationWarnings(byFile.get(planted.citations) ?? '', citations)).toEqual([]);
  });

  it('would be caught naming a heading the requirements do not have', { timeout: 30_000 }, async () => {
    const { planted, byFile } = await checkAll();
    expect(citationWarnings(byFile.get(planted.madeCitations) ?? '', madeCitations)).toEqual(['src/x.ts:2: Cannot find heading for `#no-such-section`']);
  });

  it('never need a file outside the repository (the first specification lived beside it, not in it)', () => {
    const outside = /\.\.\/shared\/|\bSPEC\.md\b|\bBRAND\.md\b/;
    const offenders = files.flatMap(({ path, text }) =>
      text.split('\n').flatMap((line, i) => (outside.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the decisions', () => {
  it('are each in the development guide\'s index of decisions, once', () => {
    const index = readFileSync('docs/development.md', 'utf8');
    const listed = [...index.matchAll(/^\| \[(\d{3})\]\(decisions\/([^)]+)\) \|/gm)].map((m) => `decisions/${m[2]}`);
    const written = readdirSync('docs/decisions').filter((name) => /^\d{3}-.*\.md$/.test(name)).map((name) => `decisions/${name}`);
    expect(listed.toSorted()).toEqual(written.toSorted());
  });
});
