/** Where a page opened from a prefetch reports that it was shown: src/browser/shown.ts posts, server/http/shown-views.ts counts. */
export const SHOWN_PATH = '/views';
