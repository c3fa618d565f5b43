import { nonce } from './theme/nonce';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { PAGE_CONTENT_ID } from './layout/page-content';
import { matchPage } from './routes';
import { createEmotionCache } from './theme/emotion-cache';

const { pathname } = window.location;
const { route } = matchPage(pathname);
// A page with controls of its own loads its chunk first, so hydration finds it ready and nothing
// flashes; any other page keeps the server's HTML and needs no chunk at all (see PageContent).
// The chunk is requested in a task of its own: adding the preload links of its files took
// 9 ms, which had made this script's evaluation one long task on a phone.
const arrival = route.handle.interactive ? undefined : { pathname, html: document.getElementById(PAGE_CONTENT_ID)!.innerHTML };
const ready = arrival ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve)).then(() => route.page.preload());

// React DOM is most of the JavaScript: imported on its own, the browser evaluates it in a task of
// its own rather than in one long task with everything else.
void Promise.all([import('react-dom/client'), ready]).then(([{ hydrateRoot }]) => {
  // In a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread in one long task.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <CacheProvider value={createEmotionCache(nonce)}>
          <BrowserRouter>
            <App arrival={arrival} />
          </BrowserRouter>
        </CacheProvider>
      </StrictMode>,
    );
  });
});
