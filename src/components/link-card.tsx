import { css } from '@emotion/react';
import { ArrowRight, Check, type IconNode } from 'lucide';
import type { Action } from '../content/types';
import { color, space } from '../theme/tokens';
import { Card, IconBadge } from '../ui/card';
import { SmartLink } from '../ui/smart-link';
import { Icon } from '../ui/icon';
import { InlineText } from '../ui/inline-text';
import { staticClass } from '../theme/server-styles.server';

const points = staticClass(css`
  list-style: none; padding: 0; margin: ${space.sm} 0 ${space.md}; display: grid; gap: ${space.xs};
  li { display: flex; gap: ${space.sm}; color: ${color.ink}; } svg { color: ${color.teal}; flex: none; margin-top: 0.25em; }
`);
const more = staticClass(css`display: inline-flex; gap: 0.35rem; align-items: center; font-weight: 650; margin-top: auto; min-height: 44px;`);

interface Props {
  icon: IconNode;
  title: string;
  description: string;
  points: string[];
  link: Action;
}

/** An overview card: icon, title, description, a check list and a link to the page. */
export function LinkCard({ icon, title, description, points: items, link }: Props) {
  return (
    <Card>
      <IconBadge><Icon icon={icon} size={24} /></IconBadge>
      <h3>{title}</h3>
      <p><InlineText text={description} /></p>
      <ul className={points}>
        {items.map((item) => <li key={item}><Icon icon={Check} size={18} /><span><InlineText text={item} /></span></li>)}
      </ul>
      <SmartLink className={more} href={link.href}>
        {link.label}<span className="visually-hidden">: {title}</span> <Icon icon={ArrowRight} size={18} />
      </SmartLink>
    </Card>
  );
}
