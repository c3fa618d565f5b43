import { nonce } from './theme/nonce';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { PAGE_CONTENT_ID } from './layout/page-content';
import { matchPage } from './routes';
import { createEmotionCache } from './theme/emotion-cache';

const { pathname } = window.location;
const { route } = matchPage(pathname);
// A page with controls of its own loads its chunk first, so hydration finds it ready and nothing
// flashes; any other page keeps the server's HTML and needs no chunk at all (see PageContent).
const arrival = route.handle.interactive ? undefined : { pathname, html: document.getElementById(PAGE_CONTENT_ID)!.innerHTML };
const ready = arrival ? Promise.resolve() : route.page.preload();

void ready.then(() => {
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
