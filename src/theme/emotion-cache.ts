import createCache from '@emotion/cache';

/**
 * Server and client share this key, so the client adopts the server's
 * <style data-emotion="mkt …"> tags instead of inserting them again.
 */
export const EMOTION_KEY = 'mkt';

/**
 * One cache per page load on the client, with the page's nonce for the rules it adds.
 * The server keeps one for the life of the process and puts each response's nonce on its tags.
 */
export function createEmotionCache(nonce: string | undefined) {
  return createCache({ key: EMOTION_KEY, nonce });
}
