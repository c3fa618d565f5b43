import { site } from '../config/site';
import type { ArticleListing } from '../content/articles';
import { articlesMeta } from '../content/overviews';
import { articleCardPath, feedPath } from '../content/paths';
import type { PageMeta } from '../content/types';
import { escapeHtml } from '../lib/html';
import { globalCss } from '../theme/global-styles.server';

/** 'Articles | {company name}'; the home page leads with the company name. */
export const documentTitle = (meta: PageMeta, isHome = false) =>
  isHome ? `${site.name} | ${meta.title}` : `${meta.title} | ${site.name}`;

/** The name of the articles' feed, in its own document and where pages link to it. */
export const feedTitle = documentTitle(articlesMeta);

/** JSON.stringify is not HTML-safe: '<' could close the script element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The image a link preview shows: an article's own card, or the site's. Both are 1200×630. */
function socialImage(article: Pick<ArticleListing, 'slug' | 'title' | 'category'> | undefined) {
  return article
    ? { path: articleCardPath(article.slug), alt: `${site.name} article, ${article.category}: ${article.title}` }
    : { path: site.socialImage.path, alt: `${site.name}: ${site.tagline}` };
}

/** One property of a link preview: Open Graph's (og:, article:) are `property`, Twitter's are `name`. */
const socialTag = (key: string, value: string | number) =>
  `<meta ${key.startsWith('twitter:') ? 'name' : 'property'}="${key}" content="${escapeHtml(String(value))}">`;

interface HeadInput {
  meta: PageMeta;
  isHome: boolean;
  siteUrl: string;
  /** Absolute canonical URL; none for the not-found page, which is also kept out of indexes. */
  canonicalUrl?: string;
  /** A page to keep out of search indexes though it has a canonical URL (a calculator's result). */
  noindex?: boolean;
  /** Set for articles: shared as an article, with its own card, dates and section. */
  article?: Pick<ArticleListing, 'slug' | 'title' | 'category' | 'date' | 'updated'>;
  jsonLd?: unknown;
  nonce: string;
}

/** What the head takes from the site's origin, the same for every page: made once per origin (one a process). */
const originParts = new Map<string, { feedLink: string; printCss: string }>();
function partsFor(siteUrl: string) {
  let parts = originParts.get(siteUrl);
  if (!parts) {
    parts = {
      feedLink: `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feedTitle)}" href="${escapeHtml(new URL(feedPath, siteUrl).href)}">`,
      printCss: `@media print{:root{--site-origin:${JSON.stringify(new URL(siteUrl).origin)};}}`,
    };
    originParts.set(siteUrl, parts);
  }
  return parts;
}

/** The per-page tags of <head>, rendered on the server (React 19 cannot hoist them from a fragment render). */
export function renderHead({ meta, isHome, siteUrl, canonicalUrl, noindex, article, jsonLd, nonce }: HeadInput) {
  const title = escapeHtml(documentTitle(meta, isHome));
  const description = escapeHtml(meta.description);
  const { feedLink, printCss } = partsFor(siteUrl);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    feedLink,
    // Before the components' styles, so theirs win. Printed pages write our links' targets out in full, on the public origin.
    `<style nonce="${nonce}">${globalCss}${printCss}</style>`,
  ];
  if (!canonicalUrl || noindex) tags.push('<meta name="robots" content="noindex">');
  if (!canonicalUrl) return tags.join('\n    ');
  const card = socialImage(article);
  const image = new URL(card.path, siteUrl).href;
  // What a link preview shows, as Open Graph and Twitter read it: a property left undefined is not written.
  const social: [string, string | number | undefined][] = [
    ['og:type', article ? 'article' : 'website'],
    ['og:site_name', site.name],
    ['og:locale', 'en_US'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', canonicalUrl],
    ['og:image', image],
    ['og:image:width', site.socialImage.width],
    ['og:image:height', site.socialImage.height],
    ['og:image:alt', card.alt],
    ['article:published_time', article?.date],
    ['article:modified_time', article?.updated || undefined],
    ['article:section', article?.category],
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', meta.title],
    ['twitter:description', meta.description],
    ['twitter:image', image],
    ['twitter:image:alt', card.alt],
  ];
  tags.push(
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    ...social.flatMap(([key, value]) => (value === undefined ? [] : [socialTag(key, value)])),
  );
  if (jsonLd) tags.push(`<script type="application/ld+json" nonce="${nonce}">${jsonForHtml(jsonLd)}</script>`);
  return tags.join('\n    ');
}
