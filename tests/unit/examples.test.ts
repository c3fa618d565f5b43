import { describe, expect, it } from 'vitest';
import { examplesInPlace } from '../../src/config/examples';
import { site } from '../../src/config/site';

describe('the example facts still in place', () => {
  it('names each shipped example the site still carries', () => {
    expect(examplesInPlace()).toEqual([
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
      phones: { ...site.phones, local: { display: '(228) 864-2210', e164: '+12288642210', label: 'Local' } },
      social: [{ network: 'Facebook' as const, url: 'https://www.facebook.com/some-real-page' }],
      video: { youtubeId: 'dQw4w9WgXcQ', title: 'Our own' },
    };
    expect(examplesInPlace(own)).toEqual(['the toll-free phone (800) 555-0199']);
  });
});
