import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { useFollowLinks } from './follow-links';
import { documentTitle } from './head';
import { PageContent } from './layout/page-content';
import { SiteLayout } from './layout/site-layout';
import { matchPage } from './routes';
import { GlobalStyles } from './theme/global-styles';

/**
 * After a client-side navigation: new title, back to the top, and focus on
 * the new page's heading so screen readers announce it.
 */
function useRouteChange(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const { route } = matchPage(pathname);
    document.title = documentTitle(route.handle.meta, pathname === '/');
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * @param arrival On the browser's first render of a page that hydrates without
 *   its content: the page's path and the server's HTML of it (see PageContent).
 */
export function App({ arrival }: { arrival?: { pathname: string; html: string } }) {
  const { pathname } = useLocation();
  // React Router ranks and compiles the whole table on every call; matchPage has already
  // found (and remembers) this path's route in the same table, so only it is handed over.
  const element = useRoutes([matchPage(pathname).route]);
  useRouteChange(pathname);
  useFollowLinks();
  // Back on the page of arrival, its HTML is still the page: no chunk to load.
  const adoptedHtml = arrival?.pathname === pathname ? arrival.html : undefined;
  return (
    <>
      <GlobalStyles />
      <SiteLayout>
        {/* Reached only if a page's chunk is still loading outside a navigation transition. */}
        <Suspense fallback={null}>
          <PageContent adoptedHtml={adoptedHtml}>{adoptedHtml === undefined && element}</PageContent>
        </Suspense>
      </SiteLayout>
    </>
  );
}
