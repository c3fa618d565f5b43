import file from 'virtual:brochure-file';
import { brochureHref } from './paths';

/** The restaurant POS brochure PDF, printed by the build from content/restaurant-pos.ts and site.ts (build/brochure.ts). */
export const brochure = {
  href: brochureHref,
  pages: file.pages,
  /** '84 KB' */
  size: `${Math.max(1, Math.round(file.bytes / 1024))} KB`,
  /** The name the browser saves it under. */
  fileName: 'magnolia-coast-restaurant-pos-brochure.pdf',
};
