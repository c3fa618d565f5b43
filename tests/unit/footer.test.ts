import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { footerPart } from '../../src/static-part.server';

describe('the footer, rendered once for every page', () => {
  it('is rendered again when the year changes, so the notice never shows last year', () => {
    const now = footerPart(new Date(2026, 11, 31, 23, 59));
    expect(now.html).toContain(`© 2026 ${site.name}`);
    expect(footerPart(new Date(2026, 6, 1))).toBe(now);
    const next = footerPart(new Date(2027, 0, 1, 0, 1));
    expect(next.html).toContain(`© 2027 ${site.name}`);
    expect(next.html).not.toContain('© 2026');
  });

  it('brings the CSS of every class its markup uses', () => {
    const { html, styles } = footerPart();
    const used = new Set([...html.matchAll(/\bmkt-([\w-]+)/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(3);
    const css = styles.map((s) => s.css).join('');
    for (const id of used) expect(css).toContain(`.mkt-${id}`);
  });
});
