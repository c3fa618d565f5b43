import { site } from './config/site';
import type { PageMeta } from './content/types';

/** 'Articles | {company name}'; the home page leads with the company name. */
export const documentTitle = (meta: PageMeta, isHome = false) =>
  isHome ? `${site.name} | ${meta.title}` : `${meta.title} | ${site.name}`;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface HeadInput {
  meta: PageMeta;
  isHome: boolean;
  /** Absolute canonical URL; none for the not-found page. */
  canonicalUrl?: string;
  noindex: boolean;
}

/** The per-page tags of <head>, rendered on the server (React 19 cannot hoist them from a fragment render). */
export function renderHead({ meta, isHome, canonicalUrl, noindex }: HeadInput) {
  const title = escapeHtml(documentTitle(meta, isHome));
  const description = escapeHtml(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    noindex ? '<meta name="robots" content="noindex">' : '',
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
