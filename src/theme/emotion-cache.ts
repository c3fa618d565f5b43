import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * Server and client share this key, so the client adopts the server's
 * <style data-emotion="mkt …"> tags instead of inserting them again.
 */
export const EMOTION_KEY = 'mkt';

/**
 * No vendor prefixes (stylis' default plugin): every browser that has the features the site relies on
 * (clamp(), :focus-visible, aspect-ratio) has the unprefixed properties, so prefixes would only make
 * each page's CSS larger to send and to parse.
 * One array for every cache: Emotion's server keeps compiled rules per plugin list, and a new `[]` per
 * request would compile every rule again on every request.
 */
export const stylisPlugins: StylisPlugin[] = [];

/** One cache per page load in the browser. (The server renders with one for the process: server-styles.server.ts.) */
export function createEmotionCache(nonce: string | undefined) {
  return createCache({ key: EMOTION_KEY, nonce, stylisPlugins });
}
