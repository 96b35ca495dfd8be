// Requests to the account API as a page of the server's own site makes them: from the site's origin
// (or another, or none, to test the same-origin check), with a session cookie when given, each from
// a client address of its own unless told (the limits count per address).
import { fetchJson } from './harness.js';

export interface Call {
  cookie?: string;
  /** The Origin header: the server's own by default; null sends none. */
  origin?: string | null;
  address?: string;
  headers?: Record<string, string>;
}

/** `baseUrl` is read at each call (test servers start in beforeAll); addresses are `${prefix}.x.y`. */
export function accountCalls(baseUrl: () => string, prefix = '10.0') {
  let next = 1;
  /** A client address of its own, for one test's limits. */
  const newAddress = () => `${prefix}.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
  const call = (method: string, path: string, body?: unknown, how: Call = {}) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': how.address ?? newAddress(), ...how.headers };
    const origin = how.origin === undefined ? baseUrl() : how.origin;
    if (origin !== null) headers.Origin = origin;
    if (how.cookie) headers.Cookie = how.cookie;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return fetchJson(baseUrl() + path, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  };
  return { call, newAddress };
}

/** The Set-Cookie value of the session cookie. */
export const sidCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '';
/** The `sid=…` pair to send back. */
export const cookieOf = (headers: Headers) => /^(sid=[^;]*)/.exec(sidCookie(headers))?.[1] ?? '';
