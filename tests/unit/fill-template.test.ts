import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../server/http/document';

// As the build writes it (vite.config.ts): the nonce’s placeholder on each script, in head and body.
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta property="csp-nonce" content="" nonce="__CSP_NONCE__">
    <!--app-head-->
    <script type="module" src="/assets/index.js" nonce="__CSP_NONCE__"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <script nonce="__CSP_NONCE__">0</script>
  </body>
</html>`;

describe('filling the HTML template', () => {
  it('puts the head and the markup in their places and the nonce at every one of its own', () => {
    const page = fillTemplate(template, { nonce: 'N0nce', head: '<title>T</title>', html: '<main>M</main>' });
    expect(page).not.toMatch(/__CSP_NONCE__|<!--app-head-->|<!--app-html-->/);
    expect(page.match(/nonce="N0nce"/g)).toHaveLength(3);
    expect(page).toContain('<title>T</title>');
    expect(page).toContain('<div id="root"><main>M</main></div>');
    expect(page.indexOf('<title>T</title>')).toBeLessThan(page.indexOf('</head>'));
  });

  it('keeps text that a replacement would read as a pattern ($&, $\', $1) as written', () => {
    const head = "<meta content=\"$& $' $` $1\">";
    const html = '<p>Fees of $847 ($& of $1)</p>';
    const page = fillTemplate(template, { nonce: '$&', head, html });
    expect(page).toContain(head);
    expect(page).toContain(html);
    expect(page).toContain('nonce="$&"');
  });

  it('fills a second template, and says which placeholder a template lacks', () => {
    expect(fillTemplate('<head><!--app-head--></head><!--app-html-->', { nonce: 'n', head: 'H', html: 'B' })).toBe('<head>H</head>B');
    expect(fillTemplate(template, { nonce: 'x', head: '', html: '' })).toContain('nonce="x"');
    expect(() => fillTemplate('<!--app-html-->', { nonce: 'n', head: 'H', html: 'B' })).toThrow(/<!--app-head-->/);
  });
});
