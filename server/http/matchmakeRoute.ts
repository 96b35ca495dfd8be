// The one way into Colyseus's matchmaker over HTTP: POST /matchmake/<method>/<room>, spelled
// exactly so. Colyseus's own handler answers any URL that merely contains "/matchmake"
// (/x/matchmake/…, //matchmake/…, /api/matchmake/…), which let a client walk around the
// per-address limits by spelling the path differently; requestGuard.ts replaces it with this one.
// Beyond that, this does what Colyseus's did (CORS, preflight, 503 while shutting down, its errors
// as 200 {code, error}, which colyseus.js expects), and answers what it could not: a body that is
// not a JSON object gets 400, an unknown method 404, other verbs 405.
import type http from 'node:http';
import { matchMaker } from '@colyseus/core';
import { JoinErrorCode } from '../../shared/protocol.js';
import * as metrics from '../metrics.js';
import type { Limiter } from './rateLimit.js';
import { readBody, refuse } from './responses.js';

/** /matchmake/<method>/<room name or id>, nothing before, after or between. */
const ROUTE = /^\/matchmake\/(\w+)\/([\w-]+)\/?(?:\?.*)?$/;
const CREATES_ROOMS = new Set(['create', 'joinOrCreate']);

export interface MatchmakeLimits {
  maxBodyBytes: number;
  rooms: Limiter;
  joins: Limiter;
  /** The ban `address` is under (banList.ts), or null. */
  banOf: (address: string) => { until: string } | null;
}

/** Whether the guard routes this URL here: the path's first segment is `matchmake`. */
export function isMatchmakePath(url: string | undefined): boolean {
  return url !== undefined && (url === '/matchmake' || url.startsWith('/matchmake/') || url.startsWith('/matchmake?'));
}

export async function handleMatchmake(req: http.IncomingMessage, res: http.ServerResponse, address: string, limits: MatchmakeLimits): Promise<void> {
  if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) {
    return refuse(req, res, 503, 'shutting_down', 'the server is restarting; try again in a few seconds');
  }
  const headers: Record<string, string> = { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders(req) };
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  const route = ROUTE.exec(req.url ?? '');
  const method = route?.[1];
  if (!route || !method || !matchMaker.controller.exposedMethods.includes(method)) {
    return refuse(req, res, 404, 'not_found', 'no such matchmaking method');
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST, OPTIONS');
    return refuse(req, res, 405, 'method_not_allowed', 'matchmaking takes POST');
  }

  // A banned address gets Colyseus's kind of refusal, which colyseus.js rejects with its code.
  const ban = limits.banOf(address);
  if (ban) {
    res.writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' });
    res.end(JSON.stringify({ code: JoinErrorCode.addressBanned, error: `address_banned: your address is banned until ${ban.until}` }), () => req.destroy());
    return;
  }

  // The body stays paused (no 'data' listener yet) while the limiters answer.
  const creates = CREATES_ROOMS.has(method);
  let retry: number;
  try {
    const waits = await Promise.all([limits.joins.consume(address), ...(creates ? [limits.rooms.consume(address)] : [])]);
    retry = Math.max(...waits);
  } catch {
    return refuse(req, res, 503, 'unavailable', 'the server cannot check its limits right now; try again shortly');
  }
  if (retry > 0) {
    metrics.rateLimitHit(creates ? 'rooms' : 'joins');
    res.setHeader('Retry-After', String(retry));
    return refuse(req, res, 429, 'rate_limited', `too many ${creates ? 'new rooms' : 'joins'} from this address; try again in ${retry} s`);
  }

  const body = await readBody(req, res, limits.maxBodyBytes);
  if (body === null) return; // refused (too large) or cut off
  let options: unknown;
  try {
    options = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
  } catch {
    return refuse(req, res, 400, 'bad_json', 'the request body is not valid JSON');
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return refuse(req, res, 400, 'bad_options', 'the request body must be a JSON object');
  }

  let answer: unknown;
  try {
    answer = await matchMaker.controller.invokeMethod(method, route[2]!, options, {
      token: bearerToken(req.headers.authorization),
      headers: req.headers,
      ip: address,
      req,
    } as never);
  } catch (e) {
    const error = e as { code?: number; message?: string };
    answer = { code: error.code, error: error.message };
  }
  if (res.headersSent || res.destroyed) return;
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(answer));
}

function bearerToken(header: string | undefined): string | undefined {
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}
