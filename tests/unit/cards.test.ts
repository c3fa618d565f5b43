import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleCard, cardSvg, siteCard, type Node } from '../../build/cards';
import { contentOf } from '../../build/site-files';
import { site } from '../../src/config/site';
import { articles } from '../../src/content/articles';
import { color } from '../../src/theme/tokens';

/** Every string a card's layout sets as text. */
const textsOf = (node: Node | string): string[] =>
  typeof node === 'string' ? [node] : [node.props.children ?? []].flat().flatMap((child) => textsOf(child));
const stylesOf = (node: Node | string): string =>
  typeof node === 'string' ? '' : JSON.stringify(node.props.style ?? {}) + [node.props.children ?? []].flat().map(stylesOf).join('');

describe('article cards', () => {
  it('set each article’s title and category as text, in the site’s colours, at 1200×630', async () => {
    for (const article of articles) {
      const card = articleCard(article);
      expect(textsOf(card)).toEqual(expect.arrayContaining([article.title, article.category, site.name]));
      for (const tone of [color.navy, color.gold]) expect(stylesOf(card)).toContain(tone);
      expect(await cardSvg(card, article.slug)).toMatch(/^<svg width="1200" height="630"/);
    }
  });

  it('stop the build when a title does not fit, naming the card', async () => {
    const long = { title: 'How to Cut Your Credit Card Processing Fees, '.repeat(6), category: 'Cost Savings' };
    await expect(cardSvg(articleCard(long), '/images/articles/long.png')).rejects.toThrow('/images/articles/long.png: the content does not fit in 1200×630');
  });

  it('keep markup in a title as text', async () => {
    const svg = await cardSvg(articleCard({ title: 'Fees <script>alert(1)</script> & more', category: 'A & B' }), 'markup');
    expect(svg).not.toMatch(/<script/i);
  });

  it('include the site’s card, with its tagline', () => {
    expect(textsOf(siteCard())).toContain(site.tagline);
  });
});

describe('the cache of drawn files', () => {
  it('draws a file once for what it is drawn from, again when that changes', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'site-files-'));
    try {
      let made = 0;
      const file = (source: string) => ({ path: '/images/articles/x.png', source, make: async () => Buffer.from(`drawing ${++made} of ${source}`) });
      const drawn: string[] = [];
      expect(String(await contentOf(file('a'), drawn, cache))).toBe('drawing 1 of a');
      expect(String(await contentOf(file('a'), drawn, cache))).toBe('drawing 1 of a');
      expect(String(await contentOf(file('b'), drawn, cache))).toBe('drawing 2 of b');
      expect(drawn).toEqual(['/images/articles/x.png', '/images/articles/x.png']);
      // A file without a source (the brochure) is made every time.
      const brochure = { path: '/downloads/x.pdf', make: async () => Buffer.from(`print ${++made}`) };
      expect(String(await contentOf(brochure, drawn, cache))).toBe('print 3');
      expect(String(await contentOf(brochure, drawn, cache))).toBe('print 4');
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });
});
