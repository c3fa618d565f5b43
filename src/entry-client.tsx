import { nonce } from './theme/nonce';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { matchPage } from './routes';
import { createEmotionCache } from './theme/emotion-cache';

// Load the page's own chunk first, so hydration finds it ready and nothing flashes.
void matchPage(window.location.pathname).route.page.preload().then(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <CacheProvider value={createEmotionCache(nonce)}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>,
  );
});
