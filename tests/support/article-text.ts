import type { Element, ElementContent, Root } from 'hast';
import type { TextBlock } from '../../src/content/types';
import { INLINE_LINK } from '../../src/content/text';

/** An article's text as the other pages' content is written: a string per heading, paragraph and list item, links as `[label](/path)`. */
export interface ArticleBlock {
  type: 'h2' | 'h3' | 'p' | 'li';
  text: string;
}

const inline = (node: ElementContent): string => {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  const inner = node.children.map(inline).join('');
  return node.tagName === 'a' ? `[${inner}](${String(node.properties.href)})` : inner;
};

/** The blocks of an article's body (the HTML tree the build made of its Markdown), in order. */
export function articleBlocks(body: Root): ArticleBlock[] {
  return body.children.flatMap((node): ArticleBlock[] => {
    if (node.type !== 'element') return [];
    if (node.tagName === 'ul' || node.tagName === 'ol') {
      return node.children.filter((li): li is Element => li.type === 'element').map((li) => ({ type: 'li', text: inline(li) }));
    }
    return [{ type: node.tagName as ArticleBlock['type'], text: inline(node) }];
  });
}

/** Every string of an article's text, as blockStrings gives a page's. */
export const articleStrings = (body: Root) => articleBlocks(body).map((b) => b.text);

/** A made-up article's body from blocks written as the other pages' content is (`[label](/path)` links). */
export function articleBody(blocks: TextBlock[]): Root {
  const phrasing = (text: string): ElementContent[] => {
    const out: ElementContent[] = [];
    let last = 0;
    for (const m of text.matchAll(INLINE_LINK)) {
      out.push({ type: 'text', value: text.slice(last, m.index) });
      out.push({ type: 'element', tagName: 'a', properties: { href: m[2]! }, children: [{ type: 'text', value: m[1]! }] });
      last = m.index + m[0].length;
    }
    out.push({ type: 'text', value: text.slice(last) });
    return out.filter((n) => n.type !== 'text' || n.value);
  };
  const element = (tagName: string, children: ElementContent[]): Element => ({ type: 'element', tagName, properties: {}, children });
  return {
    type: 'root',
    children: blocks.map((b) => ('text' in b ? element(b.type, phrasing(b.text)) : element(b.type, b.items.map((item) => element('li', phrasing(item)))))),
  };
}
