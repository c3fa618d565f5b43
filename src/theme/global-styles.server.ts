import { compile, serialize, stringify } from 'stylis';
import { color, font, mq, text } from './tokens';

/**
 * A printed page is its text: an article prints as an article on Letter or A4 (no page size is
 * set, so the printer's paper is used). Left out: the site's header and footer, every menu and
 * breadcrumb (nav), buttons and whatever is marked data-screen-only (button links, call-to-action
 * bands, the back link). Our links' targets follow their text in full, on the public origin
 * (--site-origin, set in the head by head.ts), so a reader on paper can still follow them.
 */
const printStyles = `
  @page { margin: 16mm 15mm; }
  @media print {
    header:not(main *), footer:not(main *), nav, button, [data-screen-only], a[href="#main"] { display: none !important; }
    body { font-size: 11pt; line-height: 1.5; }
    main, main * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
    main section { padding-block: 1rem !important; }
    main aside { position: static !important; }
    /* A sidebar left with nothing but links would only push a blank page out. */
    main aside:not(:has(> :not(nav))) { display: none !important; }
    main a { text-decoration: underline; }
    main a[href^="/"]::after { content: " (" var(--site-origin, "") attr(href) ")"; overflow-wrap: anywhere; }
    main a[href^="http"]::after { content: " (" attr(href) ")"; overflow-wrap: anywhere; }
    /* A heading always has the start of its text below it, on the same page. */
    h1, h2, h3, h4 { break-after: avoid; break-inside: avoid; }
    p, li { orphans: 3; widows: 3; }
    li, dl > div, blockquote, img { break-inside: avoid; }
  }
`;

const styles = `
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${font.body};
    font-size: ${text.sm};
    line-height: 1.6;
    color: ${color.ink};
    background: ${color.white};
    --focus: ${color.teal};
  }
  h1, h2, h3, h4 { font-family: ${font.heading}; line-height: 1.2; margin: 0 0 0.5em; color: inherit; text-wrap: balance; }
  p, ul, ol { margin: 0 0 1em; }
  img, svg { max-width: 100%; height: auto; }
  a { color: ${color.teal}; text-underline-offset: 0.15em; }
  a:hover { color: ${color.tealDark}; }
  /* One focus ring everywhere; dark sections set --focus to gold so it keeps 3:1. */
  :focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; border-radius: 2px; }
  button { font: inherit; }
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }
  /* A section reached by its #anchor starts below the sticky header, not under it. */
  ${mq.tall} { [id] { scroll-margin-top: 88px; } }
  /* An island's wrapper (src/browser/island.tsx) adds no box of its own. */
  [data-island] { display: contents; }
  .visually-hidden:not(:focus):not(:active) {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
  ${printStyles}
`;

/**
 * The rules every page starts from. They are the same for every request, so they are compiled once, here,
 * by stylis (what Emotion compiles with: no comments, no spare spaces), and every head carries the result
 * (see head.server.ts) instead of each render serializing them again through Emotion.
 */
export const globalCss = serialize(compile(styles), stringify);
