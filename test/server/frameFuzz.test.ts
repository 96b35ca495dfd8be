// WebSocket frames of every type byte, not only the message types Colyseus decodes (13 and 17):
// before, frames of type 0, 14 or 99 skipped the per-connection budget, so 20,000 of them kept
// the connection open while the process read every one. Now each frame costs budget whatever its
// type, a flood of them is closed like any flood, and random frames of all 256 types leave the
// process, the other rooms and the fuzzing connection's own room in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, pendingSeats } from '../../shared/games/dice-hospital/index.js';
import { CLOSE_ABUSE } from '../../shared/protocol.js';
import { randomInt, seedRng } from '../../shared/random.js';
import { bootServer, create, engineState, joinById, waitFor, type TestClient, type TestServer } from './harness.js';

/** The frames a connection's socket sends, raw: the first byte is Colyseus's frame type. */
const sendRaw = (c: TestClient, bytes: Uint8Array) => c.room.connection.send(bytes);

async function twoPlayers(ts: TestServer): Promise<[TestClient, TestClient, string]> {
  const host = await create(ts, { playerCount: 2, name: 'Host' } as never);
  const guest = await joinById(ts, host.room.roomId, { name: 'Guest' });
  await waitFor(() => host.json().status === 'playing', 'game start');
  return [host, guest, host.room.roomId];
}

async function playOneMove(ts: TestServer, roomId: string, players: TestClient[]): Promise<void> {
  const state = engineState(ts, roomId);
  const seat = pendingSeats(state)[0]!;
  players.find((c) => c.seat === seat)!.send(legalActions(state, seat)[0]);
  await waitFor(() => engineState(ts, roomId).actionCount === state.actionCount + 1, 'the calm room to move');
}

describe('frames of any type byte meet the message budget', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({ messagesPerSecond: 10, messageBurst: 20, abuseDisconnectAfter: 200 });
  });
  afterAll(async () => ts.shutdown());

  for (const type of [0, 14, 99]) {
    it(`closes a connection flooding 1 KB frames of type ${type}, and the other room plays on`, async () => {
      const [flooder] = await twoPlayers(ts);
      const [a, b, calmRoom] = await twoPlayers(ts);
      const closed = new Promise<number>((resolve) => flooder.room.onLeave((code) => resolve(code)));
      const frame = new Uint8Array(1024).fill(7);
      frame[0] = type;
      for (let i = 0; i < 2_000; i++) sendRaw(flooder, frame);
      expect(await closed).toBe(CLOSE_ABUSE);
      await playOneMove(ts, calmRoom, [a, b]);
    });
  }
});

describe('random frames of all 256 type bytes', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer({ messagesPerSecond: 10_000, messageBurst: 10_000, abuseDisconnectAfter: 100_000 });
  });
  afterAll(async () => ts.shutdown());

  it('leave the process serving, the calm room playing, and end the fuzzing connection only by a known close', { timeout: 120_000 }, async () => {
    const [a, b, calmRoom] = await twoPlayers(ts);
    const [host, guest, fuzzRoom] = await twoPlayers(ts);
    const holder = { rng: seedRng(Number(process.env.FUZZ_SEED ?? 7)) };
    const closes: number[] = [];
    let answered = 0;
    const spectate = async () => {
      const c = await joinById(ts, fuzzRoom, { spectator: true });
      const state = { c, open: true };
      c.room.onLeave((code) => {
        answered += c.errors.length;
        closes.push(code);
        state.open = false;
      });
      return state;
    };
    let watcher = await spectate();
    const perType = Number(process.env.FRAME_FUZZ_PER_TYPE ?? 8);
    for (let type = 0; type < 256; type++) {
      for (let k = 0; k < perType; k++) {
        if (!watcher.open) watcher = await spectate();
        const frame = new Uint8Array(randomInt(holder, 1, 300));
        for (let i = 1; i < frame.length; i++) frame[i] = randomInt(holder, 0, 255);
        frame[0] = type;
        sendRaw(watcher.c, frame);
      }
      await new Promise((r) => setTimeout(r, 10)); // a close the frames caused arrives before the next type
      if (type % 32 === 31) await playOneMove(ts, calmRoom, [a, b]);
    }
    // Closes are Colyseus's own for a frame it could not decode (4002) or a leave frame (type 12:
    // a consented leave, 4000/1000); never a crash of the room.
    for (const code of closes) expect([1000, 1005, 4000, 4002]).toContain(code);
    console.log(
      `frame fuzz: ${256 * perType} frames, ${answered + watcher.c.errors.length} answered with an error, ${closes.length} closes (${[...new Set(closes)].join(', ')})`,
    );
    expect((await ts.get('/healthz')).status).toBe(200);
    // The fuzzed room still plays: its players' moves are taken.
    await playOneMove(ts, fuzzRoom, [host, guest]);
  });
});
