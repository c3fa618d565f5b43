import { css } from '@emotion/react';
import { color, space, text } from '../theme/tokens';
import { staticClass } from '../theme/server-styles.server';

const line = staticClass(css`
  display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm} ${space.md};
  font-size: ${text.xs}; color: inherit;
`);
const badge = staticClass(css`
  display: inline-block; padding: 0.2rem 0.7rem; border-radius: 999px; font-weight: 700;
  background: ${color.blush}; color: ${color.navy};
`);

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An ISO day as readers write it, with the machine-readable day beside it. */
const Day = ({ iso }: { iso: string }) => <time dateTime={iso}>{dateFormat.format(new Date(`${iso}T00:00:00Z`))}</time>;

interface Props {
  category: string;
  /** Publication day, ISO. */
  date: string;
  /** Day of the last revision, ISO, when there was one. */
  updated?: string;
  readMinutes: number;
}

/** Category, dates and read time of an article. */
export function ArticleMeta({ category, date, updated, readMinutes }: Props) {
  return (
    // The spaces between the parts are for text that is read or copied, the flex gap for the eye.
    <p className={line}>
      <span className={badge}>{category}</span>{' '}
      <span>Published <Day iso={date} /></span>{' '}
      {updated && <><span>Updated <Day iso={updated} /></span>{' '}</>}
      <span>{readMinutes} min read</span>
    </p>
  );
}
