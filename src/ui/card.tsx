import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { staticClass } from '../theme/server-styles.server';
import { color, radius, shadow, space } from '../theme/tokens';

/** A white panel with a soft shadow; exported for panels that lay out their content differently. */
export const cardStyle = css`
  height: 100%;
  background: ${color.white};
  color: ${color.ink};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  padding: ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & > :last-child { margin-bottom: 0; }
  h3 { font-size: 1.25rem; margin: 0; }
  p { margin: 0; color: ${color.muted}; }
`;

const cardClass = staticClass(cardStyle);

/** A card; cards usually sit in a Grid's list items. */
export function Card({ as: Tag = 'div', children }: { as?: 'div' | 'article'; children: ReactNode }) {
  return <Tag className={cardClass}>{children}</Tag>;
}

const badge = staticClass(css`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${radius.md};
  background: ${color.blush};
  color: ${color.tealDark};
  flex: none;
`);

/** The square badge that holds a card's icon. */
export function IconBadge({ children }: { children: ReactNode }) {
  return <span className={badge}>{children}</span>;
}
