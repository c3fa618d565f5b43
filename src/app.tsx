import { useEffect, useRef, useState } from 'react';
import { Toaster } from 'react-hot-toast';
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

/**
 * The toaster renders only after hydration: its container's inline style
 * attribute would be blocked by the CSP if it came from the server.
 */
function ClientToaster() {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- mount-only switch, the documented way to skip SSR
  useEffect(() => setMounted(true), []);
  return mounted ? <Toaster position="top-center" /> : null;
}

export function App() {
  const element = useRoutes(routes);
  useRouteChange();
  return (
    <>
      <GlobalStyles />
      <SiteLayout>{element}</SiteLayout>
      <ClientToaster />
    </>
  );
}
