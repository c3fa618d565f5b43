import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { layout } from '../theme/tokens';

/** Also given as a plain class to server-only components (container-class.server.ts). */
export const containerStyle = css`
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
  return <div css={containerStyle} className={className}>{children}</div>;
}
