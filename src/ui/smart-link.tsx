import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router-dom';

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');
const isWeb = (href: string) => /^https?:\/\//.test(href);

/**
 * A link that navigates inside the app for our own paths and is a plain
 * anchor otherwise; web links to other sites open safely in a new tab.
 * Files (the brochure) are plain anchors so the browser downloads them.
 */
export function SmartLink({ href, ...rest }: Props) {
  if (isInternal(href) && !rest.download) return <Link to={href} {...rest} />;
  if (isWeb(href)) return <a href={href} target="_blank" rel="noopener noreferrer" {...rest} />;
  return <a href={href} {...rest} />;
}
