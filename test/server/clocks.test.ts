// Decision clocks (the room's pace): every decision is timed and the clock shows on the seat that
// owes it; a connected player who runs out of time has a strong bot decide for them, and after
// three time-outs in a row the bot keeps the seat until they say they are back. The rules' own
// timed activation keeps its consequence (unplaced workers lost). A game where one player never
// acts and another leaves for good still reaches its final scores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, pendingSeats } from '../../shared/games/dice-hospital/index.js';
import { ClientMessage, PACES, TIME_OUTS_BEFORE_BOT, type PlatformEvent } from '../../shared/protocol.js';
import { actOnce as act, bootServer, engineState, quickChooser, quickMatch, settled, sleep, waitFor, type TestClient, type TestServer } from './harness.js';

const SCALE = 0.005; // normal pace: 45 s → 225 ms a choice, 150 s → 750 ms an activation
let ts: TestServer;
beforeAll(async () => {
  ts = await bootServer({ reconnectSeconds: 0.5, botDelayMs: 0, timeLimitScale: SCALE });
});
afterAll(async () => {
  await ts.shutdown();
});

/** The room's platform log lines (who a bot played for, and why) a client was sent, oldest first. */
const platformLog = (c: TestClient): PlatformEvent[] =>
  c.events.flatMap((m) => m.events as unknown as PlatformEvent[]).filter((e) => ['botTookOver', 'timedOut', 'playerBack'].includes(e.type));

async function table(count: number, options: Record<string, unknown> = {}): Promise<{ clients: TestClient[]; roomId: string }> {
  const clients: TestClient[] = [];
  for (let i = 0; i < count; i++) clients.push(await quickMatch(ts, { name: `P${i}`, playerCount: count, options, pace: 'normal' }));
  await waitFor(() => clients.every((c) => c.seat !== null && c.json().status === 'playing'), 'start');
  return { clients, roomId: clients[0]!.room.roomId };
}

const actOnce = (clients: TestClient[], roomId: string) => act(ts, roomId, clients);

describe('decision clocks', () => {
  it('shows a countdown on each seat that owes a decision, as long as the pace says', async () => {
    const { clients, roomId } = await table(2);
    const [a] = clients;
    const owing = pendingSeats(engineState(ts, roomId));
    await waitFor(() => owing.every((s) => a!.json().seats[s]!.deadline > 0), 'deadlines shown');
    const left = a!.json().seats[owing[0]!]!.deadline - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(PACES.normal.short * 1000 * SCALE);
    await Promise.all(clients.map((c) => c.room.leave()));
  });

  it('has a strong bot decide for a player out of time, then keep the seat after three in a row until they are back', async () => {
    const { clients, roomId } = await table(2);
    const [a, b] = clients as [TestClient, TestClient];
    // Bob never acts; Ann plays whenever she is waited for.
    const seatB = b.seat!;
    const handedOver = () => a.json().seats[seatB]!.botPlaying && platformLog(a).some((e) => e.type === 'botTookOver' && e.seat === seatB);
    for (let guard = 0; !handedOver(); guard++) {
      if (guard > 400) throw new Error('never handed over');
      if (!(await actOnce([a], roomId))) await sleep(20);
    }
    const timedOut = platformLog(a).filter((e) => e.type === 'timedOut' && e.seat === seatB);
    expect(timedOut.length).toBeGreaterThanOrEqual(TIME_OUTS_BEFORE_BOT);
    expect(timedOut.every((e) => e.type === 'timedOut' && e.by === 'bot')).toBe(true);
    expect(platformLog(a).find((e) => e.type === 'botTookOver')).toEqual({ type: 'botTookOver', seat: seatB, reason: 'timeOuts' });
    // Bob's moves were made by the bot, through the same path as anyone's: stored, marked auto.
    const stored = (await ts.store.load(roomId))!.actions;
    expect(stored.filter((x) => x.seat === seatB).length).toBeGreaterThan(0);
    expect(stored.filter((x) => x.seat === seatB).every((x) => x.auto)).toBe(true);
    expect(stored.filter((x) => x.seat === a.seat).every((x) => !x.auto)).toBe(true);
    // Ann cannot take over what is not hers; Bob takes his seat back.
    a.room.send(ClientMessage.back, {});
    await waitFor(() => a.errors.some((e) => e.code === 'not_bot_played'), 'refused');
    b.room.send(ClientMessage.back, {});
    await waitFor(() => !a.json().seats[seatB]!.botPlaying, 'seat given back');
    expect(platformLog(a).at(-1)).toEqual({ type: 'playerBack', seat: seatB });
    b.room.send(ClientMessage.back, { please: true });
    await waitFor(() => b.errors.some((e) => e.code === 'bad_message'), 'bad payload refused');
    await Promise.all(clients.map((c) => c.room.leave()));
  });

  it('after one time-out the bot makes that decision only: the seat is not shown as played by a bot, and no "back" line follows', async () => {
    const { clients, roomId } = await table(2);
    const [a, b] = clients as [TestClient, TestClient];
    const seatB = b.seat!;
    const timeOutsOfB = () => platformLog(a).filter((e) => e.type === 'timedOut' && e.seat === seatB).length;
    // Ann plays; Bob lets his first decision run out, then his clock shows for a new decision.
    for (let guard = 0; timeOutsOfB() === 0 || !(a.json().seats[seatB]!.deadline > 0); guard++) {
      if (guard > 400) throw new Error('Bob never owed a second decision');
      if (!(await actOnce([a], roomId))) await sleep(10);
    }
    expect(timeOutsOfB()).toBe(1);
    expect(a.json().seats[seatB]!.botPlaying).toBe(false);
    expect(platformLog(a).some((e) => e.type === 'botTookOver')).toBe(false);
    // He plays it himself, at once (his clock is 225 ms: no round trip before the move), and his
    // seat was never taken from him, so nothing says he is back and `back` is refused.
    const state = engineState(ts, roomId);
    expect(pendingSeats(state)).toContain(seatB);
    b.send(quickChooser(legalActions(state, seatB), null as never, seatB));
    await waitFor(() => b.events.some((m) => m.seat === seatB && !m.auto && m.actionIndex > state.actionCount), 'his own move accepted');
    b.room.send(ClientMessage.back, {});
    await waitFor(() => b.errors.some((e) => e.code === 'not_bot_played'), 'back refused: no bot holds the seat');
    await settled(ts, roomId, clients);
    expect(platformLog(a).some((e) => e.type === 'playerBack')).toBe(false);
    await Promise.all(clients.map((c) => c.room.leave()));
  });

  it("keeps the rules' timed activation: at time-out the seat commits, unplaced workers lost", async () => {
    const { clients, roomId } = await table(2, { timedActivation: true });
    const [a, b] = clients as [TestClient, TestClient];
    while (engineState(ts, roomId).phase !== 'activation') {
      if (!(await actOnce([a, b], roomId))) await sleep(10);
    }
    const round = engineState(ts, roomId).round;
    await waitFor(() => a.json().seats.every((s) => s.deadline > Date.now() - 1_000), 'deadlines shown');
    expect(a.json().seats[0]!.deadline - Date.now()).toBeLessThanOrEqual(60_000 * SCALE + 5_000 * SCALE * (round - 1));
    await waitFor(() => engineState(ts, roomId).phase !== 'activation', 'time-out commits', 3_000);
    // Nobody placed a worker: the rules' default commits without placing any (no bot plays here).
    const auto = (await ts.store.load(roomId))!.actions.filter((x) => x.auto);
    expect(auto.map((x) => (x.action as { type: string }).type)).toEqual(['commitActivation', 'commitActivation']);
    expect(
      platformLog(a)
        .filter((e) => e.type === 'timedOut')
        .every((e) => e.type === 'timedOut' && e.by === 'rules'),
    ).toBe(true);
    await Promise.all(clients.map((c) => c.room.leave()));
  });

  it('finishes a 4-player game where one player never acts and another leaves for good', async () => {
    const { clients, roomId } = await table(4);
    const [active1, active2, idle, leaver] = clients as [TestClient, TestClient, TestClient, TestClient];
    leaver.room.leave(false); // dropped, never to come back
    for (let guard = 0; engineState(ts, roomId).phase !== 'gameOver'; guard++) {
      if (guard > 3_000) throw new Error('the game stalled');
      if (!(await actOnce([active1, active2], roomId))) await sleep(15);
    }
    await waitFor(() => active1.json().status === 'finished', 'finished');
    const state = engineState(ts, roomId);
    expect(state.result!.standings).toHaveLength(4);
    // The recent log shows who a bot played for, and from when.
    const full = await new Promise<PlatformEvent[]>((resolve) => {
      active1.room.onMessage('logPage', (page: { entries: { event: string }[] }) =>
        resolve(page.entries.map((e) => JSON.parse(e.event) as PlatformEvent).filter((e) => ['botTookOver', 'timedOut', 'playerBack'].includes(e.type))),
      );
      active1.room.send(ClientMessage.log, {});
    });
    const takeovers = full.filter((e) => e.type === 'botTookOver');
    expect(takeovers).toContainEqual({ type: 'botTookOver', seat: idle.seat, reason: 'timeOuts' });
    expect(takeovers).toContainEqual({ type: 'botTookOver', seat: leaver.seat, reason: 'away' });
    const stored = (await ts.store.load(roomId))!;
    expect(stored.status).toBe('finished');
    const autoSeats = new Set(stored.actions.filter((x) => x.auto).map((x) => x.seat));
    expect([...autoSeats]).toEqual(expect.arrayContaining([idle.seat, leaver.seat]));
    // The two who play keep their seats. (At 225 ms a choice, a loaded machine can make one of their
    // moves late, which a bot then plays: that is the clock working, so it is not counted against them.)
    expect(takeovers.filter((e) => e.seat === active1.seat || e.seat === active2.seat)).toEqual([]);
    await Promise.all([active1, active2, idle].map((c) => c.room.leave()));
  }, 120_000);
});
