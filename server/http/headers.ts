// The Content-Security-Policy (applied with helmet by requestGuard.ts) and CORS for the JSON API.
import type { RequestHandler } from 'express';
import { INVITE_CODE_HEADER, SEAT_TOKEN_HEADER } from '../../shared/matches.js';

/** Content-Security-Policy for helmet (requestGuard.ts applies it to every response). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  // 'self' covers same-origin WebSockets in current browsers; ws:/wss: for older ones.
  connectSrc: ["'self'", 'ws:', 'wss:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** CORS for the JSON API: reads, and POST /api/matches/mine (proofs in its body or in headers). No
 * credentials (cookies) are ever allowed. */
export function cors(origins: '*' | string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origins === '*') {
      res.setHeader('Access-Control-Allow-Origin', '*');
    } else if (origin && origins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', `Content-Type, ${SEAT_TOKEN_HEADER}, ${INVITE_CODE_HEADER}`);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}

/** CORS headers for Colyseus' /matchmake routes: only configured origins, never credentials. */
export function matchmakeCors(origins: '*' | string[], origin: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'Access-Control-Allow-Credentials': 'false', Vary: 'Origin' };
  if (origins === '*') headers['Access-Control-Allow-Origin'] = '*';
  else if (origin && origins.includes(origin)) headers['Access-Control-Allow-Origin'] = origin;
  else headers['Access-Control-Allow-Origin'] = 'null';
  return headers;
}
