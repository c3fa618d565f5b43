import { css, type SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { space } from '../theme/tokens';

type Props = ComponentPropsWithoutRef<'ul'> & {
  /** The narrowest a card may get before the grid drops a column. */
  min?: string;
};

// Styles are built once per width, not on every render (a handful of widths are used).
const gridStyles = new Map<string, SerializedStyles>();
const gridStyle = (min: string) => {
  let style = gridStyles.get(min);
  if (!style) {
    style = css`
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, ${min}), 1fr));
      gap: ${space.lg};
      list-style: none;
      margin: 0;
      padding: 0;
    `;
    gridStyles.set(min, style);
  }
  return style;
};

/** A responsive list of equal cards, at least `min` wide each. */
export function Grid({ min = '16rem', ...rest }: Props) {
  return <ul css={gridStyle(min)} {...rest} />;
}
