import { parse, type HTMLElement } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { siteApp, SITE_URL } from '../support/app';
import { notFoundPaths, pagePaths } from '../support/pages';

const app = siteApp();

async function page(path: string) {
  const res = await request(app).get(path);
  return { status: res.status, root: parse(res.text), html: res.text };
}
const text = (el: HTMLElement) => el.text.replace(/\s+/g, ' ').trim();
/** The visible trail: each link's name, target and aria-current. */
const visibleTrail = (root: HTMLElement) =>
  root.querySelectorAll('nav[aria-label="Breadcrumb"] li').map((li) => {
    const a = li.querySelector('a')!;
    return { name: text(a), path: a.getAttribute('href'), current: a.getAttribute('aria-current') ?? null };
  });
/** The trail search engines read: the BreadcrumbList of the page's JSON-LD. */
function jsonLdTrail(html: string) {
  const raw = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
  const graph = raw ? (JSON.parse(raw) as { '@graph': { '@type': string; itemListElement?: { name: string; item: string }[] }[] }) : undefined;
  return graph?.['@graph'].find((t) => t['@type'] === 'BreadcrumbList')?.itemListElement;
}

const belowTop = pagePaths.filter((p) => p.split('/').length > 2);

describe('breadcrumbs on screen', () => {
  it('reads Home › Industries › Restaurants on the restaurants page', async () => {
    const { root } = await page('/industries/restaurants');
    expect(visibleTrail(root)).toEqual([
      { name: 'Home', path: '/', current: null },
      { name: 'Industries', path: '/industries', current: null },
      { name: 'Restaurants', path: '/industries/restaurants', current: 'page' },
    ]);
  });

  it.each(belowTop)('%s shows its trail above its heading, the same trail as its JSON-LD', async (path) => {
    const { root, html } = await page(path);
    const navs = root.querySelectorAll('nav[aria-label="Breadcrumb"]');
    expect(navs).toHaveLength(1);
    const nav = navs[0]!;
    // Inside main, before the page's one heading, as an ordered list of plain links.
    expect(nav.closest('main')).toBeTruthy();
    expect(html.indexOf('aria-label="Breadcrumb"')).toBeLessThan(html.search(/<h1[\s>]/));
    expect(nav.querySelectorAll('ol > li')).toHaveLength(3);
    const trail = visibleTrail(root);
    expect(trail.at(-1)).toMatchObject({ path, current: 'page' });
    expect(trail.slice(0, -1).every((crumb) => crumb.current === null)).toBe(true);
    expect(trail.map((c) => ({ name: c.name, item: new URL(c.path!, SITE_URL).href }))).toEqual(
      jsonLdTrail(html)?.map(({ name, item }) => ({ name, item })),
    );
  });

  it.each(['/', notFoundPaths[0]!])('%s has no trail, on screen or in JSON-LD', async (path) => {
    const { root, html } = await page(path);
    expect(root.querySelector('nav[aria-label="Breadcrumb"]')).toBeNull();
    expect(jsonLdTrail(html)).toBeUndefined();
  });

  it.each([
    ['/solutions', '/solutions'],
    ['/articles', '/articles'],
    ['/contact', '/contact'],
    ['/fee-calculator', '/fee-calculator'],
  ])('%s, a top-level page, shows no trail but gives search engines Home › itself', async (path, canonical) => {
    const { root, html } = await page(path);
    expect(root.querySelector('nav[aria-label="Breadcrumb"]')).toBeNull();
    expect(jsonLdTrail(html)?.map(({ item }) => item)).toEqual([`${SITE_URL}/`, `${SITE_URL}${canonical}`]);
  });

  it('every crumb leads to a page that answers 200', async () => {
    const targets = new Set<string>();
    for (const path of belowTop) for (const crumb of visibleTrail((await page(path)).root)) targets.add(crumb.path!);
    for (const target of targets) await request(app).get(target).expect(200);
  });
});
