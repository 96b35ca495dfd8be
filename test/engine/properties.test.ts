// Property-based tests over random games: invariants a player relies on, whatever is played.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../support/deepFreeze.js';
import {
  BEDS,
  DICE_PER_COLOUR,
  DICE_REMOVED_PER_COLOUR,
  applyAction,
  createGame,
  legalActions,
  pendingSeats,
  replay,
} from '../../shared/games/dice-hospital/index.js';
import type { Action, GameConfig, GameState, Options } from '../../shared/games/dice-hospital/index.js';
import { randomInt, seedRng, testKey } from '../../shared/random.js';
import { clone } from '../../shared/clone.js';
import { diceInPlay } from './helpers.js';

const names = (n: number) => ['Ana', 'Ben', 'Chloé', 'Dev'].slice(0, n);

/** Garbage an attacker or a buggy client might send. */
const garbage = fc.oneof(
  fc.anything(),
  fc.record(
    {
      type: fc.constantFrom('placeWorker', 'takeAmbulance', 'useAbility', 'chooseFatalities', 'commitActivation', 'undo'),
      worker: fc.string(),
      department: fc.string(),
      targets: fc.array(fc.integer()),
      ambulance: fc.integer(),
      patients: fc.array(fc.integer({ min: -5, max: 70 })),
      protect: fc.integer(),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record({
    type: fc.constant('placeWorker'),
    worker: fc.constantFrom('nurse-0', 'nurse-1', 'spec-0'),
    department: fc.constantFrom('start-0', 'start-6', 'dept-1'),
    targets: fc.array(fc.integer({ min: 0, max: 62 }), { maxLength: 4 }),
  }),
);

interface Checked {
  config: GameConfig;
  state: GameState;
  log: { seat: number; action: Action }[];
  scoreEvents: Map<number, number>;
}

/** Plays a random game, checking the invariants after every action. */
function playChecked(players: number, seed: number, botSeed: number, options: Partial<Options> = {}): Checked {
  const total = (DICE_PER_COLOUR - DICE_REMOVED_PER_COLOUR[players]!) * 3;
  const rng = { rng: seedRng(botSeed) };
  const config: GameConfig = { players: names(players), key: testKey(seed), ...(Object.keys(options).length > 0 ? { options } : {}) };
  let state = createGame(config);
  const log: Checked['log'] = [];
  const scoreEvents = new Map<number, number>();
  const add = (seat: number, points: number) => scoreEvents.set(seat, (scoreEvents.get(seat) ?? 0) + points);
  // Points a seat's undoable Phase 3 actions made (a Registrar's), one entry per undo snapshot: an
  // undo takes the last one back, as it takes back the score.
  const undoable = new Map<number, number[]>();
  while (state.phase !== 'gameOver') {
    const seats = pendingSeats(state);
    expect(seats.length).toBeGreaterThan(0);
    const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
    const legal = legalActions(state, seat);
    expect(legal.length).toBeGreaterThan(0);
    const action = legal[randomInt(rng, 0, legal.length - 1)]!;
    const before = clone(state);
    const result = applyAction(state, seat, action);
    expect(state).toEqual(before); // never mutates its argument
    if (!result.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)} → ${result.error.message}`);
    let madeBySeat = 0;
    for (const event of result.events) {
      const points =
        event.type === 'roundScored'
          ? event.dischargePoints + event.administratorBonus + event.emptyHospitalBonus + (event.eventBonus ?? 0)
          : event.type === 'pointsGained' || event.type === 'patientCollected'
            ? event.points
            : event.type === 'reportsScored'
              ? event.reportPoints - event.reportPenalty
              : 0;
      if (points !== 0 && 'seat' in event) add(event.seat, points);
      if (event.type === 'pointsGained' && event.seat === seat) madeBySeat += points;
    }
    const stack = undoable.get(seat) ?? [];
    if (action.type === 'undo') add(seat, -(stack.pop() ?? 0));
    else stack.push(madeBySeat);
    // Keep as many entries as the seat can undo (none after a commit or a random event).
    undoable.set(seat, stack.slice(stack.length - (result.state.activation[seat]?.undoDepth ?? 0)));
    state = result.state;
    log.push({ seat, action });

    const dice = diceInPlay(state);
    expect(dice.length).toBe(total);
    expect(new Set(dice).size).toBe(total);
    for (const player of state.players) {
      for (const patient of player.patients) (expect(patient.value).toBeGreaterThanOrEqual(1), expect(patient.value).toBeLessThanOrEqual(6));
      if (state.pending.kind !== 'chooseFatalities') expect(player.patients.length).toBeLessThanOrEqual(BEDS);
      expect(player.fatalities).toBeGreaterThanOrEqual(0);
    }
    expect(state.round).toBeLessThanOrEqual(8);
  }
  return { config, state, log, scoreEvents };
}

describe('random games', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: invariants hold, the game ends after round 8, scores match the log`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), (seed, botSeed) => {
          const { state, scoreEvents } = playChecked(players, seed, botSeed);
          expect(state.round).toBe(8);
          expect(state.result).not.toBeNull();
          for (const [seat, player] of state.players.entries()) {
            const recomputed = (scoreEvents.get(seat) ?? 0) + player.bloodBags - 2 * player.fatalities;
            expect(player.score).toBe(recomputed);
            expect(player.rounds).toHaveLength(8);
          }
        }),
        { numRuns: 8 },
      );
    });
  }

  /** Any set of options a game with this many players may use (rules spec 6.4 for solo). */
  const optionSets = (players: number): fc.Arbitrary<Partial<Options>> =>
    fc.record({
      administrators: fc.boolean(),
      activation: fc.constantFrom('simultaneous' as const, 'sequential' as const),
      events: fc.boolean(),
      openingCrisis: fc.boolean(),
      nationwideEpidemic: fc.boolean(),
      resistantSuperbug: fc.boolean(),
      finalRoundCollections: players > 1 ? fc.boolean() : fc.constant(false),
      experimentalMedicine: fc.boolean(),
      promoSpecialists: fc.boolean(),
      fatalityPenalty: players === 1 ? fc.boolean() : fc.constant(false),
      reportPenalty: players === 1 ? fc.boolean() : fc.constant(false),
    });

  for (const players of [1, 2, 3, 4]) {
    it(`${players} player(s) with random option sets: invariants hold, scores match the log, replay agrees`, () => {
      fc.assert(
        fc.property(optionSets(players), fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), (options, seed, botSeed) => {
          const { config, state, scoreEvents, log } = playChecked(players, seed, botSeed, options);
          expect(state.phase).toBe('gameOver');
          const perFatality = players === 1 && options.fatalityPenalty ? 4 : 2;
          for (const [seat, player] of state.players.entries()) {
            const left = options.finalRoundCollections ? player.patients.length : 0;
            expect(player.score).toBe((scoreEvents.get(seat) ?? 0) + player.bloodBags - perFatality * player.fatalities - left);
          }
          expect(replay(config, log)).toEqual(state);
        }),
        { numRuns: 5 },
      );
    }, 120_000);
  }

  it('the same key and actions always give a deep-equal state (replay)', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 4), fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), (players, seed, botSeed) => {
        const { state, log } = playChecked(players, seed, botSeed);
        expect(replay({ players: names(players), key: testKey(seed) }, log)).toEqual(state);
      }),
      { numRuns: 4 },
    );
  });

  it('applyAction writes into nothing its input holds, not even an equal value (a deeply frozen state)', () => {
    // An undo puts a snapshot player back: an object of an earlier state, which sharing back must
    // not write into. Modules are strict, so a write into a frozen object throws.
    for (const seed of [7, 8]) {
      const { config, log } = playChecked(4, seed, seed + 1);
      let state = createGame(config);
      for (const { seat, action } of log) {
        deepFreeze(state);
        const result = applyAction(state, seat, action);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
      }
      expect(log.some(({ action }) => action.type === 'undo')).toBe(true);
    }
  });

  it('an action leaves each player, each list of a player, the intake and the pending decision that it did not change the same object', () => {
    // The server packs a player for its clients once per player object (syncFromState): an action
    // that copies every player must hand back the ones it left as they were.
    const { config, log } = playChecked(4, 7, 3);
    let state = createGame(config);
    let shared = 0;
    for (const { seat, action } of log) {
      const result = applyAction(state, seat, action);
      if (!result.ok) throw new Error(result.error.message);
      result.state.players.forEach((player, i) => {
        const was = state.players[i]!;
        if (JSON.stringify(player) === JSON.stringify(was)) {
          expect(player, `${action.type} by seat ${seat}: player ${i} is unchanged`).toBe(was);
          shared++;
        }
        for (const key of ['patients', 'discharged', 'departments', 'specialists', 'workers', 'rounds'] as const) {
          if (JSON.stringify(player[key]) === JSON.stringify(was[key])) expect(player[key], `${action.type}: player ${i}'s ${key}`).toBe(was[key]);
        }
      });
      for (const key of ['pending', 'intake', 'activation', 'display'] as const) {
        if (JSON.stringify(result.state[key]) === JSON.stringify(state[key])) expect(result.state[key], `${action.type}: ${key}`).toBe(state[key]);
      }
      state = result.state;
    }
    expect(shared).toBeGreaterThan(log.length);
  });

  it('random garbage is rejected with an error, never a throw, and changes nothing', () => {
    const { log } = playChecked(4, 99, 5);
    // Positions from every phase of one game.
    const positions: GameState[] = [];
    let state = createGame({ players: names(4), key: testKey(99) });
    log.forEach(({ seat, action }, i) => {
      if (i % 7 === 0) positions.push(state);
      const result = applyAction(state, seat, action);
      if (result.ok) state = result.state;
    });
    fc.assert(
      fc.property(fc.constantFrom(...positions), fc.integer({ min: -2, max: 5 }), garbage, (position, seat, input) => {
        const before = clone(position);
        const legal = legalActions(position, seat).map((a) => JSON.stringify(a));
        const result = applyAction(position, seat, input);
        expect(position).toEqual(before);
        if (!result.ok) {
          expect(result.error.code).toMatch(/^[a-z_]+$/);
          expect(result.error.message.length).toBeGreaterThan(0);
        } else {
          // Accepted garbage must have been a legal action after all.
          expect(legal).toContain(JSON.stringify(input));
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('previewAction', () => {
  it("on a player's view, predicts exactly what applyAction does to that player", async () => {
    const { previewAction, viewFor } = await import('../../shared/games/dice-hospital/index.js');
    const rng = { rng: seedRng(3) };
    let state = createGame({ players: names(3), key: testKey(11) });
    let previewed = 0;
    while (state.phase !== 'gameOver') {
      const seats = pendingSeats(state);
      const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
      const legal = legalActions(state, seat);
      const action = legal[randomInt(rng, 0, legal.length - 1)]!;
      const result = applyAction(state, seat, action);
      if (!result.ok) throw new Error(result.error.message);
      if (['placeWorker', 'useAbility', 'skipAbility', 'bloodBagHeal'].includes(action.type)) {
        const preview = previewAction(viewFor(state, seat), seat, action);
        if (!preview.ok) throw new Error(preview.error.message);
        expect(preview.state.players[seat]).toEqual(result.state.players[seat]);
        expect(preview.events).toEqual(result.events);
        previewed++;
      }
      state = result.state;
    }
    expect(previewed).toBeGreaterThan(20);
  });

  it('rejects what cannot be previewed, and illegal placements, with an error', async () => {
    const { previewAction, viewFor, buildPosition } = await import('../../shared/games/dice-hospital/index.js');
    const view = viewFor(buildPosition({ seats: [{ patients: ['R4'] }, {}] }), 0);
    expect(previewAction(view, 0, { type: 'commitActivation' })).toMatchObject({ ok: false, error: { code: 'not_previewable' } });
    expect(
      previewAction(view, 0, { type: 'placeWorker', worker: 'nurse-0', department: 'start-4', targets: [view.players[0]!.patients[0]!.id] }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_targets' } });
  });
});

describe('legalActions is complete', () => {
  const subsets = <T>(items: T[], k: number): T[][] =>
    k === 0 ? [[]] : items.flatMap((item, i) => subsets(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]));
  const key = (a: { worker: string; department: string; targets: number[]; recolour?: Record<string, string> }) =>
    `${a.worker}|${a.department}|${[...a.targets].sort((x, y) => x - y)}|${JSON.stringify(Object.entries(a.recolour ?? {}).sort())}`;

  /** Every recolour map over `targets`: each target unchanged or changed to another colour. */
  const recolourMaps = (targets: { id: number; colour: string; tempColour?: string }[]): Record<string, string>[] =>
    targets.reduce<Record<string, string>[]>(
      (maps, p) => maps.flatMap((m) => [m, ...['red', 'yellow', 'green'].filter((c) => c !== (p.tempColour ?? p.colour)).map((c) => ({ ...m, [p.id]: c }))]),
      [{}],
    );

  /** Brute force over workers × departments × target sets × recolour maps: every placement
   * applyAction accepts must be listed. Returns how many accepted placements were checked. */
  async function checkPlacements(state: GameState, seat: number): Promise<number> {
    const { DEPARTMENTS } = await import('../../shared/games/dice-hospital/index.js');
    const listed = new Set(
      legalActions(state, seat)
        .filter((a) => a.type === 'placeWorker')
        .map((a) => key(a as never)),
    );
    const player = state.players[seat]!;
    // Nurses are interchangeable: one of them and every specialist.
    const workers = player.workers.filter((w) => !w.placedOn && (w.specialist || w === player.workers.find((n) => !n.specialist && !n.placedOn)));
    let checked = 0;
    for (const worker of workers) {
      for (const department of player.departments.filter((d) => !d.activated)) {
        for (const targets of subsets(player.patients, DEPARTMENTS[department.type].targets.count)) {
          for (const recolour of recolourMaps(targets)) {
            const action = {
              type: 'placeWorker' as const,
              worker: worker.id,
              department: department.uid,
              targets: targets.map((p) => p.id),
              ...(Object.keys(recolour).length ? { recolour } : {}),
            };
            if (applyAction(state, seat, action).ok) {
              expect(listed.has(key(action)), JSON.stringify(action)).toBe(true);
              checked++;
            }
          }
        }
      }
    }
    return checked;
  }

  it('lists every placement applyAction accepts, in crafted positions with every improvement', async () => {
    const { buildPosition, IMPROVEMENT_TILES } = await import('../../shared/games/dice-hospital/index.js');
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('R', 'Y', 'G'), fc.integer({ min: 1, max: 4 })), { minLength: 3, maxLength: 7 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('surgeon', 'virologist', 'radiologist', 'paramedic') as fc.Arbitrary<'surgeon'>,
        async (dice, bloodBags, specialist) => {
          const state = buildPosition({
            seats: [{ patients: dice.map(([c, v]) => `${c}${v}`), departments: [...IMPROVEMENT_TILES], specialists: [specialist], bloodBags }, {}],
          });
          checked += await checkPlacements(state, 0);
        },
      ),
      { numRuns: 25 },
    );
    expect(checked).toBeGreaterThan(500);
  });

  it('lists every placement applyAction accepts, along random games', async () => {
    const rng = { rng: seedRng(21) };
    let state = createGame({ players: names(3), key: testKey(5) });
    let checked = 0;
    while (state.phase !== 'gameOver') {
      const seats = pendingSeats(state);
      const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
      if (state.phase === 'activation' && !state.activation[seat]!.ability && randomInt(rng, 0, 3) === 0) {
        checked += await checkPlacements(state, seat);
      }
      const legal = legalActions(state, seat);
      const result = applyAction(state, seat, legal[randomInt(rng, 0, legal.length - 1)]!);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('defaultAction', () => {
  it('is always accepted, and a game of nothing but defaults reaches the end', async () => {
    const { defaultAction } = await import('../../shared/games/dice-hospital/index.js');
    for (const players of [2, 3, 4]) {
      let state = createGame({ players: names(players), key: testKey(players * 7) });
      let steps = 0;
      while (state.phase !== 'gameOver') {
        for (const seat of pendingSeats(state)) {
          const action = defaultAction(state, seat);
          expect(action).not.toBeNull();
          const result = applyAction(state, seat, action);
          if (!result.ok) throw new Error(`default ${JSON.stringify(action)} rejected: ${result.error.message}`);
          if (state.phase === 'activation') expect(['commitActivation', 'skipAbility']).toContain(action!.type);
          state = result.state;
          steps++;
          break;
        }
      }
      expect(state.result!.standings).toHaveLength(players);
      expect(steps).toBeGreaterThan(8 * players);
    }
  });
});

describe('blood-bag colour changes serve the effect they are part of', () => {
  it('rejects a change that neither the department nor the specialist needs, and changes nothing', async () => {
    const { buildPosition } = await import('../../shared/games/dice-hospital/index.js');
    const state = buildPosition({ seats: [{ patients: ['R4', 'Y2'], specialists: ['surgeon'], bloodBags: 2 }, {}] });
    const [red4, yellow2] = state.players[0]!.patients.map((p) => p.id);
    const before = clone(state);
    // Imaging (grey) with a nurse: no colour matters, so no change may be bought.
    expect(
      applyAction(state, 0, { type: 'placeWorker', worker: 'nurse-0', department: 'start-7', targets: [red4!], recolour: { [red4!]: 'green' } }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_recolour' } });
    // Critical Care (red): only red serves it.
    expect(
      applyAction(state, 0, { type: 'placeWorker', worker: 'nurse-0', department: 'start-0', targets: [yellow2!], recolour: { [yellow2!]: 'green' } }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_targets' } });
    expect(state).toEqual(before);
    // Intensive Care (grey) with the Surgeon: red triggers its ability, so that change is allowed.
    const surgeon = state.players[0]!.workers.find((w) => w.specialist === 'surgeon')!.id;
    const ok = applyAction(state, 0, { type: 'placeWorker', worker: surgeon, department: 'start-6', targets: [yellow2!], recolour: { [yellow2!]: 'red' } });
    expect(ok.ok && ok.state.activation[0]!.ability?.specialist).toBe('surgeon');
  });
});
