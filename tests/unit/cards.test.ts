import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { cardHash, readArticles, readDrawn } from '../../scripts/build-cards';
import { articleCardPath } from '../../src/content/paths';
import { articleCardHtml } from '../../scripts/cards';
import { articles } from '../../src/content/articles';
import { color } from '../../src/theme/tokens';

const textOf = (html: string) => parse(html).text.replace(/\s+/g, ' ');

describe('article cards', () => {
  it('are drawn for exactly the articles the site lists', async () => {
    expect((await readArticles()).map((a) => a.slug).sort()).toEqual(articles.map((a) => a.slug).sort());
  });

  it('are committed and drawn from each article’s current title and category (else: npm run build:cards)', async () => {
    const drawn = await readDrawn();
    for (const article of articles) {
      const file = `public${articleCardPath(article.slug)}`;
      expect(existsSync(file), file).toBe(true);
      expect(drawn[file], `${file} is out of date: run npm run build:cards`).toBe(cardHash(articleCardHtml(article)));
    }
  });

  it('set each article’s title and category as text, in the site’s colours, at 1200×630', () => {
    for (const article of articles) {
      const html = articleCardHtml(article);
      expect(textOf(html)).toContain(article.title);
      expect(textOf(html)).toContain(article.category);
      for (const tone of [color.navy, color.gold]) expect(html).toContain(tone);
      expect(html).toContain('width:1200px;height:630px');
    }
  });

  it('keep markup in a title as text', () => {
    const html = articleCardHtml({ title: 'Fees <script>alert(1)</script> & more', category: 'A & B' });
    expect(parse(html).querySelector('script')).toBeNull();
    expect(textOf(html)).toContain('Fees <script>alert(1)</script> & more');
  });
});
