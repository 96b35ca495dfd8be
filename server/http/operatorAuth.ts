// Operators prove who they are with `Authorization: Bearer <ADMIN_TOKEN>` (there are no accounts
// yet). The two SHA-256 digests are compared in constant time, so the answer's timing says nothing
// of how much of a guess was right, whatever its length. Without ADMIN_TOKEN every request is refused.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function requireOperator(adminToken: string | undefined): RequestHandler {
  const expected = adminToken ? digest(adminToken) : null;
  return (req, res, next) => {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (expected && given && timingSafeEqual(digest(given), expected)) return next();
    res.setHeader('WWW-Authenticate', 'Bearer');
    res.status(401).json({
      code: 'unauthorized',
      message: expected ? 'an operator token is needed (Authorization: Bearer <ADMIN_TOKEN>)' : 'the operator API is off: ADMIN_TOKEN is not set',
    });
  };
}
