import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useEffect, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { Root } from 'react-dom/client';

/**
 * The controls a content page may hold. Each loads in its own chunk, and only
 * when a page that holds it arrives as HTML (see PageContent).
 */
const islands = {
  video: () => import('../components/video-facade').then((m) => m.VideoFacade),
} satisfies Record<string, () => Promise<ComponentType>>;

export type IslandName = keyof typeof islands;

/**
 * A control inside a page that otherwise needs no JavaScript, such as
 * `<Island name="video"><VideoFacade /></Island>`. It renders with the page as
 * usual; when the page arrives as HTML, this part alone hydrates, from the
 * component `islands` names. That component takes no props and uses no router.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return <div data-island={name}>{children}</div>;
}

/** While the page in `container` is adopted server HTML, hydrates each island in it as its own small root. */
export function useIslands(container: RefObject<HTMLElement | null>, adopted: boolean) {
  // The page's Emotion cache, so the island reuses the server's class names and style tags.
  const cache = useEmotionCache();
  useEffect(() => {
    if (!adopted || !container.current) return;
    let live = true;
    const roots: Root[] = [];
    for (const element of container.current.querySelectorAll<HTMLElement>('[data-island]')) {
      // React DOM is loaded by now (the page hydrated first); the import only names it.
      void Promise.all([import('react-dom/client'), islands[element.dataset.island as IslandName]()]).then(([{ hydrateRoot }, Component]) => {
        if (live) roots.push(hydrateRoot(element, <CacheProvider value={cache}><Component /></CacheProvider>));
      });
    }
    return () => {
      live = false;
      roots.forEach((root) => root.unmount());
    };
  }, [adopted, cache, container]);
}
