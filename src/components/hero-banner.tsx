import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Action, Picture } from '../content/types';
import { color, heroBackground, layout, mq, space, text } from '../theme/tokens';
import { StaticButtonLink } from '../ui/button-link.server';
import { containerStyle } from '../ui/container.server';
import { InlineText } from '../ui/inline-text';
import { staticClass } from '../theme/server-styles.server';

const band = staticClass(css`
  background: ${heroBackground};
  color: ${color.white};
  --focus: ${color.gold};
  a:not([class]) { color: ${color.tealLight}; }
  ${mq.lg} { min-height: ${layout.heroHeight}; display: flex; align-items: center; }
`);
// The container's rules, then the hero's: one class.
const grid = staticClass(css(containerStyle, css`
  display: grid;
  gap: ${space.xl};
  align-items: center;
  padding-block: ${space.xxl};
  ${mq.lg} { grid-template-columns: 1.25fr 1fr; padding-block: ${space.lg}; }
`));
const eyebrowStyle = staticClass(css`
  display: inline-block; color: ${color.gold}; font-weight: 700; letter-spacing: 0.08em;
  text-transform: uppercase; font-size: ${text.xs}; margin-bottom: ${space.sm};
`);
const titleStyle = staticClass(css`font-size: ${text.hero}; margin-bottom: ${space.md}; max-width: 22ch;`);
const ledeStyle = staticClass(css`font-size: ${text.md}; color: ${color.onNavyMuted}; max-width: 60ch;`);
const actionsStyle = staticClass(css`display: flex; flex-wrap: wrap; gap: ${space.md}; margin-top: ${space.lg};`);
const imageStyle = staticClass(css`
  display: none;
  ${mq.md} { display: block; width: 100%; max-height: 340px; object-fit: contain; }
`);

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
    <div className={band}>
      <div className={grid}>
        <div>
          {eyebrow && <span className={eyebrowStyle}>{eyebrow}</span>}
          <h1 className={titleStyle} tabIndex={-1}>{title}</h1>
          <p className={ledeStyle}><InlineText text={lede} /></p>
          {actions && (
            <div className={actionsStyle}>
              <StaticButtonLink href={actions.primary.href} variant="onDark">{actions.primary.label}</StaticButtonLink>
              {actions.secondary && <StaticButtonLink href={actions.secondary.href} variant="outlineOnDark">{actions.secondary.label}</StaticButtonLink>}
            </div>
          )}
        </div>
        {aside ??
          (image && (
            <img className={imageStyle} src={image.src} width={image.width} height={image.height} alt={image.alt} fetchPriority="high" />
          ))}
      </div>
    </div>
  );
}
