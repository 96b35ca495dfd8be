// Cross-site request forgery: a request that changes something on the strength of the session
// cookie must come from a page of this site. Browsers send Origin with every POST and DELETE (and
// Sec-Fetch-Site); a request carrying neither is refused too, so a page elsewhere cannot act in a
// signed-in player's name. The proxy must pass the Host header through (deploy/nginx.conf does).
import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request says it comes from a page of the host it was sent to. */
export function fromSameOrigin(headers: { origin?: string | undefined; host?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined }): boolean {
  const { origin, host } = headers;
  if (typeof origin === 'string' && origin !== 'null') {
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  return headers['sec-fetch-site'] === 'same-origin';
}

export function requireSameOrigin(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || fromSameOrigin(req.headers)) return next();
    res.status(403).json({ code: 'csrf', message: 'this request must come from a page of this site' });
  };
}
