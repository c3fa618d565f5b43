/**
 * A push goes live by itself, and the owner hears how it went (issue 62, item 3; docs/decisions/050-a-push-goes-
 * live-by-itself.md): the publish timer's look (server/releases/follow.ts) against a real git remote (a bare
 * repository in a temporary folder, which the owner pushes to from a working copy of this tree), releasing with the
 * real release command's steps as tests/releases/ runs them (the switch, which needs systemd, aside:
 * tests/support/publish-release.ts), and the live release's own build of the owner's e-mail
 * (dist/server/publish-mail.js, as magnolia-site-publish-mail.service runs it) sending to a real SMTP server on
 * loopback. Two builds: the release live before the first push, and the first push's.
 *
 * `npm run test:systemd` runs the same under a real systemd, with the units: a push goes live with nothing typed on
 * the server.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, OUTCOME_FILE, releaseCommand, TRIED_FILE, type Looked } from '../../server/releases/follow';
import { layout as layoutOf, type Layout } from '../../server/releases/layout';
import { lockReleases } from '../../server/releases/lock';
import type { Outcome } from '../../server/releases/outcome';
import { run } from '../support/site-copy';
import { startSmtpReceiver, type ReceivedMail } from '../support/smtp-receiver';

const SITE_URL = 'https://www.magnolia-publish-test.example';
const TSX = ['--import', resolve('node_modules/tsx/dist/loader.mjs')];
/** make COMMIT as the timer runs it, without the restart (no systemd here). */
const releaseHere = (commit: string) => [process.execPath, ...TSX, resolve('tests/support/publish-release.ts'), commit];
const OWNER = { name: 'Site Owner', email: 'owner@example.com' };

let home: string;
/** The owner's working copy, which pushes to `remote`; the server's checkout clones it. */
let work: string;
let remote: string;
let checkout: string;
let state: string;
let data: string;
let layout: Layout;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', `user.name=${OWNER.name}`, '-c', `user.email=${OWNER.email}`, ...args], { cwd, encoding: 'utf8' }).trim();

/** The owner's edit: files written (or deleted: null) in the working copy, committed with `line` and pushed; resolves with the commit. */
function push(line: string, files: Record<string, string | null>) {
  for (const [path, text] of Object.entries(files)) {
    if (text === null) rmSync(join(work, path));
    else writeFileSync(join(work, path), text);
  }
  git(work, 'add', '-A');
  git(work, 'commit', '--quiet', '-m', line);
  git(work, 'push', '--quiet', 'origin', 'main');
  return git(work, 'rev-parse', 'HEAD');
}

/** One look of the timer, its release command's lines kept (the journal's) rather than printed. */
async function look(release: (commit: string) => string[] = releaseHere) {
  let journal = '';
  const looked = await follow({ checkout, state, release, echo: (chunk) => void (journal += chunk) });
  return { looked, journal };
}

const outcomeOf = (looked: Looked): Outcome => {
  if (looked.did !== 'published') throw new Error(`expected a publish, the look did ${looked.did}`);
  return looked.outcome;
};

/** The owner's e-mail as magnolia-site-publish-mail.service sends it: the live release's build, the site's settings. */
async function mailer() {
  const sent = smtp.mails.length;
  const { code, output } = await run(layout.current, process.execPath, ['dist/server/publish-mail.js', join(state, OUTCOME_FILE)], {
    NODE_ENV: 'production', DATA_DIR: data, SITE_URL, SMTP_URL: smtp.url, LEADS_EMAIL_TO: OWNER.email, LEADS_EMAIL_FROM: 'site@magnolia-publish-test.example',
  });
  return { code, output, mails: smtp.mails.slice(sent) };
}

const subjectOf = (mail: ReceivedMail) => mail.headers.get('subject') ?? '';

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'publish-'));
  // The owner's copy of this tree as it is now (what git would commit: tracked and new files, none it ignores).
  work = join(home, 'work');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) cpSync(file, join(work, file), { recursive: false });
  git(work, 'init', '--quiet', '-b', 'main');
  git(work, 'add', '-A');
  git(work, 'commit', '--quiet', '-m', 'The site');
  // The shared repository the owner pushes to and the server fetches from, as a forge's.
  remote = join(home, 'origin.git');
  git(home, 'init', '--quiet', '--bare', '-b', 'main', remote);
  git(work, 'remote', 'add', 'origin', remote);
  git(work, 'push', '--quiet', '-u', 'origin', 'main');
  // The server: the deploy user's clone, its modules, its settings' SITE_URL (for the release check), the first
  // release live (as the install command leaves it).
  mkdirSync(join(home, 'site'));
  checkout = join(home, 'site', 'checkout');
  git(home, 'clone', '--quiet', remote, checkout);
  symlinkSync(resolve('node_modules'), join(checkout, 'node_modules'));
  writeFileSync(join(checkout, '.env'), `SITE_URL=${SITE_URL}\n`, { mode: 0o600 });
  layout = layoutOf(checkout);
  state = join(home, 'state');
  data = join(home, 'data');
  mkdirSync(state);
  mkdirSync(data, { mode: 0o700 });
  const [node, ...args] = releaseHere(git(checkout, 'rev-parse', 'HEAD'));
  const first = await run(checkout, node!, args);
  expect(first.code, first.output).toBe(0);
  smtp = await startSmtpReceiver();
}, 300_000);

afterAll(async () => {
  await smtp?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('a push goes live by itself', () => {
  const article = readdirSync('src/content/articles').filter((name) => name.endsWith('.md')).sort()[0]!;
  const slug = article.replace(/\.md$/, '');
  const broken = 'src/content/articles/publish-test.md';
  let liveBefore: string;

  it('does nothing while the branch is where the live release is', async () => {
    const { looked } = await look();
    expect(looked).toMatchObject({ did: 'nothing', why: expect.stringContaining('live already') });
    expect(readdirSync(state)).toEqual([TRIED_FILE]);
  });

  it('makes a pushed text change live, and mails the owner its line and its page, as a link to the live site, once', { timeout: 300_000 }, async () => {
    liveBefore = layout.live()!;
    const text = readFileSync(join(work, 'src/content/articles', article), 'utf8');
    const line = 'One more tip for the busy season';
    const commit = push(line, { [`src/content/articles/${article}`]: `${text.trimEnd()}\n\nAsk us to look over your last statement with you before the rush begins.\n` });
    const { looked, journal } = await look();
    const outcome = outcomeOf(looked);
    expect(outcome, journal).toMatchObject({ kind: 'live', commit, subject: line, branch: 'origin/main' });
    // A new release, live, of the pushed commit; the checkout followed the branch.
    const live = layout.live()!;
    expect(live).not.toBe(liveBefore);
    expect(live.endsWith(commit.slice(0, 7))).toBe(true);
    expect(git(checkout, 'rev-parse', 'HEAD')).toBe(commit);
    // The article's page changed; not every page (what its render holds, compared with the release before).
    if (outcome.kind !== 'live' || 'unknown' in outcome.pages) throw new Error(`pages: ${JSON.stringify(outcome.kind === 'live' && outcome.pages)}`);
    expect(outcome.pages.changed).toContain(`/articles/${slug}`);
    expect(outcome.pages.changed.length).toBeLessThan(outcome.pages.total);
    expect(outcome.pages.removed).toEqual([]);

    const { code, output, mails } = await mailer();
    expect(code, output).toBe(0);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ReceivedMail];
    expect(mail.envelope.to).toEqual([OWNER.email]);
    expect(subjectOf(mail)).toBe(`Live: ${line}`);
    expect(mail.text).toContain(`“${line}” (commit ${commit.slice(0, 7)}`);
    expect(mail.text).toContain(`  ${SITE_URL}/articles/${slug}\n`);
    // Once: the next look's mailer finds it sent.
    expect((await mailer()).mails).toEqual([]);
  });

  let brokenCommit: string;

  it('leaves the site as it was for a pushed broken article, and mails the content check\'s file:line lines', { timeout: 300_000 }, async () => {
    const live = layout.live()!;
    const releases = layout.list().map((release) => release.name);
    brokenCommit = push('An article without a category', {
      [broken]: '---\ntitle: No Category\nexcerpt: An article that exists only in a test of the publish timer, which the content check refuses for its missing category.\ndate: 2026-09-14\n---\n\nText.\n',
    });
    const { looked, journal } = await look();
    const outcome = outcomeOf(looked);
    expect(outcome, journal).toMatchObject({ kind: 'stopped', by: 'content', commit: brokenCommit });
    // The site as it was: the same release live, no new one kept.
    expect(readlinkSync(layout.current)).toBe(`releases/${live}`);
    expect(layout.list().map((release) => release.name)).toEqual(releases);
    if (outcome.kind !== 'stopped') throw new Error('not stopped');
    const lines = outcome.problems.split('\n').filter((line) => line.startsWith(`${broken}:`));
    expect(lines.length, outcome.problems).toBeGreaterThan(0);

    const { code, output, mails } = await mailer();
    expect(code, output).toBe(0);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ReceivedMail];
    expect(subjectOf(mail)).toBe('Stopped, the site is as it was: An article without a category');
    expect(mail.text).toContain('the site is as it was');
    for (const line of lines) expect(mail.text).toContain(`${line}\n`);
  });

  it('does not try the same broken commit again', { timeout: 120_000 }, async () => {
    const before = readFileSync(join(state, OUTCOME_FILE), 'utf8');
    const { looked } = await look();
    expect(looked).toEqual({ did: 'nothing', commit: brokenCommit, why: `origin/main is at ${brokenCommit.slice(0, 7)}, tried already` });
    expect(readFileSync(join(state, OUTCOME_FILE), 'utf8')).toBe(before);
    expect((await mailer()).mails).toEqual([]);
  });

  it('tries a newer commit, waiting while another release command holds the lock; a stop that is not the content\'s is mailed as such', { timeout: 180_000 }, async () => {
    const fixed = push('The article without a category goes', { [broken]: null });
    // Another release command running (an administrator's by hand): the real command, refused by the lock, and
    // the commit left to the next look.
    const unlock = await lockReleases(layout);
    let busy: Looked;
    try {
      ({ looked: busy } = await look(releaseCommand));
    } finally {
      await unlock();
    }
    expect(busy).toEqual({ did: 'busy', commit: fixed });
    expect(readFileSync(join(state, TRIED_FILE), 'utf8').trim()).toBe(brokenCommit);
    // The next look tries it: here the real command stops at its `live` step (no systemd to read the live address
    // from), before any build; the content check finds nothing, so the release's own lines say why.
    const { looked, journal } = await look(releaseCommand);
    const outcome = outcomeOf(looked);
    expect(outcome, journal).toMatchObject({ kind: 'stopped', by: 'release', commit: fixed });
    if (outcome.kind !== 'stopped') throw new Error('not stopped');
    expect(outcome.problems).toMatch(/The release stopped at step live: /);
    const { mails } = await mailer();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Your content is not the cause');
    expect(mails[0]!.text).toContain('The release stopped at step live: ');
  });
});
