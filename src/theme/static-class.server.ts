import createEmotion from '@emotion/css/create-instance';
import type { SerializedStyles } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { EMOTION_KEY, stylisPlugins } from './emotion-cache';

/**
 * Class names for the styles of components only the server renders (the pages' content, never an
 * island's), made once per process by Emotion's framework-agnostic instance (@emotion/css): the
 * element gets a plain `className`, so a render costs React no Emotion wrapper per element. The
 * `css` prop puts two components around every styled element, and on the heaviest page that was
 * about a quarter of a render.
 *
 * Same key and compiler as the request's cache (emotion-cache.ts), so a style has the same class
 * name either way. An island's component must keep the `css` prop: the browser hydrates it, and
 * this module would bring a second Emotion into the client.
 */
const emotion = createEmotion({ key: EMOTION_KEY, stylisPlugins });

/** The class of a style defined once in a module (`css` from @emotion/react), compiled now. */
export const staticClass = (style: SerializedStyles) => emotion.css(style);

/** Joins class names, leaving out empty ones. */
export const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The chunks of CSS this process's static classes add to a page: those whose class appears in
 * its markup. Emotion's documented server API, on this instance's cache.
 */
export const { extractCriticalToChunks: staticStyleChunks } = createEmotionServer(emotion.cache);
