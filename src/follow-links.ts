import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { matchPage } from './routes';

/**
 * Every link to one of our pages is a plain <a href>, in React's markup and in
 * pages adopted as server HTML alike (ADR 006); this one listener turns a click
 * on it into a navigation inside the app. Clicks that mean something else keep
 * the browser's behaviour: modified or middle clicks, new tabs, downloads,
 * other sites, jumps within the page, and paths that are not pages (files).
 * It listens on the document, after React's handlers, so a control that
 * handles its own click (the video) has already called preventDefault.
 */
export function useFollowLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a');
      if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.hash) return;
      if (matchPage(link.pathname).notFound) return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate]);
}
