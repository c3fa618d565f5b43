import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { space } from '../theme/tokens';

type Props = ComponentPropsWithoutRef<'ul'> & {
  /** The narrowest a card may get before the grid drops a column. */
  min?: string;
};

/** A responsive list of equal cards, at least `min` wide each. */
export function Grid({ min = '16rem', ...rest }: Props) {
  return (
    <ul
      css={css`
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, ${min}), 1fr));
        gap: ${space.lg};
        list-style: none;
        margin: 0;
        padding: 0;
      `}
      {...rest}
    />
  );
}
