import type { TextBlock } from './types';

/** The one inline markup content strings may use: `[label](/path)`. */
export const INLINE_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Every link target written inside a content string. */
export const inlineLinks = (text: string) => [...text.matchAll(INLINE_LINK)].map((m) => m[2]!);

/** Every string of a list of blocks. */
export const blockStrings = (blocks: TextBlock[]) => blocks.flatMap((b) => ('text' in b ? [b.text] : b.items));

/** How many words a reader reads in these blocks (link labels count, their paths do not). */
export const blockWords = (blocks: TextBlock[]) =>
  blockStrings(blocks).join(' ').replace(INLINE_LINK, '$1').split(/\s+/).filter(Boolean).length;
