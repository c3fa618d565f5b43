/**
 * The breadcrumb trail of a page, from the route table's `breadcrumb` names:
 * one source for the visible trail (layout/breadcrumbs.tsx) and the
 * BreadcrumbList of the structured data.
 */
import { routeAt, type PageMatch } from './routes.server';

export interface Crumb {
  /** @example 'Industries' */
  name: string;
  /** @example '/industries' */
  path: string;
}

/**
 * Home › Industries › Restaurants: each level of a page's path, from the home
 * page down to the page itself (an address redirected to a page, /solutions/{category},
 * is that page's). Empty for the home page and the not-found page.
 */
export function breadcrumbTrail({ route, notFound }: PageMatch): Crumb[] {
  if (notFound) return [];
  // The route table's path, never the request's spelling of it (/Industries/Restaurants).
  const segments = (route.redirectTo ?? route.path).split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  // The levels above a page are pages written out in the table (/, /solutions); the last is the page.
  return paths.map((path, i) => ({ name: (i === paths.length - 1 ? route : routeAt(path)!).handle.breadcrumb, path }));
}
