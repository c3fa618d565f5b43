import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hoursLines } from '../../src/config/hours';
import { phones } from '../../src/config/phones.server';
import { site } from '../../src/config/site';
import { comparison, compliance, homeCta, homeHero, solutionsTeaser } from '../../src/content/home';
import { industryCatalog } from '../../src/content/industries';
import { industryPage } from '../../src/content/industries/pages.server';
import { industryCards } from '../../src/content/industries/cards';
import { feeCalculatorCopy, feeCalculatorNotes } from '../../src/content/fee-calculator';
import { footerNav, headerActions, mainNav } from '../../src/content/navigation';
import { solutionsOverview } from '../../src/content/overviews';
import { blockStrings, blockWords, INLINE_LINK, inlineLinks } from '../../src/content/text';
import { solutionCatalog } from '../../src/content/solutions';
import { solutionPage } from '../../src/content/solutions/pages.server';
import { solutionCards } from '../../src/content/solutions/cards';
import { articles } from '../../src/content/articles';
import type { Section } from '../../src/content/types';
import { industryPath } from '../../src/content/paths';
import { matchPage, routes } from '../../src/render/routes.server';
import { articleStrings } from '../support/article-text';

// Every page's content with its catalog entry.
const solutionPages = solutionCatalog.map((l) => ({ ...l, ...solutionPage(l.slug) }));
const industryPages = industryCatalog.map((l) => ({ ...l, ...industryPage(l.slug) }));

const isPage = (href: string) => href.startsWith('/') && !matchPage(href).notFound;

/** Every string of a content value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('links', () => {
  const articleTexts = articles.map((a) => articleStrings(a.body));
    const content = { solutionPages, solutionCards, industryPages, industryCards, articleTexts, comparison, compliance, homeCta, homeHero, solutionsOverview, feeCalculatorNotes };

  it('every inline link in the content leads to a page of the site', () => {
    const targets = strings(content).flatMap(inlineLinks);
    expect(targets.length).toBeGreaterThan(20);
    expect(targets.filter((href) => !isPage(href))).toEqual([]);
  });

  it('every call to action and navigation link leads to a page (or is one of the two legal 404s)', () => {
    const hrefs = [
      ...mainNav.flatMap((e) => [e.href, ...(e.children ?? []).map((c) => c.href)]),
      ...Object.values(headerActions).map((a) => a.href),
      ...footerNav.solutions.map((l) => l.href),
      ...footerNav.industries.map((l) => l.href),
      ...footerNav.tools.map((l) => l.href),
      ...solutionCards.map((c) => c.link.href),
      ...industryCards.map((c) => industryPath(c.slug)),
      ...[...solutionPages, ...industryPages].flatMap((p) => [p.cta.primary.href, p.cta.secondary?.href ?? '/']),
      ...comparison.programs.map((p) => p.link.href),
      comparison.calculator.href,
      feeCalculatorCopy.cta.href,
      new URL(feeCalculatorCopy.example.href, 'http://localhost').pathname,
      homeHero.primary.href, homeHero.secondary.href, solutionsTeaser.viewAll.href,
    ];
    expect(hrefs.filter((href) => !isPage(href))).toEqual([]);
    expect(footerNav.legal.map((l) => l.href)).toEqual(['/privacy', '/terms']);
  });

  it('every hero image is imported from src/assets/images', () => {
    const images = [...solutionPages, ...industryPages].flatMap((p) => (p.hero.image ? [p.hero.image.src] : []));
    expect(images).toHaveLength(11);
    // Under test an imported file's URL is its path in the project; the build gives it a hashed name.
    const imported = (src: string) => src.startsWith('/src/assets/images/') && statSync(join('.', src), { throwIfNoEntry: false })?.isFile();
    expect(images.filter((src) => !imported(src))).toEqual([]);
  });
});

describe('route table', () => {
  it('declares each path once and ends with the not-found route', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
  });

  it('shows each path the page React Router ranks first, by the table or through the router', () => {
    const listed = routes.map((r) => r.path).filter((path) => !/[:*]/.test(path));
    const others = ['/solutions/gift-cards', '/Industries/Restaurants', '/articles/', '/no-such-page', '/solutions/pos-systems/extra'];
    for (const path of [...listed, ...listed.map((p) => p.toUpperCase()), ...others]) {
      const ranked = matchRoutes(routes, path)?.at(-1)?.route ?? routes.at(-1);
      expect(matchPage(path).route, path).toBe(ranked);
    }
  });

  it('gives every page a unique title and a unique description of 70–160 characters', () => {
    const metas = routes.filter((r) => !r.path.includes(':')).map((r) => r.handle.meta);
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
    for (const { description } of metas) {
      expect(description.length, description).toBeGreaterThanOrEqual(70);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });
});

describe('solutions', () => {
  it('has five pages in menu order, each with at least 700 words and four highlights', () => {
    expect(solutionPages.map((p) => p.slug)).toEqual(['credit-card-processing', 'pos-systems', 'payment-gateways', 'mobile-payments', 'business-funding']);
    for (const page of solutionPages) {
      expect(blockWords(page.body), page.slug).toBeGreaterThanOrEqual(700);
      expect(page.highlights).toHaveLength(4);
      expect(page.body.some((b) => b.type === 'h2')).toBe(true);
    }
  });

  it('has seven overview cards with features', () => {
    expect(solutionCards.map((c) => c.title)).toHaveLength(7);
    for (const card of solutionCards) expect(card.features.length).toBeGreaterThan(0);
  });

  it('states the business funding figures', () => {
    const text = blockStrings(solutionPages.find((p) => p.slug === 'business-funding')!.body).join(' ');
    for (const fact of ['10 minutes', '24-48 hours', '3-5 business days', 'daily card sales', 'collateral']) expect(text).toContain(fact);
  });
});

describe('industries', () => {
  const page = (slug: string) => industryPages.find((p) => p.slug === slug)!;
  const sizes = (sections: Section[], kind: Section['kind']) =>
    sections.filter((s) => s.kind === kind).map((s) => ('items' in s ? s.items.length : 'lists' in s ? s.lists.length : 1));

  it('has six pages in menu order, each with its overview card', () => {
    const order = ['retail', 'restaurants', 'ecommerce', 'skilled-trades', 'professional-services', 'specialty'];
    expect(industryPages.map((p) => p.slug)).toEqual(order);
    expect(industryCards.map((c) => c.slug)).toEqual(order);
  });

  it('meets the counts of docs/requirements.md#industry-pages', () => {
    expect(sizes(page('restaurants').sections, 'cards').slice(0, 2)).toEqual([12, 4]);
    expect(sizes(page('restaurants').sections, 'entries')).toEqual([10]);
    expect(sizes(page('retail').sections, 'cards')[0]).toBe(8);
    expect(sizes(page('retail').sections, 'entries')).toEqual([12]);
    expect(sizes(page('ecommerce').sections, 'cards').slice(0, 2)).toEqual([8, 4]);
    expect(sizes(page('skilled-trades').sections, 'cards')[0]).toBe(8);
    expect(sizes(page('skilled-trades').sections, 'entries')).toEqual([10]);
    expect(sizes(page('skilled-trades').sections, 'steps')).toEqual([4]);
    expect(sizes(page('professional-services').sections, 'cards')).toEqual([8]);
    expect(sizes(page('professional-services').sections, 'entries')).toEqual([10]);
    expect(sizes(page('specialty').sections, 'cards')[0]).toBe(8);
    expect(sizes(page('specialty').sections, 'entries')).toEqual([12]);
  });

  it('uses the exact titles and highlights of professional services and specialty', () => {
    expect(page('professional-services').hero.title).toBe('Professional Services Payment Solutions');
    expect(page('professional-services').highlights?.map((h) => h.title)).toEqual(['Get Paid Faster', 'Stay Compliant', 'Save Time']);
    expect(page('specialty').hero.title).toBe('Specialty Business Payment Solutions');
    expect(page('specialty').highlights?.map((h) => h.title)).toEqual(['Online Booking', 'Gift Cards', 'Memberships']);
  });
});

describe('articles', () => {
  it('counts the words a reader reads: the text, link labels and facts, not the paths', () => {
    const words = (body: (typeof articles)[number]['body']) => articleStrings(body).join(' ').replace(INLINE_LINK, '$1').split(/\s+/).filter(Boolean).length;
    for (const article of articles) expect(article.words, article.slug).toBe(words(article.body));
  });

  it('lists the six articles of docs/requirements.md#articles, each at least 900 words, and every article newest first', () => {
    const six = ['reducing-processing-fees', 'dual-pricing', 'restaurant-pos', 'mobile-payments-contractors', 'ecommerce-gateways', 'payment-security'];
    expect(articles.map((a) => a.slug)).toEqual(expect.arrayContaining(six));
    const dates = articles.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const article of articles.filter((a) => six.includes(a.slug))) expect(article.words, article.slug).toBeGreaterThanOrEqual(900);
  });

  it('makes “8 min read” true for the fees article', () => {
    const fees = articles.find((a) => a.slug === 'reducing-processing-fees')!;
    expect(fees.words).toBeGreaterThanOrEqual(1785);
    expect(fees.words).toBeLessThanOrEqual(2200);
    expect(fees.readMinutes).toBe(8);
    expect(fees.stats?.items.map((s) => s.value)).toEqual(['$847', '23%', '$10K+']);
    expect(fees.stats?.heading).toMatch(/example/i);
  });
});

describe('site configuration', () => {
  // The list of allowed figures records the claims as docs/requirements.md states them: it is no page's copy.
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith(join('config', 'site.ts')) && !f.endsWith(join('content', 'figures.ts')));
  const source = (f: string) => readFileSync(join('src', f), 'utf8');

  it('is the only place in src/ that spells out the company’s contact facts', () => {
    const facts = [site.name, site.email, site.phones.local.display, site.phones.tollFree.display, phones.local.e164];
    const offenders = files.filter((f) => facts.some((fact) => source(f).includes(fact)));
    expect(offenders).toEqual([]);
  });

  it('is the only place in src/ that states the founding year, the years of experience, the support and business hours', () => {
    const facts = [String(site.foundedYear), site.experience, '30+', site.supportHours, ...hoursLines().map((line) => line.hours).filter((l) => /\d/.test(l))];
    const offenders = files.flatMap((f) => facts.filter((fact) => source(f).includes(fact)).map((fact) => `${f}: ${fact}`));
    expect(offenders).toEqual([]);
  });

  it('is the only place in src/ that says how fast money arrives: card sales deposited, business funding paid out', () => {
    const facts = [site.deposits, '1-2 business days', 'next-day', 'same-day', site.businessFunding.application, site.businessFunding.funds];
    const offenders = files.flatMap((f) => facts.filter((fact) => source(f).toLowerCase().includes(fact.toLowerCase())).map((fact) => `${f}: ${fact}`));
    expect(offenders).toEqual([]);
  });

  it('names the office city from the configuration wherever a page says where our team is', () => {
    const office = new RegExp(`\\b(team|office|based|located|headquartered)\\b[^.’'\`]{0,20}\\b${site.area.city}\\b`, 'i');
    const offenders = files.flatMap((f) => source(f).split('\n').filter((line) => office.test(line)).map((line) => `${f}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });
});
