import { css } from '@emotion/react';
import type { NamedEntry } from '../content/types';
import { color, radius, space } from '../theme/tokens';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import { staticClass } from '../theme/server-styles.server';

const entry = staticClass(css`
  display: flex; align-items: center; gap: ${space.sm};
  padding: ${space.md}; border-radius: ${radius.md};
  background: ${color.white}; border: 1px solid ${color.border}; font-weight: 600;
  svg { color: ${color.teal}; flex: none; }
`);

/** A compact grid of kinds: restaurant types, trades, professions. */
export function EntryGrid({ items }: { items: NamedEntry[] }) {
  return (
    <Grid min="11rem">
      {items.map(({ icon, name }) => (
        <li key={name} className={entry}>
          <Icon icon={icon} size={22} />
          {name}
        </li>
      ))}
    </Grid>
  );
}
