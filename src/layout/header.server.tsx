import { css } from '@emotion/react';
import { Menu, X } from 'lucide';
import { headerActions, mainNav } from '../content/navigation';
import { color, mq, radius, shadow, space } from '../theme/tokens';
import { staticClass } from '../theme/server-styles.server';
import { StaticButtonLink } from '../ui/button-link.server';
import { containerClass, containerStyle } from '../ui/container.server';
import { Icon } from '../ui/icon';
import { SmartLink } from '../ui/smart-link';
import { disclosureSummary } from './disclosure';
import { Dropdown } from './dropdown.server';
import { Logo } from './logo.server';

// Sticky only in a window tall enough to spare its height (mq.tall); positioned either way, as the
// mobile menu's panel hangs from it.
const bar = staticClass(css`
  position: relative; ${mq.tall} { position: sticky; top: 0; }
  z-index: 30; background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${color.border}; color: ${color.ink};
`);
// Everything in the bar may wrap onto another line rather than run into its neighbour: with a reader's
// wider letter and word spacing (WCAG 1.4.12) the full navigation no longer fits one line at 1280 px.
// The row is laid out in the container's width: one class of both styles.
const row = staticClass(css(containerStyle, css`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0 ${space.md}; min-height: 72px;`));
const desktopNav = staticClass(css`
  display: none;
  ${mq.nav} { display: flex; flex-wrap: wrap; align-items: center; gap: 0 ${space.md}; }
  > ul { display: flex; flex-wrap: wrap; align-items: center; gap: ${space.xs}; list-style: none; margin: 0; padding: 0; }
`);
const navLink = staticClass(css`
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 ${space.sm};
  color: ${color.ink}; font-weight: 600; text-decoration: none; border-radius: ${radius.sm}; white-space: nowrap;
  &:hover { color: ${color.teal}; }
  &[aria-current='page'] { color: ${color.tealDark}; text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: 0.4em; }
`);
const actions = staticClass(css`display: flex; flex-wrap: wrap; gap: ${space.sm}; margin-left: ${space.sm}; a { min-height: 44px; padding-inline: 1rem; font-size: 0.95rem; white-space: nowrap; }`);
// Never squeezed: the logo gives way first (see logo.server.tsx).
const mobileMenu = staticClass(css`flex: none; ${mq.nav} { display: none; }`);
const toggle = staticClass(css`
  ${disclosureSummary};
  display: inline-flex; align-items: center; gap: ${space.sm}; min-height: 44px; padding: 0 ${space.md};
  border: 2px solid ${color.navy}; border-radius: ${radius.pill}; background: ${color.white}; color: ${color.navy};
  font-weight: 650;
  /* The icon shows what a press does: open the menu (its first icon), or close it (its second). */
  details[open] > & svg:first-of-type, details:not([open]) > & svg:last-of-type { display: none; }
`);
// Below the whole header bar, full width: the header is its containing block (it is positioned).
// 100% is the header's own height, whatever it wraps to: the panel ends at the window's bottom edge.
const mobilePanel = staticClass(css`
  position: absolute; top: 100%; left: 0; right: 0; max-height: calc(100dvh - 100%); overflow-y: auto;
  background: ${color.white}; border-block: 1px solid ${color.border}; box-shadow: ${shadow.raised}; padding-block: ${space.md};
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space.xs}; }
  li > a { display: flex; min-height: 48px; }
`);
const mobileActions = staticClass(css`display: grid; gap: ${space.sm}; margin-top: ${space.md}; ${mq.sm} { grid-template-columns: 1fr 1fr; }`);

/** The header's two calls to action, in the bar on wide screens and in the menu on small ones. */
function CallsToAction({ className }: { className: string }) {
  return (
    <div className={className}>
      <StaticButtonLink href={headerActions.consult.href} variant="secondary">{headerActions.consult.label}</StaticButtonLink>
      <StaticButtonLink href={headerActions.apply.href}>{headerActions.apply.label}</StaticButtonLink>
    </div>
  );
}

/** The header's menu on small screens: a native disclosure, like the dropdowns. */
function MobileMenu({ current }: { current: (href: string) => 'page' | undefined }) {
  return (
    // data-menu: src/browser/menus.ts closes it on Escape, on a press or focus outside, at a chosen link.
    <details className={mobileMenu} data-menu="">
      <summary className={toggle}>
        <Icon icon={Menu} size={20} />
        <Icon icon={X} size={20} />
        Menu
      </summary>
      <nav id="mobile-menu" aria-label="Main menu" className={mobilePanel}>
        <div className={containerClass}>
          <ul>
            {mainNav.map((entry) => (
              <li key={entry.href}>
                <SmartLink className={navLink} href={entry.href} aria-current={current(entry.href)}>
                  {entry.label}
                </SmartLink>
              </li>
            ))}
          </ul>
          <CallsToAction className={mobileActions} />
        </div>
      </nav>
    </details>
  );
}

/**
 * The shared header: logo, main navigation with two dropdowns, and the two calls to action. Only
 * the server renders it: its menus are native disclosures, and the first script adds how they
 * close (src/browser/menus.ts), so no page needs React for its header.
 * @param route The route table's path of the page: the main menu's link to it, if any, is marked current.
 */
export function Header({ route }: { route: string }) {
  const current = (href: string) => (href === route ? 'page' : undefined);
  return (
    <header className={bar}>
      <div className={row}>
        <Logo />
        <nav aria-label="Main" className={desktopNav}>
          <ul>
            {mainNav.map((entry) => (
              <li key={entry.href}>
                {entry.children ? (
                  <Dropdown label={entry.label} overview={entry} items={entry.children} />
                ) : (
                  <SmartLink className={navLink} href={entry.href} aria-current={current(entry.href)}>{entry.label}</SmartLink>
                )}
              </li>
            ))}
          </ul>
          <CallsToAction className={actions} />
        </nav>
        <MobileMenu current={current} />
      </div>
    </header>
  );
}
