// Issue 23 §10 in the client: a finished game remembers the seat token and invite code it was
// played with, and a match's page sends them (in headers, never in the URL) so that the server
// shows a private game to its players.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMatch } from '../../client/src/net/lobbyApi.js';
import { proofFor } from '../../client/src/net/matchProofs.js';
import { finishedGames, rememberFinishedGame, saveSeat } from '../../client/src/net/storage.js';
import { MemoryStorage } from './memoryStorage.js';

describe('proofs of the games this device played', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('remembers the seat token and invite code with a finished game', () => {
    rememberFinishedGame({ matchId: 'room-1', finishedAt: new Date().toISOString(), players: ['Ada', 'Bo'], you: 'Ada', seatToken: 'tok-1', code: 'ABC234' });
    expect(finishedGames()[0]).toMatchObject({ seatToken: 'tok-1', code: 'ABC234' });
    expect(proofFor('room-1')).toEqual({ matchId: 'room-1', seatToken: 'tok-1', code: 'ABC234' });
  });

  it('falls back on a seat still saved for the room, and holds nothing for other games', () => {
    saveSeat('room-2', { seat: 1, token: 'tok-2' });
    expect(proofFor('room-2')).toEqual({ matchId: 'room-2', seatToken: 'tok-2' });
    expect(proofFor('room-3')).toEqual({ matchId: 'room-3' });
  });

  it('a match page sends the proof in headers, not in the URL', async () => {
    rememberFinishedGame({ matchId: 'room-4', finishedAt: new Date().toISOString(), players: ['Ada'], you: 'Ada', seatToken: 'tok-4', code: 'XYZ789' });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ summary: {}, record: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await getMatch('room-4');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/matches/room-4');
    expect(init.headers).toMatchObject({ 'X-Seat-Token': 'tok-4', 'X-Invite-Code': 'XYZ789' });
  });

  it('ignores a damaged token or code instead of failing the home page', () => {
    localStorage.setItem('dh.finished', JSON.stringify([{ matchId: 'room-5', finishedAt: 'x', players: [], you: 'A', seatToken: 5 }]));
    expect(finishedGames()).toEqual([]);
  });
});
