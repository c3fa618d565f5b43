import { css } from '@emotion/react';
import { layout } from '../theme/tokens';
import { staticClass } from '../theme/server-styles.server';

/**
 * Centres content at the site's reading width with responsive side gutters. Composed with a layout's
 * own rules into one class (the header's row, the hero, the not-found page).
 */
export const containerStyle = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
`;

/** The container alone, as a class made once: sections, the breadcrumbs, the footer and the header's menu take it. */
export const containerClass = staticClass(containerStyle);
