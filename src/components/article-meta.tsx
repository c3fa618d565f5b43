import { css } from '@emotion/react';
import { color, space, text } from '../theme/tokens';

const line = css`
  display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm} ${space.md};
  font-size: ${text.xs}; color: inherit;
`;
const badge = css`
  display: inline-block; padding: 0.2rem 0.7rem; border-radius: 999px; font-weight: 700;
  background: ${color.blush}; color: ${color.navy};
`;

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Category, date and read time of an article. */
export function ArticleMeta({ category, date, readMinutes }: { category: string; date: string; readMinutes: number }) {
  return (
    <p css={line}>
      <span css={badge}>{category}</span>
      <time dateTime={date}>{dateFormat.format(new Date(`${date}T00:00:00Z`))}</time>
      <span>{readMinutes} min read</span>
    </p>
  );
}
