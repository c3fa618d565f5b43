import type { ReactNode } from 'react';
import { INLINE_LINK } from '../content/text';
import { SmartLink } from './smart-link';

/**
 * A content string as text and links: `[label](/path)` becomes a link, the rest stays text.
 * Every component that shows a content sentence (a paragraph, a card, a list item, an intro)
 * renders it through here, so a link written in the content never shows as markup.
 */
export function InlineText({ text }: { text: string }) {
  // Most sentences hold no link: then the text is all there is, with no array or fragment to render.
  if (!text.includes('](')) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const [whole, label, href] = match;
    parts.push(text.slice(last, match.index));
    parts.push(<SmartLink key={match.index} href={href!}>{label}</SmartLink>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
