/**
 * Which of site.ts's values are still the examples it shipped with, not the business's own: phone
 * numbers in the range reserved for fiction (555-0100 to 555-0199), the sample social pages and the
 * sample video. The server's start-up log warns while any is in place; replacing the value in
 * site.ts is all it takes to end the warning.
 */
import { e164Of } from './phones.server';
import { site, type SiteConfig } from './site';

/** +1 NPA 555-01XX: the numbers North America reserves for fiction. */
const FICTIONAL_PHONE = /^\+1\d{3}55501\d{2}$/;

/** The social pages and video site.ts ships with, until the owner names their own. */
export const SAMPLE_SOCIAL_URLS: readonly string[] = [
  'https://www.facebook.com/magnoliacoastpayments',
  'https://www.linkedin.com/company/magnoliacoastpayments',
  'https://www.instagram.com/magnoliacoastpayments',
];
export const SAMPLE_VIDEO_ID = 'aqz-KE-bpKQ';

/** Each example still in place, named as the owner finds it in site.ts ("the local phone …"). */
export function examplesInPlace(facts: Pick<SiteConfig, 'phones' | 'social' | 'video'> = site): string[] {
  return [
    ...Object.values(facts.phones)
      // As dialled, not as written: the owner's own number is never an example, however it is written.
      .filter((phone) => {
        const read = e164Of(phone.display);
        return 'e164' in read && FICTIONAL_PHONE.test(read.e164);
      })
      .map((phone) => `the ${phone.label.toLowerCase()} phone ${phone.display}`),
    ...facts.social.filter((link) => SAMPLE_SOCIAL_URLS.includes(link.url)).map((link) => `the ${link.network} link ${link.url}`),
    ...(facts.video.youtubeId === SAMPLE_VIDEO_ID ? [`the sample video ${facts.video.youtubeId}`] : []),
  ];
}
