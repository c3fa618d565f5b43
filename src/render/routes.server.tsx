/**
 * The one route table. The server renders from it and takes each response's
 * status from it (the '*' entry is the only 404); the browser never sees it.
 * Every real URL is listed, so unknown slugs fall through to '*'; an address
 * that only asks for another page (/solutions/{category}) names it in redirectTo.
 */
import { matchRoutes } from 'react-router-dom';
import { applyMeta } from '../content/apply';
import { articles, type ArticleListing } from '../content/articles';
import { contactMeta } from '../content/contact';
import { feeCalculatorMeta } from '../content/fee-calculator';
import { homeMeta } from '../content/home';
import { industryCatalog } from '../content/industries';
import { industryPage } from '../content/industries/pages.server';
import { notFoundMeta } from '../content/not-found';
import { articlesMeta, industriesMeta, solutionsMeta } from '../content/overviews';
import { partnerMeta } from '../content/partner';
import { applyPath, articlePath, contactPath, feeCalculatorPath, industryPath, OTHER_PAGE, solutionPath } from '../content/paths';
import { solutionCatalog } from '../content/solutions';
import { solutionPage } from '../content/solutions/pages.server';
import type { PageMeta } from '../content/types';
import { feeInputNames } from '../lib/fee-inputs';
import { ApplyPage } from '../pages/apply-page';
import { ArticlePage } from '../pages/article-page';
import { ArticlesPage } from '../pages/articles-page';
import { ContactPage } from '../pages/contact-page';
import { FeeCalculatorPage } from '../pages/fee-calculator-page';
import { HomePage } from '../pages/home-page';
import { IndustriesPage } from '../pages/industries-page';
import { IndustryPage } from '../pages/industry-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PartnerPage } from '../pages/partner-page';
import { SolutionPage } from '../pages/solution-page';
import { SolutionsPage } from '../pages/solutions-page';

export interface RouteHandle {
  meta: PageMeta;
  /** The page's name in a breadcrumb trail. @example 'POS Systems' */
  breadcrumb: string;
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
  /** What the page renders inside the shared layout. */
  element: React.JSX.Element;
  handle: RouteHandle;
  /**
   * Set on an address that is another way of asking for a page (/solutions/{category}): the server
   * answers it with a permanent redirect to this, the page's one address (server/http/one-address.ts).
   */
  redirectTo?: string;
}

export const NOT_FOUND_PATH = '*';

const route = (path: string, element: React.JSX.Element, handle: RouteHandle): AppRoute => ({ path, element, handle });
/** Addresses answered with a redirect to `page` (it is what they would show, should anything render them). */
const redirect = (path: string, page: AppRoute): AppRoute => ({ ...page, path, redirectTo: page.path });

const solutions = route('/solutions', <SolutionsPage />, { meta: solutionsMeta, breadcrumb: 'Solutions' });
const industries = route('/industries', <IndustriesPage />, { meta: industriesMeta, breadcrumb: 'Industries' });

export const routes: AppRoute[] = [
  route('/', <HomePage />, { meta: homeMeta, breadcrumb: 'Home' }),

  solutions,
  ...solutionCatalog.map(({ slug, navLabel }) => {
    const page = solutionPage(slug);
    return route(solutionPath(slug), <SolutionPage page={page} />, { meta: page.meta, breadcrumb: navLabel });
  }),
  // /solutions/{category} shows the same screen as /solutions: at its one address (docs/requirements.md#other-addresses).
  redirect('/solutions/:category', solutions),

  industries,
  ...industryCatalog.map(({ slug, navLabel }) => {
    const page = industryPage(slug);
    return route(industryPath(slug), <IndustryPage page={page} />, { meta: page.meta, breadcrumb: navLabel });
  }),
  redirect('/industries/:category', industries),

  route('/articles', <ArticlesPage />, { meta: articlesMeta, breadcrumb: 'Articles' }),
  ...articles.map((article) =>
    route(articlePath(article.slug), <ArticlePage article={article} />, {
      meta: { title: article.title, description: article.excerpt },
      breadcrumb: article.title,
      article,
    }),
  ),

  route(contactPath, <ContactPage />, { meta: contactMeta, breadcrumb: 'Contact' }),
  route(applyPath, <ApplyPage />, { meta: applyMeta, breadcrumb: 'Apply' }),
  route(feeCalculatorPath, <FeeCalculatorPage />, { meta: feeCalculatorMeta, breadcrumb: 'Card Fee Calculator', inputParams: feeInputNames }),
  route('/partner', <PartnerPage />, { meta: partnerMeta, breadcrumb: 'Partner with Us' }),

  route(NOT_FOUND_PATH, <NotFoundPage />, { meta: notFoundMeta, breadcrumb: 'Page not found' }),
];

export interface PageMatch {
  route: AppRoute;
  notFound: boolean;
}

/** The routes written with a plain path (no parameter, no '*'), by that path. */
const byPath = new Map(routes.filter((r) => !/[:*]/.test(r.path)).map((r) => [r.path, r]));

/** The route written with exactly this path, for the pages above another in its trail (/, /solutions). */
export const routeAt = (path: string) => byPath.get(path);

/** The path as page views and lead sources keep it: itself when the route table lists it, else 'other'. */
export const pagePath = (pathname: string) => (byPath.has(pathname) ? pathname : OTHER_PAGE);

/** The routes with a parameter (/solutions/:category), by the path above it (/solutions). */
const byParent = new Map(routes.filter((r) => r.path.includes('/:')).map((r) => [r.path.slice(0, r.path.lastIndexOf('/')), r]));

/**
 * The page at an address written in the site's own spelling (lower case, no dot segment, repeated or
 * trailing slash: server/http/one-address.ts), without ranking the whole table as matchRoutes does (about a
 * millisecond for a path that is no page, such as every asset): a path the table writes out, or one
 * segment below a parameter route's parent. The same answer matchPage gives for such an address.
 */
export function pageAt(address: string): AppRoute | undefined {
  const exact = routeAt(address);
  if (exact) return exact;
  const cut = address.lastIndexOf('/');
  const variant = cut > 0 && cut < address.length - 1 ? byParent.get(address.slice(0, cut)) : undefined;
  return variant && decodes(address) ? variant : undefined;
}

/**
 * Whether every escape in the path decodes ('%ZZ', a bare '%' or a lone '%e9' does not). The decoded
 * path is compared, not thrown away: the build's bundler took a call whose result went unused for one
 * without effect and dropped it, check and all.
 */
const decodes = (pathname: string) => {
  try {
    return typeof decodeURIComponent(pathname) === 'string';
  } catch {
    return false;
  }
};

/** Every route by the pattern it is written with. */
const byPattern = new Map(routes.map((r) => [r.path, r]));

/** The route written with the pattern `path` (`/contact`, `/solutions/:category`, NOT_FOUND_PATH): the not-found page when none is. */
export function routeNamed(path: string): PageMatch {
  const route = byPattern.get(path) ?? routes.at(-1)!;
  return { route, notFound: route.path === NOT_FOUND_PATH };
}

/** The route a path shows, and whether it is the not-found page. */
export function matchPage(pathname: string): PageMatch {
  // No page's address has an encoding that does not decode (React Router would warn on each such path).
  if (!decodes(pathname)) return { route: routes.at(-1)!, notFound: true };
  // matchRoutes flattens and ranks the whole table on every call. A path written out in the table is
  // its best match anyway (plain segments outrank parameters), so only other paths need the ranking:
  // the /solutions/{category} redirects, another letter case or a trailing slash, and unknown paths.
  const route = routeAt(pathname) ?? ((matchRoutes(routes, pathname)?.at(-1)?.route ?? routes.at(-1)!) as AppRoute);
  return { route, notFound: route.path === NOT_FOUND_PATH };
}
