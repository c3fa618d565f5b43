import { css } from '@emotion/react';
import { Check } from 'lucide';
import type { ItemList } from '../content/types';
import { color, space } from '../theme/tokens';
import { Card } from '../ui/card';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import { InlineText } from '../ui/inline-text';
import { staticClass } from '../theme/server-styles.server';

const listTitle = staticClass(css`display: flex; gap: ${space.sm}; align-items: center;`);
const items = staticClass(css`
  list-style: none; padding: 0; margin: 0; display: grid; gap: ${space.sm};
  li { display: flex; gap: ${space.sm}; align-items: flex-start; }
  svg { color: ${color.teal}; flex: none; margin-top: 0.2em; }
`);

/** Titled check lists side by side, e.g. 'For Law Firms' and 'For Accounting Firms'. */
export function ItemLists({ lists }: { lists: ItemList[] }) {
  return (
    <Grid min="17rem">
      {lists.map(({ title, icon, items: entries }) => (
        <li key={title}>
          <Card>
            <h3 className={listTitle}>
              {icon && <Icon icon={icon} size={22} />}
              {title}
            </h3>
            <ul className={items}>
              {entries.map((item) => (
                <li key={item}><Icon icon={Check} size={18} /><span><InlineText text={item} /></span></li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
