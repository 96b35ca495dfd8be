// The first thing every HTTP request meets, in front of express and of the matchmaker: security
// headers, the trusted client address, a body size limit, and one route into the matchmaker
// (matchmakeRoute.ts) with the per-address limits on creating rooms and reserving seats. It is the
// server's only 'request' listener: Colyseus's own, which answered any URL containing
// "/matchmake", is removed. Each request runs in its own scope (requestScope.ts), so that an error
// it raises ends it and not the process.
import type http from 'node:http';
import helmet from 'helmet';
import { clientAddress, type TrustFn } from './clientAddress.js';
import { CSP_DIRECTIVES } from './headers.js';
import { handleMatchmake, isMatchmakePath } from './matchmakeRoute.js';
import type { Limiters } from './rateLimit.js';
import { inRequestScope } from './requestScope.js';
import { limitBody, tooLarge } from './responses.js';

export interface GuardOptions {
  trust: TrustFn;
  maxBodyBytes: number;
  roomsPerMinute: number;
  joinsPerMinute: number;
  limiters: Limiters;
  /** The ban an address is under, or null (banList.ts). */
  banOf?: (address: string) => { until: string } | null;
  /** Everything that is not matchmaking: the express app. */
  app: (req: http.IncomingMessage, res: http.ServerResponse) => void;
}

/** HSTS only where the page really came over HTTPS: sent over plain HTTP it means nothing. */
const HSTS = 'max-age=31536000; includeSubDomains';

export function guardRequests(server: http.Server, options: GuardOptions): void {
  const headers = helmet({
    contentSecurityPolicy: { directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  const limits = {
    maxBodyBytes: options.maxBodyBytes,
    rooms: options.limiters('rooms', options.roomsPerMinute),
    joins: options.limiters('joins', options.joinsPerMinute),
    banOf: options.banOf ?? (() => null),
  };
  server.removeAllListeners('request');

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const address = clientAddress(req, options.trust);
    inRequestScope(req, res, address, () => {
      if (isSecure(req, options.trust)) res.setHeader('Strict-Transport-Security', HSTS);
      headers(req as never, res as never, () => {
        const declared = Number(req.headers['content-length'] ?? 0);
        if (declared > options.maxBodyBytes) return tooLarge(req, res, options.maxBodyBytes);
        if (isMatchmakePath(req.url)) return void handleMatchmake(req, res, address, limits);
        limitBody(req, res, options.maxBodyBytes);
        options.app(req, res);
      });
    });
  });
}

/** Over TLS here, or over TLS to a proxy this server trusts (X-Forwarded-Proto). */
function isSecure(req: http.IncomingMessage, trust: TrustFn): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return typeof proto === 'string' && proto.split(',')[0]!.trim() === 'https' && trust(req.socket.remoteAddress ?? '', 0);
}
