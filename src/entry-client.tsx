import { nonce } from './theme/nonce';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createEmotionCache } from './theme/emotion-cache';

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
