import type { EmotionCache } from '@emotion/cache';

/** What @emotion/server's constructStyleTagsFromChunks takes. */
interface StyleChunks {
  html: string;
  styles: { key: string; ids: string[]; css: string }[];
}

/**
 * The styles of one render, in the chunks extractCriticalToChunks makes, without its scan
 * of the whole HTML for class names (a tenth of a render): the cache is made for this
 * render alone, so everything in it was used by it. The only extra are styles that were
 * merged into another before reaching an element (a few hundred bytes on a long page).
 * Global styles get a tag each, the rest share one, after them.
 */
export function renderedStyleChunks(cache: EmotionCache, html: string): StyleChunks {
  const globals: StyleChunks['styles'] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue; // true: inserted by the browser, never on the server
    if (cache.registered[`${cache.key}-${id}`] === undefined) globals.push({ key: `${cache.key}-global`, ids: [id], css: rules });
    else {
      ids.push(id);
      css += rules;
    }
  }
  return { html, styles: [...globals, { key: cache.key, ids, css }] };
}
