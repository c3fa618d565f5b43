/**
 * The owner's e-mail of a publish (docs/owner.md, "How an edit reaches the live site"): live, with the commit's line
 * and the pages it changed as links to the live site; or stopped, with the lines that stopped it and "the site is as
 * it was". Plain text. Everything in it but our own words comes from the deploy user's outcome file (./outcome.ts):
 * each line is made harmless (escape sequences dropped, other control characters shown as �) and the links are made
 * here, from the site's own address and paths checked to be paths.
 */
import { businessTimeZone } from '../../src/config/site';
import { plural, printable } from '../text';
import type { Outcome, PageChanges } from './outcome';

/** Terminal escape sequences (colours, cursor moves, titles) as a whole, so that none is left half shown. */
// eslint-disable-next-line no-control-regex
const ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g;

/** Text of the deploy user's, line by line, with nothing that could rewrite what a reader sees. */
export const harmless = (text: string) =>
  text.replace(ESCAPES, '').split(/\r\n|[\n\r\u2028\u2029]/).map((line) => printable(line).trimEnd()).join('\n');

/** One line for a header: harmless, its runs of space as one, cut to `max`. */
const oneLine = (text: string, max = 120) => {
  const line = harmless(text).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The most lines of the check's (or the release's) a mail shows: the rest is counted. */
const MAX_LINES = 60;
/** The most page links a mail lists one by one. */
const MAX_LINKS = 30;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { timeZone: businessTimeZone, dateStyle: 'full', timeStyle: 'short' }).replace(/\u202f/g, ' ');

function pagesSaid(pages: PageChanges | { unknown: string }, link: (path: string) => string): string[] {
  const home = link('/');
  if ('unknown' in pages) return [`Which pages it changed could not be worked out (${oneLine(pages.unknown, 300)}). The site: ${home}`];
  const lines: string[] = [];
  const { changed, removed, total } = pages;
  if (changed.length === 0 && removed.length === 0) {
    lines.push('No page reads differently: the change is in what the pages do not show (the site’s code or scripts, the brochure, the feed, or a file no page uses).');
  } else if (changed.length === total && total > 1) {
    lines.push(`Every page changed (all ${total}): what changed shows on each of them, as a fact in the header or footer, or the styles, do. The home page:`, `  ${home}`);
  } else if (changed.length > 0) {
    lines.push(`The ${changed.length === 1 ? 'page' : `${changed.length} pages`} it changed:`);
    for (const path of changed.slice(0, MAX_LINKS)) lines.push(`  ${link(path)}`);
    if (changed.length > MAX_LINKS) lines.push(`  and ${plural(changed.length - MAX_LINKS, 'other page')}`);
  }
  if (removed.length > 0) {
    lines.push('', `No longer on the site (${removed.length === 1 ? 'its address now answers' : 'their addresses now answer'} “page not found”):`);
    for (const path of removed.slice(0, MAX_LINKS)) lines.push(`  ${link(path)}`);
    if (removed.length > MAX_LINKS) lines.push(`  and ${plural(removed.length - MAX_LINKS, 'other page')}`);
  }
  return lines;
}

function problemLines(problems: string) {
  const lines = harmless(problems).split('\n').filter((line) => line.trim() !== '');
  const shown = lines.slice(0, MAX_LINES);
  if (lines.length > MAX_LINES) shown.push(`(and ${plural(lines.length - MAX_LINES, 'line')} more)`);
  return shown;
}

/** The mail of `outcome`, its links on `siteUrl` (SITE_URL, the live site's address). */
export function outcomeMail(outcome: Outcome, siteUrl: string) {
  const site = new URL(siteUrl);
  // On the site's own address whatever the path says (readOutcome lets only paths through).
  const link = (path: string) => new URL(path.replace(/^\/+/, '/'), site.origin).href;
  const line = oneLine(outcome.subject) || '(a commit without a message)';
  const commit = `  “${line}” (commit ${outcome.commit.slice(0, 7)}, on ${oneLine(outcome.branch, 60)})`;
  if (outcome.kind === 'live') {
    const text = [
      `Your change is live on ${link('/')}:`,
      '',
      commit,
      '',
      ...pagesSaid(outcome.pages, link),
      '',
      `Live since ${when(outcome.finishedAt)} (Central time), as release ${oneLine(outcome.release, 60)}.`,
      '',
      'To undo it, revert the commit (on the repository’s website, or `git revert` at home) and push: the server',
      'publishes the revert the same way, within a few minutes. Whoever looks after the server can also go back to the',
      'release before at once (npm run release -- rollback), until the next push.',
    ];
    return { subject: `Live: ${line}`, text: `${text.join('\n')}\n` };
  }
  const text = [
    'Your change did not go live: the site is as it was.',
    '',
    commit,
    '',
    outcome.by === 'content' ? 'The content check found (npm run check:content at home says the same):' : 'The release stopped, and not at the content check (these are its last lines):',
    '',
    ...problemLines(outcome.problems),
    '',
    outcome.by === 'content'
      ? 'Fix each line above, commit and push: the server tries each new commit it sees, within a few minutes. This one is not tried again.'
      : 'Your content is not the cause. The server tries again at the next push (or send this e-mail to whoever looks after the server, who can run the release by hand). This commit is not tried again by itself.',
  ];
  return { subject: `Stopped, the site is as it was: ${line}`, text: `${text.join('\n')}\n` };
}
