import { CacheProvider, css } from '@emotion/react';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { mainNav } from '../content/navigation';
import HeaderIsland from '../islands/header';
import { color, radius } from '../theme/tokens';
import { serverCache, staticClass, styleChunks } from '../theme/server-styles.server';
import { Footer } from './footer';

/**
 * The frame of every page: the skip link and the header above its <main> (page-main.tsx), the footer
 * below. It changes only with the main menu's current link and the year, so each variant is rendered
 * once, not on every request: each response renders its <main> and splices the frame around it.
 */

/** Markup rendered ahead of time, and Emotion's chunks of the CSS it needs. */
export type FramePart = EmotionCriticalToChunks;

/** Renders a part. A response adds its chunks to the page's, with that response's nonce (see entry-server.tsx). */
function renderPart(element: ReactElement): FramePart {
  return styleChunks(renderToString(<CacheProvider value={serverCache}>{element}</CacheProvider>));
}

const skipLink = staticClass(css`
  position: absolute; left: 1rem; top: -100px; z-index: 100; padding: 0.75rem 1.25rem;
  background: ${color.navy}; color: ${color.white}; border-radius: ${radius.sm}; font-weight: 700;
  /* Unseen on navy; forced colours drop the background and draw this border instead, so it stays a box. */
  border: 2px solid transparent;
  &:focus { top: 1rem; color: ${color.white}; }
`);

const above = (current: string | null) =>
  renderPart(
    <>
      <a href="#main" className={skipLink}>Skip to main content</a>
      <HeaderIsland current={current} />
    </>,
  );

/** One header for each link of the main menu that can be the current page, and one for every other page. */
const headers = new Map([null, ...mainNav.map(({ href }) => href)].map((current) => [current, above(current)]));

/** The skip link and header above the page at this path. */
export const frameAbove = (pathname: string) => headers.get(pathname) ?? headers.get(null)!;

let footer: { year: number; part: FramePart } | undefined;

/** The footer below every page, rendered again when the year in its notice turns. */
export function frameBelow(now = new Date()): FramePart {
  const year = now.getFullYear();
  if (footer?.year !== year) footer = { year, part: renderPart(<Footer year={year} />) };
  return footer.part;
}
