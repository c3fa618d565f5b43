import { css } from '@emotion/react';
import { staticClass } from '../theme/server-styles.server';
import { color, radius, space, text } from '../theme/tokens';

/** Long-form text at a comfortable measure: a class for the pages that hold it (all rendered by the server only). */
export const articleBody = staticClass(css`
  max-width: 70ch;
  font-size: 1.0625rem;
  line-height: 1.75;
  h2 { font-size: ${text.xl}; margin-top: ${space.xxl}; }
  h3 { font-size: ${text.lg}; margin-top: ${space.xl}; }
  h2:first-child { margin-top: 0; }
  ul, ol { padding-left: 1.4em; }
  li { margin-bottom: ${space.sm}; }
  li::marker { color: ${color.teal}; }
  /* An article's photo (build/article-images.ts): the column's width at most, its own shape kept by its width and height. */
  picture img { display: block; max-width: 100%; height: auto; border-radius: ${radius.md}; }
`);
