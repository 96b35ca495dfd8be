// Sessions: a random 32-byte id in the `sid` cookie (HttpOnly, SameSite=Lax, Secure over HTTPS);
// only its SHA-256 is stored, so a copy of the database signs nobody in. They last SESSION_DAYS.
import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { Account, AccountStore } from './accountStore.js';

export const SESSION_COOKIE = 'sid';
/** Beside it, readable by the page and holding nothing secret: `1` while a session cookie was set,
 * so that the page asks who is signed in only then (a guest's page never meets a 401). */
export const SIGNED_IN_COOKIE = 'signed_in';
export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 3600 * 1000;
/** base64url of 32 bytes. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export const hashSessionId = (id: string): string => createHash('sha256').update(id).digest('hex');

/** The session id the request's cookie carries, if it looks like one of ours. */
export function sessionIdOf(headers: http.IncomingHttpHeaders): string | null {
  const cookie = headers.cookie;
  if (typeof cookie !== 'string' || cookie.length > 8192) return null;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (SESSION_ID.test(value)) return value;
  }
  return null;
}

/** The signed-in account of a request, or null (no cookie, an unknown or expired session). */
export async function accountOfRequest(accounts: AccountStore, headers: http.IncomingHttpHeaders): Promise<Account | null> {
  const id = sessionIdOf(headers);
  return id ? accounts.sessionAccount(hashSessionId(id), new Date()) : null;
}

/** A new session for the account; returns the Set-Cookie values that carry it. */
export async function startSession(accounts: AccountStore, accountId: string, secure: boolean): Promise<string[]> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_MS);
  await accounts.createSession({ idHash: hashSessionId(id), accountId, expiresAt });
  return [cookie(SESSION_COOKIE, id, SESSION_MS / 1000, secure, true), cookie(SIGNED_IN_COOKIE, '1', SESSION_MS / 1000, secure, false)];
}

/** The Set-Cookie values that remove both cookies from the browser. */
export const clearedCookies = (secure: boolean): string[] => [cookie(SESSION_COOKIE, '', 0, secure, true), cookie(SIGNED_IN_COOKIE, '', 0, secure, false)];

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean, httpOnly: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
