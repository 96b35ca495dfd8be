// Fuzzing the live server (issue 8 §4): in several rooms, an attacking player and an attacking
// spectator send random and mutated messages (from valid ones) while honest players play their game
// to the end. Afterwards: the process answers, every room's game still satisfies the engine's
// invariants and equals a replay of its stored log, the honest games finished, and every message of
// an attacker was answered (an error, or an accepted action when a mutation happened to be legal).
// `npm test` runs a short version; `npm run fuzz` sets FUZZ_MESSAGES=120000 for the full one.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BEDS,
  DICE_PER_COLOUR,
  DICE_REMOVED_PER_COLOUR,
  legalActions,
  pendingSeats,
  replay,
  type Action,
  type GameState,
} from '../../shared/games/dice-hospital/index.js';
import { ClientMessage, ServerMessage } from '../../shared/protocol.js';
import { randomInt, seedRng } from '../../shared/random.js';
import { diceInPlay } from '../engine/helpers.js';
import { bootServer, create, engineState, joinById, waitFor, type TestClient, type TestServer } from './harness.js';

const TOTAL_MESSAGES = Number(process.env.FUZZ_MESSAGES ?? 6_000);
const ROOMS = Number(process.env.FUZZ_ROOMS ?? 3);
const PER_ROOM = Math.ceil(TOTAL_MESSAGES / ROOMS);

interface FuzzRandom {
  /** An integer in [min, max]; without bounds, any non-negative 31-bit integer. */
  nextInt(min?: number, max?: number): number;
}

function fuzzRandom(seed: number): FuzzRandom {
  const holder = { rng: seedRng(seed) };
  return { nextInt: (min = 0, max = 2 ** 31 - 1) => randomInt(holder, min, max) };
}

/**
 * Message types a client might try: the game's own, near misses, and Colyseus-internal looking
 * ones. (`log`, `chat` and `rematch` are answered with pages and broadcasts rather than errors, so
 * they have their own tests: chat.test.ts, fullLog.test.ts, rematch.test.ts.)
 */
const TYPES = ['action', 'start', 'actions', 'Action', 'chat ', '', '__no_message_handler', '__proto__', 'constructor', '*', '0', 'leave'];

/** A valid-looking action changed in one random way. */
function mutate(action: Action, r: FuzzRandom): unknown {
  const copy: Record<string, unknown> = JSON.parse(JSON.stringify(action));
  const keys = Object.keys(copy);
  const key = keys[r.nextInt(0, keys.length - 1)]!;
  const values: unknown[] = [null, -1, 0, 1, 2, 99, 2 ** 31, 1.5, '', 'x'.repeat(300), [], [1, 2, 3], {}, true, 'nurse-0', 'start-0'];
  switch (r.nextInt(0, 4)) {
    case 0:
      copy[key] = values[r.nextInt(0, values.length - 1)];
      break;
    case 1:
      delete copy[key];
      break;
    case 2:
      copy[`extra${r.nextInt(0, 9)}`] = values[r.nextInt(0, values.length - 1)];
      break;
    case 3:
      copy.type = ['placeWorker', 'takeAmbulance', 'undo', 'commitActivation', 'pass', 'nope'][r.nextInt(0, 5)];
      break;
    default:
      return Object.assign(Object.create(null), JSON.parse('{"__proto__":{"polluted":true}}'), copy);
  }
  return copy;
}

/** One fuzz message: [type, payload], random or mutated from a legal action of the state. */
function fuzzMessage(r: FuzzRandom, legal: Action[]): [string, unknown] {
  const pick = r.nextInt(0, 9);
  if (pick < 5 && legal.length > 0) {
    const action = mutate(legal[r.nextInt(0, legal.length - 1)]!, r);
    const envelope: Record<string, unknown> = { action };
    if (r.nextInt(0, 3) === 0) envelope.seat = r.nextInt(-1, 5);
    if (r.nextInt(0, 3) === 0) envelope.version = r.nextInt(0, 3) === 0 ? 'v' : r.nextInt(0, 500);
    return ['action', envelope];
  }
  const type = TYPES[r.nextInt(0, TYPES.length - 1)]!;
  const payload = fc.sample(fc.anything({ maxDepth: 3, maxKeys: 5 }), { numRuns: 1, seed: r.nextInt() })[0];
  return [type, payload];
}

interface Answers {
  errors: number;
  accepted: number;
}

/** Counts what the server answers this client: errors, and its own accepted actions. */
function answers(c: TestClient): Answers {
  const counted: Answers = { errors: 0, accepted: 0 };
  c.room.onMessage(ServerMessage.error, () => (counted.errors += 1));
  c.room.onMessage(ServerMessage.events, (m: { seat: number; auto: boolean }) => {
    if (m.seat === c.seat && !m.auto) counted.accepted += 1;
  });
  return counted;
}

function checkInvariants(state: GameState): void {
  const players = state.players.length;
  const total = (DICE_PER_COLOUR - DICE_REMOVED_PER_COLOUR[players]!) * 3;
  const dice = diceInPlay(state);
  expect(dice.length).toBe(total);
  expect(new Set(dice).size).toBe(total);
  for (const player of state.players) {
    for (const p of player.patients) expect(p.value >= 1 && p.value <= 6).toBe(true);
    if (state.pending.kind !== 'chooseFatalities') expect(player.patients.length).toBeLessThanOrEqual(BEDS);
  }
  expect(state.round).toBeLessThanOrEqual(8);
}

describe(`fuzzing live rooms with ${TOTAL_MESSAGES} messages`, () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await bootServer();
  });
  afterAll(async () => ts.shutdown());

  it('keeps the process alive, the games valid and finished, and answers every bad message', { timeout: 600_000 }, async () => {
    const r = fuzzRandom(Number(process.env.FUZZ_SEED ?? 42));
    let sent = 0;
    const rooms = await Promise.all(
      Array.from({ length: ROOMS }, async (_, i) => {
        const honest = await create(ts, { playerCount: 3, name: `Honest${i}` } as never);
        const roomId = honest.room.roomId;
        const attacker = await joinById(ts, roomId, { name: `Mallory${i}` });
        const second = await joinById(ts, roomId, { name: `Honest${i}b` });
        await waitFor(() => honest.json().status === 'playing', 'game start');
        const watcher = await joinById(ts, roomId, { spectator: true });
        return { roomId, players: [honest, attacker, second], attacker, watcher, a: answers(attacker), w: answers(watcher) };
      }),
    );
    const fuzzSent = new Map<string, { attacker: number; watcher: number; honest: number }>();

    await Promise.all(
      rooms.map(async ({ roomId, players, attacker, watcher }) => {
        const counts = { attacker: 0, watcher: 0, honest: 0 };
        fuzzSent.set(roomId, counts);
        let budget = PER_ROOM;
        // A game takes a few hundred steps; bursts are sized so the budget is spent while it runs,
        // and whatever is left is sent at the finished game.
        const burstSize = Math.max(40, Math.ceil(PER_ROOM / 150));
        for (let step = 0; step < 50_000; step++) {
          const state = engineState(ts, roomId);
          if (state.phase === 'gameOver' && budget === 0) break;
          // Attackers: a burst of fuzz from the attacking player and the attacking spectator.
          const burst = Math.min(budget, burstSize);
          for (let k = 0; k < burst; k++) {
            const from = k % 4 === 0 ? watcher : attacker;
            const legal = legalActions(state, attacker.seat!);
            const [type, payload] = fuzzMessage(r, legal);
            from.room.send(type, payload);
            if (from === watcher) counts.watcher += 1;
            else counts.attacker += 1;
          }
          budget -= burst;
          sent += burst;
          if (state.phase === 'gameOver') {
            await new Promise((r) => setTimeout(r, 5)); // let the answers flow between bursts
            continue;
          }
          // Honest play (the attacker's seat plays honestly too when the game waits for it).
          const now = engineState(ts, roomId);
          const seat = pendingSeats(now)[0];
          if (seat === undefined) continue;
          const player = players.find((p) => p.seat === seat)!;
          const action = legalActions(now, seat).find((a) => a.type === 'commitActivation') ?? legalActions(now, seat)[0]!;
          const before = now.actionCount;
          player.room.send(ClientMessage.action, { action });
          if (player === attacker) counts.attacker += 1;
          else counts.honest += 1;
          await waitFor(() => engineState(ts, roomId).actionCount > before || engineState(ts, roomId).phase === 'gameOver', 'honest action', 20_000);
        }
      }),
    );

    // Everything sent has been answered once the fuzz traffic has drained.
    for (const room of rooms) {
      const counts = fuzzSent.get(room.roomId)!;
      await waitFor(() => room.a.errors + room.a.accepted >= counts.attacker, 'answers to the attacking player', 30_000);
      await waitFor(() => room.w.errors >= counts.watcher, 'answers to the attacking spectator', 30_000);
      expect(room.a.errors + room.a.accepted).toBe(counts.attacker);
      expect(room.w.errors).toBe(counts.watcher);
      expect(room.w.accepted).toBe(0);
    }
    expect((await ts.get('/healthz')).status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const { roomId } of rooms) {
      const state = engineState(ts, roomId);
      expect(state.phase).toBe('gameOver');
      checkInvariants(state);
      const stored = await ts.store.load(roomId);
      const replayed = replay(
        stored!.config as never,
        stored!.actions.map((a) => ({ seat: a.seat, action: a.action as Action })),
      );
      expect(replayed).toEqual(state);
    }
    console.log(`fuzz: ${sent} fuzz messages over ${ROOMS} rooms, every one answered; games finished and replay-equal`);
  });
});
