import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Action, Picture } from '../content/types';
import { color, heroBackground, layout, mq, space, text } from '../theme/tokens';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { InlineText } from '../ui/inline-text';

const band = css`
  background: ${heroBackground};
  color: ${color.white};
  --focus: ${color.gold};
  a:not([class]) { color: ${color.tealLight}; }
  ${mq.lg} { min-height: ${layout.heroHeight}; display: flex; align-items: center; }
`;
const grid = css`
  display: grid;
  gap: ${space.xl};
  align-items: center;
  padding-block: ${space.xxl};
  ${mq.lg} { grid-template-columns: 1.25fr 1fr; padding-block: ${space.lg}; }
`;
const eyebrowStyle = css`
  display: inline-block; color: ${color.gold}; font-weight: 700; letter-spacing: 0.08em;
  text-transform: uppercase; font-size: ${text.xs}; margin-bottom: ${space.sm};
`;
const titleStyle = css`font-size: ${text.hero}; margin-bottom: ${space.md}; max-width: 22ch;`;
const ledeStyle = css`font-size: ${text.md}; color: ${color.onNavyMuted}; max-width: 60ch;`;
const actionsStyle = css`display: flex; flex-wrap: wrap; gap: ${space.md}; margin-top: ${space.lg};`;
const imageStyle = css`
  display: none;
  ${mq.md} { display: block; width: 100%; max-height: 340px; object-fit: contain; }
`;

interface Props {
  title: string;
  lede: string;
  eyebrow?: string;
  image?: Picture;
  /** The buttons under the lede: the page's main call to action, and another beside it. */
  actions?: { primary: Action; secondary?: Action };
  /** Replaces the image column (the home page puts its video there). */
  aside?: ReactNode;
}

/** The 400px banner that opens every page, with the page's one h1. */
export function HeroBanner({ title, lede, eyebrow, image, actions, aside }: Props) {
  return (
    <div css={band}>
      <Container css={grid}>
        <div>
          {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
          <h1 css={titleStyle} tabIndex={-1}>{title}</h1>
          <p css={ledeStyle}><InlineText text={lede} /></p>
          {actions && (
            <div css={actionsStyle}>
              <ButtonLink href={actions.primary.href} variant="onDark">{actions.primary.label}</ButtonLink>
              {actions.secondary && <ButtonLink href={actions.secondary.href} variant="outlineOnDark">{actions.secondary.label}</ButtonLink>}
            </div>
          )}
        </div>
        {aside ??
          (image && (
            <img css={imageStyle} src={image.src} width={image.width} height={image.height} alt={image.alt} fetchPriority="high" />
          ))}
      </Container>
    </div>
  );
}
