/**
 * Every picture the pages show: this folder's and the logo mark, as the client build's second input.
 * Pages (and the header and footer) render on the server only, but their pictures are served from
 * the client build (hashed names, a year's cache): listing them here makes that build emit them.
 * Nothing loads this module.
 */
export default import.meta.glob(['./**/*.svg', '../logo-mark.svg'], { eager: true, query: '?url', import: 'default' });
