/**
 * Skew protection (issue 45, point 5): a page loaded from one release keeps working after the next one goes
 * live. Two release folders as npm run release makes them, each with its own build: A is this worktree's
 * dist/, B is built here from a copy of the same source with one line of the contact form's island
 * changed, so the island's chunk, and the chunks that name it, have other hashed names in B. /contact is
 * loaded from A's server; A stops and B starts on the same port (what `systemctl restart` does); only then
 * does the island hydrate (at the first interaction) and the form is sent. A's scripts, which B's build
 * lacks, come from A's release folder through B's server, A's island code runs, and B stores the lead.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/bench-util';
import { serveBuild } from '../../scripts/serve-build';
import { hydrated, test, expect } from './fixtures';
import { leadsByEmail } from './lead-store';

const A = '20261126-090000-aaaaaaa';
const B = '20261127-090000-bbbbbbb';
/** The one line B's island adds: set when B's island code runs in a page. */
const B_MARK = "(globalThis as { releaseB?: boolean }).releaseB = true;\n";

const root = mkdtempSync(join(tmpdir(), 'mcp-switch-'));
const releases = join(root, 'releases');
const assetsOf = (name: string) => new Set(readdirSync(join(releases, name, 'dist/client/assets')));

function release(name: string) {
  const dir = join(releases, name);
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ name, commit: name.slice(-7).repeat(6).slice(0, 40), subject: name, committedAt: '2026-11-26T09:00:00Z', builtAt: '2026-11-26T09:01:00Z' }));
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
}

test.describe('a page loaded before a release goes live', () => {
  // B's build: a minute or two on a busy machine (Playwright gives a beforeAll the tests' timeout).
  test.describe.configure({ timeout: 300_000 });
  test.beforeAll(() => {
    cpSync('dist', join(releases, A, 'dist'), { recursive: true });
    release(A);
    // B: the source as it is here, not its build, git data or modules, and one line more in the contact island.
    const skip = new Set(['node_modules', 'dist', '.git', 'test-results', 'data']);
    cpSync('.', join(releases, B), { recursive: true, filter: (path) => !skip.has(path.split('/')[0]!) });
    release(B);
    const island = join(releases, B, 'src/islands/contact-form.tsx');
    writeFileSync(island, readFileSync(island, 'utf8') + B_MARK);
    execFileSync('npm', ['run', 'build'], { cwd: join(releases, B), stdio: 'ignore' });
  });
  test.afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('hydrates with its own release\'s scripts after the switch, and its form is stored', async ({ page, problems }) => {
    test.setTimeout(90_000);
    const [assetsA, assetsB] = [assetsOf(A), assetsOf(B)];
    const onlyA = [...assetsA].filter((name) => !assetsB.has(name));
    // The builds differ: the island's chunk at least.
    expect(onlyA.some((name) => name.startsWith('contact-form-') && name.endsWith('.js'))).toBe(true);

    const port = await freePort();
    const dataDir = join(root, 'data');
    const start = (name: string) => serveBuild(port, { cwd: join(releases, name), env: { DATA_DIR: dataDir } });
    const stop = async (child: ChildProcess) => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    };

    const a = await start(A);
    const fetched: { name: string; status: number }[] = [];
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.startsWith('/assets/')) fetched.push({ name: path.slice('/assets/'.length), status: res.status() });
    });
    // The scripts the page loads later (React, the islands' runtime and chunks, imported once the browser is
    // idle or at the first interaction) wait in the browser until A has stopped and B listens: so they are
    // asked of B's server, as a page's lazy chunks are after a switch. What the HTML loads itself (its script
    // and link tags' src and href; its import map only names the others, with their integrity) loads now.
    const named = new Set([...(await (await fetch(`${a.base}/contact`)).text()).matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!));
    let switched!: () => void;
    const afterSwitch = new Promise<void>((resolve) => (switched = resolve));
    const held: string[] = [];
    await page.route('**/assets/**', async (route) => {
      const name = new URL(route.request().url()).pathname.slice('/assets/'.length);
      if (!named.has(name)) {
        held.push(name);
        await afterSwitch;
      }
      await route.continue();
    });
    await page.goto(`${a.base}/contact`);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute('data-hydrated');
    expect((await (await fetch(`${a.base}/readyz`)).json()).release).toBe(A);

    // The restart: A finishes and exits, B starts on the same port.
    await stop(a.child);
    const b = await start(B);
    try {
      expect((await (await fetch(`${b.base}/readyz`)).json()).release).toBe(B);
      switched();
      // A's chunks that B's build lacks are among them, and every one is answered.
      await expect.poll(() => held.every((name) => fetched.some((f) => f.name === name))).toBe(true);
      const fromB = fetched.filter(({ name }) => held.includes(name));
      expect(fromB.filter(({ name }) => onlyA.includes(name)).length).toBeGreaterThan(0);
      expect(fromB.filter(({ status }) => status !== 200)).toEqual([]);
      await hydrated(page);
      // A's island code runs, not B's.
      expect(await page.evaluate(() => (globalThis as { releaseB?: boolean }).releaseB)).toBeUndefined();

      const email = `switch-${Date.now()}@example.com`;
      const values: Record<string, string> = {
        'Full Name': 'Jordan Ladner', 'Email Address': email, 'Phone Number': '228-555-0100', 'How can we help?': 'Sent after a release.',
      };
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
      // A person takes more than two seconds over a form (a faster send is stored as spam).
      const token = await page.locator('form input[name="formToken"]').inputValue();
      await page.waitForTimeout(Math.max(0, Number(token.split('.')[0]) + 2_200 - Date.now()));
      await page.getByRole('button', { name: 'Request My Consultation' }).click();
      await expect(page.locator('[data-rht-toaster]').getByText("Thank you! We'll be in touch soon.")).toBeVisible();
      const leads = await leadsByEmail(dataDir, email);
      expect(leads.map((lead) => [lead.kind, lead.status])).toEqual([['contact', 'stored']]);
      expect(problems.list).toEqual([]);
    } finally {
      await stop(b.child);
    }
  });
});
