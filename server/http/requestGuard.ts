// The first thing every HTTP request meets, in front of express AND of Colyseus' own /matchmake
// handler (which reads whole bodies into memory with no limit and believes X-Forwarded-For):
// security headers, the trusted client address, a body size limit, and per-address limits on
// creating rooms and reserving seats. A refused request costs nothing further.
import type http from 'node:http';
import helmet from 'helmet';
import { clientAddress, type TrustFn } from './clientAddress.js';
import { CSP_DIRECTIVES } from './headers.js';
import type { Limiters } from './rateLimit.js';

export interface GuardOptions {
  trust: TrustFn;
  maxBodyBytes: number;
  roomsPerMinute: number;
  joinsPerMinute: number;
  limiters: Limiters;
}

/** Colyseus reads the client address for onAuth's context from this header; we set it ourselves. */
export const ADDRESS_HEADER = 'x-real-ip';

const MATCHMAKE = /^\/matchmake\/(\w+)/;
const CREATES_ROOMS = new Set(['create', 'joinOrCreate']);

export function guardRequests(server: http.Server, options: GuardOptions): void {
  const headers = helmet({ contentSecurityPolicy: { directives: CSP_DIRECTIVES }, crossOriginEmbedderPolicy: false, frameguard: { action: 'deny' } });
  const rooms = options.limiters('rooms', options.roomsPerMinute);
  const joins = options.limiters('joins', options.joinsPerMinute);
  const downstream = server.listeners('request') as ((req: http.IncomingMessage, res: http.ServerResponse) => void)[];
  server.removeAllListeners('request');

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const address = clientAddress(req, options.trust);
    // Colyseus prefers this header to X-Forwarded-For; whatever a client sent in it is replaced.
    // X-Forwarded-For stays for express, which reads it through the same trust setting (req.ip).
    req.headers[ADDRESS_HEADER] = address;
    headers(req as never, res as never, () => {
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > options.maxBodyBytes) return refuse(req, res, 413, 'body_too_large', `request bodies are limited to ${options.maxBodyBytes} bytes`);
      const pass = () => {
        limitBody(req, res, options.maxBodyBytes);
        for (const listener of downstream) listener.call(server, req, res);
      };
      const method = req.method === 'POST' ? MATCHMAKE.exec(req.url ?? '')?.[1] : undefined;
      if (!method) return pass();
      // The body stays paused (no 'data' listener yet) while the limiters answer.
      const checks = [joins.consume(address)];
      if (CREATES_ROOMS.has(method)) checks.push(rooms.consume(address));
      Promise.all(checks).then(
        (waits) => {
          const retry = Math.max(...waits);
          if (retry === 0) return pass();
          res.setHeader('Retry-After', String(retry));
          refuse(req, res, 429, 'rate_limited', `too many ${CREATES_ROOMS.has(method) ? 'new rooms' : 'joins'} from this address; try again in ${retry} s`);
        },
        () => refuse(req, res, 503, 'unavailable', 'the server cannot check its limits right now; try again shortly'),
      );
    });
  });
}

/** Counts streamed bytes (chunked bodies have no Content-Length) and cuts the request off at the limit. */
function limitBody(req: http.IncomingMessage, res: http.ServerResponse, max: number): void {
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > max && !res.headersSent) refuse(req, res, 413, 'body_too_large', `request bodies are limited to ${max} bytes`);
  });
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
  // Stop reading whatever else the client sends once the answer is out.
  res.end(JSON.stringify({ code, message }), () => req.destroy());
}
