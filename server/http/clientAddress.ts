// Who is asking: the address every per-address limit counts against. X-Forwarded-For is believed
// only from proxies the operator names (TRUST_PROXY); by default from none, so a client cannot
// rotate the header to get a fresh budget for each request.
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

export type TrustProxy = false | number | string[];
export type TrustFn = (address: string, hop: number) => boolean;

export function trustFunction(trust: TrustProxy): TrustFn {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyaddr.compile(trust);
}

/** The client's address for `req`, following X-Forwarded-For only through trusted proxies. */
export function clientAddress(req: IncomingMessage, trust: TrustFn): string {
  return proxyaddr(req, trust);
}
