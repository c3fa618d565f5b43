import { css } from '@emotion/react';
import { Phone } from 'lucide';
import { phones, telHref } from '../config/phones.server';
import { site } from '../config/site';
import type { CallToAction } from '../content/types';
import { color, space, text } from '../theme/tokens';
import { StaticButtonLink } from '../ui/button-link.server';
import { Section } from '../ui/section';
import { Icon } from '../ui/icon';
import { InlineText } from '../ui/inline-text';
import { staticClass } from '../theme/server-styles.server';

const headingStyle = staticClass(css`font-size: ${text.xxl}; margin: 0;`);
const wrap = staticClass(css`text-align: center; display: grid; justify-items: center; gap: ${space.md};`);
const lede = staticClass(css`font-size: ${text.md}; color: ${color.onNavyMuted}; max-width: 60ch; margin: 0;`);
const actions = staticClass(css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${space.md}; margin-top: ${space.sm};`);
const phone = staticClass(css`
  display: inline-flex; align-items: center; gap: ${space.sm}; color: ${color.white}; font-weight: 600;
  min-height: 44px; &:hover { color: ${color.gold}; }
`);

/** The closing band of a page: where to go next (on screen only, not in print). */
export function CtaBand({ heading, text: body, primary, secondary, phone: showPhone }: CallToAction) {
  return (
    <Section tone="navy" screenOnly>
      <div className={wrap}>
        <h2 className={headingStyle}>{heading}</h2>
        <p className={lede}><InlineText text={body} /></p>
        <div className={actions}>
          <StaticButtonLink href={primary.href} variant="onDark">{primary.label}</StaticButtonLink>
          {secondary && <StaticButtonLink href={secondary.href} variant="outlineOnDark">{secondary.label}</StaticButtonLink>}
        </div>
        {showPhone && (
          <a className={phone} href={telHref(phones.local)}>
            <Icon icon={Phone} size={20} /> Call {site.phones.local.display}
          </a>
        )}
      </div>
    </Section>
  );
}
