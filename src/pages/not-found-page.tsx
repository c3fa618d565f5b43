import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { notFoundCopy } from '../content/not-found';
import MissingPath from '../islands/missing-path';
import { color, space, text } from '../theme/tokens';
import { staticClass } from '../theme/server-styles.server';
import { StaticButtonLink } from '../ui/button-link.server';
import { containerStyle } from '../ui/container.server';

const wrap = staticClass(css(containerStyle, css`
  min-height: 60vh; display: grid; place-content: center; justify-items: center; text-align: center;
  gap: ${space.md}; padding-block: ${space.section};
  h1 { font-size: clamp(4rem, 3rem + 6vw, 7rem); color: ${color.navy}; margin: 0; }
  p { font-size: ${text.lg}; color: ${color.muted}; margin: 0 0 ${space.md}; }
`));

/** Any path the route table does not know. The server answers it with status 404. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className={wrap}>
      <h1 tabIndex={-1}>404</h1>
      <p>{notFoundCopy.message}</p>
      <StaticButtonLink href={notFoundCopy.home.href}>{notFoundCopy.home.label}</StaticButtonLink>
      <MissingPath path={pathname} />
    </div>
  );
}
