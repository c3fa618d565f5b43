import { use, type ComponentType } from 'react';

export interface LazyPage {
  (): React.JSX.Element | null;
  /** Loads the page's code and content; resolves at once when already loaded. */
  preload: () => Promise<void>;
}

/**
 * A page whose code and content come in their own chunk, so a visitor
 * downloads only the page they open. The server and the browser's first
 * render preload the matched page before rendering: it renders at once and
 * hydrates with no fallback. A later navigation suspends until its chunk
 * arrives (React Router runs navigations in a transition, so the old page
 * stays on screen meanwhile).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  function Page() {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }
  return Object.assign(Page, { preload });
}

/** A page that is part of the main bundle (the not-found page): nothing to load. */
export function eagerPage(Component: ComponentType): LazyPage {
  return Object.assign(() => <Component />, { preload: () => Promise.resolve() });
}
