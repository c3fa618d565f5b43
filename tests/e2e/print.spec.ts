import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { readArticles } from '../../build/article-reader';
import { INLINE_LINK } from '../../src/content/text';
import { articleBlocks } from '../support/article-text';
import { sitePaths, test, expect } from './fixtures';

// The longest article: several pages on either paper, headings, lists, figures and links.
const fees = readArticles().then((all) => all.find((a) => a.slug === 'reducing-processing-fees')!);

/** pdf.js joins and splits lines its own way: compare text with all whitespace collapsed. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every label of the site around the article on screen: menus, breadcrumbs, footer lists, buttons, the call-to-action band. */
async function chromeLabels(page: Page) {
  const landmarks = [page.getByRole('banner'), page.getByRole('contentinfo'), page.getByRole('navigation'), page.locator('main section:has(h2:text("Talk it over"))')];
  const labels = (await Promise.all(landmarks.map((l) => l.locator('a, button, h2').allTextContents()))).flat();
  const buttons = await page.getByRole('button').allTextContents();
  const back = await page.getByRole('link', { name: 'Back to Articles' }).allTextContents();
  return [...new Set([...labels, ...buttons, ...back].map(flat).filter(Boolean))];
}

/** The text of each page of a PDF. */
async function pdfPages(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const { pages } = await parser.getText().finally(() => parser.destroy());
  return pages.map((p) => ({ num: p.num, text: flat(p.text) }));
}

/** Pages that end on one of these headings, or hold no text at all (the last page may end anywhere). */
const badBreaks = (pages: { num: number; text: string }[], headings: string[]) => [
  ...pages.slice(0, -1).flatMap((p) => headings.filter((h) => p.text.endsWith(flat(h))).map((h) => `page ${p.num} ends on “${h}”`)),
  ...pages.filter((p) => !p.text).map((p) => `page ${p.num} is blank`),
];

/** Every page's size in PDF points, rounded. */
const pageSizes = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => `${Math.round(Number(m[1]))}×${Math.round(Number(m[2]))}`);

for (const [format, size] of [['Letter', '612×792'], ['A4', '596×843']] as const) {
  test(`an article prints as an article on ${format}`, async ({ page }) => {
    const article = await fees;
    const blocks = articleBlocks(article.body);
    await page.goto(`/articles/${article.slug}`);
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
    // The site's own words that are not also the article's.
    const own = flat([article.title, article.excerpt, article.category, ...blocks.map((b) => b.text), ...(article.stats ? [article.stats.heading, ...article.stats.items.flatMap((s) => [s.value, s.label])] : [])].join(' '));
    const chrome = (await chromeLabels(page)).filter((label) => !own.includes(label));
    expect(chrome.length).toBeGreaterThan(20);

    const pdf = await page.pdf({ format });
    expect(new Set(pageSizes(pdf))).toEqual(new Set([size]));
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(2);
    const text = pages.map((p) => p.text).join(' ');

    // The article, to its last paragraph, with each link's target written after its text.
    const printed = (value: string) => flat(value.replace(INLINE_LINK, (_, label: string, href: string) => `${label} (${origin}${href})`));
    const paragraphs = blocks.filter((b) => b.type === 'p');
    expect(text.includes(article.title), 'the title').toBe(true);
    expect(text.includes(printed(paragraphs[0]!.text)), 'the first paragraph').toBe(true);
    expect(text.includes(printed(paragraphs.at(-1)!.text)), 'the last paragraph, its link written out').toBe(true);

    expect(chrome.filter((label) => text.includes(label))).toEqual([]);

    // Each heading is followed on its page by the text it introduces, and no page is left blank.
    const headings = blocks.flatMap((b) => (b.type === 'h2' || b.type === 'h3' ? [b.text] : []));
    expect(badBreaks(pages, headings)).toEqual([]);
  });
}

for (const path of sitePaths.filter((p) => /^\/articles\/./.test(p))) {
  test(`${path} breaks its pages well on Letter and A4`, async ({ page }) => {
    await page.goto(path);
    const headings = await page.locator('main article :is(h2, h3)').allTextContents();
    expect(headings.length, path).toBeGreaterThan(3);
    for (const format of ['Letter', 'A4'] as const) {
      expect(badBreaks(await pdfPages(await page.pdf({ format })), headings), `${path} on ${format}`).toEqual([]);
    }
  });
}
