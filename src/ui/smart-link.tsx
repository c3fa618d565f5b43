import type { ComponentPropsWithoutRef } from 'react';

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

const isWeb = (href: string) => /^https?:\/\//.test(href);

/**
 * A link. Web links to other sites open safely in a new tab; our own pages
 * and files (the brochure) are plain anchors that the browser follows.
 */
export function SmartLink({ href, ...rest }: Props) {
  if (isWeb(href)) return <a href={href} target="_blank" rel="noopener noreferrer" {...rest} />;
  return <a href={href} {...rest} />;
}
