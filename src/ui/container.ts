import { css } from '@emotion/react';
import { layout } from '../theme/tokens';

/**
 * Centres content at the site's reading width with responsive side gutters: as a class in
 * container-class.server.ts, or composed with a layout's own rules (the header's row, the hero).
 */
export const containerStyle = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
`;
