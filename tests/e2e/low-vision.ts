/**
 * What a visitor with low vision relies on, checked on every kind of page (issue 26):
 *  - Windows High Contrast (forced colours): every control keeps a visible edge and a focus ring,
 *    since backgrounds and box-shadows are dropped in that mode;
 *  - WCAG 1.4.12 text spacing: with the spacing a reader's own style sheet may set, no text is
 *    clipped or drawn over other text;
 *  - 400% zoom (a 1280 × 800 screen shows 320 × 200 CSS px): no sideways scroll, the menu opens and
 *    every one of its links can be reached, every form field can be filled and its button pressed.
 * Run on a page of the sitemap where pages.spec.ts loads it for its other checks, and on the two states that
 * are not pages of the sitemap (a calculator's result, the 404 page) in low-vision.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { HONEYPOT_FIELD } from '../../src/lib/form-render';

/** One page of each kind. A path that stopped existing fails on its status, not silently as a 404 page. */
export const pageKinds: Record<string, string> = {
  home: '/',
  'solutions overview': '/solutions',
  'a solution': '/solutions/credit-card-processing',
  'industries overview': '/industries',
  'an industry': '/industries/restaurants',
  'articles list': '/articles',
  'an article': '/articles/dual-pricing',
  contact: '/contact',
  apply: '/apply',
  partner: '/partner',
  'fee calculator with a result': '/fee-calculator?sales=25000&fees=800&debit=5000',
  'not found': '/no-such-page',
};

/** The pages with forms: on them the zoom check must find at least one. */
const formKinds = new Set(['contact', 'apply', 'fee calculator with a result']);

/** The kind of page `path` is, if it is one of pageKinds. */
export const lowVisionKind = (path: string) => Object.entries(pageKinds).find(([, kindPath]) => kindPath === path)?.[0];

/**
 * The spacing WCAG 1.4.12 says content must survive, as the W3C's text spacing bookmarklet sets it:
 * a reader's style sheet that wins over the site's.
 */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** 400% zoom of the desktop project's 1280 × 800 window. */
const ZOOMED = { width: 320, height: 200 };

/**
 * Puts a reader's style sheet on the page, or takes it off (''). Not page.addStyleTag: that adds a
 * <style> element, which the site's nonce CSP rightly refuses. A constructed style sheet is not an
 * inline style, so the CSP lets it apply, as a browser lets a reader's own style sheet or extension.
 */
const setReaderStyles = (page: Page, styles: string) =>
  page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = text ? [sheet] : [];
  }, styles);

/** Why a control has no visible edge or focus ring in forced colours; [] when every one has both. */
async function forcedColorProblems(page: Page) {
  // Which links are drawn as buttons or boxes is judged in normal colours: a background, a border or a
  // shadow of their own. Those must keep an edge; a plain text link is recognised by its text.
  await page.emulateMedia({ forcedColors: 'none' });
  const count = await page.evaluate(() => {
    const painted = (c: string) => c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c);
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 1;
    const boxed = (el: Element) => {
      const s = getComputedStyle(el);
      return (
        painted(s.backgroundColor) || s.backgroundImage !== 'none' || s.boxShadow !== 'none' ||
        (parseFloat(s.borderTopWidth) > 0 && s.borderTopStyle !== 'none' && painted(s.borderTopColor))
      );
    };
    const controls = [...document.querySelectorAll('button, summary, input:not([type="hidden"]), select, textarea, a[href]')]
      .filter((el) => !el.closest('.visually-hidden') && visible(el) && (el.tagName !== 'A' || boxed(el)));
    (window as unknown as { lvControls: Element[] }).lvControls = controls;
    return controls.length;
  });
  expect(count, 'controls found').toBeGreaterThan(0);

  await page.emulateMedia({ forcedColors: 'active' });
  // A first Tab makes the keyboard the last input, so focusing a control below shows its ring as a Tab would.
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    if (!matchMedia('(forced-colors: active)').matches) return ['forced colours are not emulated'];
    const canvas = getComputedStyle(document.body).backgroundColor;
    const shows = (c: string) => c !== canvas && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    const edged = (s: CSSStyleDeclaration) =>
      sides.every((side) => parseFloat(s[`border${side}Width`]) >= 1 && !['none', 'hidden'].includes(s[`border${side}Style`]) && shows(s[`border${side}Color`]));
    const ring = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && shows(s.outlineColor);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('name') || '').slice(0, 40)}"`;
    const problems: string[] = [];
    (document.activeElement as HTMLElement | null)?.blur();
    for (const el of (window as unknown as { lvControls: HTMLElement[] }).lvControls) {
      const before = getComputedStyle(el);
      const unfocused = { edge: edged(before), ring: ring(before), outline: `${before.outlineStyle} ${before.outlineWidth}` };
      if (!unfocused.edge && !unfocused.ring) problems.push(`${name(el)}: no edge (border ${before.borderTopWidth} ${before.borderTopStyle} ${before.borderTopColor})`);
      el.focus({ preventScroll: true });
      if (document.activeElement !== el || !el.matches(':focus-visible')) {
        problems.push(`${name(el)}: not focused as by keyboard`);
        continue;
      }
      const after = getComputedStyle(el);
      if (!ring(after) || (unfocused.ring && unfocused.outline === `${after.outlineStyle} ${after.outlineWidth}`)) {
        problems.push(`${name(el)}: no focus ring (outline ${after.outlineStyle} ${after.outlineWidth} ${after.outlineColor})`);
      }
      el.blur();
    }
    return problems;
  });
}

/** Text that the spacing of WCAG 1.4.12 clips or draws over other text; [] when there is none. */
function textSpacingProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const hidden = (el: Element) => !!el.closest('.visually-hidden') || !el.checkVisibility({ visibilityProperty: true });
    const label = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    // The spacing must really be in force (a strict CSP could refuse the style sheet).
    const probe = document.querySelector('main p') ?? document.body;
    const probeStyle = getComputedStyle(probe);
    if (Math.abs(parseFloat(probeStyle.letterSpacing) - 0.12 * parseFloat(probeStyle.fontSize)) > 0.5) {
      return [`the text spacing is not applied (letter-spacing ${probeStyle.letterSpacing})`];
    }

    // Every piece of visible text, as the boxes of its lines.
    const texts: { owner: Element; rects: DOMRect[] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.textContent?.trim() && node.parentElement && !hidden(node.parentElement) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    });
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      if (rects.length) texts.push({ owner: node.parentElement!, rects });
    }

    // Clipped or spilled: a box around text whose content outgrows it, because it hides its overflow or has
    // a fixed size. Only a box that scrolls (auto, scroll) may hold more than it shows: the rest can be scrolled to.
    const boxes = new Set<Element>();
    for (const { owner } of texts) for (let el: Element | null = owner; el && el !== document.body; el = el.parentElement) boxes.add(el);
    for (const el of boxes) {
      const s = getComputedStyle(el);
      if (s.display === 'inline' || s.display === 'contents') continue;
      const scrolls = (o: string) => o === 'auto' || o === 'scroll';
      const over = { x: el.scrollWidth - el.clientWidth, y: el.scrollHeight - el.clientHeight };
      if (!scrolls(s.overflowX) && over.x > 1) problems.push(`${label(el)}: ${over.x}px wider than its box (overflow-x ${s.overflowX})`);
      if (!scrolls(s.overflowY) && over.y > 1) problems.push(`${label(el)}: ${over.y}px taller than its box (overflow-y ${s.overflowY}, height ${s.height})`);
    }

    // Cut off by the window's edge: text the reader would have to scroll sideways to, or cannot reach at all.
    const windowWidth = document.documentElement.clientWidth;
    for (const { owner, rects } of texts) {
      if (rects.some((r) => r.right > windowWidth + 1 || r.left < -1)) problems.push(`${label(owner)}: runs off the window's side`);
    }

    // Overlapped: two pieces of text whose line boxes cross, by more than a rounding pixel.
    const all = texts.flatMap(({ owner, rects }, i) => rects.map((r) => ({ i, owner, r })));
    all.sort((a, b) => a.r.top - b.r.top);
    for (let a = 0; a < all.length; a++) {
      const p = all[a]!;
      for (let b = a + 1; b < all.length && all[b]!.r.top < p.r.bottom - 1; b++) {
        const q = all[b]!;
        if (q.i === p.i) continue;
        const w = Math.min(p.r.right, q.r.right) - Math.max(p.r.left, q.r.left);
        const h = Math.min(p.r.bottom, q.r.bottom) - Math.max(p.r.top, q.r.top);
        if (w > 1 && h > 1) problems.push(`${label(p.owner)} overlaps ${label(q.owner)} (${Math.round(w)}×${Math.round(h)}px)`);
      }
    }
    return [...new Set(problems)];
  });
}

/**
 * The low-vision checks of a loaded, hydrated page of `kind`, each a step, soft: one failing does not hide what
 * the next would find. On a phone, no zoom: the page is already laid out for its width. Leaves the page in
 * normal colours without the reader's style sheet, and on a desktop at the zoomed size.
 */
export async function lowVisionChecks(page: Page, kind: string, { phone }: { phone: boolean }) {
  await test.step('forced colours: every control keeps an edge and a focus ring', async () => {
    expect.soft(await forcedColorProblems(page)).toEqual([]);
    await page.emulateMedia({ forcedColors: 'none' });
  });

  await test.step('text spacing (WCAG 1.4.12): no text clipped or overlapped', async () => {
    // At the top, where the sticky header covers nothing; at once, as the site otherwise scrolls smoothly.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await setReaderStyles(page, TEXT_SPACING);
    expect.soft(await textSpacingProblems(page)).toEqual([]);
    await setReaderStyles(page, '');
  });

  if (phone) return;
  await test.step('400% zoom: no sideways scroll, the menu and the forms usable', async () => {
    await page.setViewportSize(ZOOMED);
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(ZOOMED.width);
    await zoomedMenuWorks(page);
    expect(await zoomedFormsWork(page), 'forms checked').toBe(formKinds.has(kind) ? 1 : 0);
  });
}

/** Whether an element lies wholly inside the zoomed window, give or take a rounding pixel (once scrolled to). */
const inWindow = (element: Locator) =>
  element.evaluate((el, { width, height }) => {
    const r = el.getBoundingClientRect();
    return r.left >= -1 && r.right <= width + 1 && r.top >= -1 && r.bottom <= height + 1;
  }, ZOOMED);

/** The menu opens, and each of its links can be scrolled to and pressed (not hidden under anything). */
async function zoomedMenuWorks(page: Page) {
  const toggle = page.locator('summary', { hasText: 'Menu' });
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  const links = await menu.getByRole('link').all();
  expect(links.length, 'menu links').toBeGreaterThan(0);
  for (const link of links) {
    // A trial click scrolls the link into view and fails if something else would take the press.
    await link.click({ trial: true });
    expect(await inWindow(link), `${await link.textContent()} in the window`).toBe(true);
  }
  await toggle.click();
  await expect(menu).toBeHidden();
}

/** Every field of the page's forms can be seen whole and filled, and its button can be pressed; returns how many forms. */
async function zoomedFormsWork(page: Page) {
  const forms = await page.locator('main form').all();
  for (const form of forms) {
    // Every field a visitor fills; the lead forms' honeypot is for bots and is never shown.
    for (const field of await form.locator(`input:not([type="hidden"], [name="${HONEYPOT_FIELD}"]), select, textarea`).all()) {
      // Scrolled to at once (the site scrolls smoothly otherwise), and not under the sticky header.
      await field.click({ trial: true });
      expect(await inWindow(field), `${await field.getAttribute('name')} in the window`).toBe(true);
      const { tag, type } = await field.evaluate((el) => ({ tag: el.tagName, type: el.getAttribute('type') }));
      if (tag === 'SELECT') await field.selectOption({ index: 1 });
      else await field.fill(type === 'email' ? 'jordan@example.com' : type === 'tel' ? '228-555-0100' : type === 'number' ? '3' : '1200');
      await expect(field).not.toHaveValue('');
    }
    const submit = form.locator('[type="submit"]');
    await submit.click({ trial: true });
    expect(await inWindow(submit), 'the submit button in the window').toBe(true);
  }
  return forms.length;
}
