import { describe, expect, it } from 'vitest';
import { examplesInPlace } from '../../src/config/examples';
import { site } from '../../src/config/site';

/** The facts site.ts ships with: examples all, until the owner puts in their own. */
const shipped = {
  phones: {
    local: { display: '(228) 555-0142', label: 'Local' },
    tollFree: { display: '(800) 555-0199', label: 'Toll-free' },
  },
  social: [
    { network: 'Facebook' as const, url: 'https://www.facebook.com/magnoliacoastpayments' },
    { network: 'LinkedIn' as const, url: 'https://www.linkedin.com/company/magnoliacoastpayments' },
    { network: 'Instagram' as const, url: 'https://www.instagram.com/magnoliacoastpayments' },
  ],
  video: { youtubeId: 'aqz-KE-bpKQ', title: 'How Magnolia Coast Payments helps Gulf Coast businesses' },
};

describe('the example facts still in place', () => {
  it('names each shipped example the site still carries', () => {
    expect(examplesInPlace(shipped)).toEqual([
      'the local phone (228) 555-0142',
      'the toll-free phone (800) 555-0199',
      'the Facebook link https://www.facebook.com/magnoliacoastpayments',
      'the LinkedIn link https://www.linkedin.com/company/magnoliacoastpayments',
      'the Instagram link https://www.instagram.com/magnoliacoastpayments',
      'the sample video aqz-KE-bpKQ',
    ]);
  });

  it('drops each one the owner has replaced', () => {
    const own = {
      phones: { ...shipped.phones, local: { display: '(228) 864-2210', label: 'Local' } },
      social: [{ network: 'Facebook' as const, url: 'https://www.facebook.com/some-real-page' }],
      video: { youtubeId: 'dQw4w9WgXcQ', title: 'Our own' },
    };
    expect(examplesInPlace(own)).toEqual(['the toll-free phone (800) 555-0199']);
  });

  it('reads a number as dialled: the owner’s, however written or however little of it changed, is no example', () => {
    const written = (local: string) => examplesInPlace({ ...shipped, phones: { ...shipped.phones, local: { display: local, label: 'Local' } } });
    // The last four digits alone changed, out of the range for fiction; and an example written another way is still one.
    expect(written('(228) 555-2142')).not.toContain('the local phone (228) 555-2142');
    expect(written('228.555.0142')).toContain('the local phone 228.555.0142');
  });

  it('reads site.ts as it is now: each example it names is one of its values', () => {
    const values = [...Object.values(site.phones).map((p) => p.display), ...site.social.map((s) => s.url), site.video.youtubeId];
    for (const example of examplesInPlace()) expect(values.some((value) => example.endsWith(` ${value}`)), example).toBe(true);
  });
});
