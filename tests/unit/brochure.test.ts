// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brochureFile, brochureHref, countPages, renderBrochure, toWinAnsi } from '../../scripts/brochure';
import { brochureInfoFile, buildBrochure } from '../../scripts/build-brochure';
import { site } from '../../src/config/site';
import { restaurantPos } from '../../src/content/restaurant-pos';

const root = new URL('../../', import.meta.url);
const fromRoot = (file: string) => fileURLToPath(new URL(file, root));

/** pdf.js joins and splits lines its own way: compare text with all whitespace collapsed. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('restaurant POS brochure', () => {
  // Regenerated apart from the committed files, which the build ships as they are.
  let regenerated: string;
  let rendered: Buffer;

  beforeAll(async () => {
    regenerated = await mkdtemp(join(tmpdir(), 'brochure-'));
    await buildBrochure(regenerated);
    rendered = await readFile(join(regenerated, brochureFile));
  });

  afterAll(() => rm(regenerated, { recursive: true, force: true }));

  it('renders byte-identically every time', async () => {
    const again = await renderBrochure();
    expect(Buffer.compare(again, rendered), 'brochure output is not deterministic').toBe(0);
  });

  it('matches the committed PDF', async () => {
    const committed = await readFile(fromRoot(brochureFile));
    expect(Buffer.compare(committed, rendered) === 0, 'brochure is stale: run npm run build:brochure').toBe(true);
  });

  it('has its size and page count in brochure-file.json', async () => {
    const committed = await readFile(fromRoot(brochureInfoFile), 'utf8');
    expect(committed, 'brochure is stale: run npm run build:brochure').toBe(await readFile(join(regenerated, brochureInfoFile), 'utf8'));
    const info: unknown = JSON.parse(committed);
    expect(info, 'brochure is stale: run npm run build:brochure').toEqual({
      href: brochureHref,
      bytes: rendered.length,
      pages: countPages(rendered),
    });
  });

  it('is a real letter-size PDF of several pages with the offering and our contact facts', async () => {
    expect(rendered.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(rendered.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(rendered.toString('latin1')).toContain('/MediaBox [0 0 612 792]');

    // pdf.js may take ownership of the bytes it is given, so hand it a copy.
    const parser = new PDFParse({ data: new Uint8Array(rendered) });
    try {
      const { text, total } = await parser.getText();
      expect(total).toBeGreaterThanOrEqual(2);
      expect(total).toBe(countPages(rendered));

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
