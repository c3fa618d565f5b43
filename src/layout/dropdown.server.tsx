import { css } from '@emotion/react';
import { ChevronDown } from 'lucide';
import type { Action } from '../content/types';
import { color, radius, shadow, space } from '../theme/tokens';
import { Icon } from '../ui/icon';
import { SmartLink } from '../ui/smart-link';
import { staticClass } from '../theme/server-styles.server';
import { disclosureSummary } from './disclosure';

const wrapper = staticClass(css`position: relative;`);
const trigger = staticClass(css`
  ${disclosureSummary};
  display: inline-flex; align-items: center; gap: 0.25rem; min-height: 44px; padding: 0 ${space.sm};
  color: ${color.ink}; font-weight: 600; border-radius: ${radius.sm}; white-space: nowrap;
  /* Unseen here; in forced colours (Windows High Contrast) it is drawn, so the menu button keeps its edge. */
  border: 1px solid transparent;
  &:hover { color: ${color.teal}; }
  svg { transition: transform 0.15s; }
  [open] > & svg { transform: rotate(180deg); }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`);
const panel = staticClass(css`
  position: absolute; top: calc(100% + 4px); left: 0; z-index: 20; min-width: 16rem;
  margin: 0; padding: ${space.sm}; list-style: none;
  background: ${color.white}; border: 1px solid ${color.border}; border-radius: ${radius.md}; box-shadow: ${shadow.raised};
  a {
    display: block; padding: 0.6rem ${space.md}; border-radius: ${radius.sm};
    color: ${color.ink}; text-decoration: none; font-weight: 500;
  }
  a:hover, a:focus-visible { background: ${color.cream}; color: ${color.tealDark}; }
`);

/** The group of the header's dropdowns: the browser keeps at most one of them open. */
const DROPDOWN_GROUP = 'header-menu';

interface Props {
  label: string;
  /** The overview page, listed first. */
  overview: Action;
  items: Action[];
}

/** A header menu: a native disclosure, so it opens by mouse, touch and keyboard before any script. */
export function Dropdown({ label, overview, items }: Props) {
  return (
    // data-menu: src/browser/menus.ts closes it on Escape, on a press or focus outside, at a chosen link.
    <details className={wrapper} name={DROPDOWN_GROUP} data-menu="">
      <summary className={trigger}>
        {label}
        <Icon icon={ChevronDown} size={18} />
      </summary>
      <ul className={panel}>
        {[{ ...overview, label: `All ${label}` }, ...items].map((item) => (
          <li key={item.href}>
            <SmartLink href={item.href}>{item.label}</SmartLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
