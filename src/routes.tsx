/**
 * The one route table. The server renders from it and takes each response's
 * status from it (the '*' entry is the only 404); the browser never sees it.
 * Every real URL is listed, so unknown slugs fall through to '*'.
 * Each page's code and content load on its first request (see lazy-page.tsx).
 */
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { articles, loadArticle, type ArticleListing } from './content/articles';
import { industryCatalog, loadIndustryPage } from './content/industries';
import { applyMeta, articlesMeta, contactMeta, feeCalculatorMeta, homeMeta, industriesMeta, partnerMeta, solutionsMeta } from './content/page-meta';
import { articlePath, feeCalculatorPath, industryPath, solutionPath } from './content/paths';
import { loadSolutionPage, solutionCatalog } from './content/solutions';
import type { PageListing, PageMeta } from './content/types';
import { feeInputNames } from './fee-inputs';
import { eagerPage, lazyPage, type LazyPage } from './lazy-page';
import { NotFoundPage } from './pages/not-found-page';

export interface RouteHandle {
  meta: PageMeta;
  /** The page's name in a breadcrumb trail. @example 'POS Systems' */
  breadcrumb: string;
  /** The canonical path when the URL is a variant of another page (/solutions/{category}). */
  canonical?: string;
  /** Set on article pages: shared as an article, with its dates. */
  article?: ArticleListing;
  /**
   * Query parameters that carry what a visitor typed into the page's GET form. An address with
   * any of them is a result page: shareable, but kept out of search indexes (noindex).
   */
  inputParams?: readonly string[];
}

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** What React Router renders: the page. */
  element: React.JSX.Element;
  handle: RouteHandle;
}

export const NOT_FOUND_PATH = '*';

function route(path: string, Page: LazyPage, handle: RouteHandle): AppRoute {
  return { path, page: Page, element: <Page />, handle };
}

/** One route per page of a section's catalog; each loads its page component and its own content. */
function catalogRoutes<Content>(
  catalog: PageListing[],
  pathOf: (slug: string) => string,
  load: (slug: string) => Promise<[ComponentType<{ page: Content }>, Content]>,
) {
  return catalog.map(({ slug, navLabel, meta }) =>
    route(
      pathOf(slug),
      lazyPage(async () => {
        const [Page, content] = await load(slug);
        return () => <Page page={content} />;
      }),
      { meta, breadcrumb: navLabel },
    ),
  );
}

// The overview pages are shared by their {category} variants: one chunk each.
const solutionsPage = lazyPage(() => import('./pages/solutions-page').then((m) => m.SolutionsPage));
const industriesPage = lazyPage(() => import('./pages/industries-page').then((m) => m.IndustriesPage));

export const routes: AppRoute[] = [
  route('/', lazyPage(() => import('./pages/home-page').then((m) => m.HomePage)), { meta: homeMeta, breadcrumb: 'Home' }),

  route('/solutions', solutionsPage, { meta: solutionsMeta, breadcrumb: 'Solutions' }),
  ...catalogRoutes(solutionCatalog, solutionPath, (slug) =>
    Promise.all([import('./pages/solution-page').then((m) => m.SolutionPage), loadSolutionPage(slug)]),
  ),
  route('/solutions/:category', solutionsPage, { meta: solutionsMeta, breadcrumb: 'Solutions', canonical: '/solutions' }),

  route('/industries', industriesPage, { meta: industriesMeta, breadcrumb: 'Industries' }),
  ...catalogRoutes(industryCatalog, industryPath, (slug) =>
    Promise.all([import('./pages/industry-page').then((m) => m.IndustryPage), loadIndustryPage(slug)]),
  ),
  route('/industries/:category', industriesPage, { meta: industriesMeta, breadcrumb: 'Industries', canonical: '/industries' }),

  route('/articles', lazyPage(() => import('./pages/articles-page').then((m) => m.ArticlesPage)), {
    meta: articlesMeta,
    breadcrumb: 'Articles',
  }),
  ...articles.map((listing) =>
    route(
      articlePath(listing.slug),
      lazyPage(async () => {
        const [{ ArticlePage }, article] = await Promise.all([import('./pages/article-page'), loadArticle(listing.slug)]);
        return () => <ArticlePage article={{ ...listing, ...article }} />;
      }),
      { meta: { title: listing.title, description: listing.excerpt }, breadcrumb: listing.title, article: listing },
    ),
  ),

  route('/contact', lazyPage(() => import('./pages/contact-page').then((m) => m.ContactPage)), { meta: contactMeta, breadcrumb: 'Contact' }),
  route('/apply', lazyPage(() => import('./pages/apply-page').then((m) => m.ApplyPage)), { meta: applyMeta, breadcrumb: 'Apply' }),
  route(feeCalculatorPath, lazyPage(() => import('./pages/fee-calculator-page').then((m) => m.FeeCalculatorPage)), {
    meta: feeCalculatorMeta,
    breadcrumb: 'Card Fee Calculator',
    inputParams: feeInputNames,
  }),
  route('/partner', lazyPage(() => import('./pages/partner-page').then((m) => m.PartnerPage)), { meta: partnerMeta, breadcrumb: 'Partner with Us' }),

  route(NOT_FOUND_PATH, eagerPage(NotFoundPage), {
    breadcrumb: 'Page not found',
    meta: {
      title: 'Page not found',
      description: 'The page you asked for does not exist. Return to the home page to find payment solutions for Gulf Coast businesses.',
    },
  }),
];

export interface PageMatch {
  route: AppRoute;
  notFound: boolean;
}

// matchRoutes ranks and compiles the whole table on every call, and a render asks several
// times (status, breadcrumbs); paths are remembered, up to a bound since unknown ones are endless.
const MATCHES_KEPT = 1000;
const matches = new Map<string, PageMatch>();

/** The route a path shows, and whether it is the not-found page. */
export function matchPage(pathname: string): PageMatch {
  let match = matches.get(pathname);
  if (!match) {
    const route = (matchRoutes(routes, pathname)?.at(-1)?.route ?? routes.at(-1)!) as AppRoute;
    match = { route, notFound: route.path === NOT_FOUND_PATH };
    if (matches.size >= MATCHES_KEPT) matches.clear();
    matches.set(pathname, match);
  }
  return match;
}
