import type { ComponentPropsWithoutRef } from 'react';
import { staticClass } from '../theme/server-styles.server';
import { buttonStyle, type ButtonVariant } from './button';
import { SmartLink } from './smart-link';

// A class per variant, made once: the same rules as the islands' <ButtonLink>, without the css prop's wrappers.
const variantClasses = new Map<ButtonVariant, string>();
const buttonClass = (variant: ButtonVariant) => {
  let name = variantClasses.get(variant);
  if (name === undefined) variantClasses.set(variant, (name = staticClass(buttonStyle(variant))));
  return name;
};

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'className'> & { href: string; variant?: ButtonVariant };

/**
 * `<ButtonLink>` (ui/button.tsx) for components only the server renders: the same markup, a plain class.
 * Left out of print, as every call to action (theme/global-styles.server.ts).
 */
export function StaticButtonLink({ variant = 'primary', ...rest }: Props) {
  return <SmartLink className={buttonClass(variant)} data-screen-only="" {...rest} />;
}
