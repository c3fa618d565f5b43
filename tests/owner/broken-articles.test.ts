/**
 * Each kind of broken article stops `npm run build` in a copy of the site, saying which file, which
 * line (where there is one) and which field. All but a link's are found before the client bundle
 * is made; links are checked against the pages of the built server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, siteCopy } from '../support/site-copy';

const FILE = 'src/content/articles/broken-example.md';

/** A valid article, line by line (line 1 is the first ---), to break one thing at a time. */
const valid = [
  '---',
  'title: A Broken Example',
  'excerpt: An article that exists only in a test, to show what the build says of each thing wrong in one.',
  'category: Testing',
  'date: 2026-09-14',
  'related: [dual-pricing]',
  '---',
  '',
  'A paragraph with a [link to contact](/contact).',
  '',
  'Another paragraph, naming :fact[support-hours] support.',
].join('\n');

const kinds: [string, string, string][] = [
  ['a missing field', valid.replace('category: Testing\n', ''), `${FILE}: category: is required`],
  ['an unknown field', valid.replace('date: ', 'author: Pat\ndate: '), `${FILE}:5: author: is not a field of an article`],
  ['a bad date', valid.replace('2026-09-14', '2026-02-30'), `${FILE}:5: date: is not a day of the calendar`],
  ['a related article there is not', valid.replace('[dual-pricing]', '[dual-pricing, no-such-article]'), `${FILE}:6: related: “no-such-article” is not another article`],
  ['raw HTML', valid.replace('A paragraph with', 'A <b>bold</b> paragraph with'), `${FILE}:9: raw HTML is not allowed in an article`],
  ['an unknown fact', valid.replace(':fact[support-hours]', ':fact[support-phone]'), `${FILE}:11: :fact[support-phone] is not a fact`],
  ['a link to a path the site does not have', valid.replace('(/contact)', '(/contact-us)'), `${FILE}:9: the link to /contact-us leads to no page of the site`],
];

describe('a broken article fails the build', { timeout: 120_000 }, () => {
  let copy: Awaited<ReturnType<typeof siteCopy>>;

  beforeAll(async () => {
    copy = await siteCopy();
  });
  afterAll(() => copy?.remove());

  // Each message is the one its fault makes (a valid article builds: tests/owner/owner-edits.test.ts).
  it.each(kinds)('with %s, naming the file, the line and the field', async (_, text, message) => {
    await copy.write(FILE, `${text}\n`);
    const build = await run(copy.dir, 'npm', ['run', 'build']);
    expect(build.code).not.toBe(0);
    expect(build.output).toContain(message);
  });
});
