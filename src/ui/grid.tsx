import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { classes, staticClass } from '../theme/server-styles.server';
import { space } from '../theme/tokens';

type Props = ComponentPropsWithoutRef<'ul'> & {
  /** The narrowest a card may get before the grid drops a column. */
  min?: string;
};

// A class made once per width, not on every render (a handful of widths are used).
const gridClasses = new Map<string, string>();
const gridClass = (min: string) => {
  let name = gridClasses.get(min);
  if (!name) {
    name = staticClass(css`
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, ${min}), 1fr));
      gap: ${space.lg};
      list-style: none;
      margin: 0;
      padding: 0;
    `);
    gridClasses.set(min, name);
  }
  return name;
};

/** A responsive list of equal cards, at least `min` wide each. */
export function Grid({ min = '16rem', className, ...rest }: Props) {
  return <ul className={classes(gridClass(min), className)} {...rest} />;
}
