/**
 * Photos in an article (build/article-images.ts, build/article-reader.ts): a JPEG, PNG or WebP saved beside
 * the Markdown and written ![what it shows](./photo.jpg) becomes a <picture> of AVIF and WebP sizes with its
 * text, width and height; every photo without its text, missing, of another kind or too large is a problem
 * naming its file and line, all in one reading, as the content check (build/check-content.ts) lists them.
 * The photos are made here, small, in a temporary folder: no owner's article or photo is read.
 */
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { parse } from 'node-html-parser';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVariant, MAX_BYTES, MAX_PIXELS, SIZES } from '../../build/article-images';
import { readArticle } from '../../build/article-reader';
import { articleProblems } from '../../build/check-content';
import { ArticleText } from '../../src/components/article-text';

const FRONT = ['---', 'title: Photos of a Test', 'excerpt: An article that exists only in a test, to show what the build makes of the photos in it.', 'category: Testing', 'date: 2026-09-14', '---', ''];

/** A PNG's header alone, saying it is `width` × `height`: the limit in pixels is read from the header, before any pixel. */
function pngHeader(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(0))), chunk('IEND', Buffer.alloc(0))]);
}

/** A small photo: two colours side by side, so a turned one is told from an upright one. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b2545' } }).composite([{ input: { create: { width: Math.floor(width / 2), height, channels: 3, background: '#e0a458' } }, left: 0, top: 0 }]);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'article-images-'));
  await photo(600, 400).jpeg().toFile(join(dir, 'counter.jpg'));
  // A phone's photo as it is saved: sideways, with the EXIF orientation that turns it upright (6: a quarter turn).
  await photo(640, 360).jpeg().withMetadata({ orientation: 6 }).toFile(join(dir, 'Dock Photo.JPG'));
  await photo(200, 100).png().toFile(join(dir, 'chart.png'));
  await photo(200, 100).webp().toFile(join(dir, 'till.webp'));
  await photo(200, 100).gif().toFile(join(dir, 'moving.gif'));
  await writeFile(join(dir, 'not-a-photo.jpg'), 'a text file named as a photo\n');
  await writeFile(join(dir, 'huge.jpg'), '');
  await truncate(join(dir, 'huge.jpg'), MAX_BYTES + 1_000_000);
  await writeFile(join(dir, 'wide.png'), pngHeader(10_000, MAX_PIXELS / 10_000 + 1_000));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Reads `lines` (after the front matter) as the article photo-test.md of the temporary folder. */
async function read(lines: string[]) {
  const file = join(dir, 'photo-test.md');
  const source = [...FRONT, ...lines].join('\n');
  await writeFile(file, source);
  return { file: relative(process.cwd(), file), read: await readArticle(file, source, ['photo-test']) };
}

describe('a photo beside the article', () => {
  it('becomes a <picture> of AVIF and WebP sizes with its text, width and height, lazy below the text’s first block', async () => {
    const { read: article } = await read([
      '![The counter of a café, its card reader by the till](./counter.jpg)',
      '',
      'A paragraph between the photos.',
      '',
      '![The dock at Biloxi, taken with a phone held upright](Dock%20Photo.JPG) and ![A chart of the fees](./chart.png) and ![A till](./till.webp)',
    ]);
    expect(article.problems).toEqual([]);
    const html = parse(renderToStaticMarkup(ArticleText({ body: article.article.body })));
    const pictures = html.querySelectorAll('picture');
    expect(pictures).toHaveLength(4);
    const [counter, dock, chart, till] = pictures.map((p) => ({
      sources: p.querySelectorAll('source').map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]),
      img: p.querySelector('img')!.attributes,
    }));

    // 600 pixels across: a file 480 wide and one of its own width, no larger, in each format.
    expect(counter!.sources).toEqual([
      ['image/avif', expect.stringMatching(/^\/assets\/counter-480-[\w-]{10}\.avif 480w, \/assets\/counter-600-[\w-]{10}\.avif 600w$/), SIZES],
      ['image/webp', expect.stringMatching(/^\/assets\/counter-480-[\w-]{10}\.webp 480w, \/assets\/counter-600-[\w-]{10}\.webp 600w$/), SIZES],
    ]);
    // In the text's first block, on the reader's first screen: it loads at once.
    expect(counter!.img).toEqual({ src: expect.stringMatching(/^\/assets\/counter-600-[\w-]{10}\.jpg$/), alt: 'The counter of a café, its card reader by the till', width: '600', height: '400', decoding: 'async' });
    // Upright as the phone showed it: 360 across, 640 high.
    expect(dock!.img).toMatchObject({ src: expect.stringMatching(/^\/assets\/dock-photo-360-[\w-]{10}\.jpg$/), width: '360', height: '640', loading: 'lazy', decoding: 'async' });
    // A PNG keeps PNG for the browser that takes neither AVIF nor WebP (a chart's sharp edges, its transparency).
    expect(chart!.img).toMatchObject({ src: expect.stringMatching(/^\/assets\/chart-200-[\w-]{10}\.png$/), alt: 'A chart of the fees', width: '200', height: '100', loading: 'lazy' });
    expect(till!.img).toMatchObject({ src: expect.stringMatching(/^\/assets\/till-200-[\w-]{10}\.jpg$/), loading: 'lazy' });
    expect(article.images.map((i) => i.variants.length)).toEqual([5, 3, 3, 3]);
  });

  it('names every photo without its text, missing, of another kind or too large, each by file:line, all in one reading', async () => {
    const { file, read: article } = await read([
      'A paragraph.', // line 8
      '',
      '![](./counter.jpg)', // 10
      '',
      '![A photo never saved](./missing.jpg)', // 12
      '',
      '![   ](./missing-too.jpg)', // 14
      '',
      '![A moving picture](./moving.gif)', // 16
      '',
      '![Text named as a photo](./not-a-photo.jpg)', // 18
      '',
      '![A photo of too many bytes](./huge.jpg)', // 20
      '',
      '![A photo of too many pixels](./wide.png)', // 22
      '',
      '![A photo from another site](https://example.com/photo.jpg) and ![One from a folder above](../counter.jpg)', // 24
    ]);
    expect(article.problems).toEqual([
      `${file}:10: the image ./counter.jpg has no text: write what it shows between the brackets, e.g. ![A card reader on the counter of a Biloxi café](./counter.jpg): it is what a reader who cannot see the photo hears, and what shows if it does not load`,
      `${file}:12: the image ./missing.jpg is not there: save it in ${relative(process.cwd(), dir)}/ (the name as written, capitals and all)`,
      expect.stringMatching(new RegExp(`^${file}:14: the image \\./missing-too\\.jpg has no text`)),
      `${file}:14: the image ./missing-too.jpg is not there: save it in ${relative(process.cwd(), dir)}/ (the name as written, capitals and all)`,
      `${file}:16: the image ./moving.gif is not a JPEG, PNG or WebP file: save it as a JPEG (a phone’s HEIC photo too: share or export it “as JPEG”)`,
      `${file}:18: the image ./not-a-photo.jpg is not a JPEG, PNG or WebP file: save it as a JPEG (a phone’s HEIC photo too: share or export it “as JPEG”)`,
      `${file}:20: the image ./huge.jpg is 16.0 MB: at most 15 MB; save a smaller copy (2,000 pixels across is plenty)`,
      `${file}:22: the image ./wide.png is 10000 × 6000 pixels (60.0 million): at most 50 million; save a smaller copy (2,000 pixels across is plenty)`,
      `${file}:24: the image “https://example.com/photo.jpg” is not a file beside the article: save the photo in ${relative(process.cwd(), dir)}/ and write ![what it shows](./photo.jpg)`,
      `${file}:24: the image “../counter.jpg” is not a file beside the article: save the photo in ${relative(process.cwd(), dir)}/ and write ![what it shows](./photo.jpg)`,
    ]);
    // Left out of the text: nothing of them reaches a page.
    expect(renderToStaticMarkup(ArticleText({ body: article.article.body }))).not.toMatch(/<img|<picture/);
    expect(article.images).toEqual([]);
  });

  it('is named by the content check with the rest of the articles’ problems', async () => {
    const root = await mkdtemp(join(tmpdir(), 'article-images-root-'));
    const articles = join(root, 'src/content/articles');
    await mkdir(articles, { recursive: true });
    await writeFile(join(articles, 'with-photo.md'), [...FRONT, '![](./counter.jpg)', ''].join('\n'));
    const { problems } = await articleProblems(root);
    await rm(root, { recursive: true, force: true });
    expect(problems).toEqual([
      expect.stringMatching(/with-photo\.md:8: the image \.\/counter\.jpg has no text/),
      expect.stringMatching(/with-photo\.md:8: the image \.\/counter\.jpg is not there/),
    ]);
  });
});

describe('the files the build makes of a photo', () => {
  it('are each of its format and width, upright, without the photo’s metadata', async () => {
    const { read: article } = await read(['![The dock at Biloxi](./Dock%20Photo.JPG)']);
    const [image] = article.images;
    const made = await Promise.all(image!.variants.map(async (variant) => ({ variant, meta: await sharp(await makeVariant(image!, variant)).metadata() })));
    expect(made.map(({ variant, meta }) => [variant.path.split('.').pop(), meta.format, meta.compression, meta.width, meta.height, meta.orientation, meta.exif])).toEqual([
      ['avif', 'heif', 'av1', 360, 640, undefined, undefined],
      ['webp', 'webp', undefined, 360, 640, undefined, undefined],
      ['jpg', 'jpeg', undefined, 360, 640, undefined, undefined],
    ]);
  });
});
