/**
 * The one route table. The server renders from it and takes each response's
 * status from it (the '*' entry is the only 404); the client hydrates with it.
 * Every real URL is listed, so unknown slugs fall through to '*'.
 */
import type { ReactNode } from 'react';
import { matchRoutes } from 'react-router-dom';
import { applyMeta } from './content/apply';
import { articles, type ListedArticle } from './content/articles';
import { contactMeta } from './content/contact';
import { homeMeta } from './content/home';
import { industryPages } from './content/industries';
import { articlesOverview, industriesOverview, solutionsOverview } from './content/overviews';
import { articlePath, industryPath, solutionPath } from './content/paths';
import { solutionPages } from './content/solutions';
import { partnerMeta } from './content/partner';
import type { PageMeta } from './content/types';
import { ApplyPage } from './pages/apply-page';
import { ArticlePage } from './pages/article-page';
import { ArticlesPage } from './pages/articles-page';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';
import { IndustriesPage } from './pages/industries-page';
import { IndustryPage } from './pages/industry-page';
import { NotFoundPage } from './pages/not-found-page';
import { PartnerPage } from './pages/partner-page';
import { SolutionPage } from './pages/solution-page';
import { SolutionsPage } from './pages/solutions-page';

export interface RouteHandle {
  meta: PageMeta;
  /** The page's name in a breadcrumb trail. @example 'POS Systems' */
  breadcrumb: string;
  /** The canonical path when the URL is a variant of another page (/solutions/{category}). */
  canonical?: string;
  /** Set on article pages: shared as an article, with its dates. */
  article?: ListedArticle;
}

export interface AppRoute {
  path: string;
  element: ReactNode;
  handle: RouteHandle;
}

export const NOT_FOUND_PATH = '*';

export const routes: AppRoute[] = [
  { path: '/', element: <HomePage />, handle: { meta: homeMeta, breadcrumb: 'Home' } },

  { path: '/solutions', element: <SolutionsPage />, handle: { meta: solutionsOverview.meta, breadcrumb: 'Solutions' } },
  ...solutionPages.map((page) => ({
    path: solutionPath(page.slug),
    element: <SolutionPage page={page} />,
    handle: { meta: page.meta, breadcrumb: page.navLabel },
  })),
  { path: '/solutions/:category', element: <SolutionsPage />, handle: { meta: solutionsOverview.meta, breadcrumb: 'Solutions', canonical: '/solutions' } },

  { path: '/industries', element: <IndustriesPage />, handle: { meta: industriesOverview.meta, breadcrumb: 'Industries' } },
  ...industryPages.map((page) => ({
    path: industryPath(page.slug),
    element: <IndustryPage page={page} />,
    handle: { meta: page.meta, breadcrumb: page.navLabel },
  })),
  { path: '/industries/:category', element: <IndustriesPage />, handle: { meta: industriesOverview.meta, breadcrumb: 'Industries', canonical: '/industries' } },

  { path: '/articles', element: <ArticlesPage />, handle: { meta: articlesOverview.meta, breadcrumb: 'Articles' } },
  ...articles.map((article) => ({
    path: articlePath(article.slug),
    element: <ArticlePage article={article} />,
    handle: { meta: { title: article.title, description: article.excerpt }, breadcrumb: article.title, article },
  })),

  { path: '/contact', element: <ContactPage />, handle: { meta: contactMeta, breadcrumb: 'Contact' } },
  { path: '/apply', element: <ApplyPage />, handle: { meta: applyMeta, breadcrumb: 'Apply' } },
  { path: '/partner', element: <PartnerPage />, handle: { meta: partnerMeta, breadcrumb: 'Partner with Us' } },

  {
    path: NOT_FOUND_PATH,
    element: <NotFoundPage />,
    handle: {
      breadcrumb: 'Page not found',
      meta: {
        title: 'Page not found',
        description: 'The page you asked for does not exist. Return to the home page to find payment solutions for Gulf Coast businesses.',
      },
    },
  },
];

/** The route a path shows, and whether it is the not-found page. */
export function matchPage(pathname: string) {
  const route = (matchRoutes(routes, pathname)?.at(-1)?.route ?? routes.at(-1)!) as AppRoute;
  return { route, notFound: route.path === NOT_FOUND_PATH };
}
