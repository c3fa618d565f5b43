import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { mainNav } from '../../src/content/navigation';
import { frameAbove, frameBelow, type FramePart } from '../../src/layout/frame.server';

/** Every class the part's markup uses has its rule in the part's own chunks. */
function expectStyled({ html, styles }: FramePart) {
  const used = new Set([...html.matchAll(/\bmkt-([\w-]+)/g)].map((m) => m[1]));
  expect(used.size).toBeGreaterThan(3);
  const css = styles.map((chunk) => chunk.css).join('');
  expect([...used].filter((id) => !css.includes(`.mkt-${id}`))).toEqual([]);
}

const currentLinks = (html: string) => [...html.matchAll(/<a[^>]*aria-current="page"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*aria-current="page"/g)].map((m) => m[1] ?? m[2]);

describe('the frame rendered ahead of the requests', () => {
  it('marks the main menu’s link to the page as the current page, in both menus, and no link elsewhere', () => {
    for (const { href } of mainNav) {
      const { html } = frameAbove(href);
      expect(html).toContain('Skip to main content');
      expect(new Set(currentLinks(html))).toEqual(new Set([href]));
    }
    for (const path of ['/industries/restaurants', '/no-such-page', '/Solutions']) {
      expect(currentLinks(frameAbove(path).html), path).toEqual([]);
    }
  });

  it('renders the footer again when the year turns, so its notice never shows last year', () => {
    const now = frameBelow(new Date(2026, 11, 31, 23, 59));
    expect(now.html).toContain(`© 2026 ${site.name}`);
    expect(frameBelow(new Date(2026, 6, 1))).toBe(now);
    const next = frameBelow(new Date(2027, 0, 1, 0, 1));
    expect(next.html).toContain(`© 2027 ${site.name}`);
    expect(next.html).not.toContain('© 2026');
  });

  it('brings the CSS of every class its markup uses', () => {
    expectStyled(frameAbove('/'));
    expectStyled(frameAbove('/no-such-page'));
    expectStyled(frameBelow());
  });
});
