import createEmotion from '@emotion/css/create-instance';
import type { SerializedStyles } from '@emotion/react';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { createEmotionCache, EMOTION_KEY, stylisPlugins } from './emotion-cache';

/**
 * The server's styles: one Emotion instance for the whole process, framework-agnostic
 * (@emotion/css), whose cache also serves every render's `css` props (entry-server.tsx).
 *
 * Static classes. Components only the server renders (the pages' content, never an island's) take a
 * class made once per module: the element gets a plain `className`, so a render costs React no
 * Emotion wrapper per element. The `css` prop puts two components around every styled element, and
 * on the heaviest page that was about a quarter of a render. An island's component keeps the `css`
 * prop: the browser hydrates it, and this module would bring a second Emotion into the client.
 *
 * One cache. Every style of the site is fixed in code (a module's constant, or one of a few
 * variants), none is computed from a request, so a cache kept for the whole process holds a bounded
 * set: what the first renders insert, later ones find there. Then one scan of a page's markup finds
 * the CSS of both kinds of class, where a cache per request needed two (a tenth of a render).
 *
 * Same key and compiler as the browser's cache (emotion-cache.ts), so a style has the same class
 * name on both sides and the islands adopt the server's style tags.
 */
const emotion = createEmotion({ key: EMOTION_KEY, stylisPlugins });

/** The cache every render's CacheProvider gets. */
export const serverCache = emotion.cache;

/** The class of a style defined once in a module (`css` from @emotion/react), compiled now. */
export const staticClass = (style: SerializedStyles) => emotion.css(style);

/** Joins class names, leaving out empty ones. */
export const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The chunks of CSS a piece of markup needs: those whose class appears in it. Emotion's documented server API. */
export const { extractCriticalToChunks: styleChunks } = createEmotionServer(serverCache);

/** `<style>` tags of these chunks, carrying this response's CSP nonce. */
export function styleTags(styles: EmotionCriticalToChunks['styles'], nonce: string) {
  return createEmotionServer(createEmotionCache(nonce)).constructStyleTagsFromChunks({ html: '', styles });
}
