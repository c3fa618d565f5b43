/**
 * The owner's e-mail of a publish, from the outcome the deploy user writes (server/releases/outcome.ts,
 * outcome-mail.ts; docs/decisions/050-a-push-goes-live-by-itself.md): what it says of each outcome, the pages as
 * links to the live site, and nothing of the deploy user's file that could rewrite what the owner reads or lead a
 * link elsewhere. The mail sent through SMTP by the live release's build is tests/releases/publish.test.ts's.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { comparePages } from '../../server/releases/changed-pages';
import { parseOutcome, readOutcome, type Outcome } from '../../server/releases/outcome';
import { harmless, outcomeMail } from '../../server/releases/outcome-mail';

const SITE = 'https://www.example.com';
const commit = 'a'.repeat(40);
const base = { id: `${commit}@2026-12-07T02:00:00.000Z`, commit, subject: 'Hours for the holidays', branch: 'origin/main', seenAt: '2026-12-07T01:58:00.000Z', finishedAt: '2026-12-07T02:00:00.000Z' };
const live = (pages: Extract<Outcome, { kind: 'live' }>['pages']): Outcome => ({ ...base, kind: 'live', release: '20261207-020000-aaaaaaa', pages });

describe('the owner\'s e-mail of a publish', () => {
  it('says a live change with its line and each page it changed as a link to the live site', () => {
    const { subject, text } = outcomeMail(live({ changed: ['/articles/dual-pricing', '/articles'], removed: [], total: 25 }), SITE);
    expect(subject).toBe('Live: Hours for the holidays');
    expect(text).toContain(`Your change is live on ${SITE}/:`);
    expect(text).toContain('“Hours for the holidays” (commit aaaaaaa, on origin/main)');
    expect(text).toContain(`The 2 pages it changed:\n  ${SITE}/articles/dual-pricing\n  ${SITE}/articles\n`);
    expect(text).toContain('revert the commit');
  });

  it('says "every page" when every page changed, and names the pages gone and the change no page shows', () => {
    expect(outcomeMail(live({ changed: Array.from({ length: 25 }, (_, i) => `/p${i}`), removed: [], total: 25 }), SITE).text)
      .toContain(`Every page changed (all 25)`);
    const gone = outcomeMail(live({ changed: ['/articles'], removed: ['/articles/old-news'], total: 24 }), SITE).text;
    expect(gone).toContain(`The page it changed:\n  ${SITE}/articles\n`);
    expect(gone).toContain(`No longer on the site (its address now answers “page not found”):\n  ${SITE}/articles/old-news\n`);
    expect(outcomeMail(live({ changed: [], removed: [], total: 25 }), SITE).text).toContain('No page reads differently');
    expect(outcomeMail(live({ unknown: 'the pages of releases/x could not be rendered' }), SITE).text).toContain(`could not be worked out (the pages of releases/x could not be rendered). The site: ${SITE}/`);
  });

  it('says a stopped change with the content check\'s lines and that the site is as it was', () => {
    const problems = 'The content has 2 problems:\nsrc/content/articles/a.md:4: date: must be a date written YYYY-MM-DD, e.g. 2026-09-14\nsrc/config/site.ts:74: phones.local: not a phone number';
    const { subject, text } = outcomeMail({ ...base, kind: 'stopped', by: 'content', problems }, SITE);
    expect(subject).toBe('Stopped, the site is as it was: Hours for the holidays');
    expect(text).toMatch(/^Your change did not go live: the site is as it was\.$/m);
    for (const line of problems.split('\n')) expect(text).toContain(`\n${line}\n`);
    expect(text).toContain('This one is not tried again.');
    const other = outcomeMail({ ...base, kind: 'stopped', by: 'release', problems: 'The release stopped at step check: /contact answered 500' }, SITE).text;
    expect(other).toContain('Your content is not the cause');
    expect(other).toContain('\nThe release stopped at step check: /contact answered 500\n');
  });

  it('makes the deploy user\'s text harmless: no escape sequence, control character or bidi override, one line for the subject', () => {
    const subject = 'Fix\r\nBcc: someone@example.net\u001b[2J\u202eevil';
    const problems = 'src/x.md:1: \u001b[31mred\u001b[0m and \u0007bell\u001b]0;title\u0007 \u2066isolated\u2069 back\rspace';
    const { subject: said, text } = outcomeMail({ ...base, subject, kind: 'stopped', by: 'content', problems }, SITE);
    expect(said).toBe('Stopped, the site is as it was: Fix Bcc: someone@example.net\uFFFDevil');
    // Every control character but the line breaks of the text itself is gone or shown as �.
    expect(text.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\p{Bidi_Control}]/u);
    expect(text).toContain('src/x.md:1: red and \uFFFDbell \uFFFDisolated\uFFFD back\nspace');
    expect(harmless('a\u2028b\u2029c')).toBe('a\nb\nc');
    // A link is on the site's own address, whatever path reaches the mail.
    expect(outcomeMail(live({ changed: ['//evil.example/x'], removed: [], total: 2 }), SITE).text).toContain(`  ${SITE}/evil.example/x\n`);
  });
});

describe('the outcome file, as the site\'s user reads it', () => {
  const json = (outcome: unknown) => JSON.stringify(outcome);

  it('reads what the publish writes', () => {
    const outcome = live({ changed: ['/articles/dual-pricing'], removed: [], total: 25 });
    expect(parseOutcome(json(outcome))).toEqual(outcome);
    const stopped: Outcome = { ...base, kind: 'stopped', by: 'content', problems: 'src/x.md:1: no' };
    expect(parseOutcome(json(stopped))).toEqual(stopped);
  });

  it('refuses a page that is not a path of the site, and any field that is not what the publish writes', () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/a b', '/a?next=//evil', '/a\nb', '']) {
      expect(() => parseOutcome(json(live({ changed: [path], removed: [], total: 1 }))), path).toThrow('pages.changed is not a list of site paths');
    }
    expect(() => parseOutcome(json({ ...base, commit: 'HEAD', kind: 'stopped', by: 'content', problems: '' }))).toThrow('commit is not 40 hex digits');
    expect(() => parseOutcome(json({ ...base, kind: 'deleted' }))).toThrow('kind is neither live nor stopped');
    expect(() => parseOutcome(json({ ...base, kind: 'stopped', by: 'someone', problems: '' }))).toThrow('by is neither content nor release');
    expect(() => parseOutcome(json({ ...base, kind: 'stopped', by: 'content', problems: 'x'.repeat(70_000) }))).toThrow('problems is not a text');
    expect(() => parseOutcome('{"id":')).toThrow('not JSON');
    expect(() => parseOutcome('null')).toThrow('not an object');
  });
});

describe('the pages a release changed', () => {
  const prints = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it('are the pages whose render differs or is new, and the pages gone', () => {
    const before = prints({ '/': 'a', '/articles': 'b', '/articles/old': 'c' });
    const after = prints({ '/': 'a', '/articles': 'B', '/articles/new': 'd' });
    expect(comparePages(before, after)).toEqual({ changed: ['/articles', '/articles/new'], removed: ['/articles/old'], total: 3 });
    // The first release: every page is new.
    expect(comparePages(undefined, after)).toEqual({ changed: ['/', '/articles', '/articles/new'], removed: [], total: 3 });
  });
});

describe('the outcome file, as the mailer reads it', () => {
  const folder = mkdtempSync(join(tmpdir(), 'mcp-outcome-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const outcome: Outcome = { ...base, kind: 'stopped', by: 'content', problems: 'src/content/articles/a.md:3: a link to no page' };

  it('reads a regular file, and none when there is none yet', () => {
    writeFileSync(join(folder, 'outcome.json'), JSON.stringify(outcome));
    expect(readOutcome(join(folder, 'outcome.json'))).toEqual(outcome);
    expect(readOutcome(join(folder, 'none.json'))).toBeUndefined();
  });

  it('follows no link, and waits on no FIFO or device: each named, nothing read', () => {
    symlinkSync(join(folder, 'outcome.json'), join(folder, 'link.json'));
    expect(() => readOutcome(join(folder, 'link.json'))).toThrow(/link\.json cannot be read: it is a link/);
    execFileSync('mkfifo', [join(folder, 'fifo.json')]);
    expect(() => readOutcome(join(folder, 'fifo.json'))).toThrow(/fifo\.json cannot be read: not a regular file/);
    expect(() => readOutcome('/dev/zero')).toThrow(/\/dev\/zero cannot be read: not a regular file/);
  });
});
