import { HTMLElement, NodeType, parse, type Node } from 'node-html-parser';

/** Elements that start a new line of text on screen. */
const BLOCK = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'BUTTON', 'DD', 'DETAILS', 'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION',
  'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'LABEL', 'LEGEND', 'LI', 'MAIN', 'NAV', 'OL',
  'OPTION', 'P', 'SECTION', 'SELECT', 'SUMMARY', 'TABLE', 'TD', 'TEXTAREA', 'TH', 'TIME', 'TR', 'UL',
]);
/** Elements whose text nobody sees. */
const UNSEEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'SVG', 'HEAD']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function collect(node: Node, out: string[], skip: string[]) {
  if (node.nodeType === NodeType.TEXT_NODE) {
    out.push(node.text);
    return;
  }
  if (!(node instanceof HTMLElement)) return;
  if (UNSEEN.has(node.tagName) || skip.includes(node.tagName) || node.hasAttribute('hidden')) return;
  const block = BLOCK.has(node.tagName);
  if (block) out.push('\n');
  for (const child of node.childNodes) collect(child, out, skip);
  if (block) out.push('\n');
}

/**
 * The lines of text an element shows on screen, one per paragraph, list item, heading or cell.
 * `skip` leaves out elements by tag name (e.g. 'TIME' for dates).
 */
export function visibleLines(element: HTMLElement | null | undefined, { skip = [] as string[] } = {}): string[] {
  if (!element) return [];
  const out: string[] = [];
  collect(element, out, skip);
  return out.join('').split('\n').map(squash).filter(Boolean);
}

/** All the text an element shows, as one string with single spaces. */
export const visibleText = (element: HTMLElement | null | undefined) => visibleLines(element).join(' ');

/** Splits a line into sentences (after . ! or ? followed by a space and a capital, a digit or a quote). */
export const sentences = (line: string) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9$“"‘(])/).map(squash).filter(Boolean);

/** A rendered page: its parsed document and the text of its main region, its headings and its whole body. */
export interface RenderedPage {
  path: string;
  root: HTMLElement;
  main: HTMLElement;
  /** Lines of the main region. */
  lines: string[];
  /** Everything in the body a visitor can read: header, main and footer. */
  bodyLines: string[];
  /** The title and the description other sites and browsers show. */
  head: { title: string; description: string };
}

/** Parses a page's HTML into what a visitor reads. */
export function readPage(path: string, html: string): RenderedPage {
  const root = parse(html);
  const main = root.querySelector('main');
  if (!main) throw new Error(`${path} has no <main>`);
  return {
    path,
    root,
    main,
    lines: visibleLines(main),
    bodyLines: visibleLines(root.querySelector('body')),
    head: {
      title: squash(root.querySelector('title')?.textContent ?? ''),
      description: root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    },
  };
}
