import type { ReactNode } from 'react';
import { INLINE_LINK } from '../content/text';
import type { TextBlock } from '../content/types';
import { SmartLink } from '../ui/smart-link';

/** Turns a content string into text and links. */
export function InlineText({ text }: { text: string }) {
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

/** Renders long text blocks as semantic HTML. */
export function RichText({ blocks }: { blocks: TextBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={i}>{block.text}</h2>;
          case 'h3':
            return <h3 key={i}>{block.text}</h3>;
          case 'p':
            return <p key={i}><InlineText text={block.text} /></p>;
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={i}>
                {block.items.map((item) => <li key={item}><InlineText text={item} /></li>)}
              </List>
            );
          }
        }
      })}
    </>
  );
}
