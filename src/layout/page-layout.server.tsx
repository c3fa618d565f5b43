import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Crumb } from '../render/breadcrumbs.server';
import { color, radius } from '../theme/tokens';
import { staticClass } from '../theme/server-styles.server';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer.server';
import { Header } from './header.server';

const skipLink = staticClass(css`
  position: absolute; left: 1rem; top: -100px; z-index: 100; padding: 0.75rem 1.25rem;
  background: ${color.navy}; color: ${color.white}; border-radius: ${radius.sm}; font-weight: 700;
  /* Unseen on navy; forced colours drop the background and draw this border instead, so it stays a box. */
  border: 2px solid transparent;
  &:focus { top: 1rem; color: ${color.white}; }
`);
const mainStyle = staticClass(css`outline: none;`);

interface Props {
  /** The route table's path of the page (`*` when none matched), for the header's current link. */
  route: string;
  trail: Crumb[];
  children: ReactNode;
}

/** Every page, rendered whole on every request: the skip link, the header, the page's breadcrumbs and content, the footer. */
export function PageLayout({ route, trail, children }: Props) {
  return (
    <>
      <a href="#main" className={skipLink}>Skip to main content</a>
      <Header route={route} />
      <main id="main" tabIndex={-1} className={mainStyle}><Breadcrumbs trail={trail} />{children}</main>
      <Footer year={new Date().getFullYear()} />
    </>
  );
}
