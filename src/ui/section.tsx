import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, space, text } from '../theme/tokens';
import { Container } from './container';

export type Tone = 'white' | 'cream' | 'navy';

const band = css`padding-block: ${space.section};`;
// Light bands below the fold skip style and layout until they near the screen: less main-thread
// work on a phone's first load (the intrinsic size is a guess the browser then remembers).
// Not the dark band: contrast checkers cannot see the background of skipped content, and would
// read its light text as if it stood on white.
const offscreenSkipped = css`content-visibility: auto; contain-intrinsic-size: auto 700px;`;
// Composed once per tone, so a render hands Emotion one finished style.
const tones: Record<Tone, SerializedStyles> = {
  white: css(band, offscreenSkipped, `background: ${color.white};`),
  cream: css(band, offscreenSkipped, `background: ${color.cream};`),
  navy: css(band, `
    background: ${color.navy}; color: ${color.white}; --focus: ${color.gold};
    a:not([class]) { color: ${color.tealLight}; }
  `),
};

const headingStyle = css`font-size: ${text.xxl}; max-width: 40ch;`;
const introStyle = css`font-size: ${text.md}; max-width: 65ch; margin-bottom: ${space.xl};`;

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
      css={tones[tone]}
      data-screen-only={screenOnly ? '' : undefined}
    >
      <Container>
        {heading && <h2 id={headingId} css={headingStyle}>{heading}</h2>}
        {intro && <p css={introStyle}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}
