import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { breadcrumbTrail } from './render/breadcrumbs.server';
import { FormRenderProvider, type FormRender } from './lib/form-render';
import { renderHead } from './render/head.server';
import { PageLayout } from './layout/page-layout.server';
import { matchPage, routeNamed } from './render/routes.server';
import { structuredData } from './render/structured-data.server';
import { serverCache, styleChunks, styleTags } from './theme/server-styles.server';

export interface RenderOptions {
  /** This response's CSP nonce, put on Emotion's style tags. */
  nonce: string;
  /** The public origin for canonical URLs. @example 'https://www.example.com' */
  siteUrl: string;
  /** On /contact and /apply: this render's form ticket, notice settings, and a failed submission to show again. */
  form?: FormRender;
  /**
   * The route table's pattern the server matched the request's path to (server/http/one-address.ts),
   * NOT_FOUND_PATH when none: the page is that route's, never one read again from the URL's spelling.
   * Without it (the content check, the benchmarks), the URL's path is matched.
   */
  route?: string;
}

export interface RenderResult {
  status: 200 | 404;
  /** The route table's pattern that answered (`/articles/:slug`; `*` when none did): a label for metrics. */
  route: string;
  /** Tags for <head>: title, meta, canonical, then the page's critical CSS. */
  head: string;
  /** The app's markup for #root. */
  html: string;
}

/** Renders one URL (path and query) to HTML. Never touches the response. */
export async function render(url: string, { nonce, siteUrl, form, route: matched }: RenderOptions): Promise<RenderResult> {
  // Appended, not resolved against a base: a path such as '//x:y' would read as another host, and throw.
  const { pathname, searchParams } = new URL(`http://localhost${url}`);
  const match = matched === undefined ? matchPage(pathname) : routeNamed(matched);
  const { route, notFound } = match;
  const trail = breadcrumbTrail(match);

  const markup = renderToString(
    <StrictMode>
      <CacheProvider value={serverCache}>
        <StaticRouter location={url}>
          <FormRenderProvider value={form ?? null}>
            <PageLayout route={route.path} trail={trail}>{route.element}</PageLayout>
          </FormRenderProvider>
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  );
  const page = styleChunks(markup);

  const { handle } = route;
  // The route table's address, never the request's spelling of it (nor an address redirected to it).
  const canonicalPath = route.redirectTo ?? route.path;
  const canonicalUrl = notFound ? undefined : new URL(canonicalPath, siteUrl).href;
  const head = renderHead({
    meta: handle.meta,
    isHome: route.path === '/',
    siteUrl,
    canonicalUrl,
    noindex: handle.inputParams?.some((name) => searchParams.has(name)),
    article: handle.article,
    jsonLd: canonicalUrl && structuredData(canonicalPath, handle, trail, canonicalUrl, siteUrl),
    nonce,
  });
  const styles = styleTags(page.styles, nonce);
  return { status: notFound ? 404 : 200, route: route.path, head: `${head}\n    ${styles}`, html: page.html };
}

export { NOT_FOUND_PATH, pageAt, pagePath } from './render/routes.server';
export { canonicalPaths, robotsTxt, sitemapXml, webManifest } from './render/site-files.server';
export { atomFeed } from './render/article-feed.server';
