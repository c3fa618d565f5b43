import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { staticClass } from '../theme/server-styles.server';
import { color, space, text } from '../theme/tokens';
import { containerClass } from './container.server';
import { InlineText } from './inline-text';

export type Tone = 'white' | 'cream' | 'navy';

const band = css`padding-block: ${space.section};`;
// A class per tone, composed once.
const tones: Record<Tone, string> = {
  white: staticClass(css(band, `background: ${color.white};`)),
  cream: staticClass(css(band, `background: ${color.cream};`)),
  navy: staticClass(css(band, `
    background: ${color.navy}; color: ${color.white}; --focus: ${color.gold};
    a:not([class]) { color: ${color.tealLight}; }
  `)),
};

const headingClass = staticClass(css`font-size: ${text.xxl}; max-width: 40ch;`);
const introClass = staticClass(css`font-size: ${text.md}; max-width: 65ch; margin-bottom: ${space.xl};`);

interface Props {
  /** The h2 of the section; the section is labelled by it. */
  heading?: string;
  intro?: string;
  tone?: Tone;
  id?: string;
  /** Leave the band out when the page is printed (calls to action). */
  screenOnly?: boolean;
  children: ReactNode;
}

/** A full-width band of the page with an optional h2 and intro line. */
export function Section({ heading, intro, tone = 'white', id, screenOnly, children }: Props) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={heading && headingId ? headingId : undefined}
      className={tones[tone]}
      data-screen-only={screenOnly ? '' : undefined}
    >
      <div className={containerClass}>
        {heading && <h2 id={headingId} className={headingClass}>{heading}</h2>}
        {intro && <p className={introClass}><InlineText text={intro} /></p>}
        {children}
      </div>
    </section>
  );
}
