/**
 * The copy as a visitor reads it: every page rendered by the built app, its
 * visible text checked the way a careful editor would read it.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, loadArticle } from '../../src/content/articles';
import { comparison, compliance, homeCta, homeHero, services, solutionsTeaser } from '../../src/content/home';
import { industryCatalog, loadIndustryPage } from '../../src/content/industries';
import { industryCards } from '../../src/content/industries/cards';
import { INLINE_LINK } from '../../src/content/text';
import { loadSolutionPage, solutionCatalog } from '../../src/content/solutions';
import { solutionCards } from '../../src/content/solutions/cards';
import { productionApp } from '../support/app';
import { pagePaths } from '../support/pages';
import { readPage, type RenderedPage } from '../support/visible-text';

const app = productionApp();
const pages = new Map<string, RenderedPage>();

beforeAll(async () => {
  for (const path of pagePaths) pages.set(path, readPage(path, (await request(app).get(path).expect(200)).text));
});
const page = (path: string) => pages.get(path)!;
const all = () => [...pages.values()];

describe('no raw markup', () => {
  /** What the mini-markup (`[label](/path)`) or Markdown leaves behind when it is not rendered. */
  const LEFTOVER = /\]\(|\*\*|__|\[[^\]]*\]/;

  it('no page shows `](`, `**`, `__` or a `[label]` in its text, title, description or image text', () => {
    const found = all().flatMap((p) => {
      const alts = p.root.querySelectorAll('img[alt]').map((img) => img.getAttribute('alt')!);
      return [...p.bodyLines, p.head.title, p.head.description, ...alts].filter((line) => LEFTOVER.test(line)).map((line) => `${p.path}: ${line}`);
    });
    expect(found).toEqual([]);
  });

  /** Every inline link written in a page's content, with the label it shows. */
  const linksIn = (value: unknown): { label: string; href: string }[] => {
    if (typeof value === 'string') return [...value.matchAll(INLINE_LINK)].map((m) => ({ label: m[1]!, href: m[2]! }));
    if (Array.isArray(value)) return value.flatMap(linksIn);
    if (value && typeof value === 'object') return Object.values(value).flatMap(linksIn);
    return [];
  };
  const sources: [string, () => Promise<unknown>][] = [
    ['/', async () => [homeHero, comparison, compliance, services, solutionsTeaser, homeCta]],
    ['/solutions', async () => solutionCards],
    ['/industries', async () => industryCards],
    ...solutionCatalog.map((l): [string, () => Promise<unknown>] => [`/solutions/${l.slug}`, () => loadSolutionPage(l.slug)]),
    ...industryCatalog.map((l): [string, () => Promise<unknown>] => [`/industries/${l.slug}`, () => loadIndustryPage(l.slug)]),
    ...articles.map((a): [string, () => Promise<unknown>] => [`/articles/${a.slug}`, () => loadArticle(a.slug)]),
  ];

  it.each(sources)('%s shows each link written in its content as a link, with its label', async (path, load) => {
    const anchors = page(path).main.querySelectorAll('a').map((a) => `${a.textContent.replace(/\s+/g, ' ').trim()} → ${a.getAttribute('href')}`);
    const missing = linksIn(await load()).map((l) => `${l.label} → ${l.href}`).filter((l) => !anchors.includes(l));
    expect(missing).toEqual([]);
  });

  it('the industry pages hold links in their cards, steps and intros, so those parts are covered', async () => {
    const pagesWithLinksOutsideProse = await Promise.all(
      industryCatalog.map(async (l) => (await loadIndustryPage(l.slug)).sections.filter((s) => s.kind !== 'prose' && linksIn(s).length > 0).length),
    );
    expect(pagesWithLinksOutsideProse.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(4);
  });
});
