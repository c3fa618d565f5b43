/**
 * Each kind of broken article, a phone number that is not one and a heading another page has are found by the
 * content check (build/check-content.ts, npm run build's first step, here alone as `npm run check:content`) in a
 * copy of the site, all in one run, one line per problem, `file:line: what is wrong, what to do`, and nothing of
 * the bundler around them; `npm run dev` refuses the same source with the same line. That the check stops the
 * real build and leaves dist/ as it was: tests/owner/owner-edits.test.ts, which builds its copy anyway.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessHours } from '../../src/config/site';
import { run, siteCopy, startDev } from '../support/site-copy';

const ARTICLES = 'src/content/articles';
const fileOf = (n: number) => `${ARTICLES}/broken-example-${n}.md`;

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

/** A section heading of a shipped article, read from its Markdown: the copy's new article repeats it. */
const shipped = readdirSync(ARTICLES).filter((f) => f.endsWith('.md')).sort()[0]!;
const shippedLines = readFileSync(`${ARTICLES}/${shipped}`, 'utf8').split('\n');
const shippedHeadingLine = shippedLines.findIndex((line) => line.startsWith('## ')) + 1;
const shippedHeading = shippedLines[shippedHeadingLine - 1]!.slice(3).trim();

/** Each kind of mistake: the article that makes it, and the problem its file and line state (after `file:`). */
const kinds: [string, string, string][] = [
  ['a missing field', valid.replace('category: Testing\n', ''), '1: category: is required: add it to the front matter'],
  ['an unknown field', valid.replace('date: ', 'author: Pat\ndate: '), '5: author: is not a field of an article'],
  ['a bad date', valid.replace('2026-09-14', '2026-02-30'), '5: date: is not a day of the calendar'],
  ['a related article there is not', valid.replace('[dual-pricing]', '[dual-pricing, no-such-article]'), '6: related: “no-such-article” is not another article'],
  ['raw HTML', valid.replace('A paragraph with', 'A <b>bold</b> paragraph with'), '9: raw HTML is not allowed in an article'],
  ['an unknown fact', valid.replace(':fact[support-hours]', ':fact[support-phone]'), '11: :fact[support-phone] is not a fact'],
  ['a link to a path the site does not have', valid.replace('(/contact)', '(/contact-us)'), '9: the link to /contact-us leads to no page of the site'],
  ['a photo without its text, its file not saved', valid.replace('Another paragraph', '![](./no-such-photo.jpg) Another paragraph'), '11: the image ./no-such-photo.jpg has no text'],
  ['a photo not saved', valid.replace('Another paragraph', '![The counter](./no-such-photo.jpg) Another paragraph'), '11: the image ./no-such-photo.jpg is not there'],
  [
    'a heading another page has',
    `${valid}\n\n## ${shippedHeading}\n\nA section of its own.`,
    `13: the heading “${shippedHeading}” is also a heading of /articles/${shipped.replace(/\.md$/, '')} (${ARTICLES}/${shipped}:${shippedHeadingLine})`,
  ],
];
const messages = kinds.map(([, , message], i) => `${fileOf(i)}:${message}`);

/** Three mistakes in one file, each found: a missing excerpt, raw HTML and a link to no page (a build used to name only the first). */
const BOTH = `${ARTICLES}/broken-example-many.md`;
const both = valid.replace(/^excerpt:.*\n/m, '').replace('A paragraph with', 'A <b>bold</b> paragraph with').replace('(/contact)', '(/contact-us)');
const bothMessages = [
  `${BOTH}:1: excerpt: is required: add it to the front matter`,
  `${BOTH}:8: raw HTML is not allowed in an article`,
  `${BOTH}:8: the link to /contact-us leads to no page of the site`,
];

/** The line of `output` that holds `message`: the problem is stated on a line of its own, from its start. */
const lineWith = (output: string, message: string) => output.split('\n').find((line) => line.includes(message));

/** What was printed says each problem alone, from the start of its line, with nothing of the bundler's. */
function expectPlain(output: string, message: string) {
  expect(lineWith(output, message), output).toMatch(new RegExp(`^${message.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  expect(output).not.toMatch(/RolldownError|^\s+at /m);
}

describe('the content check finds every broken article and fact at once, as npm run dev does one by one', { timeout: 180_000 }, () => {
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

  /**
   * The dev server's answer once it has seen the edit: it refuses with every one of the messages, or serves again.
   * Every one: a link's problem is read from the files at each request, an article's own from Vite's last reading,
   * which may still be the article a test before removed.
   */
  async function devAnswer(...wanted: string[]) {
    for (let tries = 0; ; tries++) {
      const res = await dev.get('/');
      const text = await res.text();
      if ((res.status === 500 && wanted.every((message) => text.includes(message))) || tries > 100) return { status: res.status, text };
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }

  /** What the check printed of all the kinds at once. */
  let checked = '';

  it('names every mistake of every file in one run, each as file:line: what is wrong, what to do', async () => {
    // Each with a title of its own, so that no two of them share a heading.
    for (const [i, [, text]] of kinds.entries()) await copy.write(fileOf(i), `${text.replace('A Broken Example', `A Broken Example ${i}`)}\n`);
    await copy.write(BOTH, `${both}\n`);
    const check = await run(copy.dir, 'npm', ['run', '--silent', 'check:content']);
    for (const [i] of kinds.entries()) await copy.removeFile(fileOf(i));
    await copy.removeFile(BOTH);
    checked = check.output;
    expect(check.code).toBe(1);
    for (const message of [...messages, ...bothMessages]) expectPlain(check.stderr, message);
  });

  // Each message is the one its fault makes (a valid article builds: tests/owner/owner-edits.test.ts). The heading
  // rule is not npm run dev's (it renders the page asked for, not every page); tests/http/copy.test.ts applies it there.
  const devKinds = kinds.map((kind, i) => [...kind, i] as const).filter(([, , message]) => !message.includes('the heading'));
  it.each(devKinds)('npm run dev refuses %s with the check’s line', async (_, text, _message, i) => {
    await copy.write(fileOf(i), `${text}\n`);
    const refused = await devAnswer(messages[i]!);
    await copy.removeFile(fileOf(i));
    expect(refused.status).toBe(500);
    // The same line as the check's, but for the list of the other articles a related slug names (the check saw all eight).
    const same = (line?: string) => line?.replace(/ \(the articles: .*\)$/, '');
    expect(refused.text.split('\n').map(same)).toContain(same(lineWith(checked, messages[i]!)));
    expect(dev.log().split('\n').map(same)).toContain(same(lineWith(checked, messages[i]!)));
    expect(dev.log()).not.toMatch(/^\s+at /m);
  });

  it('npm run dev refuses an article with three mistakes naming all three at once, as the check does', async () => {
    await copy.write(BOTH, `${both}\n`);
    // The link to no page used to be named only once the other two were fixed.
    const refused = await devAnswer(...bothMessages);
    await copy.removeFile(BOTH);
    expect(refused.status).toBe(500);
    for (const message of bothMessages) expect(refused.text.split('\n'), refused.text).toContain(lineWith(checked, message));
  });

  it('with a phone number that is not one, naming site.ts’s line and the phone, beside an article’s mistake', async () => {
    await copy.write(fileOf(0), `${kinds[0]![1]}\n`);
    const shippedSite = await copy.read('src/config/site.ts');
    const line = shippedSite.split('\n').findIndex((l) => l.includes('local: { display:')) + 1;
    await copy.edit('src/config/site.ts', /local: \{ display: '([^']*)'/.exec(shippedSite)![0], "local: { display: '(228) 555-014'");
    const message = `src/config/site.ts:${line}: phones.local: “(228) 555-014” is not a phone number`;
    const check = await run(copy.dir, 'npm', ['run', '--silent', 'check:content']);
    await copy.removeFile(fileOf(0));
    const refused = await devAnswer(message);
    await copy.write('src/config/site.ts', shippedSite);
    expect(check.code).toBe(1);
    expectPlain(check.output, message);
    expectPlain(check.output, messages[0]!);
    expect(refused.status).toBe(500);
    expect(refused.text.split('\n')).toContain(lineWith(check.output, message));
  });

  it('with hours site.ts’s schema refuses, naming each on its line, as the build and npm run dev do', async () => {
    // The last entry of site.ts's hours, its time written as people say it, a day spelt wrong and a time of no day.
    const shippedSite = await copy.read('src/config/site.ts');
    const lines = shippedSite.split('\n');
    const from = lines.findIndex((l) => l.startsWith('export const businessHours'));
    const at = lines.slice(0, lines.indexOf('];', from)).findLastIndex((l, i) => i > from && l.includes('opens:'));
    const entry = businessHours.at(-1)!;
    const day = entry.days.at(-1)!;
    const typo = `${day.slice(0, -2)}${day.at(-1)}`;
    const broken = lines[at]!.replace(`opens: '${entry.opens}'`, "opens: '9am'").replace(`closes: '${entry.closes}'`, "closes: '25:00'").replace(`'${day}'`, `'${typo}'`);
    expect(broken).toContain(typo);
    await copy.write('src/config/site.ts', [...lines.slice(0, at), broken, ...lines.slice(at + 1)].join('\n'));
    const expected = [
      `src/config/site.ts:${at + 1}: businessHours.days: “${typo}” is not a day of the week: write '${day}'`,
      `src/config/site.ts:${at + 1}: businessHours.opens: “9am” is not a time as site.ts writes them: write '09:00'`,
      `src/config/site.ts:${at + 1}: businessHours.closes: “25:00” is not a time as site.ts writes them: write 24-hour hours and minutes`,
    ];
    const check = await run(copy.dir, 'npm', ['run', '--silent', 'check:content']);
    const refused = await devAnswer(...expected);
    await copy.write('src/config/site.ts', shippedSite);
    expect(check.code).toBe(1);
    for (const message of expected) expectPlain(check.stderr, message);
    expect(check.stderr.trim().split('\n').at(-1)).toBe('Fix them, then run the check again: npm run check:content');
    expect(refused.status).toBe(500);
    for (const message of expected) expect(refused.text.split('\n')).toContain(lineWith(check.stderr, message));
  });

  it('with a site.ts that cannot be read (a quote missing), naming its line, not a stack', async () => {
    const shippedSite = await copy.read('src/config/site.ts');
    const lines = shippedSite.split('\n');
    const at = lines.findIndex((l) => /^\s+email: '[^']*',$/.test(l));
    await copy.write('src/config/site.ts', lines.map((l, i) => (i === at ? l.replace(/',$/, ',') : l)).join('\n'));
    const check = await run(copy.dir, 'npm', ['run', '--silent', 'check:content']);
    await copy.write('src/config/site.ts', shippedSite);
    expect(check.code).toBe(1);
    expectPlain(check.stderr, `src/config/site.ts:${at + 1}: a quote is opened here and not closed; compare it with the lines around it`);
    expect(check.stderr).not.toMatch(/literal|expected/);
    // One mistake named, so one to fix.
    expect(check.stderr.trim().split('\n').at(-1)).toBe('Fix it, then run the check again: npm run check:content');
  });

  it('names the owner’s three mistakes of issue 62 in the owner’s words: what to write instead, the nearest pages', async () => {
    // A date written as people write it, a photo without its text, a link to a page with a word too many.
    const file = `${ARTICLES}/owners-three-mistakes.md`;
    const photo = readdirSync(ARTICLES).find((f) => /\.(jpe?g|png|webp)$/.test(f));
    const image = photo ? `./${photo}` : './no-such-photo.jpg';
    const text = valid.replace('2026-09-14', 'September 14, 2026').replace('(/contact)', '(/contact-us)').replace('Another paragraph', `![](${image})\n\nAnother paragraph`);
    await copy.write(file, `${text}\n`);
    const check = await run(copy.dir, 'npm', ['run', '--silent', 'check:content']);
    await copy.removeFile(file);
    expect(check.code).toBe(1);
    expectPlain(check.stderr, `${file}:5: date: “September 14, 2026” is not written YYYY-MM-DD: write 2026-09-14`);
    expectPlain(check.stderr, `${file}:9: the link to /contact-us leads to no page of the site; the nearest pages are /contact, `);
    expectPlain(check.stderr, `${file}:11: the image ${image} has no text: write what it shows between the brackets, e.g. ![`);
    expect(check.stderr.trim().split('\n').at(-1)).toBe('Fix them, then run the check again: npm run check:content');
  });

  it('serves again once the article is fixed', async () => {
    await copy.write(fileOf(0), `${valid}\n`);
    for (let tries = 0; (await dev.get('/')).status !== 200; tries++) {
      expect(tries, dev.log()).toBeLessThan(100);
      await new Promise((wait) => setTimeout(wait, 200));
    }
    expect(dev.log()).toContain('The site is fixed: serving it again.');
  });
});
