/**
 * Each kind of broken article, and a phone number that is not one, stops `npm run build` in a copy
 * of the site with one line per problem, `file:line: field: what to do`, and nothing of the bundler
 * around it (no stack, no RolldownError); `npm run dev` refuses the same source with the same line.
 * All but a link's are found before the client bundle is made; links are checked against the
 * pages of the built server, and by npm run dev against the pages of the source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, siteCopy, startDev } from '../support/site-copy';

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
  ['a missing field', valid.replace('category: Testing\n', ''), `${FILE}:1: category: is required: add it to the front matter`],
  ['an unknown field', valid.replace('date: ', 'author: Pat\ndate: '), `${FILE}:5: author: is not a field of an article`],
  ['a bad date', valid.replace('2026-09-14', '2026-02-30'), `${FILE}:5: date: is not a day of the calendar`],
  ['a related article there is not', valid.replace('[dual-pricing]', '[dual-pricing, no-such-article]'), `${FILE}:6: related: “no-such-article” is not another article`],
  ['raw HTML', valid.replace('A paragraph with', 'A <b>bold</b> paragraph with'), `${FILE}:9: raw HTML is not allowed in an article`],
  ['an unknown fact', valid.replace(':fact[support-hours]', ':fact[support-phone]'), `${FILE}:11: :fact[support-phone] is not a fact`],
  ['a link to a path the site does not have', valid.replace('(/contact)', '(/contact-us)'), `${FILE}:9: the link to /contact-us leads to no page of the site`],
];

/** The line of `output` that holds `message`: the problem is stated on a line of its own, from its start. */
const lineWith = (output: string, message: string) => output.split('\n').find((line) => line.includes(message));

/** What the build printed says each problem alone, with nothing of the bundler's. */
function expectPlain(output: string, message: string) {
  expect(lineWith(output, message), output).toMatch(new RegExp(`^${message.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  expect(output).not.toMatch(/RolldownError|^\s+at /m);
}

describe('a broken article or fact fails the build and npm run dev alike', { timeout: 180_000 }, () => {
  let copy: Awaited<ReturnType<typeof siteCopy>>;
  let dev: Awaited<ReturnType<typeof startDev>>;

  beforeAll(async () => {
    copy = await siteCopy();
    dev = await startDev(copy.dir);
  }, 180_000);
  afterAll(async () => {
    await dev?.stop();
    await copy?.remove();
  });

  /** The dev server's answer once it has seen the edit: it refuses with the message, or serves again. */
  async function devAnswer(message: string) {
    for (let tries = 0; ; tries++) {
      const res = await dev.get('/');
      const text = await res.text();
      if ((res.status === 500 && text.includes(message)) || tries > 100) return { status: res.status, text };
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }

  // Each message is the one its fault makes (a valid article builds: tests/owner/owner-edits.test.ts).
  it.each(kinds)('with %s, naming the file, the line and the field', async (_, text, message) => {
    await copy.write(FILE, `${text}\n`);
    const build = await run(copy.dir, 'npm', ['run', 'build']);
    expect(build.code).not.toBe(0);
    expectPlain(build.output, message);

    const refused = await devAnswer(message);
    expect(refused.status).toBe(500);
    expect(refused.text.split('\n')).toContain(lineWith(build.output, message));
    expect(dev.log().split('\n')).toContain(lineWith(build.output, message));
    expect(dev.log()).not.toMatch(/^\s+at /m);
  });

  it('with a phone number that is not one, naming site.ts’s line and the phone', async () => {
    await copy.write(FILE, `${valid}\n`);
    const shipped = await copy.read('src/config/site.ts');
    const line = shipped.split('\n').findIndex((l) => l.includes('local: { display:')) + 1;
    await copy.edit('src/config/site.ts', /local: \{ display: '([^']*)'/.exec(shipped)![0], "local: { display: '(228) 555-014'");
    const message = `src/config/site.ts:${line}: phones.local: “(228) 555-014” is not a phone number`;
    const build = await run(copy.dir, 'npm', ['run', 'build']);
    const refused = await devAnswer(message);
    await copy.write('src/config/site.ts', shipped);
    expect(build.code).not.toBe(0);
    expectPlain(build.output, message);
    expect(refused.status).toBe(500);
    expect(refused.text.split('\n')).toContain(lineWith(build.output, message));
  });

  it('serves again once the article is fixed', async () => {
    await copy.write(FILE, `${valid}\n`);
    for (let tries = 0; (await dev.get('/')).status !== 200; tries++) {
      expect(tries, dev.log()).toBeLessThan(100);
      await new Promise((wait) => setTimeout(wait, 200));
    }
    expect(dev.log()).toContain('The site is fixed: serving it again.');
  });
});
