/**
 * Speculation Rules: the browser fetches our next page while the visitor hovers over a link to it
 * (or presses it), so it opens at once. Sent as a `Speculation-Rules` header naming this file, so
 * the CSP needs no inline script. Only our own pages: the patterns resolve against this file's
 * origin, and downloads are left alone.
 * https://developer.mozilla.org/docs/Web/HTTP/Reference/Headers/Speculation-Rules
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/downloads/*', '/*.pdf', '/*.xml', '/*.txt', '/*.json'] } },
          { not: { selector_matches: '[download], [target=_blank]' } },
        ],
      },
      // Moderate: on a hover of 200 ms or on pointerdown, never for every link in view.
      eagerness: 'moderate',
    },
  ],
});
