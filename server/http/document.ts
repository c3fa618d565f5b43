import { telHref } from '../../src/config/phones.server';
import type { PhoneNumber } from '../../src/config/site';
import { notFoundCopy } from '../../src/content/not-found';
import { escapeHtml } from '../../src/lib/html';
import { color, font, radius } from '../../src/theme/tokens';

const HEAD = '<!--app-head-->';
const HTML = '<!--app-html-->';
const NONCE = '__CSP_NONCE__';

/** The template's text around its two placeholders, each split at the nonce's: cut once per template. */
function cut(template: string) {
  const head = template.indexOf(HEAD);
  const html = template.indexOf(HTML, head);
  if (head < 0 || html < 0) throw new Error(`The HTML template needs ${HEAD} and then ${HTML}`);
  const around = (text: string) => text.split(NONCE);
  return [around(template.slice(0, head)), around(template.slice(head + HEAD.length, html)), around(template.slice(html + HTML.length))] as const;
}

let last: { template: string; pieces: ReturnType<typeof cut> } | undefined;

/**
 * Fills the HTML template for one response. Production has one template, cut once; joined, not
 * replaced, the page's 60 KB of markup is copied once, when the response encodes it, not at each
 * replacement. (Content such as '$847' is never read as a replacement pattern.)
 */
export function fillTemplate(template: string, { nonce, head, html }: { nonce: string; head: string; html: string }) {
  if (last?.template !== template) last = { template, pieces: cut(template) };
  const [beforeHead, beforeHtml, after] = last.pieces;
  return beforeHead.join(nonce) + head + beforeHtml.join(nonce) + html + after.join(nonce);
}

/**
 * A small self-contained page for errors raised before or outside React
 * (a malformed URL, a failed render, a refused form). Styled by a nonce'd style tag only.
 * With `phone`, it offers the call as well as the way home.
 */
export function errorDocument(status: number, message: string, nonce: string, { phone }: { phone?: PhoneNumber & { e164: string } } = {}) {
  const call = phone ? `<a href="${telHref(phone)}">Call ${escapeHtml(phone.display)}</a>\n` : '';
  const title = `${status} — ${escapeHtml(message)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style nonce="${nonce}">
body{margin:0;min-height:100vh;display:grid;place-content:center;text-align:center;font-family:${font.body};color:${color.ink};background:${color.cream};padding:1rem}
h1{font-family:${font.heading};font-size:4rem;color:${color.navy};margin:0}
p{font-size:1.25rem;color:${color.muted}}
a{display:inline-block;padding:.75rem 1.4rem;border-radius:${radius.pill};background:${color.teal};color:${color.white};font-weight:650;text-decoration:none}
a:focus-visible{outline:3px solid ${color.teal};outline-offset:3px}
p{max-width:36rem;margin-inline:auto}
main>a{margin:.25rem}
</style>
</head>
<body>
<main>
<h1>${status}</h1>
<p>${escapeHtml(message)}</p>
${call}<a href="${notFoundCopy.home.href}">${escapeHtml(notFoundCopy.home.label)}</a>
</main>
</body>
</html>`;
}
