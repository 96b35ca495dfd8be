// The operators' door: GET /metrics and /api/admin/... answer only a request bearing ADMIN_TOKEN
// (`Authorization: Bearer <token>`). Both sides are hashed before they are compared in constant
// time, so that neither the token's length nor its first differing byte shows in the answer's time.
// Without a configured token every such request is refused: an operator endpoint is never open.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import * as metrics from '../metrics.js';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Longest Authorization header read (a token is at most 512 characters). */
const MAX_HEADER = 1024;

export function requireOperator(adminToken: string | undefined | null): RequestHandler {
  const expected = adminToken ? digest(adminToken) : null;
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!expected) {
      metrics.operatorRefused('unset');
      res.status(401).json({ code: 'operator_token_unset', message: 'the operator token (ADMIN_TOKEN) is not configured on this server' });
      return;
    }
    const header = req.headers.authorization ?? '';
    const match = header.length <= MAX_HEADER ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
    if (match && timingSafeEqual(digest(match[1]!), expected)) return next();
    metrics.operatorRefused(match ? 'wrong' : 'missing');
    res.setHeader('WWW-Authenticate', 'Bearer realm="operator"');
    res.status(401).json({ code: 'unauthorized', message: 'this endpoint needs the operator token: Authorization: Bearer <ADMIN_TOKEN>' });
  };
}
