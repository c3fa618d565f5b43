/**
 * What a form render notes of where its visitor came from, and the ticket that carries it: a page
 * of ours by its route-table path alone, or another site's host and three UTM values, nothing else;
 * a ticket whose source was changed is not believed.
 */
import { describe, expect, it } from 'vitest';
import { issueTicket, readTicket } from '../../server/leads/intake/form-ticket';
import { describeSource, leadSource, sourceObject } from '../../server/leads/intake/lead-source';
import { pagePath, routes } from '../../src/render/routes.server';

const SITE_URL = 'https://www.magnolia.test';
const article = routes.find((route) => route.handle.article)!.path;
const from = (referer: string | undefined, url = '/contact', host = 'www.magnolia.test') => leadSource({ referer, host, url }, { siteUrl: SITE_URL, pagePath });

describe('where a visitor came to a form from', () => {
  it('a UTM value loses line and paragraph separators and is clipped by whole characters, never half a surrogate pair', () => {
    const utm = (value: string) => from(undefined, `/contact?utm_campaign=${encodeURIComponent(value)}`)?.utm_campaign;
    expect(utm('spring\u2028sale\u2029')).toBe('springsale');
    // 99 letters and an emoji of two UTF-16 units: the emoji does not fit whole in 100, so it is left out.
    const clipped = utm(`${'a'.repeat(99)}\u{1F600}tail`)!;
    expect(clipped).toBe('a'.repeat(99));
    expect(clipped).not.toMatch(/[\uD800-\uDFFF]/);
    expect(utm(`${'a'.repeat(98)}\u{1F600}tail`)).toBe(`${'a'.repeat(98)}\u{1F600}`);
  });

  it('one of our pages: its path alone, never its query or fragment', () => {
    expect(from(`${SITE_URL}${article}`)).toEqual({ page: article });
    expect(from(`${SITE_URL}/fee-calculator?monthlyVolume=48000&averageTicket=62#results`)).toEqual({ page: '/fee-calculator' });
    // The host the request reached counts as ours too (another name for the same site, or a test port).
    expect(from(`http://127.0.0.1:4305${article}`, '/apply', '127.0.0.1:4305')).toEqual({ page: article });
  });

  it('a path the route table does not list, as a visitor may type one, is kept as "other"', () => {
    expect(from(`${SITE_URL}/articles/jordan-ladner-228-555-0100`)).toEqual({ page: 'other' });
    expect(from(`${SITE_URL}/Contact`, '/apply')).toEqual({ page: 'other' });
    expect(from(`${SITE_URL}/solutions/anything`)).toEqual({ page: 'other' });
  });

  it('the form page itself (the page again after a send without JavaScript) says nothing: not known', () => {
    expect(from(`${SITE_URL}/contact`, '/contact?sent=1')).toBeNull();
    expect(from(`${SITE_URL}/contact?utm_source=news`, '/contact?sent=1')).toBeNull();
  });

  it('from outside: the host and the three UTM values of the form page address, nothing else of either URL', () => {
    const url = '/contact?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027&utm_term=pos&utm_content=a&fbclid=xyz&gclid=abc';
    expect(from('https://www.google.com/search?q=jordan+ladner+phone', url)).toEqual({
      host: 'www.google.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-2027',
    });
    expect(from('https://user:pw@news.example.org:8443/issue/12?who=me#x', '/apply')).toEqual({ host: 'news.example.org' });
    // An app or a mail client sends no Referer: the UTM values alone.
    expect(from(undefined, '/contact?utm_source=flyer')).toEqual({ utm_source: 'flyer' });
    expect(from(undefined)).toBeNull();
    expect(from('not a url', '/contact')).toBeNull();
  });

  it('keeps UTM values short and printable: anyone can write one into an address', () => {
    const source = from(undefined, `/contact?utm_source=${encodeURIComponent('\u001b[31mred\u202e\u0007 ')}&utm_campaign=${'x'.repeat(500)}&utm_medium=%20`);
    expect(source).toEqual({ utm_source: '[31mred', utm_campaign: 'x'.repeat(100) });
  });

  it('reads as the e-mail says it, and as the webhook sends it (every key, null where not known)', () => {
    expect(describeSource({ page: article })).toBe(article);
    expect(describeSource({ page: 'other' })).toBe('an address of this site that is not a page');
    expect(describeSource({ host: 'www.google.com', utm_source: 'newsletter', utm_campaign: 'spring' })).toBe('www.google.com, utm_source=newsletter, utm_campaign=spring');
    expect(describeSource({ utm_source: 'flyer' })).toBe('another site or app (not named), utm_source=flyer');
    expect(describeSource(null)).toBe('not known');
    expect(sourceObject({ host: 'www.google.com' })).toEqual({ page: null, host: 'www.google.com', utm_source: null, utm_medium: null, utm_campaign: null });
  });
});

describe("the form's ticket", () => {
  const SECRET = 'a test secret';

  it('carries the source, signed with the render time and id', () => {
    const { id, token } = issueTicket(SECRET, 1_800_000_000_000, { page: article });
    expect(readTicket(SECRET, id, token)).toEqual({ renderedAt: 1_800_000_000_000, source: { page: article } });
    const none = issueTicket(SECRET, 1_800_000_000_000);
    expect(none.token).toMatch(/^\d+\.\.[\w-]{43}$/);
    expect(readTicket(SECRET, none.id, none.token)).toEqual({ renderedAt: 1_800_000_000_000, source: null });
  });

  it('is not believed when its source was changed, moved to another ticket, or dropped', () => {
    const { id, token } = issueTicket(SECRET, 1_800_000_000_000, { page: article });
    const [time, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ host: 'www.google.com', utm_campaign: 'paid' })).toString('base64url');
    expect(readTicket(SECRET, id, `${time}.${forged}.${signature}`)).toBeNull();
    expect(readTicket(SECRET, id, `${time}..${signature}`)).toBeNull();
    expect(readTicket(SECRET, id, `${time}.${signature}`)).toBeNull();
    const other = issueTicket(SECRET, 1_800_000_000_000, { host: 'www.google.com' });
    expect(readTicket(SECRET, id, `${time}.${other.token.split('.')[1]}.${signature}`)).toBeNull();
    expect(readTicket('another secret', id, token)).toBeNull();
  });

  it('issued before sources were noted (time.signature, a page left open across the upgrade): genuine, with no source', async () => {
    const { createHmac } = await import('node:crypto');
    const id = crypto.randomUUID();
    const old = `1800000000000.${createHmac('sha256', SECRET).update(`${id}.1800000000000`).digest('base64url')}`;
    expect(readTicket(SECRET, id, old)).toEqual({ renderedAt: 1_800_000_000_000, source: null });
  });
});
