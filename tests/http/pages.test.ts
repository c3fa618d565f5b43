import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { phones } from '../../src/config/phones.server';
import { site } from '../../src/config/site';
import { mainNav } from '../../src/content/navigation';
import { routes } from '../../src/render/routes.server';
import { globalCss } from '../../src/theme/global-styles.server';
import { siteApp, SITE_URL } from '../support/app';
import { buildOnly } from '../support/build-only';
import { notFoundPaths, pagePaths } from '../support/pages';

const app = siteApp();
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('every page of the route table', () => {
  it.each(pagePaths)('%s answers 200 with one h1, its own title and a canonical URL', async (path) => {
    const res = await request(app).get(path).expect(200).expect('Content-Type', /text\/html/);
    const html = res.text;
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(count(html, /<header[\s>]/g)).toBe(1);
    expect(count(html, /<main[\s>]/g)).toBe(1);
    expect(count(html, /<footer[\s>]/g)).toBe(1);
    const route = routes.find((r) => r.path === path)!;
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path === '/' ? '/' : path}">`);
    expect(html).toMatch(new RegExp(`<title>[^<]*${site.name}[^<]*</title>`));
    expect(html).not.toContain('name="robots"');
    // The page's words are in the server's HTML, not added later by JavaScript.
    expect(html).toContain(route.handle.meta.description.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  });

  it.each(['/solutions/anything', '/industries/hospitality'])('%s is sent to the overview (301, query kept), which shows that screen at its one address', async (path) => {
    const overview = path.split('/').slice(0, 2).join('/');
    await request(app).get(`${path}?utm_source=mail`).expect(301).expect('Location', `${overview}?utm_source=mail`);
    const res = await request(app).get(path).redirects(1).expect(200);
    expect(res.text).toContain(`<link rel="canonical" href="${SITE_URL}${overview}">`);
    const overviewHtml = (await request(app).get(overview)).text;
    const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];
    expect(h1(res.text)).toBe(h1(overviewHtml));
  });
});

describe('unknown paths', () => {
  it.each(notFoundPaths)('%s answers 404 with the not-found page', async (path) => {
    const res = await request(app).get(path).expect(404).expect('Content-Type', /text\/html/);
    expect(res.text).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(res.text).toContain('Oops! Page not found');
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).not.toContain('rel="canonical"');
  });

  it('answers a malformed address with a 400 page, not a crash', async () => {
    const res = await request(app).get('/%E0%A4%A').expect(400);
    expect(res.text).toContain('Return to Home');
    expect(res.text).not.toMatch(/URIError|at .*\.js/);
  });
});

describe('home page', () => {
  it('renders every block of docs/requirements.md#home on the server', async () => {
    const html = (await request(app).get('/')).text;
    expect(html).toMatch(/href="\/contact"[^>]*>Get Your Free Compliance Review/);
    expect(html).toMatch(/href="\/solutions\/credit-card-processing"[^>]*>See Your Options/);
    expect(html).toContain('Dual Pricing vs Surcharge');
    expect(html).toContain('href="/articles/dual-pricing"');
    expect(html).toContain('href="/articles/reducing-processing-fees"');
    expect(html).toContain('compliance requirements');
    expect(count(html, />Learn more</g)).toBe(4);
    expect(html).toMatch(/href="\/solutions"[^>]*>View All Solutions/);
    expect(html).toMatch(/<blockquote>.*over 20%.*<\/blockquote>/s);
    expect(html).toMatch(/href="\/downloads\/restaurant-pos-brochure\.pdf"[^>]*download=/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Request a Consultation<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/apply"[^>]*>Apply Today<\/a>/);
  });

  it('shows the video as a local poster linking to the video, with nothing from YouTube loaded', async () => {
    const html = (await request(app).get('/')).text;
    expect(html).toMatch(new RegExp(`<a[^>]*href="https://www.youtube.com/watch\\?v=${site.video.youtubeId}"[^>]*aria-label="Play video`));
    expect(html).toMatch(/<img src="[^"]*\/video-poster[^"]*\.svg"/);
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/src="https?:\/\//);
  });
});

describe('shared header and footer', () => {
  it('has the navigation, both dropdowns, the mobile menu toggle and both calls to action', async () => {
    const html = (await request(app).get('/articles')).text;
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Magnolia Coast/s);
    // Native disclosures, closed: they open before and without any script.
    for (const label of ['Solutions', 'Industries']) {
      expect(html).toMatch(new RegExp(`<details [^>]*name="header-menu"[^>]*><summary[^>]*>${label}`));
    }
    expect(html).toMatch(/<details(?![^>]*open)[^>]*><summary[^>]*>(<svg.*?<\/svg>)+Menu<\/summary><nav id="mobile-menu"/s);
    // Server markup, not an island: the first script (src/browser/menus.ts) adds how its menus close.
    expect(html).not.toContain('data-island="header"');
    expect(count(html, /<details [^>]*data-menu=""/g)).toBe(3);
    for (const href of ['/solutions/credit-card-processing', '/solutions/pos-systems', '/solutions/payment-gateways', '/solutions/mobile-payments', '/solutions/business-funding', '/industries/retail', '/industries/restaurants', '/industries/ecommerce', '/industries/skilled-trades', '/industries/professional-services', '/industries/specialty', '/partner', '/articles', '/contact', '/apply', '/solutions', '/industries']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('marks the main menu’s link to the page as the current page, and no link on other pages', async () => {
    const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const currentLinks = (html: string) => [...header(html).matchAll(/<a[^>]*aria-current="page"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]);
    for (const { href } of mainNav) {
      const html = (await request(app).get(href)).text;
      expect(new Set(currentLinks(html)), href).toEqual(new Set([href]));
    }
    for (const path of ['/industries/restaurants', '/no-such-page', '/solutions/pos-systems']) {
      expect(currentLinks((await request(app).get(path)).text), path).toEqual([]);
    }
  });

  it('has the footer links, contact block, social links and copyright', async () => {
    const html = (await request(app).get('/')).text;
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain(`href="tel:${phones.local.e164}"`);
    expect(footer).toContain(`href="tel:${phones.tollFree.e164}"`);
    expect(footer).toContain(`href="mailto:${site.email}"`);
    expect(footer).toContain(site.area.city);
    expect(footer).toContain(`© ${new Date().getFullYear()} ${site.name}`);
    expect(footer).toContain('href="/privacy"');
    expect(footer).toContain('href="/terms"');
    for (const { url } of site.social) {
      expect(footer).toMatch(new RegExp(`<a href="${url}" target="_blank" rel="noopener noreferrer"`));
    }
    expect(footer).not.toContain('href="/solutions/business-funding"');
    expect(count(footer, /href="\/solutions\/[a-z-]+"/g)).toBe(4);
    expect(count(footer, /href="\/industries\/[a-z-]+"/g)).toBe(4);
  });
});

describe('documents and headers', () => {
  it('puts Emotion’s critical CSS in the head with the response’s nonce, and no style attributes', async () => {
    const res = await request(app).get('/');
    const nonce = res.headers['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain(`<style data-emotion="mkt`);
    expect(head).toContain(`nonce="${nonce}"`);
    expect(res.text).not.toContain('__CSP_NONCE__');
    expect(res.text).not.toMatch(/<[^>]+\sstyle="/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it.each(['/', '/industries/restaurants', '/contact', '/no-such-page'])('styles every class %s uses in its head', async (path) => {
    const html = (await request(app).get(path)).text;
    const [head, body] = [html.slice(0, html.indexOf('</head>')), html.slice(html.indexOf('<body'))];
    const used = new Set([...body.matchAll(/\bmkt-([\w-]+)/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(5);
    const styled = new Set([...head.matchAll(/\.mkt-([\w-]+)/g)].map((m) => m[1]));
    expect([...used].filter((id) => !styled.has(id))).toEqual([]);
    // The global styles come first, so a component's rule wins over them.
    expect(head.indexOf(globalCss)).toBeGreaterThan(0);
    expect(head.indexOf(globalCss)).toBeLessThan(head.indexOf('data-emotion="mkt '));
  });

  it('gives every response a fresh nonce', async () => {
    const nonceOf = async () => (await request(app).get('/')).headers['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('serves hashed assets as immutable and other public files with a short cache', async (test) => {
    buildOnly(test, 'hashed assets and their cache headers');
    const html = (await request(app).get('/')).text;
    const script = html.match(/"(\/assets\/index-[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    await request(app).get(script!).expect(200).expect('Cache-Control', 'public,max-age=31536000,immutable').expect('Content-Type', /javascript/);
    await request(app).get('/favicon.svg').expect(200).expect('Cache-Control', 'public,max-age=3600').expect('Content-Type', /svg/);
  });

  it('sends no article text to the browser: articles are HTML only, none of their words in the built client', async (test) => {
    buildOnly(test, 'the built client');
    const assets = 'dist/client/assets';
    const client = readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(assets, file), 'utf8')).join('\n');
    const articles = pagePaths.filter((path) => path.startsWith('/articles/'));
    expect(articles.length).toBeGreaterThan(5);
    for (const path of articles) {
      const html = (await request(app).get(path).expect(200)).text;
      // The article's first paragraph of body text, as a reader sees it.
      const sentence = /<article[\s\S]*?<p>([^<&]{60,})/.exec(html)?.[1]?.slice(0, 60);
      expect(sentence, path).toBeTruthy();
      expect(client.includes(sentence!), `${path}: "${sentence}" is in the client JavaScript`).toBe(false);
    }
  });

  it('compresses pages', async () => {
    await request(app).get('/').set('Accept-Encoding', 'gzip').expect('Content-Encoding', 'gzip');
  });

  it('does not serve the raw template', async (test) => {
    buildOnly(test, 'the built client holds the template');
    await request(app).get('/index.html').expect(301).expect('Location', '/');
  });

  it('serves the brochure as a PDF', async () => {
    const res = await request(app).get('/downloads/restaurant-pos-brochure.pdf').expect(200).expect('Content-Type', 'application/pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('islands', () => {
  it('write their props for the browser: the form knows it was sent without JavaScript', async () => {
    const html = (await request(app).get('/contact?sent=1')).text;
    expect(html).toContain('<div data-island="contact-form" data-props="{&quot;sent&quot;:true,');
    expect((await request(app).get('/apply')).text).toContain('<div data-island="apply-form" data-props="{&quot;sent&quot;:false,');
  });

  it('carry the missing path to the 404 page’s console message, escaped', async () => {
    const html = (await request(app).get('/no-such-page?x=1').expect(404)).text;
    expect(html).toContain('<div data-island="missing-path" data-props="{&quot;path&quot;:&quot;/no-such-page&quot;}"></div>');
    const hostile = (await request(app).get('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E').expect(404)).text;
    expect(hostile).not.toContain('<script>alert(1)');
  });

  it('are the only scripts: every page names one small entry module and the speculation rules', async (test) => {
    buildOnly(test, 'Vite adds its own client in development');
    const res = await request(app).get('/industries/restaurants').expect(200);
    expect(res.text.match(/<script[^>]*src=/g)).toHaveLength(1);
    expect(res.headers['speculation-rules']).toBe('"/speculation-rules.json"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // What the rules let the browser prefetch is checked in the browser (navigation.spec.ts).
    await request(app).get('/speculation-rules.json').expect(200).expect('Content-Type', /^application\/speculationrules\+json/);
  });
});
