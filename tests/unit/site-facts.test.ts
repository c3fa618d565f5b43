/**
 * site.ts's facts against their one schema (build/site-facts.ts), as the content check, the build and npm run dev
 * read them: one kind of field per test, each mistake an owner makes named on one line, `src/config/site.ts:LINE:
 * field: what is wrong`, with what to write instead. The facts are site.ts's own, copied and changed one at a time;
 * each line is found in site.ts's text here by a way of its own (the file read line by line), not the schema's.
 * That a failing fact stops npm run check:content, npm run build and npm run dev: tests/owner/broken-articles.test.ts
 * and tests/owner/owner-edits.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asTwentyFourHour, siteFactProblems, syntaxProblems } from '../../build/site-facts';
import { e164Of } from '../../src/config/phones.server';
import { businessHours, businessTimeZone, site, type SiteConfig } from '../../src/config/site';

const FILE = 'src/config/site.ts';
const SOURCE = readFileSync(FILE, 'utf8');
const LINES = SOURCE.split('\n');

/** site.ts's facts as a plain copy, to change one thing at a time. */
type Writable<T> = { -readonly [K in keyof T]: Writable<T[K]> };
type Facts = { site: Writable<SiteConfig> & Record<string, unknown>; businessHours: { days: string[]; opens: string; closes: string }[]; businessTimeZone: string };
function changed(change: (facts: Facts) => void) {
  const facts = structuredClone({ site, businessHours, businessTimeZone }) as unknown as Facts;
  change(facts);
  return facts;
}
const problemsOf = (facts: Facts) => siteFactProblems(facts, SOURCE);

/** The line number of the `nth` line (0 first) holding `text`, from the first line holding `from` (`site`'s first). */
function lineOf(text: string, { from = 'export const site', nth = 0 } = {}) {
  const start = LINES.findIndex((line) => line.includes(from));
  const found = LINES.map((line, i) => (i >= start && line.includes(text) ? i + 1 : 0)).filter(Boolean);
  expect(found.length, `site.ts has ${nth + 1} lines holding ${text} after ${from}`).toBeGreaterThan(nth);
  return found[nth]!;
}

/** The last opening-hours entry, as a test changes it, and the line of each of its fields. */
const last = businessHours.length - 1;
const entryLine = (field: 'days' | 'opens' | 'closes') => lineOf(`${field}:`, { from: 'export const businessHours', nth: last });

/** Every problem says what to write: the right form, or an example of it. */
function expectLines(problems: string[], expected: [line: number, start: string][]) {
  expect(problems).toHaveLength(expected.length);
  expected.forEach(([line, start], i) => expect(problems[i], problems.join('\n')).toMatch(new RegExp(`^${FILE}:${line}: ${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
  for (const problem of problems) expect(problem).toMatch(/: (write|add it|did you mean)\b|, e\.g\. |write '/);
}

describe('site.ts’s facts, checked by one schema before anything is made of them', () => {
  it('finds no problem in site.ts as it is', async () => {
    expect(await problemsOf(changed(() => {}))).toEqual([]);
  });

  it('hours: a time written another way is told the form to write, and a time of no day, and closing before opening', async () => {
    const entry = businessHours[last]!;
    expectLines(
      await problemsOf(changed((f) => Object.assign(f.businessHours[last]!, { opens: '9am', closes: '25:00' }))),
      [
        [entryLine('opens'), "businessHours.opens: “9am” is not a time as site.ts writes them: write '09:00' (24-hour"],
        [entryLine('closes'), 'businessHours.closes: “25:00” is not a time as site.ts writes them: write 24-hour hours and minutes'],
      ],
    );
    expectLines(await problemsOf(changed((f) => Object.assign(f.businessHours[last]!, { opens: entry.closes, closes: entry.opens }))), [
      [entryLine('closes'), `businessHours.closes: '${entry.opens}' is not after opens '${entry.closes}'`],
    ]);
    expect(['9am', '1:30 pm', '12am', '12pm', '9.30', '7', '13:00'].map(asTwentyFourHour)).toEqual(['09:00', '13:30', '00:00', '12:00', '09:30', '07:00', '13:00']);
    expect(['25:00', '13pm', 'noon'].map(asTwentyFourHour)).toEqual([undefined, undefined, undefined]);
  });

  it('days: a day spelt wrong is told the day it nearly is, and a day listed twice is named', async () => {
    const first = businessHours[0]!.days[0]!;
    expectLines(
      await problemsOf(changed((f) => (f.businessHours[last]!.days = [...f.businessHours[last]!.days.slice(0, -1), 'Saturdy']))),
      [[entryLine('days'), "businessHours.days: “Saturdy” is not a day of the week: write 'Saturday' (one of 'Monday',"]],
    );
    expectLines(await problemsOf(changed((f) => (f.businessHours[last]!.days = ['sun']))), [[entryLine('days'), "businessHours.days: “sun” is not a day of the week: write 'Sunday'"]]);
    expectLines(await problemsOf(changed((f) => f.businessHours[last]!.days.push(first))), [[entryLine('days'), `businessHours.days: “${first}” is also in `]]);
    expectLines(await problemsOf(changed((f) => (f.businessHours[last]!.days = []))), [[entryLine('days'), 'businessHours.days: lists no day: write the days']]);
  });

  it('the area: its state’s code and the places it serves', async () => {
    expectLines(
      await problemsOf(
        changed((f) => {
          f.site.area = { ...f.site.area, regionCode: 'Miss.', servedPlaces: [] as never };
        }),
      ),
      [
        [lineOf('regionCode:'), "area.regionCode: “Miss.” is not a state's two-letter code: write it in capitals, e.g. 'MS'"],
        [lineOf('servedPlaces:'), 'area.servedPlaces: lists no place: write the towns you serve'],
      ],
    );
  });

  it('the e-mail address', async () => {
    const broken = site.email.split('@')[0]!;
    expectLines(await problemsOf(changed((f) => (f.site.email = broken as never))), [[lineOf('email:'), `email: “${broken}” is not an e-mail address: write it whole, e.g. 'hello@yourbusiness.com'`]]);
  });

  it('every phone, in the words ADR 027 gives it', async () => {
    for (const [key, phone] of Object.entries(site.phones)) {
      const typo = phone.display.slice(0, -1);
      const problems = await problemsOf(changed((f) => ((f.site.phones as Record<string, { display: string }>)[key]!.display = typo)));
      expectLines(problems, [[lineOf(`'${phone.display}'`), `phones.${key}: “${typo}” is not a phone number: write it with its area code`]]);
      expect(problems[0]).toContain((e164Of(typo) as { problem: string }).problem);
    }
  });

  it('links: a social account’s address, whole, on its own network, and a network the footer knows', async () => {
    const [first, second] = site.social;
    const at = (link: { url: string }) => lineOf(`'${link.url}'`);
    expectLines(
      await problemsOf(
        changed((f) => {
          f.site.social = [{ ...first!, url: first!.url.replace(/^https:\/\/(www\.)?/, '') }, { ...second!, url: first!.url }, ...f.site.social.slice(2)] as never;
        }),
      ),
      [
        [at(first!), `social.url: “${first!.url.replace(/^https:\/\/(www\.)?/, '')}” is not a whole address: copy it from the browser's address bar`],
        [at(second!), `social.url: “${first!.url}” is not on ${new URL(second!.url).hostname.replace(/^www\./, '')}: a ${second!.network} link is the address of your ${second!.network} page, e.g.`],
      ],
    );
    expectLines(await problemsOf(changed((f) => (f.site.social = [{ ...first!, url: first!.url.replace('https:', 'http:') }] as never))), [
      [at(first!), `social.url: “${first!.url.replace('https:', 'http:')}” starts with http://: write https://`],
    ]);
    expectLines(await problemsOf(changed((f) => (f.site.social = [{ ...first!, network: 'Twitter' }] as never))), [
      [at(first!), "social.network: “Twitter” is not a network the footer has an icon for: write one of 'Facebook', 'LinkedIn', 'Instagram'"],
    ]);
  });

  it('the video: its ID alone, even when its whole address was pasted', async () => {
    const id = site.video.youtubeId;
    expectLines(await problemsOf(changed((f) => (f.site.video = { ...f.site.video, youtubeId: `https://www.youtube.com/watch?v=${id}` } as never))), [
      [lineOf('youtubeId:'), `video.youtubeId: “https://www.youtube.com/watch?v=${id}” is not a YouTube video's ID: write its ID alone, '${id}'`],
    ]);
    expectLines(await problemsOf(changed((f) => (f.site.video = { ...f.site.video, youtubeId: 'our video' } as never))), [
      [lineOf('youtubeId:'), "video.youtubeId: “our video” is not a YouTube video's ID: write the video's 11-character ID"],
    ]);
  });

  it('words and figures: one missing, one empty, one named wrong, a year in quotes, a time zone', async () => {
    const siteLine = lineOf('export const site');
    expectLines(
      await problemsOf(
        changed((f) => {
          const { tagline, ...rest } = f.site;
          f.site = { ...rest, name: ' ', emial: f.site.email } as never;
          void tagline;
        }),
      ),
      [
        [siteLine, 'emial: is not a field here: did you mean email? the fields are name, shortName, tagline,'],
        [lineOf('name:'), "name: is empty: write it, e.g. '"],
        // Deleted from the values only: its line is still in the file.
        [lineOf('tagline:'), "tagline: is missing: add it, e.g. '"],
      ],
    );
    // site.ts writes the year once, as a constant: the line to change is the constant's.
    const yearLine = LINES.findIndex((line) => new RegExp(`\\b${site.foundedYear}\\b`).test(line) && !line.includes('`')) + 1;
    expectLines(await problemsOf(changed((f) => (f.site.foundedYear = String(site.foundedYear) as never))), [
      [yearLine, `foundedYear: “${site.foundedYear}” is not a year written as a number, without quotes: write it as 1993`],
    ]);
    expectLines(await problemsOf(changed((f) => (f.businessTimeZone = 'Central'))), [
      [lineOf('export const businessTimeZone'), "businessTimeZone: “Central” is not a time zone's name: write it as the time zone database names it, e.g. 'America/Chicago'"],
    ]);
  });

  it('a file that cannot be read: its line, before any value', async () => {
    const line = lineOf('email:');
    const broken = LINES.map((text, i) => (i === line - 1 ? text.replace(/'(,?)$/, '$1') : text)).join('\n');
    const problems = await syntaxProblems(broken);
    // One line, the first mistake's, in plain words (the parser's own messages are a compiler's).
    expect(problems).toEqual([`${FILE}:${line}: a quote is opened here and not closed; compare it with the lines around it`]);
    expect(await syntaxProblems(SOURCE)).toEqual([]);
  });
});
