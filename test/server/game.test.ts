// A whole 4-player game over WebSocket, from quick match to final scores, every seat choosing only
// among the legal actions the shared engine lists on its own synced view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, pendingSeats, replay, type Action } from '../../shared/games/dice-hospital/index.js';
import { randomInt, seedRng } from '../../shared/random.js';
import { bootServer, engineState, playUntil, quickMatch, serverView, settled, waitFor, type Chooser, type TestClient, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer();
});
afterAll(async () => {
  await ts.shutdown();
});

/** Seeded-random legal action, committing activations early now and then to keep the game short. */
function seededChooser(seed: number): Chooser {
  const rng = { rng: seedRng(seed) };
  return (legal: Action[]) => {
    const commit = legal.find((a) => a.type === 'commitActivation');
    if (commit && randomInt(rng, 0, 2) === 0) return commit;
    return legal[randomInt(rng, 0, legal.length - 1)]!;
  };
}

describe('a complete 4-player game', () => {
  it('runs from room creation to final scores with only legal actions', async () => {
    const names = ['Ada', 'Brunel', 'Curie', 'Darwin'];
    const players: TestClient[] = [];
    for (const name of names) players.push(await quickMatch(ts, { name, playerCount: 4 }));
    const roomId = players[0]!.room.roomId;
    expect(players.every((p) => p.room.roomId === roomId)).toBe(true);
    // Full quick-match room: starts by itself.
    await waitFor(() => players.every((p) => p.seat !== null && p.json().status === 'playing'), 'auto start');
    expect(players.map((p) => p.seat).sort()).toEqual([0, 1, 2, 3]);
    expect(players.every((p) => p.phases[0]?.previousPhase === 'lobby')).toBe(true);

    // The client-side legal actions on the synced view are exactly the server's.
    for (const p of players) {
      expect(legalActions(p.view(), p.seat!)).toEqual(legalActions(engineState(ts, roomId), p.seat!));
    }

    // After every action, every client's view read back from its synced state is exactly the
    // engine's view for that seat (deletions, secrets, nested arrays and all).
    const plain = (v: unknown) => JSON.parse(JSON.stringify(v));
    let checks = 0;
    const everyViewMatches = () => {
      for (const p of players) expect(plain(p.view())).toStrictEqual(plain(serverView(ts, roomId, p.seat!)));
      checks += 1;
    };
    const sent = await playUntil(players, (v) => v.phase === 'gameOver', seededChooser(42), 5_000, everyViewMatches);
    expect(checks).toBe(sent + 1);
    await waitFor(() => players.every((p) => p.json().status === 'finished'), 'finished status');

    const state = engineState(ts, roomId);
    expect(state.phase).toBe('gameOver');
    expect(state.round).toBe(8);
    expect(state.result?.standings).toHaveLength(4);
    for (const p of players) {
      const view = p.view();
      expect(view.result?.standings.map((s) => s.score)).toEqual(state.result!.standings.map((s) => s.score));
      expect(view).toEqual(serverView(ts, roomId, p.seat!));
    }

    // The action log reproduces the game exactly.
    const log = await ts.store.load(roomId);
    expect(log?.actions).toHaveLength(sent);
    expect(log?.finishedAt).not.toBeNull();
    const replayed = replay(
      log!.config as never,
      log!.actions.map(({ seat, action }) => ({ seat, action: action as Action })),
    );
    expect(replayed).toEqual(state);

    // The finished game is a recent game, with its scores, and no longer an open one.
    const rooms = await ts.get('/api/rooms');
    expect(rooms.body.find((r: { roomId: string }) => r.roomId === roomId)).toBeUndefined();
    const recent = (await ts.get('/api/matches')).body as { matches: { matchId: string; status: string; players: { name: string }[] }[] };
    expect(recent.matches.find((m) => m.matchId === roomId)).toMatchObject({
      status: 'finished',
      players: names.map((name) => expect.objectContaining({ name })),
    });
    await Promise.all(players.map((p) => p.room.leave()));
  });
});

describe('simultaneous activation', () => {
  it('lets two seats act at once and advances only after both commit', async () => {
    const a = await quickMatch(ts, { name: 'Ann', playerCount: 2, options: { resistantSuperbug: true } });
    const b = await quickMatch(ts, { name: 'Bob', playerCount: 2, options: { resistantSuperbug: true } });
    const roomId = a.room.roomId;
    await waitFor(() => a.seat !== null && b.seat !== null && b.json().status === 'playing', 'start');
    await playUntil([a, b], (v) => v.phase === 'activation');
    await settled(ts, roomId, [a, b]);
    const seatA = a.seat!;
    const seatB = b.seat!;
    expect(pendingSeats(engineState(ts, roomId)).sort()).toEqual([0, 1]);

    // Both place a worker without waiting for each other.
    const placeA = legalActions(a.view(), seatA).find((x) => x.type === 'placeWorker');
    const placeB = legalActions(b.view(), seatB).find((x) => x.type === 'placeWorker');
    const before = engineState(ts, roomId).actionCount;
    const sentBoth = [placeA, placeB].filter(Boolean).length;
    if (placeA) a.send(placeA);
    if (placeB) b.send(placeB);
    await waitFor(() => engineState(ts, roomId).actionCount === before + sentBoth, 'both placements');
    expect([...a.errors, ...b.errors]).toEqual([]);

    // Ann commits: the phase waits for Bob, and everyone can see whom it waits for.
    await settled(ts, roomId, [a, b]);
    const phasesBefore = a.phases.length;
    a.send({ type: 'commitActivation' });
    await waitFor(() => b.view().activation[seatA]!.committed, 'commit seen by Bob');
    expect(b.view().phase).toBe('activation');
    expect(b.view().pending).toEqual({ kind: 'activation', seats: [seatB] });
    expect(pendingSeats(engineState(ts, roomId))).toEqual([seatB]);
    expect(a.phases.length).toBe(phasesBefore);
    // Ann has committed: she cannot act again this phase.
    a.send({ type: 'commitActivation' });
    await waitFor(() => a.errors.length === 1, 'refused second commit');
    expect(a.errors[0]!.code).toBe('not_your_turn');

    // Bob's actions still go through, then his commit moves the game on for both.
    const more = legalActions(b.view(), seatB).find((x) => x.type === 'placeWorker' || x.type === 'bloodBagHeal');
    if (more) {
      const count = engineState(ts, roomId).actionCount;
      b.send(more);
      await waitFor(() => engineState(ts, roomId).actionCount === count + 1, "Bob's extra action");
      await settled(ts, roomId, [a, b]);
    }
    b.send({ type: 'commitActivation' });
    await waitFor(() => a.phases.length > phasesBefore && b.phases.length > phasesBefore, 'phase messages');
    expect(a.phases[phasesBefore]).toMatchObject({ previousPhase: 'activation', previousRound: 1 });
    expect(engineState(ts, roomId).phase).not.toBe('activation');
    // The events of each accepted action were broadcast to both.
    expect(a.events.map((e) => e.actionIndex)).toEqual(b.events.map((e) => e.actionIndex));
    expect(a.events.at(-1)!.events.length).toBeGreaterThan(0);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });
});
