// The server's account API (docs/accounts.md): the session lives in an HttpOnly cookie the page
// never reads; these calls send it (same origin) and name the signed-in account.
import type { LeaderboardEntry, PlayerProfile } from '../../../shared/accounts.js';
import { apiUrl } from './endpoint.js';

export type { LeaderboardEntry, PlayerProfile };

export interface AccountInfo {
  username: string;
  createdAt: string;
}

export interface Leaderboard {
  game: string;
  page: number;
  entries: LeaderboardEntry[];
  hasMore: boolean;
}

/** A refusal with the server's code (`username_taken`, `bad_credentials`, `rate_limited`, …). */
export class AccountError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { code?: string } | null;
  if (!response.ok) throw new AccountError(response.status, json?.code ?? 'unavailable');
  return json as T;
}

/** Whether the server said a session cookie was set (its `signed_in` companion: the session itself is HttpOnly). */
const maybeSignedIn = () => document.cookie.split(';').some((c) => c.trim() === 'signed_in=1');

/** The signed-in account, or null (nobody, or the server did not say). A guest's page asks nothing. */
export async function fetchMe(): Promise<AccountInfo | null> {
  if (!maybeSignedIn()) return null;
  try {
    return (await call<{ account: AccountInfo }>('GET', '/api/me')).account;
  } catch (e) {
    // The session ended (expired, or signed out elsewhere): forget the hint, so the next page asks nothing.
    if (e instanceof AccountError && e.status === 401) document.cookie = 'signed_in=; Path=/; Max-Age=0; SameSite=Lax';
    return null;
  }
}

export const signUp = async (username: string, password: string) =>
  (await call<{ account: AccountInfo }>('POST', '/api/accounts', { username, password })).account;
export const signIn = async (username: string, password: string) =>
  (await call<{ account: AccountInfo }>('POST', '/api/sessions', { username, password })).account;
export const signOut = (everywhere = false) => call<unknown>('DELETE', `/api/sessions${everywhere ? '?everywhere=1' : ''}`);
export const deleteAccount = () => call<unknown>('DELETE', '/api/me');
export const fetchLeaderboard = (game: string, page: number) =>
  call<Leaderboard>('GET', `/api/leaderboard/${encodeURIComponent(game)}?page=${Math.max(0, Math.trunc(page))}`);
export const fetchProfile = (username: string) => call<PlayerProfile>('GET', `/api/players/${encodeURIComponent(username)}`);
