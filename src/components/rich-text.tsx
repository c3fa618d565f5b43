import type { TextBlock } from '../content/types';
import { InlineText } from '../ui/inline-text';


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
