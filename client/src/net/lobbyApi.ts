// The server's HTTP lobby API: public rooms and invite-code lookup.
import type { MatchDetail, MatchPage } from '../../../shared/matches.js';
import { proofFor, proofHeaders } from './matchProofs.js';
import type { RoomAvailability, RoomSummary } from '../../../shared/protocol.js';
import { apiUrl } from './endpoint.js';

export class LobbyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function getJson<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(apiUrl(path), { headers: { Accept: 'application/json', ...headers } });
  if (!response.ok) throw new LobbyError(response.status, `${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

export async function listRooms(): Promise<RoomSummary[]> {
  const body = await getJson<RoomSummary[] | { rooms: RoomSummary[] }>('/api/rooms');
  return Array.isArray(body) ? body : body.rooms;
}

export async function findRoomByCode(code: string): Promise<RoomSummary> {
  return getJson<RoomSummary>(`/api/rooms/by-code/${encodeURIComponent(code)}`);
}

/** Whether a room that did not answer is being restored (keep the seat), damaged, over or gone. */
export async function roomAvailability(roomId: string): Promise<RoomAvailability> {
  return (await getJson<{ state: RoomAvailability }>(`/api/rooms/${encodeURIComponent(roomId)}/state`)).state;
}

/** Recent finished games, newest first (0-based pages). */
export async function listMatches(page: number): Promise<MatchPage> {
  return getJson<MatchPage>(`/api/matches?page=${Math.max(0, Math.trunc(page))}`);
}

/** One game: its summary, and once it is over its record (key and log) for the replay. A private
 * game is shown only with the seat token or invite code this device holds for it (else 404). */
export async function getMatch(matchId: string): Promise<MatchDetail> {
  return getJson<MatchDetail>(`/api/matches/${encodeURIComponent(matchId)}`, proofHeaders(proofFor(matchId)));
}

/** The operators' maintenance notice, or null (none, or the server did not say). */
export async function fetchNotice(): Promise<string | null> {
  try {
    return (await getJson<{ notice: string | null }>('/api/notice')).notice;
  } catch {
    return null;
  }
}
