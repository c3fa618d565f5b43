import { parse, type HTMLElement } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { hoursLines } from '../../src/config/hours';
import { phones } from '../../src/config/phones.server';
import { site } from '../../src/config/site';
import { articles, findArticle } from '../../src/content/articles';
import { industryCatalog } from '../../src/content/industries';
import { industryPage } from '../../src/content/industries/pages.server';
import { partnerBenefits, partnerSteps, whoShouldPartner } from '../../src/content/partner';
import { solutionCatalog } from '../../src/content/solutions';
import { solutionPage } from '../../src/content/solutions/pages.server';
import { solutionCards } from '../../src/content/solutions/cards';
import { inlineLinks } from '../../src/content/text';
import { articleBlocks, articleStrings } from '../support/article-text';
import type { Section } from '../../src/content/types';
import { siteApp } from '../support/app';

const app = siteApp();

/** The server's HTML of a page, parsed. */
async function page(path: string) {
  const res = await request(app).get(path).expect(200);
  return parse(res.text);
}
const text = (el: HTMLElement | null | undefined) => el?.textContent.replace(/\s+/g, ' ').trim() ?? '';
const h1 = (root: HTMLElement) => text(root.querySelector('main h1'));
/** The items of the list that follows a section's heading. */
function itemsUnder(root: HTMLElement, heading: string) {
  const h2 = root.querySelectorAll('main h2').find((h) => text(h) === heading);
  const list = h2?.closest('section')?.querySelector('ul, ol');
  return (list?.childNodes.filter((n) => (n as HTMLElement).tagName === 'LI') ?? []) as HTMLElement[];
}
/** Link targets by their visible label. */
const hrefOf = (root: HTMLElement, label: string) =>
  root.querySelectorAll('main a').filter((a) => text(a) === label).map((a) => a.getAttribute('href'));

describe('solutions (server-rendered)', () => {
  it('/solutions shows the seven cards, each linking to a page', async () => {
    const root = await page('/solutions');
    const titles = root.querySelectorAll('main h3').map(text);
    for (const card of solutionCards) {
      expect(titles).toContain(card.title);
      expect(root.querySelector(`main a[href="${card.link.href}"]`)).toBeTruthy();
    }
    expect(solutionCards).toHaveLength(7);
    expect(hrefOf(root, 'Request a Consultation')).toContain('/contact');
    expect(hrefOf(root, 'Apply Today')).toContain('/apply');
  });

  it('/solutions/anything shows the same screen, at /solutions', async () => {
    await request(app).get('/solutions/anything').expect(301).expect('Location', '/solutions');
    const res = await request(app).get('/solutions/anything').redirects(1).expect(200);
    expect(h1(parse(res.text))).toBe(h1(await page('/solutions')));
  });

  it.each(solutionCatalog.map((l) => l.slug))('/solutions/%s renders its hero, long text, four highlights and calls to action', async (slug) => {
    const content = solutionPage(slug);
    const root = await page(`/solutions/${slug}`);
    expect(h1(root)).toBe(content.hero.title);
    const hero = root.querySelector(`main img[src="${content.hero.image.src}"]`);
    expect(hero?.getAttribute('width')).toBe('560');
    expect(hero?.getAttribute('height')).toBe('400');
    expect(hero?.getAttribute('alt')).toBe(content.hero.image.alt);
    expect(itemsUnder(root, 'At a glance')).toHaveLength(4);
    const article = text(root.querySelector('main article'));
    for (const heading of content.body.filter((b) => b.type === 'h2')) expect(article).toContain(heading.text);
    expect(article.split(' ').length).toBeGreaterThan(700);
    expect(root.querySelectorAll('main a[href="/contact"]').length).toBeGreaterThan(0);
    expect(root.querySelectorAll('main a[href="/apply"]').length).toBeGreaterThan(0);
    const brochure = root.querySelector('main a[href="/downloads/restaurant-pos-brochure.pdf"]');
    expect(!!brochure, 'brochure link').toBe(slug === 'pos-systems');
    if (brochure) {
      expect(brochure.hasAttribute('download')).toBe(true);
      expect(text(brochure)).toMatch(/PDF, \d+ KB/);
    }
  });
});

describe('industries (server-rendered)', () => {
  /** [kind of section, which one of that kind, how many items docs/requirements.md#industry-pages asks for] */
  const counts: Record<string, [Section['kind'], number, number][]> = {
    restaurants: [['cards', 0, 12], ['cards', 1, 4], ['entries', 0, 10], ['cards', 2, 2]],
    retail: [['cards', 0, 8], ['entries', 0, 12]],
    ecommerce: [['cards', 0, 8], ['cards', 1, 4]],
    'skilled-trades': [['cards', 0, 8], ['entries', 0, 10], ['steps', 0, 4]],
    'professional-services': [['cards', 0, 8], ['entries', 0, 10]],
    specialty: [['cards', 0, 8], ['entries', 0, 12]],
  };

  it('/industries shows six cards linking to the six pages', async () => {
    const root = await page('/industries');
    for (const { slug } of industryCatalog) expect(root.querySelector(`main a[href="/industries/${slug}"]`), slug).toBeTruthy();
    expect(root.querySelectorAll('main li h3')).toHaveLength(6);
  });

  it('/industries/anything shows the same screen, at /industries', async () => {
    await request(app).get('/industries/anything').expect(301).expect('Location', '/industries');
    const res = await request(app).get('/industries/anything').redirects(1).expect(200);
    expect(res.text).toContain('<link rel="canonical" href="https://www.magnolia.test/industries">');
    expect(h1(parse(res.text))).toBe(h1(await page('/industries')));
  });

  it.each(Object.keys(counts))('/industries/%s has the specified number of cards and entries', async (slug) => {
    const content = industryPage(slug);
    const root = await page(`/industries/${slug}`);
    expect(h1(root)).toBe(content.hero.title);
    for (const [kind, nth, expected] of counts[slug]!) {
      const section = content.sections.filter((s) => s.kind === kind)[nth]!;
      expect(itemsUnder(root, section.heading), `${kind} #${nth}: ${section.heading}`).toHaveLength(expected);
    }
  });

  it('professional services has its exact title, highlights, lists and buttons', async () => {
    const root = await page('/industries/professional-services');
    expect(h1(root)).toBe('Professional Services Payment Solutions');
    const h3s = root.querySelectorAll('main h3').map(text);
    expect(h3s).toEqual(expect.arrayContaining(['Get Paid Faster', 'Stay Compliant', 'Save Time', 'For Law Firms', 'For Accounting Firms', 'Practice Management', 'Accounting Software', 'Other Tools']));
    const page_ = text(root.querySelector('main'));
    for (const item of ['Trust account compatible', 'Separate operating and trust payments', 'Matter-based tracking', 'Retainer billing automation', 'Legal software integration', 'Seasonal billing', 'Payment plans', 'Transaction reporting', 'Custom API']) {
      expect(page_).toContain(item);
    }
    expect(hrefOf(root, 'Schedule Consultation')).toContain('/contact');
    expect(hrefOf(root, 'Get Started')).toContain('/apply');
    expect(root.querySelector(`main a[href="tel:${phones.local.e164}"]`)).toBeTruthy();
  });

  it('specialty has its exact title, highlights, features, business types and buttons', async () => {
    const root = await page('/industries/specialty');
    expect(h1(root)).toBe('Specialty Business Payment Solutions');
    const h3s = root.querySelectorAll('main h3').map(text);
    for (const title of ['Online Booking', 'Gift Cards', 'Memberships', 'Appointment Scheduling', 'Client Management', 'Membership Billing', 'Tipping', 'Mobile Payments', 'Service Tracking', 'No-Show Protection', 'Salons & Spas', 'Fitness & Wellness', 'Auto Services', 'Customer Retention', 'Revenue Boosters']) {
      expect(h3s).toContain(title);
    }
    const main = text(root.querySelector('main'));
    for (const kind of ['Salons', 'Spas', 'Gyms', 'Medical & Dental', 'Daycare', 'Tattoo Studios', 'Yoga Studios', 'Car Washes', 'Pet Grooming', 'Massage Therapy', 'Event Venues']) {
      expect(main).toContain(kind);
    }
    expect(hrefOf(root, 'See a Demo')).toContain('/contact');
    expect(hrefOf(root, 'Get Started')).toContain('/apply');
  });

  it('e-commerce states its setup and approval times; restaurants offer the brochure', async () => {
    const ecommerce = text((await page('/industries/ecommerce')).querySelector('main'));
    expect(ecommerce).toMatch(/as little as 24 hours/);
    expect(ecommerce).toMatch(/24-48 hours/);
    const restaurants = await page('/industries/restaurants');
    expect(restaurants.querySelector('main a[href="/downloads/restaurant-pos-brochure.pdf"][download]')).toBeTruthy();
  });
});

describe('partner and contact (server-rendered)', () => {
  it('/partner shows the benefits, who should partner, the four steps and two calls to /contact', async () => {
    const root = await page('/partner');
    expect(itemsUnder(root, partnerBenefits.heading).map(text)).toHaveLength(6);
    for (const b of ['Competitive Commissions', 'Recurring Revenue', 'Dedicated Support', 'Quality Products', 'Marketing Resources', 'Partnership Flexibility']) {
      expect(root.querySelectorAll('main h3').map(text)).toContain(b);
    }
    expect(itemsUnder(root, whoShouldPartner.heading)).toHaveLength(4);
    const steps = itemsUnder(root, partnerSteps.heading);
    expect(steps.map((li) => text(li.querySelector('h3')))).toEqual(['Apply', 'Get Approved', 'Refer Merchants', 'Earn']);
    const [, approved, , earn] = steps.map(text);
    expect(approved).toContain('24-48 hours');
    expect(earn).toMatch(/monthly residual commissions/);
    const ctas = root.querySelectorAll('main a').filter((a) => /Partner/.test(text(a)));
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const a of ctas) expect(a.getAttribute('href')).toBe('/contact');
  });

  it('/contact shows the contact cards and the Why Choose list', async () => {
    const root = await page('/contact');
    const main = text(root.querySelector('main'));
    const hours = hoursLines().map((line) => `${line.days}: ${line.hours}`);
    for (const fact of [...hours, site.support, site.area.city, `${site.experience} serving the Gulf Coast`, '97% of clients save money', '24/7/365 service']) {
      expect(main).toContain(fact);
    }
    expect(root.querySelector(`main a[href="tel:${phones.local.e164}"]`)).toBeTruthy();
    expect(root.querySelector(`main a[href="mailto:${site.email}"]`)).toBeTruthy();
    // In a narrow card the address wraps before its "@" or a ".", not inside a name.
    const mailCard = root.querySelectorAll('main li').find((li) => li.querySelector(`a[href="mailto:${site.email}"]`));
    const mail = mailCard?.querySelector('a');
    expect(text(mail)).toBe(site.email);
    expect(mail?.innerHTML).toBe(site.email.replace(/[@.]/g, '<wbr>$&'));
  });
});

describe('articles (server-rendered)', () => {
  it('/articles lists every article newest first, each with category, date, title, excerpt and link', async () => {
    const root = await page('/articles');
    const items = root.querySelectorAll('main article');
    expect(items).toHaveLength(articles.length);
    items.forEach((item, i) => {
      const article = articles[i]!;
      expect(text(item.querySelector('h2'))).toBe(article.title);
      expect(item.querySelector('h2 a')?.getAttribute('href')).toBe(`/articles/${article.slug}`);
      expect(item.querySelector('time')?.getAttribute('datetime')).toBe(article.date);
      expect(text(item)).toContain(article.category);
      expect(text(item)).toContain(article.excerpt);
    });
    expect([...articles].map((a) => a.date)).toEqual([...articles].map((a) => a.date).sort().reverse());
    expect(text(root.querySelector('main'))).toContain('More Articles Coming Soon');
  });

  it.each(articles.map((a) => a.slug))('/articles/%s renders its text, back link and call to /contact; its links all answer 200', async (slug) => {
    const article = findArticle(slug)!;
    const root = await page(`/articles/${slug}`);
    expect(h1(root)).toBe(article.title);
    const body = text(root.querySelector('main article'));
    for (const h of articleBlocks(article.body).filter((b) => b.type === 'h2')) expect(body).toContain(h.text);
    expect(root.querySelector('main a[href="/articles"]')).toBeTruthy();
    expect(root.querySelectorAll('main a[href="/contact"]').length).toBeGreaterThan(0);
    const links = [...new Set([...articleStrings(article.body).flatMap(inlineLinks), ...article.related.map((r) => `/articles/${r}`)])];
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) await request(app).get(href).expect(200);
  });

  it('the fees article says 8 min read and shows its figures; dual pricing explains $10.00 vs $9.67', async () => {
    const fees = text((await page('/articles/reducing-processing-fees')).querySelector('main'));
    expect(fees).toContain('8 min read');
    for (const figure of ['$847', '23%', '$10K+']) expect(fees).toContain(figure);
    const dual = text((await page('/articles/dual-pricing')).querySelector('main'));
    expect(dual).toContain('$10.00');
    expect(dual).toContain('$9.67');
    const pos = await page('/articles/restaurant-pos');
    expect(pos.querySelector('main a[href="/downloads/restaurant-pos-brochure.pdf"][download]')).toBeTruthy();
  });
});
