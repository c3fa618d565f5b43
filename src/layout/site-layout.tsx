import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Crumb } from '../breadcrumbs.server';
import HeaderIsland from '../islands/header';
import { color, radius } from '../theme/tokens';
import { Breadcrumbs } from './breadcrumbs';

const skipLink = css`
  position: absolute; left: 1rem; top: -100px; z-index: 100; padding: 0.75rem 1.25rem;
  background: ${color.navy}; color: ${color.white}; border-radius: ${radius.sm}; font-weight: 700;
  /* Unseen on navy; forced colours drop the background and draw this border instead, so it stays a box. */
  border: 2px solid transparent;
  &:focus { top: 1rem; color: ${color.white}; }
`;

const mainStyle = css`outline: none;`;

/**
 * The shared frame of every page: skip link, header, breadcrumbs, main content; the footer follows, rendered
 * once (see entry-server.tsx). Only the header hydrates.
 */
export function SiteLayout({ trail, children }: { trail: Crumb[]; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" css={skipLink}>Skip to main content</a>
      <HeaderIsland currentPath={pathname} />
      <main id="main" tabIndex={-1} css={mainStyle}><Breadcrumbs trail={trail} />{children}</main>
    </>
  );
}
