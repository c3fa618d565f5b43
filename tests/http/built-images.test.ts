/**
 * Page images as the built server gives them to a browser: the server's render of the build names each
 * by its hashed file (the source's render, as Vitest loads it, names the source file), served with a
 * year of cache; the social card keeps its address, cached for an hour. One built server for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-util';
import { serveBuild } from '../../scripts/serve-build';
import { againstDev } from '../support/build-only';

describe.skipIf(againstDev)('the built server (build only: hashed assets and their cache headers)', () => {
  let base = '';
  let stop = () => {};
  beforeAll(async () => {
    ({ base, stop } = await serveBuild(await freePort(), { env: { LEADS_RATE_LIMIT: 'off' } }));
  });
  afterAll(() => stop());

  it('serves page images with hashed names and a year of cache, and the social card at its own address for an hour', async () => {
    // The pictures of three pages, as their HTML gives them to a browser.
    const hashed = /^\/assets\/(restaurants|pos-systems|video-poster)-[\w-]{8}\.svg$/;
    const art = new Set<string>();
    for (const path of ['/', '/industries/restaurants', '/solutions/pos-systems']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      for (const [, src] of (await res.text()).matchAll(/<img[^>]*\ssrc="([^"]+)"/g)) if (hashed.test(src!)) art.add(src!);
    }
    expect([...art].map((src) => hashed.exec(src)![1]).sort()).toEqual(['pos-systems', 'restaurants', 'video-poster']);
    for (const src of art) {
      const res = await fetch(`${base}${src}`);
      expect([res.status, res.headers.get('cache-control'), res.headers.get('content-type')], src).toEqual([200, 'public,max-age=31536000,immutable', expect.stringMatching(/svg/)]);
    }
    const card = await fetch(`${base}/images/social-card.png`);
    expect([card.status, card.headers.get('cache-control')]).toEqual([200, 'public,max-age=3600']);
  });
});
