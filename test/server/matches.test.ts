// Match history over HTTP: recent finished games with their scores, one game's record once it is
// over (and never its key or log before), and clear refusals of bad requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMatch } from '../../shared/fairness.js';
import type { MatchDetail, MatchPage } from '../../shared/matches.js';
import { actionCount, bootServer, create, joinById, playUntil, waitFor, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({ matchesPageSize: 2 });
});
afterAll(async () => {
  await ts.shutdown();
});

async function twoPlayerGame(names: [string, string]) {
  const host = await create(ts, { name: names[0], playerCount: 2 });
  const guest = await joinById(ts, host.room.roomId, { name: names[1] });
  await waitFor(() => actionCount(host) >= 0, 'the game to start');
  return { roomId: host.room.roomId, players: [host, guest] };
}

/** The match's answer once its result is stored (the last client may see the end a moment before). */
async function finished(roomId: string) {
  for (let i = 0; i < 100; i++) {
    const res = await ts.get(`/api/matches/${roomId}`);
    if ((res.body as MatchDetail).summary?.status === 'finished') return res;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the result was never stored');
}

describe('GET /api/matches', () => {
  it('serves a running game without its key or log, then its whole verifiable record once it is over', async () => {
    const { roomId, players } = await twoPlayerGame(['Ada', 'Bo']);
    await playUntil(players, (view) => view.actionCount >= 6);
    const running = await ts.get(`/api/matches/${roomId}`);
    expect(running.status).toBe(200);
    expect(running.body).toMatchObject({
      summary: {
        matchId: roomId,
        status: 'playing',
        players: [
          { name: 'Ada', score: null },
          { name: 'Bo', score: null },
        ],
      },
      record: null,
    });
    const key = ts.room(roomId)['gameKey'] as string;
    expect(JSON.stringify(running.body)).not.toContain(key);
    expect(running.headers.get('cache-control')).toBe('no-store');

    await playUntil(players, () => false);
    await waitFor(() => players[0]!.view().phase === 'gameOver', 'the end');
    const done = await finished(roomId);
    const detail = done.body as MatchDetail;
    expect(detail.summary.status).toBe('finished');
    expect(detail.record!.key).toBe(key);
    expect(detail.record!.log).toHaveLength(players[0]!.view().actionCount);
    const verified = verifyMatch(detail.record);
    expect(verified.ok).toBe(true);
    const scores = detail.summary.players.map((p) => [p.name, p.score, p.rank]);
    expect(scores).toEqual(
      (verified as { scores: { name: string; score: number; rank: number; seat: number }[] }).scores
        .sort((a, b) => a.seat - b.seat)
        .map((s) => [s.name, s.score, s.rank]),
    );
    expect(done.headers.get('cache-control')).toContain('immutable');
  }, 60_000);

  it('lists finished games newest first, a page at a time', async () => {
    for (const names of [
      ['Cy', 'Di'],
      ['Ed', 'Fa'],
    ] as [string, string][]) {
      const { players } = await twoPlayerGame(names);
      await playUntil(players, () => false);
      await finished(players[0]!.room.roomId);
    }
    const first = (await ts.get('/api/matches')).body as MatchPage;
    expect(first).toMatchObject({ page: 0, pageSize: 2, hasMore: true });
    expect(first.matches.map((m) => m.players.map((p) => p.name))).toEqual([
      ['Ed', 'Fa'],
      ['Cy', 'Di'],
    ]);
    expect(first.matches.every((m) => m.status === 'finished' && m.players.every((p) => typeof p.score === 'number'))).toBe(true);
    const second = (await ts.get('/api/matches?page=1')).body as MatchPage;
    expect(second.matches.map((m) => m.players[0]!.name)).toEqual(['Ada']);
    expect(second.hasMore).toBe(false);
    expect(((await ts.get('/api/matches?page=abc')).body as MatchPage).page).toBe(0);
    expect(((await ts.get('/api/matches?page=99')).body as MatchPage).matches).toEqual([]);
  }, 60_000);

  it('answers 404 for an unknown or malformed id, and for a room still in its lobby', async () => {
    const lobby = await create(ts, { name: 'Gi', playerCount: 3 });
    for (const id of ['nope', lobby.room.roomId, 'a'.repeat(65), '..%2F..%2Fetc', '%00']) {
      const res = await ts.get(`/api/matches/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found' });
    }
    await lobby.room.leave(true);
  });
});
