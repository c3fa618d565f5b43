import { css } from '@emotion/react';
import { ChevronDown } from 'lucide';
import { useCallback, useId, useRef, useState } from 'react';
import type { Action } from '../content/types';
import { useDismiss } from '../hooks/use-dismiss';
import { color, radius, shadow, space } from '../theme/tokens';
import { SmartLink } from '../ui/smart-link';
import { Icon } from '../ui/icon';

const wrapper = css`position: relative;`;
const trigger = css`
  display: inline-flex; align-items: center; gap: 0.25rem; min-height: 44px; padding: 0 ${space.sm};
  background: none; border: 0; color: ${color.ink}; font-weight: 600; cursor: pointer; border-radius: ${radius.sm}; white-space: nowrap;
  &:hover { color: ${color.teal}; }
  svg { transition: transform 0.15s; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`;
const panel = css`
  position: absolute; top: calc(100% + 4px); left: 0; z-index: 20; min-width: 16rem;
  margin: 0; padding: ${space.sm}; list-style: none;
  background: ${color.white}; border: 1px solid ${color.border}; border-radius: ${radius.md}; box-shadow: ${shadow.raised};
  a {
    display: block; padding: 0.6rem ${space.md}; border-radius: ${radius.sm};
    color: ${color.ink}; text-decoration: none; font-weight: 500;
  }
  a:hover, a:focus-visible { background: ${color.cream}; color: ${color.tealDark}; }
`;

interface Props {
  label: string;
  /** The overview page, listed first. */
  overview: Action;
  items: Action[];
}

/** A header menu: a button with aria-expanded that shows a list of links. */
export function Dropdown({ label, overview, items }: Props) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, container, button);

  return (
    <div ref={container} css={wrapper} data-dropdown="">
      <button
        ref={button}
        type="button"
        css={trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <Icon icon={ChevronDown} size={18} />
      </button>
      <ul id={panelId} css={panel} hidden={!open} data-dropdown-panel="">
        {[{ ...overview, label: `All ${label}` }, ...items].map((item) => (
          <li key={item.href}>
            <SmartLink href={item.href} onClick={close}>{item.label}</SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
