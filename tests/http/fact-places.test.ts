/**
 * The owner's guide says where each fact of src/config/site.ts shows (docs/owner.md, "Change a fact"): its
 * table is checked against every rendered page, so the guide cannot send the owner to look in the wrong place.
 * A row naming the footer: the fact is in every page's footer, or else in none; naming the search engines'
 * data: it is in the home page's JSON-LD, or else in no page's; each page it names shows it in its text.
 */
import { readFileSync } from 'node:fs';
import { parse, type HTMLElement } from 'node-html-parser';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { hoursLines } from '../../src/config/hours';
import { phones } from '../../src/config/phones.server';
import * as siteFacts from '../../src/config/site';
import { areaLine, businessHours, businessTimeZone, site, videoWatchUrl } from '../../src/config/site';
import { siteApp } from '../support/app';
import { pagePaths } from '../support/pages';
import { visibleText } from '../support/visible-text';

/** The guide's table: each fact's name in site.ts and where the guide says it shows. */
const table = /^\| in `site\.ts` \| where it shows \|\n\|[-|]+\|\n((?:\|.*\|\n)+)/m.exec(readFileSync('docs/owner.md', 'utf8'))?.[1] ?? '';
const rows = new Map([...table.matchAll(/^\| `(\w+)` \| (.+) \|$/gm)].map(([, fact, where]) => [fact!, where!]));

/**
 * What of each fact a visitor finds on a page (`text`: its text or a link's address), and in the JSON-LD (`data`)
 * when written there another way. `withinName`: found wherever the name is, so not checked absent anywhere.
 */
const shown: Record<string, { text: string[]; data?: string[]; withinName?: true }> = {
  name: { text: [site.name] },
  shortName: { text: [site.shortName], withinName: true },
  tagline: { text: [site.tagline] },
  area: { text: [areaLine], data: [site.area.city, ...site.area.servedPlaces] },
  phones: { text: [phones.local.display, phones.tollFree.display], data: [phones.local.e164, phones.tollFree.e164] },
  email: { text: [site.email] },
  support: { text: [site.support] },
  supportHours: { text: [site.supportHours] },
  social: { text: site.social.map((link) => link.url) },
  video: { text: [videoWatchUrl] },
  socialImage: { text: [site.socialImage.path] },
  foundedYear: { text: [String(site.foundedYear)] },
  experience: { text: [site.experience] },
  deposits: { text: [site.deposits] },
  businessFunding: { text: [site.businessFunding.application] },
  businessHours: { text: hoursLines().map((line) => line.hours), data: businessHours.flatMap((hours) => [hours.opens, hours.closes]) },
  businessTimeZone: { text: [businessTimeZone] },
};

const app = siteApp();
const pages = new Map<string, HTMLElement>();
beforeAll(async () => {
  for (const path of pagePaths) pages.set(path, parse((await request(app).get(path).expect(200)).text));
});

/** What a visitor reads in an element, and where its links go. */
const seen = (element: HTMLElement | null) => (element ? `${visibleText(element)} ${element.querySelectorAll('a').map((a) => a.getAttribute('href')).join(' ')}` : '');
const jsonLd = (page: HTMLElement) => page.querySelectorAll('script[type="application/ld+json"]').map((script) => script.text).join(' ');
const all = (text: string, values: string[]) => values.every((value) => text.includes(value));
const any = (text: string, values: string[]) => values.some((value) => text.includes(value));

describe("the owner's guide: where each fact shows", () => {
  it('has a row for every fact of site.ts', () => {
    const facts = [...Object.keys(site), ...Object.keys(siteFacts).filter((name) => name === 'businessHours' || name === 'businessTimeZone')];
    expect([...rows.keys()].sort()).toEqual(facts.sort());
    expect(Object.keys(shown).sort()).toEqual(facts.sort());
  });

  it.each(Object.keys(shown))('%s: in the footer, the search engines\' data and on the pages as the guide says', (fact) => {
    const where = rows.get(fact)!;
    const { text, data = text, withinName } = shown[fact]!;
    const footers = [...pages].map(([path, page]) => [path, seen(page.querySelector('footer'))] as const);
    if (/\bfooter\b/.test(where) && !/not in the footer/.test(where)) {
      expect(footers.filter(([, seenThere]) => !all(seenThere, text)).map(([path]) => path), 'pages whose footer lacks it').toEqual([]);
    } else if (!withinName) {
      expect(footers.filter(([, seenThere]) => any(seenThere, text)).map(([path]) => path), 'pages whose footer shows it').toEqual([]);
    }
    if (where.includes("search engines' data")) expect(all(jsonLd(pages.get('/')!), data), 'in the JSON-LD of /').toBe(true);
    else if (!withinName) expect([...pages].filter(([, page]) => any(jsonLd(page), data)).map(([path]) => path), 'pages whose JSON-LD has it').toEqual([]);
    if (fact === 'shortName') for (const [path, page] of pages) expect(seen(page.querySelector('header')), path).toContain(site.shortName);
    for (const path of [...where.matchAll(/`(\/[a-z/-]*)`/g)].map((found) => found[1]!)) {
      expect(pagePaths, `${path} is a page`).toContain(path);
      expect(any(seen(pages.get(path)!.querySelector('main')), text), `the text of ${path}`).toBe(true);
    }
  });
});
