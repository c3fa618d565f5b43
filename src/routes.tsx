/**
 * The one route table. The server renders from it and takes each response's
 * status from it (the '*' entry is the only 404); the client hydrates with it.
 * Every real URL is listed, so unknown slugs fall through to '*'.
 * Each page is its own chunk (see lazy-page.tsx); the table itself holds only
 * what menus, metadata and the sitemap need.
 */
import { matchRoutes } from 'react-router-dom';
import { articles, loadArticle, type ArticleListing } from './content/articles';
import { industryCatalog, loadIndustryPage } from './content/industries';
import { applyMeta, articlesMeta, contactMeta, homeMeta, industriesMeta, partnerMeta, solutionsMeta } from './content/page-meta';
import { articlePath, industryPath, solutionPath } from './content/paths';
import { loadSolutionPage, solutionCatalog } from './content/solutions';
import type { PageMeta } from './content/types';
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

// The overview pages are shared by their {category} variants: one chunk each.
const solutionsPage = lazyPage(() => import('./pages/solutions-page').then((m) => m.SolutionsPage));
const industriesPage = lazyPage(() => import('./pages/industries-page').then((m) => m.IndustriesPage));

export const routes: AppRoute[] = [
  route('/', lazyPage(() => import('./pages/home-page').then((m) => m.HomePage)), { meta: homeMeta, breadcrumb: 'Home' }),

  route('/solutions', solutionsPage, { meta: solutionsMeta, breadcrumb: 'Solutions' }),
  ...solutionCatalog.map(({ slug, navLabel, meta }) =>
    route(
      solutionPath(slug),
      lazyPage(async () => {
        const [{ SolutionPage }, page] = await Promise.all([import('./pages/solution-page'), loadSolutionPage(slug)]);
        return () => <SolutionPage page={page} />;
      }),
      { meta, breadcrumb: navLabel },
    ),
  ),
  route('/solutions/:category', solutionsPage, { meta: solutionsMeta, breadcrumb: 'Solutions', canonical: '/solutions' }),

  route('/industries', industriesPage, { meta: industriesMeta, breadcrumb: 'Industries' }),
  ...industryCatalog.map(({ slug, navLabel, meta }) =>
    route(
      industryPath(slug),
      lazyPage(async () => {
        const [{ IndustryPage }, page] = await Promise.all([import('./pages/industry-page'), loadIndustryPage(slug)]);
        return () => <IndustryPage page={page} />;
      }),
      { meta, breadcrumb: navLabel },
    ),
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
  route('/partner', lazyPage(() => import('./pages/partner-page').then((m) => m.PartnerPage)), { meta: partnerMeta, breadcrumb: 'Partner with Us' }),

  route(NOT_FOUND_PATH, eagerPage(NotFoundPage), {
    breadcrumb: 'Page not found',
    meta: {
      title: 'Page not found',
      description: 'The page you asked for does not exist. Return to the home page to find payment solutions for Gulf Coast businesses.',
    },
  }),
];

/** The route a path shows, and whether it is the not-found page. */
export function matchPage(pathname: string) {
  const route = (matchRoutes(routes, pathname)?.at(-1)?.route ?? routes.at(-1)!) as AppRoute;
  return { route, notFound: route.path === NOT_FOUND_PATH };
}
