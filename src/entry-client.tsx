/**
 * The browser's only script on arrival, and a small one: every page is the server's HTML and
 * stays so. It finds the page's islands (see src/island.tsx) and loads React and each island's
 * chunk, then hydrates it: an island marked `when: 'idle'` once the page has loaded and the
 * browser is idle, any island as soon as a visitor first presses, taps, types or moves focus.
 * Until then the menus, links, video and forms already work as HTML.
 */
import type { Island, Serializable } from './island';

const islandFiles = import.meta.glob<Island<{ [key: string]: Serializable }>>('./islands/*.tsx', { import: 'default' });
const waiting = new Set(document.querySelectorAll<HTMLElement>('[data-island]'));

function hydrate(elements: HTMLElement[]) {
  if (elements.length === 0) return;
  const runtime = import('./hydrate-islands');
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
  const idle = () => hydrate([...waiting].filter((element) => element.dataset.when === 'idle'));
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(idle, { timeout: 2000 }) : setTimeout(idle, 200));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
