/** The URL of each kind of page, in one place. */
export const solutionPath = (slug: string) => `/solutions/${slug}`;
export const industryPath = (slug: string) => `/industries/${slug}`;
export const articlePath = (slug: string) => `/articles/${slug}`;

/** The Atom feed of the articles (served by the server, linked from every page's head). */
export const feedPath = '/articles/feed.xml';

