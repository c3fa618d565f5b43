/**
 * A photo in an article as the owner's guide says (docs/owner.md, "Photos in an article"), in a copy of the site:
 * the built site answers the article with a <picture> of its sizes in AVIF and WebP, its text, width and height,
 * and each file with its type and a year's immutable cache, as the bundle's files are; npm run dev shows the
 * same picture, its files made as they are asked for. The photo is made by the test, small: no owner's photo
 * is read. How each problem of a photo is named: tests/unit/article-images.test.ts, and through the content
 * check and npm run dev, tests/owner/broken-articles.test.ts.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, siteCopy, startBuilt, startDev } from '../support/site-copy';

const SLUG = 'photo-example';
const ALT = 'The counter of a Gulfport café, its card reader beside the till';
const ARTICLE = [
  '---',
  'title: A Photo Example',
  'excerpt: An article that exists only in a test, to show how the site serves the photos an owner saves beside it.',
  'category: Testing',
  'date: 2026-09-14',
  '---',
  '',
  'The first paragraph, before the photo.',
  '',
  `![${ALT}](./counter.jpg)`,
  '',
].join('\n');

/** Every file a picture names: its sources' srcset and its <img>'s src. */
const filesOf = (picture: HTMLElement) => [
  ...picture.querySelectorAll('source').flatMap((s) => s.getAttribute('srcset')!.split(', ').map((entry) => entry.split(' ')[0]!)),
  picture.querySelector('img')!.getAttribute('src')!,
];

describe('a photo beside an article, built and served', { timeout: 240_000 }, () => {
  let copy: Awaited<ReturnType<typeof siteCopy>>;
  let site: Awaited<ReturnType<typeof startBuilt>> | undefined;
  let dev: Awaited<ReturnType<typeof startDev>> | undefined;

  beforeAll(async () => {
    copy = await siteCopy();
    // 1,000 × 600, as a photo: a file 480, 960 and 1,000 across in each format.
    await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toFile(copy.file('src/content/articles/counter.jpg'));
    await copy.write(`src/content/articles/${SLUG}.md`, ARTICLE);
    const build = await run(copy.dir, 'npm', ['run', 'build']);
    expect(build.code, build.output).toBe(0);
    // No warning of Rolldown's (`[CODE]`) or Vite's (`(!)`): the files are emitted once each, under names the bundle has not.
    expect(build.output).not.toMatch(/^(\[[A-Z_]+\]|\(!\))/m);
    site = await startBuilt(copy.dir);
  }, 240_000);

  afterAll(async () => {
    await site?.stop();
    await dev?.stop();
    await copy?.remove();
  });

  it('answers the article with a <picture> of AVIF and WebP sizes, its text, width and height, lazy below the first block', async () => {
    const page = await site!.get(`/articles/${SLUG}`);
    expect(page.status).toBe(200);
    const picture = parse(await page.text()).querySelector('main article picture')!;
    expect(picture.querySelectorAll('source').map((s) => [s.getAttribute('type'), s.getAttribute('srcset')!.split(', ').map((e) => e.split(' ')[1])])).toEqual([
      ['image/avif', ['480w', '960w', '1000w']],
      ['image/webp', ['480w', '960w', '1000w']],
    ]);
    for (const source of picture.querySelectorAll('source')) expect(source.getAttribute('sizes')).toMatch(/px/);
    expect(picture.querySelector('img')!.attributes).toMatchObject({ alt: ALT, width: '960', height: '576', loading: 'lazy', decoding: 'async' });
  });

  it('serves each of its files with its type and a year’s immutable cache, under a hashed name', async () => {
    const picture = parse(await site!.text(`/articles/${SLUG}`)).querySelector('main article picture')!;
    const files = filesOf(picture);
    expect(files).toHaveLength(7);
    const answers = [];
    for (const file of files) {
      const res = await site!.get(file);
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      answers.push([file.split('.').pop(), res.status, res.headers.get('content-type'), res.headers.get('cache-control'), meta.width]);
    }
    expect(answers).toEqual([
      ['avif', 200, 'image/avif', 'public,max-age=31536000,immutable', 480],
      ['avif', 200, 'image/avif', 'public,max-age=31536000,immutable', 960],
      ['avif', 200, 'image/avif', 'public,max-age=31536000,immutable', 1000],
      ['webp', 200, 'image/webp', 'public,max-age=31536000,immutable', 480],
      ['webp', 200, 'image/webp', 'public,max-age=31536000,immutable', 960],
      ['webp', 200, 'image/webp', 'public,max-age=31536000,immutable', 1000],
      ['jpg', 200, 'image/jpeg', 'public,max-age=31536000,immutable', 960],
    ]);
    for (const file of files) expect(file).toMatch(/^\/assets\/counter-\d+-[\w-]{10}\.(avif|webp|jpg)$/);
  });

  it('shows the same picture in npm run dev, its files made as they are asked for', async () => {
    const built = parse(await site!.text(`/articles/${SLUG}`)).querySelector('main article picture')!;
    dev ??= await startDev(copy.dir);
    const page = await dev.get(`/articles/${SLUG}`);
    expect(page.status).toBe(200);
    const picture = parse(await page.text()).querySelector('main article picture')!;
    expect(picture.toString()).toBe(built.toString());
    for (const file of [filesOf(picture)[0]!, filesOf(picture).at(-1)!]) {
      const res = await dev!.get(file);
      expect([res.status, res.headers.get('content-type')], file).toEqual([200, file.endsWith('.avif') ? 'image/avif' : 'image/jpeg']);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(file.endsWith('.avif') ? 480 : 960);
    }
  });

  it('npm run dev names a photo not saved yet, and shows it once it is saved, the Markdown untouched', async () => {
    dev ??= await startDev(copy.dir);
    const file = 'src/content/articles/photo-later.md';
    await copy.write(file, ARTICLE.replace('A Photo Example', 'A Photo Saved Later').replace('./counter.jpg', './dock.jpg'));
    const message = `${file}:10: the image ./dock.jpg is not there`;
    let answer = { status: 0, text: '' };
    for (let tries = 0; tries < 100 && !answer.text.includes(message); tries++) {
      const res = await dev!.get('/articles/photo-later');
      answer = { status: res.status, text: await res.text() };
      await new Promise((wait) => setTimeout(wait, 200));
    }
    expect(answer.status).toBe(500);
    expect(answer.text.split('\n').some((line) => line.startsWith(message)), answer.text).toBe(true);

    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0b2545' } }).jpeg().toFile(copy.file('src/content/articles/dock.jpg'));
    for (let tries = 0; tries < 100 && answer.status !== 200; tries++) {
      await new Promise((wait) => setTimeout(wait, 200));
      const res = await dev!.get('/articles/photo-later');
      answer = { status: res.status, text: await res.text() };
    }
    expect(answer.status, answer.text).toBe(200);
    expect(parse(answer.text).querySelector('main article picture img')!.attributes).toMatchObject({ alt: ALT, width: '300', height: '200' });
  });
});
