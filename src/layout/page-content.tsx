import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { matchPage } from '../routes';
import { useIslands } from './islands';

export const PAGE_CONTENT_ID = 'page';

/**
 * Clicks on links to our own pages navigate inside the app. React Router's
 * links do that themselves (and mark the click handled); this catches the
 * plain anchors of server HTML that was adopted without hydrating it.
 */
function useFollowLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    // A jump within this page, or a file such as the brochure: the browser's own behaviour.
    if (link.pathname === window.location.pathname && link.hash) return;
    if (matchPage(link.pathname).notFound) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
}

/**
 * The page inside <main>. Pages without controls of their own (no form)
 * are not hydrated on arrival: the browser keeps the server's HTML for them
 * (`adoptedHtml`, read from this element before hydration), so their text and
 * components never have to be downloaded as JavaScript. Once the visitor
 * navigates, pages render from their chunks as usual. A control inside such
 * a page, such as the home page's video, is an Island that hydrates alone.
 */
export function PageContent({ adoptedHtml, children }: { adoptedHtml?: string; children: ReactNode }) {
  const followLinks = useFollowLinks();
  const element = useRef<HTMLDivElement>(null);
  useIslands(element, adoptedHtml !== undefined);
  return adoptedHtml === undefined ? (
    <div id={PAGE_CONTENT_ID} ref={element} onClick={followLinks}>{children}</div>
  ) : (
    // React keeps this HTML as it is: the same markup the server sent, so nothing changes on screen.
    <div id={PAGE_CONTENT_ID} ref={element} onClick={followLinks} dangerouslySetInnerHTML={{ __html: adoptedHtml }} />
  );
}
