import { css } from '@emotion/react';
import { Menu, X } from 'lucide';
import { headerActions, mainNav } from '../content/navigation';
import { color, mq, radius, shadow, space } from '../theme/tokens';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { Icon } from '../ui/icon';
import { SmartLink } from '../ui/smart-link';
import { disclosureSummary, useDisclosure } from './disclosure';
import { Dropdown } from './dropdown';
import { Logo } from './logo';

// Sticky only in a window tall enough to spare its height (mq.tall); positioned either way, as the
// mobile menu's panel hangs from it.
const bar = css`
  position: relative; ${mq.tall} { position: sticky; top: 0; }
  z-index: 30; background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${color.border}; color: ${color.ink};
`;
// Everything in the bar may wrap onto another line rather than run into its neighbour: with a reader's
// wider letter and word spacing (WCAG 1.4.12) the full navigation no longer fits one line at 1280 px.
const row = css`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0 ${space.md}; min-height: 72px;`;
const desktopNav = css`
  display: none;
  ${mq.nav} { display: flex; flex-wrap: wrap; align-items: center; gap: 0 ${space.md}; }
  > ul { display: flex; flex-wrap: wrap; align-items: center; gap: ${space.xs}; list-style: none; margin: 0; padding: 0; }
`;
const navLink = css`
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 ${space.sm};
  color: ${color.ink}; font-weight: 600; text-decoration: none; border-radius: ${radius.sm}; white-space: nowrap;
  &:hover { color: ${color.teal}; }
  &[aria-current='page'] { color: ${color.tealDark}; text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: 0.4em; }
`;
const actions = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; margin-left: ${space.sm}; a { min-height: 44px; padding-inline: 1rem; font-size: 0.95rem; white-space: nowrap; }`;
// Never squeezed: the logo gives way first (see logo.tsx).
const mobileMenu = css`flex: none; ${mq.nav} { display: none; }`;
const toggle = css`
  ${disclosureSummary};
  display: inline-flex; align-items: center; gap: ${space.sm}; min-height: 44px; padding: 0 ${space.md};
  border: 2px solid ${color.navy}; border-radius: ${radius.pill}; background: ${color.white}; color: ${color.navy};
  font-weight: 650;
  /* The icon shows what a press does: open the menu (its first icon), or close it (its second). */
  details[open] > & svg:first-of-type, details:not([open]) > & svg:last-of-type { display: none; }
`;
// Below the whole header bar, full width: the header is its containing block (it is positioned).
// 100% is the header's own height, whatever it wraps to: the panel ends at the window's bottom edge.
const mobilePanel = css`
  position: absolute; top: 100%; left: 0; right: 0; max-height: calc(100dvh - 100%); overflow-y: auto;
  background: ${color.white}; border-block: 1px solid ${color.border}; box-shadow: ${shadow.raised}; padding-block: ${space.md};
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.xs}; }
  li > a { display: flex; min-height: 48px; }
`;
const mobileActions = css`display: grid; gap: ${space.sm}; margin-top: ${space.md}; ${mq.sm} { grid-template-columns: 1fr 1fr; }`;

/** The header's menu on small screens: a native disclosure, like the dropdowns. */
function MobileMenu({ current }: { current: (href: string) => 'page' | undefined }) {
  const { ref, close } = useDisclosure();
  return (
    <details ref={ref} css={mobileMenu}>
      <summary css={toggle}>
        <Icon icon={Menu} size={20} />
        <Icon icon={X} size={20} />
        Menu
      </summary>
      <nav id="mobile-menu" aria-label="Main menu" css={mobilePanel}>
        <Container>
          <ul>
            {mainNav.map((entry) => (
              <li key={entry.href}>
                <SmartLink css={navLink} href={entry.href} aria-current={current(entry.href)} onClick={close}>
                  {entry.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          <div css={mobileActions}>
            <ButtonLink href={headerActions.consult.href} variant="secondary" onClick={close}>{headerActions.consult.label}</ButtonLink>
            <ButtonLink href={headerActions.apply.href} onClick={close}>{headerActions.apply.label}</ButtonLink>
          </div>
        </Container>
      </nav>
    </details>
  );
}

/**
 * The shared header: logo, main navigation with two dropdowns, and the two calls to action. An
 * island (src/islands/header.tsx): its menus work as HTML, and hydrating adds how they close.
 * @param current The main menu's link to mark as the current page: the page's own, if it has one there.
 */
export function Header({ current: currentHref }: { current: string | null }) {
  const current = (href: string) => (href === currentHref ? 'page' : undefined);
  return (
    <header css={bar}>
      <Container css={row}>
        <Logo />
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
        <MobileMenu current={current} />
      </Container>
    </header>
  );
}
