import { nonce } from '../theme/nonce';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Island, Serializable } from './island';
import { createEmotionCache } from '../theme/emotion-cache';

// One cache for every island of the page: it adopts the server's style tags (same key), so the
// islands reuse the page's class names and nothing is inserted twice.
const cache = createEmotionCache(nonce);

/** Marks the island's wrapper once React has hydrated it: a signal tests and tools can wait for. */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute('data-hydrated', '');
  }, [element]);
  return children;
}

/** Hydrates one island's wrapper with its control and the props the server wrote beside it. */
export function hydrateIsland(element: HTMLElement, { island: { Component } }: Island<{ [key: string]: Serializable }>) {
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as { [key: string]: Serializable }) : {};
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <CacheProvider value={cache}>
          <Hydrated element={element}>
            <Component {...props} />
          </Hydrated>
        </CacheProvider>
      </StrictMode>,
    );
  });
}
