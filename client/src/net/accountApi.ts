// The server's account API (docs/accounts.md): the session lives in an HttpOnly cookie the page
// never reads; these calls send it (same origin) and name the signed-in account.
import { MAX_BOUND_SEATS, type AccountGame, type LeaderboardEntry, type PlayerProfile } from '../../../shared/accounts.js';
import { MATCH_ID_PATTERN, SEAT_TOKEN_PATTERN } from '../../../shared/matches.js';
import { apiUrl } from './endpoint.js';
import { finishedGames, loadSeat, savedSeatRooms } from './storage.js';

export type { AccountGame, LeaderboardEntry, PlayerProfile };

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
export const changeUsername = async (username: string) => (await call<{ account: AccountInfo }>('PUT', '/api/me/username', { username })).account;
export const signOut = (everywhere = false) => call<unknown>('DELETE', `/api/sessions${everywhere ? '?everywhere=1' : ''}`);
export const deleteAccount = () => call<unknown>('DELETE', '/api/me');
export const fetchLeaderboard = (game: string, page: number) =>
  call<Leaderboard>('GET', `/api/leaderboard/${encodeURIComponent(game)}?page=${Math.max(0, Math.trunc(page))}`);
export const fetchProfile = (username: string) => call<PlayerProfile>('GET', `/api/players/${encodeURIComponent(username)}`);

/** After a sign-up or sign-in: the seats this device holds or held (their tokens) become the
 * account's, so that its other devices find them. Best effort: a refusal leaves them this device's, as before. */
export async function bindDeviceSeats(): Promise<number> {
  // Seats still held first, then the finished games this device remembers (their seat tokens).
  const held = savedSeatRooms().flatMap((roomId) => {
    const token = loadSeat(roomId)?.token;
    return token ? [{ roomId, token }] : [];
  });
  const rooms = new Set(held.map((s) => s.roomId));
  const past = finishedGames().flatMap((g) => (g.seatToken && !rooms.has(g.matchId) ? [{ roomId: g.matchId, token: g.seatToken }] : []));
  // One malformed entry (an old or edited storage) would have the whole request refused.
  const seats = [...held, ...past].filter((s) => MATCH_ID_PATTERN.test(s.roomId) && SEAT_TOKEN_PATTERN.test(s.token)).slice(0, MAX_BOUND_SEATS);
  if (seats.length === 0) return 0;
  try {
    return (await call<{ bound: number }>('POST', '/api/me/seats', { seats })).bound;
  } catch {
    return 0;
  }
}

/** The signed-in account's live and recent finished games, on any device; [] when it cannot say. */
export async function fetchMyGames(): Promise<AccountGame[]> {
  try {
    return (await call<{ games: AccountGame[] }>('GET', '/api/me/games')).games;
  } catch {
    return [];
  }
}
