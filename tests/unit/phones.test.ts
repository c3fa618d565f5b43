import { describe, expect, it } from 'vitest';
import { dialled, e164Of, phones, telHref } from '../../src/config/phones.server';
import { site } from '../../src/config/site';

describe('a phone number, written once as the owner writes it', () => {
  it('is dialled as libphonenumber-js reads it, however it is written', () => {
    for (const written of ['(228) 864-2210', '228-864-2210', '228.864.2210', '+1 228 864 2210', '1 (228) 864-2210']) {
      expect(e164Of(written), written).toEqual({ e164: '+12288642210' });
    }
    expect(e164Of('+44 20 7946 0958')).toEqual({ e164: '+442079460958' });
    expect(telHref({ e164: '+12288642210' })).toBe('tel:+12288642210');
  });

  it('gives each of site.ts’s phones its E.164 form, as written there and nowhere else', () => {
    for (const [key, phone] of Object.entries(site.phones)) {
      const derived = phones[key as keyof typeof phones];
      expect(derived.display).toBe(phone.display);
      expect(derived.e164).toMatch(/^\+\d{8,15}$/);
      expect(derived.e164.slice(-4)).toBe(phone.display.replace(/\D/g, '').slice(-4));
    }
  });

  it('refuses what is not a phone number, one line per problem naming site.ts and the field', () => {
    const read = () => dialled({ local: { display: '(228) 555-014', label: 'Local' }, tollFree: { display: 'call us', label: 'Toll-free' }, ok: { display: '(228) 864-2210', label: 'Ok' } });
    expect(read).toThrow(/^src\/config\/site\.ts(:\d+)?: phones\.local: “\(228\) 555-014” is not a phone number: write it with its area code/);
    expect(() => read()).toThrow(/\nsrc\/config\/site\.ts(:\d+)?: phones\.tollFree: “call us” is not a phone number/);
    try {
      read();
    } catch (error) {
      expect((error as Error).message.split('\n')).toHaveLength(2);
    }
  });
});
