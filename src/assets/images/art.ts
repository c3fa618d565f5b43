/**
 * Every picture in this folder, as the client build's second input. Pages render on the server only,
 * but their pictures are served from the client build (hashed names, a year's cache): listing them
 * here makes that build emit them. Nothing loads this module.
 */
export default import.meta.glob('./**/*.svg', { eager: true, query: '?url', import: 'default' });
