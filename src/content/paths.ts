/** The URL of each kind of page, in one place. */
export const solutionPath = (slug: string) => `/solutions/${slug}`;
export const industryPath = (slug: string) => `/industries/${slug}`;
export const articlePath = (slug: string) => `/articles/${slug}`;
export const feeCalculatorPath = '/fee-calculator';
