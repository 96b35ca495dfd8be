// What a starting server does with the rooms its store holds (the child-process tests in
// restart.test.ts show the whole story; these show each case on its own): a game being played
// comes back under its id, replayed action by action; a private lobby keeps its invite code and
// seats; a game stopped between its last action and its result is finished; a log that no longer
// replays is set aside as abandoned; and a restored room nobody returns to is closed after the
// reconnection window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRandomGame, createGame, pendingSeats, replay, viewFor, type Action, type GameConfig } from '../../shared/games/dice-hospital/index.js';
import { testKey } from '../../shared/random.js';
import { hashSeatToken } from '../../server/store/gameStore.js';
import { MemoryGameStore } from '../../server/store/memoryStore.js';
import { JoinErrorCode } from '../../shared/protocol.js';
import { actionCount, bootServer, captureLogs, engineState, joinById, waitFor, type TestServer } from './harness.js';

const store = new MemoryGameStore();
const names = ['Ada', 'Bo', 'Cy'];
const token = (roomId: string, name: string) => `token-${roomId}-${name}`;
const seatsOf = (roomId: string, players = names) => players.map((name) => ({ name, tokenHash: hashSeatToken(token(roomId, name)) }));

async function storedGame(
  roomId: string,
  seed: number,
  actions: number | 'all',
  corrupt = false,
): Promise<{ config: GameConfig; log: { seat: number; action: Action }[] }> {
  const config: GameConfig = { players: names, key: testKey(seed) };
  const whole = playRandomGame(createGame(config), seed).log;
  const log = actions === 'all' ? whole : whole.slice(0, actions);
  await store.saveLobby({ roomId, game: 'dice_hospital', private: false, inviteCode: null, playerCount: 3, options: {}, seats: seatsOf(roomId), hostSeat: 0 });
  await store.begin(roomId, { config, seats: seatsOf(roomId), startedAt: new Date().toISOString() });
  for (const [i, { seat, action }] of log.entries()) {
    const stored = corrupt && i === log.length - 1 ? ({ type: 'nonsense' } as unknown as Action) : action;
    await store.append(roomId, { index: i + 1, seat, action: stored, auto: false, at: new Date().toISOString() });
  }
  return { config, log };
}

/** What was said in the private lobby before the server stopped. */
const chatBefore = [
  { id: 1, seat: 0, name: 'Ada', text: 'waiting for Cy', at: 1_000 },
  { id: 2, seat: null, name: '', text: 'me too', at: 2_000 },
];

let ts: TestServer;
const logs = captureLogs();
let playing: { config: GameConfig; log: { seat: number; action: Action }[] };
beforeAll(async () => {
  playing = await storedGame('playing-room', 3, 40);
  await storedGame('ended-room', 4, 'all');
  await storedGame('broken-room', 5, 12, true);
  await storedGame('deserted-room', 6, 10);
  await store.saveLobby({
    roomId: 'lobby-room',
    game: 'dice_hospital',
    private: true,
    inviteCode: 'QWERTY',
    playerCount: 3,
    options: {},
    seats: [...seatsOf('lobby-room', ['Ada', 'Bo']), null],
    hostSeat: 0,
  });
  await store.saveChat('lobby-room', chatBefore);
  // A game of one person and two bots, at a fast pace, stopped before anyone acted.
  const botSeats = [
    { name: 'Ada', tokenHash: hashSeatToken(token('bot-room', 'Ada')) },
    { name: 'Bot 1 (strong)', tokenHash: '', bot: 'strong' as const },
    { name: 'Bot 2 (random)', tokenHash: '', bot: 'random' as const },
  ];
  await store.saveLobby({
    roomId: 'bot-room',
    game: 'dice_hospital',
    private: false,
    inviteCode: null,
    playerCount: 3,
    options: {},
    pace: 'fast',
    seats: botSeats,
    hostSeat: 0,
  });
  const botConfig: GameConfig = { players: botSeats.map((s) => s.name), key: testKey(9) };
  await store.begin('bot-room', { config: botConfig, seats: botSeats, startedAt: new Date().toISOString() });
  ts = await bootServer({ reconnectSeconds: 2, botDelayMs: 0 }, logs.logger, store);
});
afterAll(async () => {
  await ts.shutdown();
});

describe('a starting server restores its stored rooms', () => {
  it('brings back a game under its id, replayed from its log, and lets each seat back in with its token', async () => {
    expect(engineState(ts, 'playing-room')).toEqual(replay(playing.config, playing.log));
    const bo = await joinById(ts, 'playing-room', { seatToken: token('playing-room', 'Bo') });
    await waitFor(() => bo.seat === 1 && actionCount(bo) === 40, 'Bo back at seat 1');
    expect(bo.view()).toEqual(viewFor(replay(playing.config, playing.log), 1));
    expect(bo.json().commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(bo.json().revealedKey).toBe('');
    // Someone else's token, or a made-up one, is refused.
    await expect(ts.sdk.joinById('playing-room', { seatToken: 'made-up' })).rejects.toMatchObject({ code: JoinErrorCode.badSeatToken });
    await bo.room.leave(true);
  });

  it('brings back bot seats and the pace: once their person is back, the bots play on', async () => {
    const ada = await joinById(ts, 'bot-room', { seatToken: token('bot-room', 'Ada') });
    await waitFor(() => ada.seat === 0 && ada.json().game !== undefined, 'Ada back');
    expect(ada.json().pace).toBe('fast');
    expect(ada.json().seats.map((s) => s.bot)).toEqual(['', 'strong', 'random']);
    // Setup is simultaneous: the bots set up without Ada, who is then the only one waited for.
    await waitFor(() => engineState(ts, 'bot-room').pending.kind === 'setup' && pendingSeats(engineState(ts, 'bot-room')).join() === '0', 'bots set up');
    const stored = (await store.load('bot-room'))!.actions;
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((a) => a.auto && a.seat !== 0)).toBe(true);
    await ada.room.leave(true);
  });

  it('keeps a private lobby with its invite code, seats and chat; a new player joins by code', async () => {
    const found = await ts.get('/api/rooms/by-code/QWERTY');
    expect(found).toMatchObject({ status: 200, body: { roomId: 'lobby-room', seatsFree: 1 } });
    const ada = await joinById(ts, 'lobby-room', { seatToken: token('lobby-room', 'Ada') });
    const cy = await joinById(ts, 'lobby-room', { name: 'Cy', code: 'QWERTY' });
    await waitFor(() => ada.json().seats.every((s) => s.occupied), 'three seated');
    expect(ada.json().seats.map((s) => s.name)).toEqual(['Ada', 'Bo', 'Cy']);
    expect(ada.json().hostSeat).toBe(0);
    // What was said before the restart is there for whoever comes back and for the newcomer.
    await waitFor(() => ada.chatHistories.length === 1 && cy.chatHistories.length === 1, 'the chat');
    expect(ada.chatHistories[0]).toEqual(chatBefore);
    expect(cy.chatHistories[0]).toEqual(chatBefore);
    ada.start();
    await waitFor(() => actionCount(cy) >= 0, 'the game to start');
    expect((await store.load('lobby-room'))!.status).toBe('playing');
    await ada.room.leave(true);
    await cy.room.leave(true);
  });

  it('finishes a game stopped between its last action and its result', async () => {
    const ended = await store.load('ended-room');
    expect(ended!.status).toBe('finished');
    expect(ended!.standings).toHaveLength(3);
  });

  it('sets aside a game whose log no longer replays, and says so in the log', async () => {
    expect((await store.load('broken-room'))!.status).toBe('abandoned');
    expect(hasRoom('broken-room')).toBe(false);
    expect(logs.lines.find((l) => l.event === 'restore_failed')).toMatchObject({ roomId: 'broken-room' });
  });

  it('closes a restored game nobody comes back to once the reconnection window is over', async () => {
    expect(ts.room('deserted-room')).toBeTruthy();
    await waitFor(() => !hasRoom('deserted-room'), 'the deserted room to close', 8_000);
    expect((await store.load('deserted-room'))!.status).toBe('abandoned');
  });
});

function hasRoom(roomId: string): boolean {
  try {
    ts.room(roomId);
    return true;
  } catch {
    return false;
  }
}
