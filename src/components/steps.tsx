import { css } from '@emotion/react';
import type { Step } from '../content/types';
import { color, radius, space } from '../theme/tokens';
import { InlineText } from '../ui/inline-text';
import { staticClass } from '../theme/server-styles.server';

const list = staticClass(css`
  list-style: none; margin: 0; padding: 0; counter-reset: step;
  display: grid; gap: ${space.lg}; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`);
const item = staticClass(css`
  counter-increment: step; position: relative; padding: ${space.lg}; padding-top: 4.25rem;
  border-radius: ${radius.md}; background: ${color.white}; border: 1px solid ${color.border};
  &::before {
    content: counter(step); position: absolute; top: ${space.lg}; left: ${space.lg};
    width: 2.25rem; height: 2.25rem; border-radius: 50%; display: grid; place-items: center;
    background: ${color.navy}; color: ${color.gold}; font-weight: 700;
  }
  h3 { font-size: 1.2rem; margin-bottom: ${space.xs}; }
  p { margin: 0; color: ${color.muted}; }
`);

/** A numbered process, read in order. */
export function Steps({ items }: { items: Step[] }) {
  return (
    <ol className={list}>
      {items.map(({ title, description }) => (
        <li key={title} className={item}>
          <h3>{title}</h3>
          <p><InlineText text={description} /></p>
        </li>
      ))}
    </ol>
  );
}
