// Property tests over random games, and legalActions checked against a brute-force enumeration.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../support/deepFreeze.js';
import { clone } from '../../shared/clone.js';
import { randomInt, seedRng, testKey } from '../../shared/random.js';
import type { ErEvent } from '../../shared/games/dice-hospital-er/index.js';
import { ER } from './helpers.js';
import type { Action, GameState } from '../../shared/games/dice-hospital-er/index.js';

const names = (n: number) => ['Ana', 'Ben', 'Chloé', 'Dev', 'Eli'].slice(0, n);

/** Sheet invariants; `equal` allows a value equal to the previous (URSULE). */
function checkSheet(sheet: ER.Sheet, equal: boolean, startNurses = 0): void {
  sheet.wards.forEach((values, w) => {
    expect(values.length).toBeLessThanOrEqual(ER.WARDS[w]!.beds.length);
    values.forEach((v, k) => {
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(6);
      const previousBed = ER.WARDS[w]!.beds[k - 1];
      if (k > 0 && !sheet.curtains.includes(previousBed!)) expect(equal ? v >= values[k - 1]! : v > values[k - 1]!).toBe(true);
    });
  });
  const written = ER.bedValues(sheet);
  for (const bed of [...sheet.critical, ...sheet.curtains]) expect(written.has(bed)).toBe(true);
  expect(new Set(sheet.curtains).size).toBe(sheet.curtains.length);
  expect(new Set(sheet.nurseWards).size).toBe(sheet.nurseWards.length);
  expect(sheet.nurses).toBe(startNurses + sheet.nurseWards.length);
  expect(sheet.nurses).toBeLessThanOrEqual(7);
  expect(sheet.stethoscopes).toBeGreaterThanOrEqual(0);
  expect(sheet.bloodBags).toBeGreaterThanOrEqual(0);
  expect(sheet.morgue).toBeGreaterThanOrEqual(0);
  expect(sheet.morgue).toBeLessThanOrEqual(4);
}

interface Played {
  state: GameState;
  log: { seat: number; action: Action }[];
  events: ErEvent[];
}

/** A random game, checking invariants after every action. */
function playChecked(players: number, seed: number, botSeed: number, options: Partial<ER.Options> = {}): Played {
  const rng = { rng: seedRng(botSeed) };
  let state = ER.createGame({ players: names(players), key: testKey(seed), options });
  const log: Played['log'] = [];
  const events: ErEvent[] = [];
  while (!ER.isOver(state)) {
    const seats = ER.pendingSeats(state);
    expect(seats.length).toBeGreaterThan(0);
    const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
    const legal = ER.legalActions(state, seat);
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[randomInt(rng, 0, legal.length - 1)]!;
    const before = clone(state);
    const result = ER.applyAction(state, seat, action);
    expect(state).toEqual(before);
    if (!result.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
    log.push({ seat, action });
    events.push(...result.events);
    for (const player of state.players) checkSheet(player.sheet, false);
    if (state.ursule) checkSheet(state.ursule.sheet, true, 2);
    expect(state.turn).toBeLessThanOrEqual(state.turns);
  }
  return { state, log, events };
}

const optionSets = fc.record({ preparation: fc.boolean(), equipment: fc.boolean(), isolation: fc.boolean(), capacity: fc.boolean() });

describe('random games', () => {
  for (const players of [1, 2, 3, 4, 5]) {
    it(`${players} player(s): invariants hold, every turn is played, scores match the sheets and the log, replay agrees`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), players === 1 ? optionSets : fc.constant({}), (seed, botSeed, options) => {
          const { state, log, events } = playChecked(players, seed, botSeed, options);
          expect(state.turn).toBe(players === 5 ? 25 : 24);
          expect(state.turns).toBe(state.turn);
          expect(state.result).not.toBeNull();
          // createGame starts turn 1 itself (no events); every later turn announces itself.
          expect(events.filter((e) => e.type === 'turnStarted')).toHaveLength(state.turns - 1);
          for (const [seat, player] of state.players.entries()) {
            const standing = state.result!.standings.find((s) => s.seat === seat)!;
            expect(standing.breakdown).toEqual(ER.scoreSheet(player.sheet, state.radiologist, state.epidemiologist));
            const admitted = events.filter((e) => e.type === 'patientAdmitted' && e.seat === seat).length;
            expect(player.sheet.wards.flat()).toHaveLength(admitted);
            const cardiology = events.flatMap((e) => (e.type === 'cardiologistScored' && e.seat === seat ? [e.points] : [])).reduce((t, p) => t + p, 0);
            expect(player.sheet.cardiologistPoints).toBe(cardiology);
            const gained = events.filter((e) => e.type === 'stethoscopesGained' && e.seat === seat).length * 2;
            expect(player.sheet.stethoscopesGained).toBe(gained);
          }
          // Ranks: best first, equal scores share a rank.
          const scores = state.result!.standings.map((s) => s.score);
          expect(scores).toEqual([...scores].sort((a, b) => b - a));
          for (const s of state.result!.standings) expect(s.rank).toBe(1 + scores.filter((x) => x > s.score).length);
          if (players === 1) {
            expect(state.result!.ursule!.breakdown).toEqual(ER.scoreSheet(state.ursule!.sheet, state.radiologist, state.epidemiologist, state.options));
            expect(state.result!.soloWin).toBe(scores[0]! > state.result!.ursule!.score);
            expect(events.filter((e) => e.type === 'dieChosen' && e.seat === 'ursule')).toHaveLength(24);
          }
          expect(ER.replay({ players: names(players), key: testKey(seed), options }, log)).toEqual(state);
        }),
        { numRuns: players === 5 ? 6 : 10 },
      );
    });
  }

  it('applyAction writes into nothing its input holds (a deeply frozen state); an admission leaves the other seats the same objects', () => {
    // The working copy copies a seat when the action first reaches it (lazyCopy.ts); modules are
    // strict, so a write into a frozen object of the input throws.
    let shared = 0;
    for (const [players, seed] of [
      [1, 3],
      [3, 4],
      [5, 5],
    ] as const) {
      const options = players === 1 ? { equipment: true, isolation: true } : {};
      const { log } = playChecked(players, seed, seed + 1, options);
      let state = ER.createGame({ players: names(players), key: testKey(seed), options });
      for (const { seat, action } of log) {
        deepFreeze(state);
        const result = ER.applyAction(state, seat, action);
        if (!result.ok) throw new Error(result.error.message);
        // A patient written, sent to the morgue or curtained within a turn reaches its seat only.
        if (action.type !== 'chooseDie' && action.type !== 'discardCardiologist' && result.state.turn === state.turn && !ER.isOver(result.state)) {
          result.state.players.forEach((player, i) => {
            if (i === seat) return;
            expect(player, `${action.type} by seat ${seat}: player ${i} is the same object`).toBe(state.players[i]);
            shared++;
          });
        }
        state = result.state;
      }
    }
    expect(shared).toBeGreaterThan(0);
  });

  it('a random 5-player game runs in well under a second', () => {
    const start = performance.now();
    const { state } = ER.playRandomGame(ER.createGame({ players: names(5), key: testKey(77) }), 77);
    const ms = performance.now() - start;
    expect(state.phase).toBe('gameOver');
    expect(ms).toBeLessThan(1000);
  });

  it('random garbage is rejected with an error, never a throw, and changes nothing', () => {
    const { log } = playChecked(3, 99, 5);
    const positions: GameState[] = [];
    let state = ER.createGame({ players: names(3), key: testKey(99) });
    log.forEach(({ seat, action }, i) => {
      if (i % 5 === 0) positions.push(state);
      state = (ER.applyAction(state, seat, action) as { state: GameState }).state;
    });
    positions.push(state); // the game over
    const garbage = fc.oneof(
      fc.anything(),
      fc.record(
        {
          type: fc.constantFrom('chooseDie', 'admit', 'morgue', 'curtain', 'skipCurtain', 'discardCardiologist', 'toString', '__proto__'),
          colour: fc.oneof(fc.constantFrom('red', 'yellow', 'green', 'white'), fc.anything()),
          patient: fc.oneof(fc.constantFrom('die', 'extra'), fc.anything()),
          bed: fc.oneof(fc.constantFrom(...ER.BEDS), fc.integer(), fc.double()),
          value: fc.oneof(fc.integer({ min: -1, max: 8 }), fc.double(), fc.string()),
          bloodBag: fc.anything(),
          ward: fc.integer({ min: -2, max: 9 }),
          card: fc.oneof(fc.constantFrom(...ER.CARDIOLOGISTS), fc.string()),
        },
        { requiredKeys: ['type'] },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...positions), fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constant(Number.NaN)), garbage, (position, seat, input) => {
        const before = clone(position);
        const legal = ER.legalActions(position, seat).map((a) => JSON.stringify(a));
        const result = ER.applyAction(position, seat, input);
        expect(position).toEqual(before);
        if (!result.ok) {
          expect(result.error.code).toMatch(/^[a-z_]+$/);
          expect(result.error.message.length).toBeGreaterThan(0);
          expect(result.error.message.length).toBeLessThan(300);
        } else {
          // Accepted garbage must be a legal action (give or take an explicit bloodBag: false).
          const { bloodBag, ...rest } = input as Record<string, unknown>;
          expect(legal).toContain(JSON.stringify(bloodBag === false ? rest : input));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('views hide the key, the generator, the deck and the removed cards', () => {
    const { log } = playChecked(4, 5, 6);
    let state = ER.createGame({ players: names(4), key: testKey(5) });
    for (const { seat, action } of log.slice(0, 40)) {
      state = (ER.applyAction(state, seat, action) as { state: GameState }).state;
      for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
        const view = ER.viewFor(state, viewer);
        const json = JSON.stringify(view);
        expect(json).not.toContain(testKey(5));
        for (const key of ['config', 'rng', 'deck', 'removed']) expect(view).not.toHaveProperty(key);
        expect(view.deckCount).toBe(state.deck.length);
        expect(view.viewer).toBe(viewer);
        // What the viewer may do is the same from its view.
        if (typeof viewer === 'number') expect(ER.legalActions(view, viewer)).toEqual(ER.legalActions(state, viewer));
        if (state.pending.kind === 'choose') {
          view.turnState.forEach((t, s) => {
            if (s !== viewer && s !== state.chief) expect(t.die).toBeNull();
          });
        }
      }
    }
  });
});

describe('legalActions is complete', () => {
  /** Every action of every type over a wide range of fields. */
  function candidates(): unknown[] {
    const out: unknown[] = [];
    for (const colour of ER.COLOURS) out.push({ type: 'chooseDie', colour });
    for (const patient of ['die', 'extra']) {
      out.push({ type: 'morgue', patient });
      for (const bed of [...ER.BEDS, 102, 405, 303, 999]) {
        for (let value = 0; value <= 7; value++) {
          out.push({ type: 'admit', patient, bed, value });
          out.push({ type: 'admit', patient, bed, value, bloodBag: true });
        }
      }
    }
    for (let ward = -1; ward <= 7; ward++) out.push({ type: 'curtain', ward });
    out.push({ type: 'skipCurtain' });
    for (const card of ER.CARDIOLOGISTS) out.push({ type: 'discardCardiologist', card });
    return out;
  }
  const ALL = candidates();

  function check(state: GameState): void {
    for (let seat = 0; seat < state.players.length; seat++) {
      const accepted = ALL.filter((a) => ER.applyAction(state, seat, a).ok)
        .map((a) => JSON.stringify(a))
        .sort();
      const legal = ER.legalActions(state, seat)
        .map((a) => JSON.stringify(a))
        .sort();
      expect(legal).toEqual(accepted);
      expect(new Set(legal).size).toBe(legal.length);
    }
  }

  it('equals the brute-force set of accepted actions, at every step of random games (1-5 players)', () => {
    for (const players of [1, 2, 3, 4, 5]) {
      const rng = { rng: seedRng(players) };
      let state = ER.createGame({ players: names(players), key: testKey(300 + players), options: {} });
      let steps = 0;
      while (!ER.isOver(state)) {
        if (steps++ % 4 === 0) check(state);
        const seat = ER.pendingSeats(state)[0]!;
        const action = ER.randomAction(state, seat, rng)!;
        state = (ER.applyAction(state, seat, action) as { state: GameState }).state;
      }
    }
  }, 120_000);

  it('equals the brute-force set in crafted positions: stethoscopes, blood bags, curtains, extra patients, full wards', () => {
    const positions = [
      ER.buildPosition({
        players: 2,
        chief: 0,
        card: 1,
        dice: { green: 3 },
        seats: [{ wards: '1234/2c/5/3', stethoscopes: 3, bloodBags: 2 }, { bloodBags: 1 }],
      }),
      ER.buildPosition({
        players: 3,
        chief: 2,
        card: 18,
        dice: { red: 6, yellow: 1, green: 2 },
        seats: [{ stethoscopes: 0 }, { bloodBags: 3, wards: '1/2/3/4/5/6/1' }, { wards: '1234/12345/12345/1234/12345/123456/12' }],
      }),
      ER.buildPosition({ players: 1, chief: 0, card: 4, seats: [{ wards: '6c/6/6', stethoscopes: 6, bloodBags: 1 }] }),
    ];
    for (let position of positions) {
      let guard = 0;
      while (!ER.isOver(position) && guard++ < 12) {
        check(position);
        const seat = ER.pendingSeats(position)[0]!;
        const legal = ER.legalActions(position, seat);
        position = (ER.applyAction(position, seat, legal[Math.floor(legal.length / 2)]!) as { state: GameState }).state;
      }
    }
  }, 60_000);
});

describe('untrusted input', () => {
  it('odd shapes are rejected with invalid_action, never a throw', () => {
    const state = ER.createGame({ players: names(2), key: testKey(1) });
    const seat = ER.pendingSeats(state)[0]!;
    const circular: Record<string, unknown> = { type: 'chooseDie' };
    circular.self = circular;
    const weird: unknown[] = [
      null,
      undefined,
      7,
      'chooseDie',
      [],
      [{ type: 'chooseDie', colour: 'red' }],
      { type: circular },
      { type: 'x'.repeat(10_000) },
      circular,
      { type: 'chooseDie', colour: 'red', extra: 1 },
      { type: 'chooseDie', colour: { red: true } },
      { type: 'admit', patient: 'die', bed: 202, value: 3, bloodBag: 'yes' },
      { type: 'admit', patient: 'die', bed: '202', value: 3 },
      { type: 'admit', patient: 'die', bed: 202, value: 3.5 },
      { type: 'admit', patient: 'both', bed: 202, value: 3 },
      Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]).concat([['type', 'skipCurtain']])),
    ];
    for (const input of weird) {
      const result = ER.applyAction(state, seat, input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('invalid_action');
        expect(result.error.message.length).toBeLessThan(120);
      }
    }
  });
});
