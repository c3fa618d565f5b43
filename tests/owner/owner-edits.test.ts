/**
 * The owner's edits, made as docs/owner.md says, in a copy of the site that is then
 * built and served: a new article, another phone number, other Saturday hours. Slow (a build and a
 * test run of their own), so npm test runs them and npm run test:fast does not. Then builds that stop,
 * at the content check and in the bundler, leave that build as it was.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PDFParse } from 'pdf-parse';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeExample, run, siteCopy, startBuilt } from '../support/site-copy';

/** The owner's own number, written once as they write it; its E.164 form is the build's to work out. */
const PHONE = { display: '228-864-2210', e164: '+12288642210' };
const SHIPPED_PHONE = "{ display: '(228) 555-0142', label: 'Local' }";
const SHIPPED_HOURS = `  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '14:00' },
`;
/** Half past the hour, three entries, open on Sunday: hours an owner may well keep. */
const OWN_HOURS = `  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '18:00' },
  { days: ['Saturday'], opens: '10:00', closes: '15:00' },
  { days: ['Sunday'], opens: '12:00', closes: '16:30' },
`;

/** Every file under `dir` with the SHA-256 of its bytes, by its path in `dir`. */
const hashes = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => [relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')])
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
  );

/** The JSON-LD graph of a page. */
const graphOf = (html: string) => (JSON.parse(parse(html).querySelector('script[type="application/ld+json"]')!.text) as { '@graph': Record<string, unknown>[] })['@graph'];

describe('the owner edits a copy of the site as the owner\'s guide says', { timeout: 240_000 }, () => {
  let copy: Awaited<ReturnType<typeof siteCopy>>;
  let site: Awaited<ReturnType<typeof startBuilt>>;
  let example: Awaited<ReturnType<typeof readmeExample>>;
  let buildOutput: string;

  beforeAll(async () => {
    copy = await siteCopy();
    example = await readmeExample();
    await copy.write(`src/content/articles/${example.slug}.md`, example.text);
    await copy.edit('src/config/site.ts', SHIPPED_PHONE, `{ display: '${PHONE.display}', label: 'Local' }`);
    await copy.edit('src/config/site.ts', SHIPPED_HOURS, OWN_HOURS);
    const build = await run(copy.dir, 'npm', ['run', 'build']);
    expect(build.code, build.output).toBe(0);
    buildOutput = build.output;
    site = await startBuilt(copy.dir);
  }, 240_000);

  afterAll(async () => {
    await site?.stop();
    await copy?.remove();
  });

  it('builds without a warning when nothing is wrong: no timings of its own plugins dressed as one', () => {
    // Rolldown's PLUGIN_TIMINGS notes a build spent most of its time in plugins: this one draws the cards and the
    // brochure in its plugins by design, so the note came with every build, in a warning's yellow.
    // Rolldown's warnings start `[CODE]`, Vite's `(!)`.
    expect(buildOutput).not.toMatch(/^(\[[A-Z_]+\]|\(!\))/m);
  });

  it('shows the new article in the list, at its address, in the sitemap and the feed, with its card', async () => {
    const title = /^title: "?(.*?)"?$/m.exec(example.text)![1]!;
    const path = `/articles/${example.slug}`;
    const list = parse(await site.text('/articles'));
    expect(list.querySelectorAll('main h2 a').map((a) => [a.text, a.getAttribute('href')])).toContainEqual([title, path]);

    const page = await site.get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(parse(html).querySelector('h1')!.text).toBe(title);
    expect(parse(html).querySelector('main article')!.text).toContain('U.S.-based support takes the call');
    expect(graphOf(html).find((thing) => thing['@type'] === 'Article')).toMatchObject({ headline: title, articleSection: 'Operations' });

    expect(await site.text('/sitemap.xml')).toContain(`${path}</loc>`);
    expect(await site.text('/articles/feed.xml')).toContain(`<title type="html"><![CDATA[${title}]]></title>`);

    const card = await site.get(`/images/articles/${example.slug}.png`);
    expect(card.headers.get('content-type')).toBe('image/png');
    const image = Buffer.from(await card.arrayBuffer());
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000/images/articles/${example.slug}.png">`);
  });

  it('shows the changed phone number, written once, on the pages, in their tel: links, in the JSON-LD and in the brochure', async () => {
    for (const path of ['/', '/contact', '/articles/payment-security']) {
      const html = await site.text(path);
      expect(html, path).toContain(PHONE.display);
      expect(html, path).toContain(`href="tel:${PHONE.e164}"`);
      expect(html, path).not.toContain('555-0142');
    }
    const business = graphOf(await site.text('/contact')).find((thing) => thing['@type'] === 'FinancialService');
    expect(business).toMatchObject({ telephone: PHONE.e164 });

    const pdf = Buffer.from(await (await site.get('/downloads/restaurant-pos-brochure.pdf')).arrayBuffer());
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const { text } = await parser.getText().finally(() => parser.destroy());
    expect(text.replace(/\s+/g, ' ')).toContain(PHONE.display);
    expect(text).not.toContain('555-0142');
  });

  it('shows the changed hours on /contact and in the JSON-LD’s opening hours', async () => {
    const html = await site.text('/contact');
    const main = parse(html).querySelector('main')!.text;
    for (const line of ['Mon–Fri: 7:30am–6pm', 'Sat: 10am–3pm', 'Sun: 12pm–4:30pm']) expect(main).toContain(line);
    expect(main).not.toContain('Closed');
    const business = graphOf(html).find((thing) => thing['@type'] === 'FinancialService');
    expect(business?.openingHoursSpecification).toHaveLength(3);
    expect(business?.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '12:00', closes: '16:30' });
  });

  it('keeps green the tests that read the facts, the hours and the articles', async () => {
    const files = [
      'tests/http/copy.test.ts', 'tests/http/crawl.test.ts', 'tests/http/pages.test.ts', 'tests/http/content-pages.test.ts', 'tests/http/forms.test.ts',
      'tests/http/brochure.test.ts', 'tests/http/startup-report.test.ts', 'tests/unit/content.test.ts', 'tests/unit/hours.test.ts', 'tests/unit/examples.test.ts',
      'tests/unit/phones.test.ts',
    ];
    const tests = await run(copy.dir, 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'http', ...files]);
    expect(tests.code, tests.output.slice(-4000)).toBe(0);
    expect(tests.output).toMatch(new RegExp(`Test Files {2}${files.length} passed`));
  });

  it('fails the copy test on a figure neither site.ts nor the list holds, naming the list', async () => {
    await copy.edit(`src/content/articles/${example.slug}.md`, 'Walk new staff through a refund', 'Most shops see 45% more card sales in June. Walk new staff through a refund');
    // Against the source, as npm run test:fast checks it: no build needed.
    const tests = await run(copy.dir, 'npx', ['vitest', 'run', '--project', 'http', 'tests/http/copy.test.ts', '-t', 'every figure on the site'], { TEST_APP: 'dev' });
    expect(tests.code).toBe(1);
    expect(tests.output).toContain('add it to allowedFigures in src/content/figures.ts');
    expect(tests.output).toContain(`/articles/${example.slug}: “45%”`);
  });

  it('leaves dist/ byte for byte as it was when the content check stops the build (an article, a fact of site.ts), or the bundler does, and the site serving', async () => {
    const dist = copy.file('dist');
    const before = hashes(dist);
    expect(Object.keys(before).length).toBeGreaterThan(50);
    const broken = 'src/content/articles/broken-example.md';

    // The content check: a broken article stops the build before anything is written.
    await copy.write(broken, example.text.replace(/^excerpt:.*\n/m, ''));
    const checked = await run(copy.dir, 'npm', ['run', 'build']);
    await copy.removeFile(broken);
    expect(checked.code, checked.output).toBe(1);
    expect(checked.stderr.split('\n')).toContain(`${broken}:1: excerpt: is required: add it to the front matter`);
    // Stopped before the bundler started.
    expect(checked.output).not.toMatch(/building client environment/);
    expect(hashes(dist)).toEqual(before);
    expect(existsSync(copy.file('dist.new'))).toBe(false);

    // site.ts's schema: an opening time written as people say it stops the build at the check, naming its line
    // (it once built, and /contact, the brochure and the structured data showed "NaNpm").
    const shippedSite = await copy.read('src/config/site.ts');
    const siteLines = shippedSite.split('\n');
    const at = siteLines.findLastIndex((line) => /opens: '\d\d:\d\d'/.test(line));
    await copy.write('src/config/site.ts', siteLines.map((line, i) => (i === at ? line.replace(/opens: '\d\d:\d\d'/, "opens: '9am'") : line)).join('\n'));
    const refused = await run(copy.dir, 'npm', ['run', 'build']);
    await copy.write('src/config/site.ts', shippedSite);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.stderr.split('\n')).toContainEqual(expect.stringMatching(new RegExp(`^src/config/site\\.ts:${at + 1}: businessHours\\.opens: “9am” is not a time as site\\.ts writes them: write '09:00'`)));
    expect(refused.output).not.toMatch(/building client environment/);
    expect(hashes(dist)).toEqual(before);
    expect(existsSync(copy.file('dist.new'))).toBe(false);

    // The bundler: the server bundle fails once the client bundle is written (the lead command, which no page loads),
    // a client bundle that differs from the one in dist/ (a new article: its social card).
    const added = 'src/content/articles/one-more-article.md';
    await copy.write(added, ['---', 'title: One More Article', `excerpt: ${'An article that exists only in a test, to give the client bundle a file it did not have. '.trim()}`, 'category: Testing', 'date: 2026-09-14', '---', '', 'A paragraph.', ''].join('\n'));
    const command = await copy.read('server/cli/cli.ts');
    await copy.write('server/cli/cli.ts', `${command}\nexport const broken = ;\n`);
    const bundled = await run(copy.dir, 'npm', ['run', 'build']);
    await copy.write('server/cli/cli.ts', command);
    await copy.removeFile(added);
    expect(bundled.output).toContain('images/articles/one-more-article.png');
    expect(bundled.code, bundled.output).toBe(1);
    expect(bundled.output).toContain('precompressed');
    expect(bundled.stderr).toContain('The build stopped; dist/ is as it was.');
    expect(hashes(dist)).toEqual(before);
    expect(existsSync(copy.file('dist.new'))).toBe(false);

    const home = await site.get('/');
    expect(home.status).toBe(200);
    for (const src of parse(await home.text()).querySelectorAll('script[src]').map((s) => s.getAttribute('src')!)) expect((await site.get(src)).status, src).toBe(200);
  });
});
