import { css } from '@emotion/react';
import { site } from '../config/site';
import { staticClass } from '../theme/server-styles.server';
import { font } from '../theme/tokens';
import logoMark from '../assets/logo-mark.svg';

const link = staticClass(css`
  display: inline-flex; align-items: center; gap: 0.6rem; min-height: 44px;
  color: inherit; text-decoration: none; font-family: ${font.heading}; font-weight: 700; font-size: 1.3rem; line-height: 1.2;
  /* In the header's row it asks only for its longest word and grows up to its one-line width: at 320 px
     (400% zoom) the name takes two lines beside the menu button instead of running under it. */
  flex: 1 1 0; max-width: max-content;
  &:hover { color: inherit; }
`);

/** The magnolia mark and the short name, linking home. */
export function Logo() {
  return (
    <a href="/" className={link} aria-label={`${site.name}, home`}>
      <img src={logoMark} width={40} height={40} alt="" />
      {site.shortName}
    </a>
  );
}
