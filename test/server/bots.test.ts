// Computer players on the server: the host seats bots of either level in the waiting room and
// takes them out again; a table of one person and bots plays to the end (the bots' moves go
// through the same path as anyone's: validated, stored, logged); quick match fills the empty
// seats with strong bots after the wait the room's creator chose (one of the offered waits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMessage, JoinErrorCode } from '../../shared/protocol.js';
import { GAME_ID as ROOM_NAME } from '../../shared/games/dice-hospital/info.js';
import { actOnce, bootServer, create, engineState, joinById, quickMatch, sleep, waitFor, type TestClient, type TestServer } from './harness.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await ts.shutdown();
});

const seatsOf = (c: TestClient) => c.json().seats.map((s) => (s.occupied ? `${s.name}|${s.bot}` : '-'));

describe('bots in the waiting room', () => {
  it('the host adds bots of either level to empty seats and removes them before the start', async () => {
    const host = await create(ts, { name: 'Host', playerCount: 4, private: true });
    host.room.send(ClientMessage.addBot, { level: 'strong' });
    host.room.send(ClientMessage.addBot, { level: 'random', seat: 3 });
    await waitFor(() => host.json().seats[1]!.occupied && host.json().seats[3]!.occupied, 'bots seated');
    expect(seatsOf(host)).toEqual(['Host|', 'Bot 1 (strong)|strong', '-', 'Bot 2 (random)|random']);
    // The seat named must be empty; the level must be one of the two.
    host.room.send(ClientMessage.addBot, { level: 'strong', seat: 1 });
    await waitFor(() => host.errors.some((e) => e.code === 'no_such_seat'), 'taken seat refused');
    host.room.send(ClientMessage.addBot, { level: 'genius' });
    await waitFor(() => host.errors.some((e) => e.code === 'bad_message'), 'bad level refused');
    // Only the host: a guest cannot add or remove bots.
    const guest = await joinById(ts, host.room.roomId, { name: 'Guest', code: host.json().code! });
    await waitFor(() => guest.seat === 2, 'guest seated');
    guest.room.send(ClientMessage.removeBot, { seat: 1 });
    await waitFor(() => guest.errors.some((e) => e.code === 'not_host'), 'guest refused');
    // Removing: only a bot's seat.
    host.room.send(ClientMessage.removeBot, { seat: 2 });
    await waitFor(() => host.errors.filter((e) => e.code === 'no_such_seat').length === 2, 'a person cannot be removed');
    host.room.send(ClientMessage.removeBot, { seat: 1 });
    await waitFor(() => !host.json().seats[1]!.occupied, 'bot removed');
    expect(seatsOf(guest)).toEqual(['Host|', '-', 'Guest|', 'Bot 2 (random)|random']);
    // The stored lobby has the bot too (a restart brings it back).
    const stored = await ts.store.load(host.room.roomId);
    expect(stored!.seats[3]).toMatchObject({ bot: 'random', tokenHash: '' });
    // Once started, seats no longer change.
    host.start();
    await waitFor(() => host.json().status === 'playing', 'started');
    host.room.send(ClientMessage.addBot, { level: 'strong' });
    await waitFor(() => host.errors.some((e) => e.code === 'not_in_lobby'), 'refused after the start');
    await Promise.all([host.room.leave(), guest.room.leave()]);
  });

  it('a public room whose host fills its last seat with a bot starts at once, and its room goes on working', async () => {
    const host = await quickMatch(ts, { name: 'Quick', playerCount: 2, options: { administrators: false } });
    await waitFor(() => host.seat === 0, 'seated');
    host.room.send(ClientMessage.addBot, { level: 'strong' });
    await waitFor(() => host.json().status === 'playing', 'started by the full table');
    // The room's work queue still runs: the player's moves are answered.
    expect(await actOnce(ts, host.room.roomId, [host])).toBe(true);
    await host.room.leave();
  });

  it('one person and three bots play a whole game; the bots move only through the game path', async () => {
    const host = await create(ts, { name: 'Solo', playerCount: 4, private: true });
    for (const level of ['strong', 'random', 'strong'] as const) host.room.send(ClientMessage.addBot, { level });
    await waitFor(() => host.json().seats.every((s) => s.occupied), 'table full');
    host.start();
    await waitFor(() => host.json().status === 'playing', 'started');
    const roomId = host.room.roomId;
    for (let guard = 0; engineState(ts, roomId).phase !== 'gameOver'; guard++) {
      if (guard > 5_000) throw new Error('the game stalled');
      if (!(await actOnce(ts, roomId, [host]))) await sleep(5);
    }
    await waitFor(() => host.json().status === 'finished', 'finished');
    const stored = (await ts.store.load(roomId))!;
    expect(stored.status).toBe('finished');
    const bySeat = (seat: number) => stored.actions.filter((a) => a.seat === seat);
    for (const seat of [1, 2, 3]) {
      expect(bySeat(seat).length).toBeGreaterThan(0);
      expect(bySeat(seat).every((a) => a.auto)).toBe(true);
    }
    expect(bySeat(0).every((a) => !a.auto)).toBe(true);
    expect(engineState(ts, roomId).result!.standings).toHaveLength(4);
    expect(host.errors).toEqual([]);
    await host.room.leave();
  }, 60_000);

  it('quick match fills the empty seats after the wait its creator chose; a joiner’s wait and unoffered waits count for nothing', async () => {
    // Only the waits the browser offers (15, 30, 60 s): 5 s is refused and opens nothing.
    await expect(ts.sdk.joinOrCreate(ROOM_NAME, { name: 'Hasty', playerCount: 3, botsAfter: 5 })).rejects.toMatchObject({ code: JoinErrorCode.badOptions });
    // A room whose creator chose no bots: a joiner's 15 s must not fill it.
    const patient = await quickMatch(ts, { name: 'Patient', playerCount: 3, options: { events: true } });
    const pushy = await quickMatch(ts, { name: 'Pushy', playerCount: 3, options: { events: true }, botsAfter: 15 });
    expect(pushy.room.roomId).toBe(patient.room.roomId);
    await sleep(1_000); // the pushy joiner's wait, had it counted, would run out a second before the next one
    const alone = await quickMatch(ts, { name: 'Eager', playerCount: 3, options: { resistantSuperbug: true }, botsAfter: 15 });
    expect(alone.json().status).toBe('lobby');
    await waitFor(() => alone.json().status === 'playing', 'filled and started', 20_000);
    expect(alone.json().seats.map((s) => s.bot)).toEqual(['', 'strong', 'strong']);
    expect(ts.room(patient.room.roomId)['core'].phase).toBe('lobby');
    expect(patient.json().seats.map((s) => `${s.name}|${s.bot}`)).toEqual(['Patient|', 'Pushy|', '|']);
    await Promise.all([alone, patient, pushy].map((c) => c.room.leave()));
  }, 30_000);
});
