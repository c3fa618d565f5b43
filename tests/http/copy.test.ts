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
import { dualPricingRules, surchargeRules } from '../../src/content/pricing-rules';
import { INLINE_LINK } from '../../src/content/text';
import { loadSolutionPage, solutionCatalog } from '../../src/content/solutions';
import { solutionCards } from '../../src/content/solutions/cards';
import { productionApp } from '../support/app';
import { pagePaths } from '../support/pages';
import { readPage, sentences, type RenderedPage } from '../support/visible-text';

const app = productionApp();
const pages = new Map<string, RenderedPage>();

beforeAll(async () => {
  for (const path of pagePaths) pages.set(path, readPage(path, (await request(app).get(path).expect(200)).text));
});
const page = (path: string) => pages.get(path)!;
const all = () => [...pages.values()];
const lower = (text: string) => text.toLowerCase();

describe('no raw markup', () => {
  /** What the mini-markup (`[label](/path)`), Markdown or an uninterpolated `${…}` leaves behind. */
  const LEFTOVER = /\]\(|\*\*|__|\[[^\]]*\]|\$\{/;

  it('no page shows `](`, `**`, `__`, a `[label]` or a `${` in its text, title, description or image text', () => {
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

describe('the pricing program rules: one list, shown whole, once', () => {
  const norm = (text: string) => lower(text.replace(/\s+/g, ' ').trim());
  const itemsOf = (p: RenderedPage) => p.main.querySelectorAll('li').map((li) => norm(li.textContent));

  it.each([['surcharge', surchargeRules.items], ['dual pricing', dualPricingRules.items]] as const)(
    'every page that shows a %s rule shows the whole list, each rule once',
    (_, rules) => {
      const problems = all().flatMap((p) => {
        const items = itemsOf(p);
        const counts = rules.map((rule) => items.filter((item) => item === norm(rule)).length);
        if (counts.every((c) => c === 0)) return [];
        return counts.every((c) => c === 1) ? [] : [`${p.path}: ${counts.join(',')}`];
      });
      expect(problems).toEqual([]);
    },
  );

  it('shows the surcharge rules where surcharging is explained: home, card processing and the fees article', () => {
    const showing = all().filter((p) => itemsOf(p).includes(norm(surchargeRules.items[0]!))).map((p) => p.path);
    expect(showing).toEqual(expect.arrayContaining(['/', '/solutions/credit-card-processing', '/articles/reducing-processing-fees']));
    expect(all().filter((p) => itemsOf(p).includes(norm(dualPricingRules.items[0]!))).map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/articles/dual-pricing']));
  });

  it('states no surcharge figure outside the one list', () => {
    const figure = /30 days|3-4%|\b3%|April 2023/;
    const rules = surchargeRules.items.map(norm);
    const loose = all().flatMap((p) =>
      p.main.querySelectorAll('p, li')
        .filter((el) => !el.querySelector('p, li') && figure.test(el.textContent))
        .filter((el) => /surcharg/i.test(el.closest('section')?.textContent ?? ''))
        .filter((el) => !rules.includes(norm(el.textContent)))
        .map((el) => `${p.path}: ${norm(el.textContent)}`),
    );
    expect(loose).toEqual([]);
  });

  it('keeps SPEC.md’s rules and adds what an owner needs so as not to be fined', () => {
    const text = surchargeRules.items.join(' ');
    // SPEC.md section 9
    for (const rule of [/card networks, at least 30 days before/, /actual processing cost \(typically 3-4%\)/, /debit .*can never be surcharged/, /some states forbid/]) expect(text).toMatch(rule);
    // The card networks' rules an owner is fined for missing
    for (const rule of [/never above 3% on a Visa card, Visa’s cap since April 2023/, /cap them lower/, /processor written notice/, /sign at the entrance and another at the register/, /its own line on every receipt/]) expect(text).toMatch(rule);
  });

  it('never calls surcharging allowed before saying where it is not', () => {
    const ALLOWED = /\b(allow(s|ed)?|permit(s|ted)?|legal)\b/i;
    const early = all().flatMap((p) => {
      const said = p.lines.flatMap(sentences);
      return said.flatMap((sentence, i) => {
        const context = `${said[i - 1] ?? ''} ${sentence}`;
        if (!ALLOWED.test(sentence) || !/surcharg/i.test(context)) return [];
        const before = said.slice(0, i).join(' ') + sentence.slice(0, sentence.search(ALLOWED));
        return /forbid|prohibit/i.test(before) ? [] : [`${p.path}: ${sentence}`];
      });
    });
    expect(early).toEqual([]);
  });
});
