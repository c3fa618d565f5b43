/** The built brochure's size, for the pages that offer it (build/site-files.ts). */
declare module 'virtual:brochure-file' {
  const file: { bytes: number; pages: number };
  export default file;
}
