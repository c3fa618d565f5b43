import file from './brochure-file.json';

/** The restaurant POS brochure PDF: written by scripts/build-brochure.ts from content/restaurant-pos.ts. */
export const brochure = {
  href: file.href,
  pages: file.pages,
  /** '84 KB' */
  size: `${Math.max(1, Math.round(file.bytes / 1024))} KB`,
  /** The name the browser saves it under. */
  fileName: 'magnolia-coast-restaurant-pos-brochure.pdf',
};
