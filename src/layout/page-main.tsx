import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Crumb } from '../breadcrumbs.server';
import { Breadcrumbs } from './breadcrumbs';
import { staticClass } from '../theme/server-styles.server';

const mainStyle = staticClass(css`outline: none;`);

/** What each request renders: the page's breadcrumbs and content. The frame around it is frame.server.tsx. */
export function PageMain({ trail, children }: { trail: Crumb[]; children: ReactNode }) {
  return <main id="main" tabIndex={-1} className={mainStyle}><Breadcrumbs trail={trail} />{children}</main>;
}
