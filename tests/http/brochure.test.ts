// @vitest-environment node
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { countPages, renderBrochure, toWinAnsi } from '../../build/brochure';
import { site } from '../../src/config/site';
import { brochure } from '../../src/content/brochure';
import { restaurantPos } from '../../src/content/restaurant-pos';
import { siteApp } from '../support/app';

/** pdf.js joins and splits lines its own way: compare text with all whitespace collapsed. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('restaurant POS brochure', () => {
  // The file the site serves: the build's (npm test), or the dev server's (test:fast); never committed.
  let served: Buffer;

  beforeAll(async () => {
    const res = await request(siteApp()).get(brochure.href).expect(200).expect('Content-Type', 'application/pdf');
    served = res.body as Buffer;
  }, 30_000);

  it('is printed the same every time, and served as printed from the content and site.ts', async () => {
    const again = await renderBrochure();
    expect(Buffer.compare(again, await renderBrochure()), 'brochure output is not deterministic').toBe(0);
    expect(served.equals(again), 'the served brochure is not the one the content prints').toBe(true);
  });

  it('has the size and page count the pages show', () => {
    expect(brochure.size).toBe(`${Math.max(1, Math.round(served.length / 1024))} KB`);
    expect(brochure.pages).toBe(countPages(served));
  });

  it('is a real letter-size PDF of several pages with the offering and our contact facts', async () => {
    expect(served.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(served.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(served.toString('latin1')).toContain('/MediaBox [0 0 612 792]');

    // pdf.js may take ownership of the bytes it is given, so hand it a copy.
    const parser = new PDFParse({ data: new Uint8Array(served) });
    try {
      const { text, total } = await parser.getText();
      expect(total).toBeGreaterThanOrEqual(2);
      expect(total).toBe(countPages(served));

      const content = flat(text);
      const expected = [
        restaurantPos.name,
        ...restaurantPos.features.map((feature) => feature.title),
        ...restaurantPos.benefits.map((benefit) => benefit.title),
        ...restaurantPos.restaurantTypes.map((type) => type.name),
        restaurantPos.pricing.title,
        restaurantPos.support.title,
        site.name,
        site.phones.local.display,
        site.phones.tollFree.display,
        site.email,
      ];
      for (const phrase of expected) {
        expect(content, `the brochure text lacks "${phrase}"`).toContain(flat(toWinAnsi(phrase)));
      }
    } finally {
      await parser.destroy();
    }
  }, 30_000);
});
