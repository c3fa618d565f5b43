import createCache from '@emotion/cache';

/**
 * Server and client share this key, so the client adopts the server's
 * <style data-emotion="mkt …"> tags instead of inserting them again.
 */
export const EMOTION_KEY = 'mkt';

/** One cache per request on the server (the nonce differs each time), one per page load on the client. */
export function createEmotionCache(nonce: string | undefined) {
  return createCache({ key: EMOTION_KEY, nonce });
}
