import type { FeatureCard } from '../content/types';
import { Card, IconBadge } from '../ui/card';
import { Grid } from '../ui/grid';
import { Icon } from '../ui/icon';
import { InlineText } from '../ui/inline-text';

/** A grid of icon cards: features, benefits, highlights. */
export function FeatureCards({ items, min }: { items: FeatureCard[]; min?: string }) {
  return (
    <Grid min={min}>
      {items.map(({ icon, title, description }) => (
        <li key={title}>
          <Card>
            <IconBadge><Icon icon={icon} size={24} /></IconBadge>
            <h3>{title}</h3>
            <p><InlineText text={description} /></p>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
