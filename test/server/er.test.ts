// Dice Hospital ER as a room of the platform: listed by GET /api/games, created privately and joined
// by code, watched, matched quickly, played solo against URSULE, each to its final scores through the
// clients' own synced views (decoded with the game's viewFromSync), with a seat's secret choice of
// die reaching no one else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { legalActions, pendingSeats, viewFor, type Action, type GameState, type GameView } from '../../shared/games/dice-hospital-er/index.js';
import { viewFromSync, type ErSyncJson } from '../../shared/games/dice-hospital-er/sync.js';
import type { GameInfo } from '../../shared/games/registry.js';
import { ClientMessage, ServerMessage, type ErrorPayload, type RoomStateJson, type SeatPayload } from '../../shared/protocol.js';
import { bootServer, waitFor, type TestServer } from './harness.js';

const ER = 'dice_hospital_er';

interface ErClient {
  room: Room;
  seat: number | null;
  errors: ErrorPayload[];
  json(): RoomStateJson & { game?: ErSyncJson };
  view(viewer: number | 'spectator'): GameView;
}

function track(room: Room): ErClient {
  const c: ErClient = {
    room,
    seat: null,
    errors: [],
    json: () => room.state.toJSON() as RoomStateJson & { game?: ErSyncJson },
    view: (viewer) => viewFromSync(c.json().game!, viewer),
  };
  room.onMessage(ServerMessage.seat, (m: SeatPayload) => (c.seat = m.seat));
  room.onMessage(ServerMessage.error, (m: ErrorPayload) => c.errors.push(m));
  room.onMessage(ServerMessage.events, () => undefined);
  room.onMessage(ServerMessage.phase, () => undefined);
  room.onMessage(ServerMessage.logPage, () => undefined);
  return c;
}

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer();
});
afterAll(async () => {
  await ts.cleanup();
  await ts.shutdown();
});

const engineState = (roomId: string): GameState => ts.room(roomId)['game'] as unknown as GameState;

/** Plays to the end from the players' own decoded views; checks every view against the server's
 * at each step (a seat sees its own secret choice, nobody else does). */
async function playToEnd(roomId: string, players: ErClient[], spectator?: ErClient): Promise<number> {
  let checkedSecret = false;
  for (let step = 0; step < 2_000; step++) {
    const state = engineState(roomId);
    const count = state.actionCount;
    await waitFor(() => [...players, ...(spectator ? [spectator] : [])].every((c) => (c.json().game?.actionCount ?? -1) >= count), 'clients to catch up');
    for (const p of players) expect(p.view(p.seat!)).toEqual(viewFor(state, p.seat!));
    if (spectator) expect(spectator.view('spectator')).toEqual(viewFor(state, 'spectator'));
    if (state.pending.kind === 'choose') {
      // A seat that has chosen while others have not: its die is in its own view only.
      const chosen = state.turnState.findIndex((t, seat) => t.chosen && seat !== state.chief);
      if (chosen >= 0 && state.turnState.some((t, seat) => !t.chosen && seat !== state.chief)) {
        checkedSecret = true;
        for (const c of [...players.filter((p) => p.seat !== chosen), ...(spectator ? [spectator] : [])]) {
          expect(JSON.stringify(c.json().game!.secrets[chosen])).toBe('{}');
          expect(c.json().game!.turnState[chosen]!.die).toBe('');
        }
        expect(players.find((p) => p.seat === chosen)!.json().game!.secrets[chosen]!.die).toBe(state.turnState[chosen]!.die);
      }
    }
    if (state.phase === 'gameOver') return checkedSecret ? 1 : 0;
    const seat = pendingSeats(state).find((s) => players.some((p) => p.seat === s));
    if (seat === undefined) throw new Error(`nobody here can act for ${pendingSeats(state).join(',')}`);
    const player = players.find((p) => p.seat === seat)!;
    const legal: Action[] = legalActions(player.view(seat), seat);
    expect(legal.length).toBeGreaterThan(0);
    // Prefer writing patients over the morgue, so games look like games.
    const action = legal.find((a) => a.type === 'admit') ?? legal[step % legal.length]!;
    player.room.send(ClientMessage.action, { action });
    await waitFor(() => engineState(roomId).actionCount > count || player.errors.length > 0, 'the action');
    expect(player.errors).toEqual([]);
  }
  throw new Error('the game did not end');
}

describe('Dice Hospital ER on the platform', () => {
  it('is listed by GET /api/games beside Dice Hospital, with its player counts and options', async () => {
    const games = (await ts.get('/api/games')).body as GameInfo[];
    expect(games.map((g) => g.id)).toContain(ER);
    expect(games.find((g) => g.id === ER)).toMatchObject({
      minPlayers: 1,
      maxPlayers: 5,
      defaultOptions: { preparation: false, equipment: false, isolation: false, capacity: false },
    });
  });

  it('a private room joined by code and watched plays to the final scores; a secret choice stays with its seat', async () => {
    const host = track(await ts.sdk.create(ER, { name: 'Ada', playerCount: 3, private: true }));
    await waitFor(() => host.json().code !== undefined && host.seat !== null, 'the invite code');
    // No game before the start: a client tells the waiting room from the table by this.
    expect(host.json().game).toBeUndefined();
    const code = host.json().code!;
    const lookup = await ts.get(`/api/rooms/by-code/${code}`);
    expect(lookup.body).toMatchObject({ roomId: host.room.roomId, name: ER, playerCount: 3 });
    const ben = track(await ts.sdk.joinById(host.room.roomId, { name: 'Ben', code }));
    const cleo = track(await ts.sdk.joinById(host.room.roomId, { name: 'Cleo', code }));
    const watcher = track(await ts.sdk.joinById(host.room.roomId, { spectator: true, code }));
    await waitFor(() => host.json().seats.filter((s) => s.occupied).length === 3 && ben.seat !== null && cleo.seat !== null, 'seats');
    host.room.send(ClientMessage.start, {});
    await waitFor(() => host.json().status === 'playing' && watcher.json().game !== undefined, 'the start');
    const secretChecked = await playToEnd(host.room.roomId, [host, ben, cleo], watcher);
    expect(secretChecked).toBe(1);
    const result = engineState(host.room.roomId).result!;
    await waitFor(() => watcher.json().game?.result !== undefined, 'final scores');
    expect(watcher.view('spectator').result).toEqual(result);
    expect(result.standings).toHaveLength(3);
    await Promise.all([host, ben, cleo, watcher].map((c) => c.room.leave()));
  });

  it('quick match pools ER players by player count, apart from Dice Hospital rooms', async () => {
    const a = track(await ts.sdk.joinOrCreate(ER, { name: 'Ana', playerCount: 2 }));
    const b = track(await ts.sdk.joinOrCreate(ER, { name: 'Bo', playerCount: 2 }));
    expect(b.room.roomId).toBe(a.room.roomId);
    const other = track(await ts.sdk.joinOrCreate('dice_hospital', { name: 'Cy', playerCount: 2 }));
    expect(other.room.roomId).not.toBe(a.room.roomId);
    await waitFor(() => a.json().status === 'playing', 'the quick match to start');
    const listed = (await ts.get('/api/rooms')).body as { roomId: string; name: string }[];
    expect(listed.find((r) => r.roomId === a.room.roomId)?.name).toBe(ER);
    expect(listed.find((r) => r.roomId === other.room.roomId)?.name).toBe('dice_hospital');
    await Promise.all([a, b, other].map((c) => c.room.leave()));
  });

  it('a solo game against URSULE plays to its end; options outside solo are refused with a reason', async () => {
    const solo = track(await ts.sdk.create(ER, { name: 'Solène', playerCount: 1, private: true, options: { preparation: true } }));
    await waitFor(() => solo.json().status === 'playing' && solo.seat !== null, 'the solo start');
    await playToEnd(solo.room.roomId, [solo]);
    const result = engineState(solo.room.roomId).result!;
    expect(result.ursule).toBeDefined();
    expect(typeof result.soloWin).toBe('boolean');
    await solo.room.leave();
    await expect(ts.sdk.create(ER, { name: 'Duo', playerCount: 2, options: { preparation: true } })).rejects.toThrow(/solo/);
  });
});
