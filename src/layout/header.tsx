import { css } from '@emotion/react';
import { Menu, X } from 'lucide';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { headerActions, mainNav } from '../content/navigation';
import { useDismiss } from '../hooks/use-dismiss';
import { color, mq, radius, space } from '../theme/tokens';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { SmartLink } from '../ui/smart-link';
import { Dropdown } from './dropdown';
import { Logo } from './logo';
import { Icon } from '../ui/icon';

const bar = css`
  position: sticky; top: 0; z-index: 30; background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${color.border}; color: ${color.ink};
`;
const row = css`display: flex; align-items: center; justify-content: space-between; gap: ${space.md}; min-height: 72px;`;
const desktopNav = css`
  display: none;
  ${mq.nav} { display: flex; align-items: center; gap: ${space.md}; }
  > ul { display: flex; align-items: center; gap: ${space.xs}; list-style: none; margin: 0; padding: 0; }
`;
const navLink = css`
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 ${space.sm};
  color: ${color.ink}; font-weight: 600; text-decoration: none; border-radius: ${radius.sm}; white-space: nowrap;
  &:hover { color: ${color.teal}; }
  &[aria-current='page'] { color: ${color.tealDark}; text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: 0.4em; }
`;
const actions = css`display: flex; gap: ${space.sm}; margin-left: ${space.sm}; a { min-height: 44px; padding-inline: 1rem; font-size: 0.95rem; white-space: nowrap; }`;
const toggle = css`
  display: inline-flex; align-items: center; gap: ${space.sm}; min-height: 44px; padding: 0 ${space.md};
  border: 2px solid ${color.navy}; border-radius: ${radius.pill}; background: ${color.white}; color: ${color.navy};
  font-weight: 650; cursor: pointer;
  ${mq.nav} { display: none; }
`;
const mobilePanel = css`
  border-top: 1px solid ${color.border}; padding-block: ${space.md};
  ${mq.nav} { display: none; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.xs}; }
  li > a { display: flex; min-height: 48px; }
`;
const mobileActions = css`display: grid; gap: ${space.sm}; margin-top: ${space.md}; ${mq.sm} { grid-template-columns: 1fr 1fr; }`;

/** The shared header: logo, main navigation with two dropdowns, and the two calls to action. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const container = useRef<HTMLElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useDismiss(menuOpen, closeMenu, container, toggleButton);

  const current = (href: string) => (href === pathname ? 'page' : undefined);

  return (
    <header ref={container} css={bar}>
      <Container css={row}>
        <Logo onNavigate={closeMenu} />
        <nav aria-label="Main" css={desktopNav}>
          <ul>
            {mainNav.map((entry) => (
              <li key={entry.href}>
                {entry.children ? (
                  <Dropdown label={entry.label} overview={entry} items={entry.children} />
                ) : (
                  <SmartLink css={navLink} href={entry.href} aria-current={current(entry.href)}>{entry.label}</SmartLink>
                )}
              </li>
            ))}
          </ul>
          <div css={actions}>
            <ButtonLink href={headerActions.consult.href} variant="secondary">{headerActions.consult.label}</ButtonLink>
            <ButtonLink href={headerActions.apply.href}>{headerActions.apply.label}</ButtonLink>
          </div>
        </nav>
        <button
          ref={toggleButton}
          type="button"
          css={toggle}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((o) => !o)}
          data-menu-toggle=""
        >
          {menuOpen ? <Icon icon={X} size={20} /> : <Icon icon={Menu} size={20} />}
          Menu
        </button>
      </Container>
      <nav id="mobile-menu" aria-label="Main menu" css={mobilePanel} hidden={!menuOpen} data-mobile-nav="">
        <Container>
          <ul>
            {mainNav.map((entry) => (
              <li key={entry.href}>
                <SmartLink css={navLink} href={entry.href} aria-current={current(entry.href)} onClick={closeMenu}>
                  {entry.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          <div css={mobileActions}>
            <ButtonLink href={headerActions.consult.href} variant="secondary" onClick={closeMenu}>{headerActions.consult.label}</ButtonLink>
            <ButtonLink href={headerActions.apply.href} onClick={closeMenu}>{headerActions.apply.label}</ButtonLink>
          </div>
        </Container>
      </nav>
    </header>
  );
}
