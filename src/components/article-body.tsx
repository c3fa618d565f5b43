import { css } from '@emotion/react';
import { staticClass } from '../theme/server-styles.server';
import { color, space, text } from '../theme/tokens';

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
`);
