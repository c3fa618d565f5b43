import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { layout } from '../theme/tokens';

const container = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
`;

/**
 * Centres content at the site's reading width with responsive side gutters.
 * A `css` prop from the caller arrives as className and adds layout on top.
 */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div css={container} className={className}>{children}</div>;
}
