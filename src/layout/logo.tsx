import { css } from '@emotion/react';
import { site } from '../config/site';
import { font } from '../theme/tokens';
import logoMark from '../assets/logo-mark.svg';

const link = css`
  display: inline-flex; align-items: center; gap: 0.6rem; min-height: 44px;
  color: inherit; text-decoration: none; font-family: ${font.heading}; font-weight: 700; font-size: 1.3rem; white-space: nowrap;
  &:hover { color: inherit; }
`;

/** The magnolia mark and the short name, linking home. */
export function Logo() {
  return (
    <a href="/" css={link} aria-label={`${site.name}, home`}>
      <img src={logoMark} width={40} height={40} alt="" />
      {site.shortName}
    </a>
  );
}
