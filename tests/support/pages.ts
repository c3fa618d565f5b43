import { canonicalPaths } from '../../src/render/site-files.server';

/** Every concrete page of the route table (no parameters, no '*'). */
export const pagePaths = canonicalPaths();

export { notFoundPaths } from './not-found-paths';
