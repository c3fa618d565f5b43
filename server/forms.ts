import express, { type RequestHandler } from 'express';

/** The two pages whose forms post to themselves when JavaScript is off. */
export const FORM_PATHS = ['/contact', '/apply'] as const;

/** The largest form body we read; anything bigger is refused with 413. */
export const FORM_BODY_LIMIT = 32 * 1024;

// Read the body only to drain the connection, as raw bytes that are never
// parsed, logged or stored: the specification says the forms send nothing.
const drainBody = express.raw({ type: () => true, limit: FORM_BODY_LIMIT });

const confirm: RequestHandler = (req, res) => {
  req.body = undefined;
  // Post/Redirect/Get: the page shows its confirmation, and a reload does not post again.
  res.redirect(303, `${req.path}?sent=1`);
};

export const formRoutes = express.Router();
formRoutes.post(FORM_PATHS as unknown as string[], drainBody, confirm);

/**
 * Only GET and HEAD everywhere, plus POST on the form pages: any other
 * method is answered 405 with the methods the path allows.
 */
export const allowedMethods: RequestHandler = (req, res, next) => {
  const allowed = (FORM_PATHS as readonly string[]).includes(req.path) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
  if (allowed.includes(req.method)) return next();
  res.set('Allow', allowed.join(', '));
  next(Object.assign(new Error('Method Not Allowed'), { status: 405 }));
};
