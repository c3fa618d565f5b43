import type { ComponentType } from 'react';

export interface LazyPage {
  (): React.JSX.Element | null;
  /** Loads the page's code and content; resolves at once when already loaded. */
  preload: () => Promise<void>;
}

/**
 * A page whose code and content are imported on the server's first request for it (the content
 * modules of articles, solutions and industries are dynamic imports, one per page). `render()`
 * awaits `preload()` before rendering, since renderToString cannot wait.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  function Page() {
    if (!Loaded) throw new Error('A page rendered before render() preloaded it.');
    return <Loaded />;
  }
  return Object.assign(Page, { preload });
}

/** A page that is part of the render entry (the not-found page): nothing to load. */
export function eagerPage(Component: ComponentType): LazyPage {
  return Object.assign(() => <Component />, { preload: () => Promise.resolve() });
}
