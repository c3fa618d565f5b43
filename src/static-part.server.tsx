import { CacheProvider } from '@emotion/react';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Footer } from './layout/footer';
import { createEmotionCache } from './theme/emotion-cache';

/** A part of the page that no request changes: its markup, and Emotion's chunks of the CSS it needs. */
export type StaticPart = EmotionCriticalToChunks;

/**
 * Renders a part once, with a cache of its own: each response then adds its markup after the page's and
 * its chunks to the page's (constructStyleTagsFromChunks puts that response's nonce on them).
 */
function renderStaticPart(element: ReactElement): StaticPart {
  const cache = createEmotionCache(undefined);
  const { extractCriticalToChunks } = createEmotionServer(cache);
  return extractCriticalToChunks(renderToString(<CacheProvider value={cache}>{element}</CacheProvider>));
}

let footer: { year: number; part: StaticPart } | undefined;

/** The footer of every page, rendered again only when the year in its notice changes. */
export function footerPart(now = new Date()): StaticPart {
  const year = now.getFullYear();
  if (footer?.year !== year) footer = { year, part: renderStaticPart(<Footer year={year} />) };
  return footer.part;
}
