import { css } from '@emotion/react';
import { Download, FileText } from 'lucide';
import { brochure } from '../content/brochure';
import { color, mq, radius, shadow, space, text } from '../theme/tokens';
import { StaticButtonLink } from '../ui/button-link.server';
import { Icon } from '../ui/icon';
import { InlineText } from '../ui/inline-text';
import { staticClass } from '../theme/server-styles.server';

const fileNote = staticClass(css`font-weight: 400;`);

const card = staticClass(css`
  display: grid; gap: ${space.lg}; align-items: center;
  padding: ${space.xl}; border-radius: ${radius.lg}; background: ${color.blush}; box-shadow: ${shadow.card};
  ${mq.md} { grid-template-columns: auto 1fr auto; }
  h3, h2 { font-size: ${text.xl}; margin-bottom: ${space.xs}; }
  p { margin: 0; color: ${color.ink}; }
`);
const badge = staticClass(css`
  width: 72px; height: 72px; border-radius: ${radius.md}; display: grid; place-items: center;
  background: ${color.navy}; color: ${color.gold};
`);

interface Props {
  heading: string;
  text: string;
  /** The heading level that fits where the card sits. */
  as?: 'h2' | 'h3';
}

/** The download card for the restaurant POS brochure (a real PDF). */
export function BrochureCard({ heading, text: body, as: Heading = 'h2' }: Props) {
  return (
    <div className={card} data-screen-only="">
      <span className={badge}><Icon icon={FileText} size={36} /></span>
      <div>
        <Heading>{heading}</Heading>
        <p><InlineText text={body} /></p>
      </div>
      <StaticButtonLink href={brochure.href} download={brochure.fileName} variant="primary">
        <Icon icon={Download} size={20} />
        Download the brochure <span className={fileNote}>(PDF, {brochure.size})</span>
      </StaticButtonLink>
    </div>
  );
}
