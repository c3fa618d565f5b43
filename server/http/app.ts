import compression from 'compression';
import { constants as zlib } from 'node:zlib';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { notFoundCopy } from '../../src/content/not-found';
import { feedPath } from '../../src/content/paths';
import type * as ServerEntry from '../../src/entry-server';
import type { FormRender } from '../../src/lib/form-render';
import { errorDocument, fillTemplate } from './document';
import { formKind } from '../leads/forms';
import { allowedMethods, leadForms, type FormLeads, type SendPage } from './forms';
import type { Logger } from '../process/logger';
import { labelled, type SiteMetrics } from '../observe/metrics';
import type { PageViews } from '../observe/page-views';
import type { Release } from '../process/release';
import { renderTurn } from './render-turns';
import { warnForwardedWithoutTrustProxy } from './proxy-check';
import { oneAddress } from './one-address';
import { pathOf, requestLog } from './request-log';
import { assignNonce, checkRequestTarget, securityHeaders } from './security';
import { SPECULATION_RULES_PATH, speculationRules } from './speculation-rules';
import { staticFiles } from './static-files';
import { SHOWN_PATH, shownViews } from './shown-views';

export interface AppOptions {
  /** The server entry of the app: imported once in production, through Vite's loader in development. */
  entry: () => typeof ServerEntry | Promise<typeof ServerEntry>;
  /** The HTML template with <!--app-head--> and <!--app-html-->. */
  template: (url: string) => string | Promise<string>;
  /** The public origin, for canonical URLs. */
  siteUrl: string;
  logger: Logger;
  /** The built client (production): hashed assets under assets/, public files beside them. */
  clientDir?: string;
  /** Vite's middleware (development). */
  devMiddleware?: RequestHandler;
  /** Express's 'trust proxy' setting, from TRUST_PROXY. */
  trustProxy?: boolean | number | string;
  /** Whether HSTS (sent over HTTPS) covers the host's subdomains too: HSTS_INCLUDE_SUBDOMAINS, true unless 'false'. */
  hstsIncludeSubDomains?: boolean;
  /** Aborted once this process begins to stop: GET /readyz then answers 503. */
  stopping?: AbortSignal;
  /** The lead store the forms commit to, its settings, and the hook called after each commit. */
  leads: FormLeads;
  /** Counts requests and form posts (when METRICS_PORT is set). */
  metrics?: SiteMetrics;
  /** Counts the pages people's browsers were served (unless STATS=off). */
  pageViews?: PageViews;
  /**
   * The release this process runs (release.json), when it runs from a release folder: /readyz names it (the
   * release command waits for that), and an asset the client build lacks is looked for in the kept releases.
   */
  release?: Release;
}

const errorMessages: Record<number, string> = {
  400: 'This address is not valid.',
  404: notFoundCopy.message,
  405: 'This page cannot be changed, only read.',
  413: 'That was more than this form accepts. Please shorten your message and try again.',
  414: 'This address is too long.',
};

/**
 * Pages are compressed as they are sent (assets come precompressed). Our pages are
 * under 64 KB, so brotli needs no more than a 256 KB window, not its default 4 MB:
 * the same output, and far less memory with hundreds of responses in flight.
 */
export const compressionOptions = { brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } } };

/** Builds the whole site as an Express app, without listening. */
export function createApp({ entry, template, siteUrl, logger, clientDir, devMiddleware, trustProxy, hstsIncludeSubDomains, stopping, leads, metrics, pageViews, release }: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  // Every page carries a fresh nonce, so an ETag could never match.
  app.set('etag', false);
  // TRUST_PROXY (e.g. 'loopback' or a hop count) lets req.secure follow X-Forwarded-Proto behind a proxy.
  if (trustProxy) app.set('trust proxy', trustProxy);
  else app.use(warnForwardedWithoutTrustProxy(logger));
  if (metrics) app.use(metrics.requests);
  // The files made from the route table, the articles and the configuration (served below), by address.
  const siteFiles: [string, string, (site: typeof ServerEntry) => string | Promise<string>][] = [
    ['/robots.txt', 'text/plain', (site) => site.robotsTxt(siteUrl)],
    ['/sitemap.xml', 'application/xml', (site) => site.sitemapXml(siteUrl)],
    [feedPath, 'application/atom+xml', (site) => site.atomFeed(siteUrl)],
    ['/site.webmanifest', 'application/manifest+json', (site) => site.webManifest()],
    [SPECULATION_RULES_PATH, 'application/speculationrules+json', () => speculationRules],
  ];
  const routeOf = async (path: string) => (await entry()).pageAt(path);
  app.use(
    requestLog(logger), assignNonce, securityHeaders({ hstsIncludeSubDomains }), checkRequestTarget,
    oneAddress(routeOf, [...siteFiles.map(([path]) => path), SHOWN_PATH]), shownViews(entry, pageViews), allowedMethods, compression(compressionOptions),
  );

  /**
   * Renders the page at the request's URL; a form page gets its form state (a fresh ticket, noting
   * where the visitor came from, unless given). A page served 200 is counted as a view of its path.
   */
  const sendPage = async (req: express.Request, res: express.Response, status?: number, form?: FormRender) => {
    const nonce = res.locals.cspNonce as string;
    const { render, pagePath, NOT_FOUND_PATH } = await entry();
    await renderTurn();
    // Which page this is comes from the route it matched (server/http/one-address.ts), never the raw path:
    // a path it matched to no page is the not-found page, however the renderer would read its spelling.
    const matched = res.locals.route as string | undefined;
    const [page, shell] = await Promise.all([
      render(req.originalUrl, { nonce, siteUrl, route: matched ?? NOT_FOUND_PATH, form: form ?? (matched && formKind(matched) ? formRender(req, matched, pagePath) : undefined) }),
      template(req.originalUrl),
    ]);
    res.locals.route = page.route;
    const answer = status ?? page.status;
    // The page shown after a form is sent (?sent=1) is not a visit of the form page: counted, it would
    // add to that page's views and visitors with every lead and move its rate (docs/owner.md says so).
    const thankYou = Boolean(matched && formKind(matched)) && new URLSearchParams(req.originalUrl.split('?')[1] ?? '').get('sent') === '1';
    if (answer === 200 && !thankYou) pageViews?.count(req, pagePath(page.route));
    res
      .status(answer)
      // no-cache, not no-store: the nonce is never reused from a shared cache, and the page
      // stays eligible for the browser's back/forward cache. A form shown again with what a
      // visitor typed is kept nowhere.
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': form?.failed ? 'no-store' : 'private, no-cache',
        'Speculation-Rules': `"${SPECULATION_RULES_PATH}"`,
      })
      .send(fillTemplate(shell, { nonce, head: page.head, html: page.html }));
  };
  const { routes: formRoutes, formRender } = leadForms(leads, { logger, siteUrl, sendPage: sendPage satisfies SendPage });
  app.use(formRoutes);

  // For load balancers and supervisors. Liveness: answers as long as the process serves.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  // Readiness: 503 from the moment a stop begins, so a balancer sends elsewhere before our sockets close.
  // It names the release served (null outside one): `npm run release` waits until the live address names the new one.
  app.get('/readyz', (_req, res) => {
    const ready = !stopping?.aborted;
    res.status(ready ? 200 : 503).set('Cache-Control', 'no-store').json({ status: ready ? 'ok' : 'stopping', release: release?.name ?? null });
  });

  // Vite reads '//x' and '/\\x' as another host and throws (a 500); none of its files is there.
  if (devMiddleware) app.use((req, res, next) => (/^\/[/\\]/.test(req.path) ? next() : devMiddleware(req, res, next)));
  if (clientDir) app.use(labelled('static', staticFiles(clientDir, logger, release)));

  // The site's files, cached an hour like public/.
  for (const [path, type, make] of siteFiles) {
    app.get(path, async (_req, res) => {
      res.type(type).set('Cache-Control', 'public, max-age=3600').send(await make(await entry()));
    });
  }

  app.get('/{*path}', (req, res) => sendPage(req, res));

  // Every GET reaches the page handler above; this keeps anything else that slips through
  // from Express's unstyled default page.
  app.use((_req, _res, next) => next(Object.assign(new Error('Not Found'), { status: 404 })));

  const handleError: ErrorRequestHandler = (err: { status?: number; statusCode?: number }, req, res, next) => {
    if (res.headersSent) return next(err);
    const given = err.status ?? err.statusCode ?? 500;
    const status = given >= 400 && given < 600 ? given : 500;
    if (status >= 500) logger.error({ err, id: res.locals.requestId, path: pathOf(req.originalUrl) }, 'request failed');
    const message = errorMessages[status] ?? (status < 500 ? 'This request cannot be served.' : 'Something went wrong on our side. Please try again.');
    res.status(status).set('Cache-Control', 'no-store').type('html').send(errorDocument(status, message, res.locals.cspNonce as string));
  };
  app.use(handleError);

  return app;
}
