// Issue 23 §10: a finished private game (names, scores, options) is listed, and its record served,
// only to its players (a seat token of its room) and to holders of its invite code. Everyone else
// gets 404, as for an unknown game. Public games stay listed to everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMessage } from '../../shared/protocol.js';
import { MAX_PROOFS, type MatchDetail, type MatchPage, type MyMatches } from '../../shared/matches.js';
import { verifyMatch } from '../../shared/fairness.js';
import { bootServer, create, fetchJson, joinById, playUntil, waitFor, type TestClient, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({ matchesPageSize: 50 });
});
afterAll(async () => {
  await ts.shutdown();
});

const request = (path: string, init: RequestInit = {}) => fetchJson(ts.httpUrl + path, init);
const mine = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  request('/api/matches/mine', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function finishedGame(names: [string, string], isPrivate: boolean): Promise<{ roomId: string; code: string | null; players: TestClient[] }> {
  const host = await create(ts, { name: names[0], playerCount: 2, private: isPrivate });
  const code = host.json().code ?? null;
  const guest = await joinById(ts, host.room.roomId, { name: names[1], ...(code ? { code } : {}) });
  await waitFor(() => host.json().seats.every((s) => s.occupied), 'both seated');
  if (isPrivate) host.room.send(ClientMessage.start, {});
  await waitFor(() => host.json().status === 'playing', 'the start');
  await playUntil([host, guest], () => false);
  const roomId = host.room.roomId;
  for (let i = 0; i < 100 && (await ts.store.summary(roomId))?.status !== 'finished'; i++) await new Promise((r) => setTimeout(r, 20));
  return { roomId, code, players: [host, guest] };
}

let secret: { roomId: string; code: string | null; players: TestClient[] };
let open: { roomId: string; code: string | null; players: TestClient[] };
beforeAll(async () => {
  secret = await finishedGame(['Priv', 'Ate'], true);
  open = await finishedGame(['Pub', 'Lic'], false);
}, 120_000);

describe('private games in the match history', () => {
  it('lists no private game in GET /api/matches, public ones still to everyone', async () => {
    const page = (await request('/api/matches')).body as MatchPage;
    const ids = page.matches.map((m) => m.matchId);
    expect(ids).toContain(open.roomId);
    expect(ids).not.toContain(secret.roomId);
    expect(JSON.stringify(page)).not.toContain('Priv');
  });

  it('answers 404 for a private game without proof, or with a wrong token or code, exactly as for an unknown game', async () => {
    const unknown = await request('/api/matches/nope-nope');
    for (const headers of <Record<string, string>[]>[
      {},
      { 'X-Seat-Token': 'not-a-token-of-this-room' },
      { 'X-Invite-Code': 'ABCDEF' },
      { 'X-Seat-Token': open.players[0]!.token! },
    ]) {
      const res = await request(`/api/matches/${secret.roomId}`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
  });

  it('serves a private game to each of its players (seat token) and to holders of its invite code, never for shared caches', async () => {
    const proofs: Record<string, string>[] = [
      { 'X-Seat-Token': secret.players[0]!.token! },
      { 'X-Seat-Token': secret.players[1]!.token! },
      { 'X-Invite-Code': secret.code! },
      { 'X-Invite-Code': secret.code!.toLowerCase().replace(/^(...)/, '$1-') },
    ];
    for (const headers of proofs) {
      const res = await request(`/api/matches/${secret.roomId}`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      const detail = res.body as MatchDetail;
      expect(detail.summary.players.map((p) => p.name)).toEqual(['Priv', 'Ate']);
      expect(verifyMatch(detail.record).ok).toBe(true);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // A public game needs no proof, and ignores one.
    const pub = await request(`/api/matches/${open.roomId}`, { headers: { 'X-Seat-Token': 'whatever' } });
    expect(pub.status).toBe(200);
    expect(pub.headers.get('cache-control')).toContain('public');
  });

  it('POST /api/matches/mine lists the games the proofs open, public ones too, in the order asked', async () => {
    const res = await mine({
      games: [
        { matchId: secret.roomId, seatToken: secret.players[1]!.token! },
        { matchId: open.roomId },
        { matchId: 'unknown-id', seatToken: 'abc' },
        { matchId: secret.roomId, code: 'ABCDEF' },
      ],
    });
    expect(res.status).toBe(200);
    expect((res.body as MyMatches).matches.map((m) => m.matchId)).toEqual([secret.roomId, open.roomId]);
    const byCode = await mine({ games: [{ matchId: secret.roomId, code: secret.code }] });
    expect((byCode.body as MyMatches).matches.map((m) => m.players.map((p) => p.name))).toEqual([['Priv', 'Ate']]);
    const none = await mine({ games: [{ matchId: secret.roomId }, { matchId: secret.roomId, seatToken: open.players[0]!.token! }] });
    expect((none.body as MyMatches).matches).toEqual([]);
  });

  it('lets browsers of other allowed origins send the proofs (CORS preflight)', async () => {
    const res = await request('/api/matches/mine', { method: 'OPTIONS', headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Seat-Token.*X-Invite-Code/);
  });

  it('refuses malformed proofs with 400 and a reason, whatever the game', async () => {
    const tooLong = await request(`/api/matches/${secret.roomId}`, { headers: { 'X-Seat-Token': 'a'.repeat(129) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'bad_proof', message: expect.stringMatching(/X-Seat-Token/) });
    const badCode = await request(`/api/matches/${secret.roomId}`, { headers: { 'X-Invite-Code': 'not a code' } });
    expect(badCode.status).toBe(400);
    expect(badCode.body).toMatchObject({ code: 'bad_proof', message: expect.stringMatching(/X-Invite-Code/) });
    const cases: [unknown, RegExp][] = [
      ['{not json', /JSON/],
      [{}, /games/],
      [{ games: 'x' }, /games/],
      [{ games: Array.from({ length: MAX_PROOFS + 1 }, (_, i) => ({ matchId: `m${i}` })) }, new RegExp(`${MAX_PROOFS}`)],
      [{ games: [{ matchId: '../etc' }] }, /matchId/],
      [{ games: [{ matchId: 'ok', seatToken: 'x'.repeat(129) }] }, /seatToken/],
      [{ games: [{ matchId: 'ok', code: 'nope' }] }, /code/],
      [{ games: [{ matchId: 'ok', extra: 1 }] }, /extra/],
    ];
    for (const [body, reason] of cases) {
      const res = await mine(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ code: 'bad_request', message: expect.stringMatching(reason) });
    }
    const notJson = await mine('games', { 'Content-Type': 'text/plain' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/application\/json/) });
  });
});
