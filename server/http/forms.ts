/**
 * The two forms' POST: checks, then the lead committed to the store before any answer says so.
 * Order: a cross-site post is refused before its body is read (403), the body is read (413 past
 * 32 KB), the client's count is taken (429), the fields are checked as the browser checks them
 * (400), and the lead is stored, marked spam when a bot gave itself away. Then 303 to the
 * confirmation, or JSON for the island; 503 with the form refilled when the store failed.
 */
import { randomUUID } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { phones } from '../../src/config/phones.server';
import { formProblems } from '../../src/content/lead-forms';
import { applyPath, contactPath } from '../../src/content/paths';
import { HONEYPOT_FIELD, TICKET_FIELD, TOKEN_FIELD, type FormRender, type FormTicket } from '../../src/lib/form-render';
import { errorDocument } from './document';
import { destinationsOf, TAX_ID_RETENTION_DAYS, type LeadsConfig } from '../leads/config';
import { formKind, leadForms as forms } from '../leads/forms';
import { formSecret, isSubmissionId, issueTicket, MIN_FILL_MS, readTicket, TICKET_MAX_AGE_MS } from '../leads/intake/form-ticket';
import { leadSource } from '../leads/intake/lead-source';
import { buildLead, readFields } from '../leads/intake/intake';
import { loadPublicKey } from '../leads/seal';
import type { LeadSource, LeadStore } from '../leads/store/types';
import type { Logger } from '../process/logger';
import { rateLimitKey } from './rate-limit-key';
import { pathOf } from './request-log';

/** The two pages whose forms post to themselves. */
export const FORM_PATHS = [contactPath, applyPath] as const;

/** The largest form body we read; anything bigger is refused with 413. */
export const FORM_BODY_LIMIT = 32 * 1024;

/** What the app needs to take leads: the open store, the settings, and a nudge for the dispatcher. */
export interface FormLeads {
  store: LeadStore;
  config: LeadsConfig;
  /** Called once the answer to a newly committed lead has been sent (the dispatcher delivers it then). */
  afterCommit?: () => void;
}

/** Renders a form page with this status and form state (the app's page renderer). */
export type SendPage = (req: Request, res: Response, status: number, form: FormRender) => Promise<void>;

/**
 * A post from another site: the browser says so (Sec-Fetch-Site), or its Origin is neither this
 * host nor the public origin. `Origin: null` (a sandboxed or privacy-sensitive context) counts as
 * cross-site. A request with neither header comes from no browser page, so it forges nothing.
 */
export function crossSite(req: Request, siteUrl: string): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.get('origin');
  if (origin === undefined) return false;
  if (origin === new URL(siteUrl).origin) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true;
  }
}

/** The forms' routes, and the form state each render of their pages gets. */
export function leadForms({ store, config, afterCommit }: FormLeads, { logger, siteUrl, sendPage }: { logger: Logger; siteUrl: string; sendPage: SendPage }) {
  // Loaded once at start; the start-up report warns while the private key is in DATA_DIR.
  const publicKey = loadPublicKey(config.publicKey, config.dataDir);
  const secret = formSecret(config.formSecret, config.dataDir);
  const destinations = destinationsOf(config);
  const limiter = config.rateLimit && store.rateLimiter(config.rateLimit.points, config.rateLimit.seconds);

  // Tickets are issued and checked by the store's clock, which every copy of the site shares.
  const freshTicket = (source: LeadSource | null) => issueTicket(secret, store.now().getTime(), source);

  /** The form state of a render of a form page with this ticket. */
  const withTicket = (path: string, ticket: FormTicket): FormRender => ({
    ticket,
    notice: { retentionDays: config.retentionDays, taxIdDays: formKind(path) === 'application' ? TAX_ID_RETENTION_DAYS : undefined },
  });

  /**
   * The form state of a fresh render of the form page at `route` (the route table's path it matched):
   * a new ticket noting where the visitor came from. `pagePath` keeps a path of the route table, else 'other'.
   */
  const formRender = (req: Request, route: string, pagePath: (path: string) => string): FormRender =>
    withTicket(route, freshTicket(leadSource({ referer: req.get('referer'), host: req.get('host'), url: req.originalUrl }, { siteUrl, pagePath })));

  const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';

  /** A refusal: JSON for the island, otherwise a small branded page with the message and the phone number. */
  const refuse = (req: Request, res: Response, status: number, message: string) => {
    res.status(status).set('Cache-Control', 'no-store');
    if (wantsJson(req)) res.json({ message });
    else res.type('html').send(errorDocument(status, message, res.locals.cspNonce as string, { phone: phones.local }));
  };

  const refuseCrossSite: RequestHandler = (req, res, next) => (crossSite(req, siteUrl) ? refuse(req, res, 403, formProblems.crossSite) : next());

  // Parsed as a form whatever the type says: the browser sends nothing else, and the fields are checked after.
  const readBody = express.urlencoded({ extended: false, type: () => true, limit: FORM_BODY_LIMIT });

  const countClient: RequestHandler = async (req, res, next) => {
    if (!limiter) return next();
    try {
      await limiter.consume(rateLimitKey(req.ip));
      next();
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) {
        // The count is a guard, not the lead: a store fault here shows again when the lead is stored.
        logger.error({ err: { message: (err as Error).message }, path: pathOf(req.originalUrl) }, 'leads: rate limit unavailable');
        return next();
      }
      res.set('Retry-After', String(Math.ceil(err.msBeforeNext / 1000)));
      refuse(req, res, 429, formProblems.tooMany);
    }
  };

  const take: RequestHandler = async (req, res, next) => {
    // The route matched (server/http/one-address.ts): another spelling of a form's address was sent there (308).
    const path = res.locals.route as string;
    const kind = formKind(path);
    if (!kind) return next();
    const { form } = forms[kind];
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields = readFields(form, body);
    if (!fields) return refuse(req, res, 400, formProblems.invalid);

    const postedId = body[TICKET_FIELD];
    const id = isSubmissionId(postedId) ? postedId : randomUUID();
    const receivedAt = store.now();
    // A token that does not verify (made up, or its source changed) says nothing: no render time, no source.
    const claims = readTicket(secret, id, body[TOKEN_FIELD]);
    const source = claims?.source ?? null;
    const age = claims === null ? undefined : receivedAt.getTime() - claims.renderedAt;
    // A person never fills the hidden field, takes more than two seconds, and sends a form rendered within the day.
    const spam = (body[HONEYPOT_FIELD] ?? '') !== '' || age === undefined || age < MIN_FILL_MS || age > TICKET_MAX_AGE_MS;
    const lead = (leadId: string, ticketId?: string) =>
      buildLead({ id: leadId, ticketId, kind, fields, spam, receivedAt, source }, { publicKey: publicKey.key, formSecret: secret }, destinations);

    let result;
    try {
      result = await store.insert(await lead(id));
      // The id came with other content (a page the browser restored, sent again): a lead of its own, spam after the first such.
      if (result === 'conflict') result = await store.insert(await lead(randomUUID(), id));
    } catch (err) {
      // Never the lead: only what went wrong.
      logger.error({ err: { message: (err as Error).message, code: (err as { code?: string }).code }, path }, 'leads: could not store a submission');
      if (wantsJson(req)) return void res.status(503).set('Cache-Control', 'no-store').json({ message: formProblems.unavailable });
      const ticket = isSubmissionId(postedId) && typeof body[TOKEN_FIELD] === 'string' ? { id, token: body[TOKEN_FIELD] } : undefined;
      return sendPage(req, res, 503, { ...withTicket(path, ticket ?? freshTicket(source)), failed: { values: fields, message: formProblems.unavailable } });
    }

    res.locals.leadOutcome = result === 'repeat' ? 'repeat' : spam ? 'spam' : 'stored';
    // A repeat committed nothing new. The dispatcher starts once the answer is on its way, not before.
    if (result === 'created' && afterCommit) {
      res.once('finish', () => {
        try {
          afterCommit();
        } catch (err) {
          logger.error({ err: { message: (err as Error).message } }, 'leads: afterCommit failed');
        }
      });
    }
    // The island's next send from this page: the same visitor, come from the same place.
    if (wantsJson(req)) return void res.set('Cache-Control', 'no-store').json({ ticket: freshTicket(source) });
    // Post/Redirect/Get: the page shows its confirmation, and a reload does not post again.
    res.redirect(303, `${path}?sent=1`);
  };

  const routes = express.Router();
  routes.post(FORM_PATHS as unknown as string[], refuseCrossSite, readBody, countClient, take);
  return { routes, formRender };
}

/**
 * Only GET and HEAD everywhere, plus POST on the form pages: any other
 * method is answered 405 with the methods the path allows.
 */
export const allowedMethods: RequestHandler = (req, res, next) => {
  const route = res.locals.route as string | undefined;
  const allowed = route && formKind(route) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
  if (allowed.includes(req.method)) return next();
  res.set('Allow', allowed.join(', '));
  next(Object.assign(new Error('Method Not Allowed'), { status: 405 }));
};
