import { Global, css } from '@emotion/react';
import { color, font, text } from './tokens';

const styles = css`
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
  [id] { scroll-margin-top: 88px; }
  /* An island's wrapper (src/island.tsx) adds no box of its own. */
  [data-island] { display: contents; }
  .visually-hidden:not(:focus):not(:active) {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
