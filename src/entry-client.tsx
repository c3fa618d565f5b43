/**
 * The browser's only script on arrival, and a small one: every page is the server's HTML and
 * stays so. It finds the page's islands (see src/island.tsx) and, once the page has loaded and
 * the browser is idle, or as soon as a visitor reaches for one, loads React and each island's
 * chunk and hydrates them. Until then the menus, links, video and forms already work as HTML.
 */
import type { Island } from './island';
import type { Serializable } from './island';

const islandFiles = import.meta.glob<Island<{ [key: string]: Serializable }>>('./islands/*.tsx', { import: 'default' });
const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];

let started = false;
function hydrate() {
  if (started) return;
  started = true;
  const runtime = import('./hydrate-islands');
  for (const element of elements) {
    const load = islandFiles[`./islands/${element.dataset.island}.tsx`];
    if (!load) throw new Error(`No island named "${element.dataset.island}" in src/islands/`);
    void Promise.all([runtime, load()]).then(([{ hydrateIsland }, island]) => hydrateIsland(element, island));
  }
}

if (elements.length > 0) {
  // A visitor who reaches for a control before the browser is idle gets it hydrated at once.
  for (const type of ['pointerdown', 'focusin', 'keydown'] as const) addEventListener(type, hydrate, { once: true, passive: true });
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout: 2000 }) : setTimeout(hydrate, 200));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
