import { useRef, type ReactNode } from 'react';
import { useIslands } from './islands';

export const PAGE_CONTENT_ID = 'page';

/**
 * The page inside <main>. Pages without controls of their own (no form)
 * are not hydrated on arrival: the browser keeps the server's HTML for them
 * (`adoptedHtml`, read from this element before hydration), so their text and
 * components never have to be downloaded as JavaScript. Their links work like
 * every other (see follow-links.ts). Once the visitor navigates, pages render
 * from their chunks as usual. A control inside such a page, such as the home
 * page's video, is an Island that hydrates alone.
 */
export function PageContent({ adoptedHtml, children }: { adoptedHtml?: string; children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  useIslands(element, adoptedHtml !== undefined);
  return adoptedHtml === undefined ? (
    <div id={PAGE_CONTENT_ID} ref={element}>{children}</div>
  ) : (
    // React keeps this HTML as it is: the same markup the server sent, so nothing changes on screen.
    <div id={PAGE_CONTENT_ID} ref={element} dangerouslySetInnerHTML={{ __html: adoptedHtml }} />
  );
}
