/**
 * The browser's only script on arrival, and a small one: every page is the server's HTML and
 * stays so. It adds how the header's menus close (menus.ts) and, on a page opened from a prefetch,
 * reports that it was shown (shown.ts). It finds the page's islands (see
 * src/browser/island.tsx), loads React and each island's chunk, then hydrates it once the page has
 * loaded, the browser is idle and the island is within a screen's height of the view, or as soon
 * as a visitor first presses, taps, types or moves focus. Until then the menus, links, video and
 * forms already work as HTML.
 */
import type { Island, Serializable } from './browser/island';
import './browser/menus';
import './browser/shown';

const islandFiles = import.meta.glob<Island<{ [key: string]: Serializable }>>('./islands/*.tsx', { import: 'default' });
const waiting = new Set(document.querySelectorAll<HTMLElement>('[data-island]'));

function hydrate(elements: HTMLElement[]) {
  if (elements.length === 0) return;
  const runtime = import('./browser/hydrate-islands');
  for (const element of elements) {
    waiting.delete(element);
    const load = islandFiles[`./islands/${element.dataset.island}.tsx`];
    if (!load) throw new Error(`No island named "${element.dataset.island}" in src/islands/`);
    void Promise.all([runtime, load()]).then(([{ hydrateIsland }, island]) => hydrateIsland(element, island));
  }
}

if (waiting.size > 0) {
  const all = () => hydrate([...waiting]);
  for (const type of ['pointerdown', 'focusin', 'keydown'] as const) addEventListener(type, all, { once: true, passive: true });
  const idle = () => {
    // Islands far below the fold wait until a visitor scrolls near them: React and their chunks
    // are then not parsed while the page is still loading. A screen's height ahead is time enough.
    // The wrapper has no box of its own (display: contents), so its first element is watched;
    // an island that shows nothing hydrates now.
    const near = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
        for (const target of seen) near.unobserve(target);
        hydrate([...waiting].filter((element) => seen.includes(element.firstElementChild!)));
      },
      { rootMargin: '100% 0px' },
    );
    hydrate([...waiting].filter((element) => !element.firstElementChild));
    for (const element of waiting) if (element.firstElementChild) near.observe(element.firstElementChild);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(idle, { timeout: 2000 }) : setTimeout(idle, 200));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
