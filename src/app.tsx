import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { documentTitle } from './head';
import { SiteLayout } from './layout/site-layout';
import { matchPage, routes } from './routes';
import { GlobalStyles } from './theme/global-styles';

/**
 * After a client-side navigation: new title, back to the top, and focus on
 * the new page's heading so screen readers announce it.
 */
function useRouteChange() {
  const { pathname } = useLocation();
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

export function App() {
  const element = useRoutes(routes);
  useRouteChange();
  return (
    <>
      <GlobalStyles />
      <SiteLayout>
        {/* Reached only if a page's chunk is still loading outside a navigation transition. */}
        <Suspense fallback={null}>{element}</Suspense>
      </SiteLayout>
    </>
  );
}
