import { css, type SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { color, radius, text } from '../theme/tokens';
import { SmartLink } from './smart-link';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark' | 'outlineOnDark';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.65rem 1.35rem;
  border-radius: ${radius.pill};
  border: 2px solid transparent;
  font-weight: 650;
  font-size: ${text.sm};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s, color 0.15s, border-color 0.15s;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const variants: Record<ButtonVariant, SerializedStyles> = {
  primary: css`
    background: ${color.teal}; color: ${color.white};
    &:hover { background: ${color.tealDark}; color: ${color.white}; }
  `,
  secondary: css`
    background: ${color.white}; color: ${color.navy}; border-color: ${color.navy};
    &:hover { background: ${color.navy}; color: ${color.white}; }
  `,
  onDark: css`
    background: ${color.gold}; color: ${color.navyDeep};
    &:hover { background: ${color.white}; color: ${color.navyDeep}; }
  `,
  outlineOnDark: css`
    background: transparent; color: ${color.white}; border-color: ${color.white};
    &:hover { background: ${color.white}; color: ${color.navyDeep}; }
  `,
};

// Composed once per variant, so a render hands Emotion one finished style.
const composed = Object.fromEntries(
  Object.entries(variants).map(([variant, style]) => [variant, css(base, style)]),
) as Record<ButtonVariant, SerializedStyles>;

export const buttonStyle = (variant: ButtonVariant = 'primary') => composed[variant];

type LinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string; variant?: ButtonVariant };

/** A link that looks like a button: every call to action on the site (left out of print, see theme/global-styles.server.ts). */
export function ButtonLink({ variant = 'primary', ...rest }: LinkProps) {
  return <SmartLink css={buttonStyle(variant)} data-screen-only="" {...rest} />;
}

type ButtonProps = ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={buttonStyle(variant)} {...rest} />;
}
