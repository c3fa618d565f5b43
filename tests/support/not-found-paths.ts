/** Paths that must answer 404 (the footer's two legal links among them). */
export const notFoundPaths = ['/privacy', '/terms', '/nope', '/solutions/a/b', '/industries/a/b', '/articles/no-such-article', '/articles/reducing-processing-fees/more'];
