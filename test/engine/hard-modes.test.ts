// Spec 6 (options table: openingCrisis, nationwideEpidemic, resistantSuperbug), 6.4 (how options
// combine, what solo allows) and 7: the hard modes, and which option sets a game accepts.
import { describe, expect, it } from 'vitest';
import { IMPLEMENTED_OPTIONS, OPENING_CRISIS_VALUES, createGame as createGameApi, optionsError, type Options } from '../../shared/games/dice-hospital/index.js';
import { testKey } from '../../shared/random.js';
import {
  act,
  buildPosition,
  CC0,
  commitAll,
  drive,
  expectDiceConserved,
  finishSetup,
  legalActions,
  newGame,
  pendingSeats,
  place,
  reject,
  viewFor,
  where,
  type Action,
  type GameState,
  type SeatDescription,
} from './helpers.js';

const BAG: Record<number, number> = { 1: 33, 2: 45, 3: 54, 4: 63 };
const values = (s: GameState, seat: number): number[] => s.players[seat]!.patients.map((p) => p.value).sort((a, b) => a - b);
const throughIntake = (s: GameState): GameState => drive(s, (x) => x.phase !== 'intake' && x.phase !== 'setup');

/** The game at its first setStartingValues decision (2 players: after the first player's extra reveal). */
function atStartingValues(players: number, seed: number, options: Partial<Options> = {}): GameState {
  return drive(newGame(players, seed, options), (s) => s.pending.kind === 'setup');
}

function startingValues(ids: number[], vals: number[]): Action {
  return { type: 'setStartingValues', values: Object.fromEntries(ids.map((id, i) => [id, vals[i]!])) };
}

// ---------------------------------------------------------------------------------------------

describe('openingCrisis (setup with 5 patients at 3, 3, 4, 5, 5)', () => {
  it('the spec values are 3, 3, 4, 5, 5', () => {
    expect([...OPENING_CRISIS_VALUES]).toEqual([3, 3, 4, 5, 5]);
  });

  for (const P of [1, 2, 3, 4]) {
    it(`${P} player(s): each player starts with 5 untreated patients showing 3, 3, 4, 5, 5; dice are conserved`, () => {
      const s = newGame(P, 40 + P, { openingCrisis: true });
      for (let seat = 0; seat < P; seat++) {
        expect(values(s, seat)).toEqual([3, 3, 4, 5, 5]);
        expect(s.players[seat]!.patients.every((p) => !p.treated)).toBe(true);
        expect(values(viewFor(s, 'spectator') as unknown as GameState, seat)).toEqual([3, 3, 4, 5, 5]);
      }
      expectDiceConserved(s, BAG[P]!);
    });
  }

  it('without the option: 3 patients at 3, 4, 5', () => {
    const s = newGame(3, 41);
    for (let seat = 0; seat < 3; seat++) expect(values(s, seat)).toEqual([3, 4, 5]);
  });

  it('setStartingValues accepts any arrangement of 3, 3, 4, 5, 5 over the five dice', () => {
    const s0 = atStartingValues(3, 42, { openingCrisis: true });
    const seat = pendingSeats(s0)[0]!;
    const ids = s0.players[seat]!.patients.map((p) => p.id);
    const colours = s0.players[seat]!.patients.map((p) => p.colour);
    const s1 = act(s0, seat, startingValues(ids, [5, 3, 4, 3, 5]));
    expect(ids.map((id) => where(s1, seat, id).slice(1))).toEqual(['5', '3', '4', '3', '5']);
    expect(s1.players[seat]!.patients.map((p) => p.colour)).toEqual(colours);
    const s2 = act(s0, seat, startingValues(ids, [4, 5, 5, 3, 3]));
    expect(ids.map((id) => where(s2, seat, id).slice(1))).toEqual(['4', '5', '5', '3', '3']);
  });

  it("setStartingValues refuses the base game's 3, 4, 5 and any other multiset", () => {
    const s0 = atStartingValues(3, 43, { openingCrisis: true });
    const seat = pendingSeats(s0)[0]!;
    const ids = s0.players[seat]!.patients.map((p) => p.id);
    reject(s0, seat, startingValues(ids.slice(0, 3), [3, 4, 5]));
    reject(s0, seat, startingValues(ids, [3, 4, 5, 3, 4]));
    reject(s0, seat, startingValues(ids, [3, 3, 4, 4, 5]));
    reject(s0, seat, startingValues(ids, [3, 3, 3, 5, 5]));
    reject(s0, seat, startingValues(ids, [3, 3, 4, 5, 6]));
    reject(s0, seat, startingValues(ids.slice(0, 4), [3, 3, 4, 5]));
    const other = s0.players[(seat + 1) % 3]!.patients[0]!.id;
    reject(s0, seat, startingValues([...ids.slice(0, 4), other], [3, 3, 4, 5, 5]));
  });

  it('without the option, 3, 3, 4, 5, 5 is refused and 3, 4, 5 accepted', () => {
    const s0 = atStartingValues(3, 44);
    const seat = pendingSeats(s0)[0]!;
    const ids = s0.players[seat]!.patients.map((p) => p.id);
    expect(ids).toHaveLength(3);
    reject(s0, seat, startingValues(ids, [3, 3, 4]));
    act(s0, seat, startingValues(ids, [4, 5, 3]));
  });

  for (const P of [1, 2, 3]) {
    it(`${P} player(s): legalActions lists each assignment once — 30 of them (5!/(2!·2!)), each a permutation of 3,3,4,5,5`, () => {
      const s0 = atStartingValues(P, 45, { openingCrisis: true });
      const seat = pendingSeats(s0)[0]!;
      const ids = s0.players[seat]!.patients.map((p) => p.id);
      const assignments = legalActions(s0, seat).filter((a): a is Extract<Action, { type: 'setStartingValues' }> => a.type === 'setStartingValues');
      const keys = assignments.map((a) => ids.map((id) => a.values[id]).join(','));
      expect(assignments).toHaveLength(30);
      expect(new Set(keys).size).toBe(30);
      for (const a of assignments) {
        expect(
          Object.keys(a.values)
            .map(Number)
            .sort((x, y) => x - y),
        ).toEqual([...ids].sort((x, y) => x - y));
        expect(Object.values(a.values).sort()).toEqual([3, 3, 4, 5, 5]);
      }
      // Every listed assignment is accepted.
      for (const a of assignments.slice(0, 5)) act(s0, seat, a);
    });
  }

  it('base game: 6 assignments of 3, 4, 5', () => {
    const s0 = atStartingValues(3, 46);
    const seat = pendingSeats(s0)[0]!;
    const assignments = legalActions(s0, seat).filter((a) => a.type === 'setStartingValues');
    expect(assignments).toHaveLength(6);
    expect(new Set(assignments.map((a) => JSON.stringify(a))).size).toBe(6);
  });

  it('after setup, round 1 intake adds 3 patients to the 5 (8 each)', () => {
    const s = throughIntake(finishSetup(newGame(3, 47, { openingCrisis: true })));
    expect(s.round).toBe(1);
    expect(s.players.map((p) => p.patients.length)).toEqual([8, 8, 8]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('nationwideEpidemic (at intake each player also draws, rolls and admits 1 die)', () => {
  const seats: SeatDescription[] = [{ patients: ['Y3'] }, { patients: ['R4', 'G4'] }, { patients: [] }];

  it("round 2+: the ambulance's 3 and one extra die each, new, untreated, showing 2-5", () => {
    const s = throughIntake(buildPosition({ players: 3, round: 2, phase: 'intake', options: { nationwideEpidemic: true }, seats }));
    expect(s.phase).toBe('improvement');
    expect(s.players.map((p) => p.patients.length)).toEqual([5, 6, 4]);
    for (const p of s.players) {
      const fresh = p.patients.filter((x) => x.isNew);
      expect(fresh).toHaveLength(4);
      for (const x of fresh) {
        expect(x.treated).toBe(false);
        expect(x.value).toBeGreaterThanOrEqual(2);
        expect(x.value).toBeLessThanOrEqual(5);
      }
    }
    expectDiceConserved(s, 54);
    const control = throughIntake(buildPosition({ players: 3, round: 2, phase: 'intake', seats }));
    expect(control.players.map((p) => p.patients.length)).toEqual([4, 5, 3]);
  });

  it('round 1 too: 3 starting + 3 + 1 = 7 each', () => {
    const s = throughIntake(finishSetup(newGame(2, 50, { nationwideEpidemic: true })));
    expect(s.round).toBe(1);
    expect(s.players.map((p) => p.patients.length)).toEqual([7, 7]);
    expectDiceConserved(s, 45);
  });

  it('solo: the 3 kept and one extra die', () => {
    const s = throughIntake(finishSetup(newGame(1, 51, { nationwideEpidemic: true })));
    expect(s.players[0]!.patients).toHaveLength(7);
    expect(s.players[0]!.patients.filter((p) => p.isNew)).toHaveLength(4);
  });

  it('with the flu_outbreak event: two extra dice each (6.4: they add up)', () => {
    const s = throughIntake(
      buildPosition({
        players: 3,
        round: 2,
        phase: 'intake',
        options: { nationwideEpidemic: true, events: true },
        event: 'flu_outbreak',
        seats,
      }),
    );
    expect(s.event).toBe('flu_outbreak');
    expect(s.players.map((p) => p.patients.length)).toEqual([6, 7, 5]);
    for (const p of s.players) expect(p.patients.filter((x) => x.isNew)).toHaveLength(5);
  });

  it('with another event card: still one extra die', () => {
    const s = throughIntake(
      buildPosition({
        players: 3,
        round: 2,
        phase: 'intake',
        options: { nationwideEpidemic: true, events: true },
        event: 'quiet_night',
        seats,
      }),
    );
    expect(s.players.map((p) => p.patients.length)).toEqual([5, 6, 4]);
  });

  it("the extra die counts for overflow; earlier patients make room, never this round's", () => {
    const nine = Array.from({ length: 9 }, () => 'G3');
    const s = throughIntake(
      buildPosition({ players: 2, round: 2, phase: 'intake', options: { nationwideEpidemic: true }, seats: [{ patients: nine }, { patients: [] }] }),
    );
    expect(s.players[0]!.patients).toHaveLength(12);
    expect(s.players[0]!.fatalities).toBe(1);
    expect(s.players[0]!.patients.filter((p) => p.isNew)).toHaveLength(4);
  });
});

// ---------------------------------------------------------------------------------------------

describe('resistantSuperbug (neglect costs 2 steps)', () => {
  it('untreated patients lose 2: a 2 dies, a 3 becomes 1; treated patients are safe', () => {
    const s0 = buildPosition({
      players: 2,
      options: { resistantSuperbug: true },
      seats: [{ patients: ['R2', 'Y3', 'G6', 'R1t', 'Y5'] }, { patients: ['G4'] }],
    });
    const ids = s0.players[0]!.patients.map((p) => p.id);
    const s = commitAll(place(s0, 0, 'nurse-0', CC0, [ids[0]!]));
    // R2 healed to R3 and treated: safe.
    expect(ids.map((id) => where(s, 0, id))).toEqual(['R3', 'Y1', 'G4', 'R1', 'Y3']);
    expect(s.players[0]!.fatalities).toBe(0);
    expect(s.players[1]!.patients[0]!.value).toBe(2);
  });

  it('a 2 left alone is a fatality; a 1 too', () => {
    const s0 = buildPosition({ players: 2, options: { resistantSuperbug: true }, seats: [{ patients: ['R2', 'Y1', 'G3'] }, { patients: ['G3t'] }] });
    const ids = s0.players[0]!.patients.map((p) => p.id);
    const s = commitAll(s0);
    expect(ids.map((id) => where(s, 0, id))).toEqual(['bag', 'bag', 'G1']);
    expect(s.players[0]!.fatalities).toBe(2);
  });

  it('without the option: 1 step', () => {
    const s0 = buildPosition({ players: 2, seats: [{ patients: ['R2', 'Y1', 'G3'] }, { patients: ['G3t'] }] });
    const ids = s0.players[0]!.patients.map((p) => p.id);
    const s = commitAll(s0);
    expect(ids.map((id) => where(s, 0, id))).toEqual(['R1', 'bag', 'G2']);
  });

  it('solo: 2 steps as well', () => {
    const s0 = buildPosition({ players: 1, options: { resistantSuperbug: true }, seats: [{ patients: ['R2', 'Y4'] }] });
    const ids = s0.players[0]!.patients.map((p) => p.id);
    const s = drive(s0, (x) => x.phase !== 'activation');
    expect(ids.map((id) => where(s, 0, id))).toEqual(['bag', 'Y2']);
  });
});

// ---------------------------------------------------------------------------------------------

describe('which options a game accepts (6, 6.4, 7)', () => {
  const MULTI: Partial<Options>[] = [
    { administrators: false },
    { administrators: true },
    { events: true },
    { openingCrisis: true },
    { nationwideEpidemic: true },
    { resistantSuperbug: true },
    { finalRoundCollections: true },
    { experimentalMedicine: true },
    { promoSpecialists: true },
    { activation: 'sequential' },
    { activation: 'simultaneous' },
    { timedActivation: true },
  ];
  const ALL: Partial<Options> = Object.assign({}, ...MULTI.filter((o) => !('administrators' in o) && !('activation' in o)), {
    activation: 'sequential',
  });

  it('every option of the spec is implemented', () => {
    for (const key of [
      'administrators',
      'activation',
      'events',
      'openingCrisis',
      'nationwideEpidemic',
      'resistantSuperbug',
      'finalRoundCollections',
      'experimentalMedicine',
      'promoSpecialists',
      'timedActivation',
      'fatalityPenalty',
      'reportPenalty',
    ] as const) {
      expect(IMPLEMENTED_OPTIONS).toContain(key);
    }
  });

  for (const P of [2, 3, 4]) {
    it(`${P} players: createGame accepts each option alone and all of them together`, () => {
      for (const options of [...MULTI, ALL]) {
        expect(optionsError(options, P), JSON.stringify(options)).toBeNull();
        const s = newGame(P, 60 + P, options);
        for (const [key, value] of Object.entries(options)) expect(s.options[key as keyof Options]).toBe(value);
      }
    });
  }

  it('3 players, every option at once: a whole game plays to the end', () => {
    let s = newGame(3, 64, ALL);
    s = drive(s, (x) => x.phase === 'gameOver', undefined, 6000);
    expect(s.result!.standings).toHaveLength(3);
    for (const row of s.result!.standings) {
      expect(row).toHaveProperty('collected');
      expect(row.patientPenalty).toBe(row.patientsLeft);
    }
  });

  const SOLO_ALLOWED: Partial<Options>[] = [
    { events: true },
    { openingCrisis: true },
    { nationwideEpidemic: true },
    { resistantSuperbug: true },
    { experimentalMedicine: true },
    { promoSpecialists: true },
    { fatalityPenalty: true },
    { reportPenalty: true },
  ];

  it('solo accepts events, openingCrisis, nationwideEpidemic, resistantSuperbug, experimentalMedicine, promoSpecialists (and its own penalties)', () => {
    for (const options of [...SOLO_ALLOWED, Object.assign({}, ...SOLO_ALLOWED)]) {
      expect(optionsError(options, 1), JSON.stringify(options)).toBeNull();
      newGame(1, 70, options);
    }
  });

  it('solo refuses finalRoundCollections (optionsError names it; createGame throws), alone or with allowed options', () => {
    for (const options of [{ finalRoundCollections: true }, { finalRoundCollections: true, events: true, openingCrisis: true }]) {
      const error = optionsError(options, 1);
      expect(error).toMatch(/finalRoundCollections/);
      expect(() => createGameApi({ players: ['Solo'], key: testKey(71), options })).toThrow(/finalRoundCollections/);
    }
    // The same option is fine with opponents.
    expect(optionsError({ finalRoundCollections: true }, 2)).toBeNull();
  });

  it('solo never deals administrators (not played solo)', () => {
    const s = finishSetup(newGame(1, 72, { administrators: true }));
    expect(s.options.administrators).toBe(false);
    expect(s.players[0]!.administrator).toBeNull();
    expect(s.players[0]!.dealtAdministrators).toEqual([]);
  });

  it('solo, every allowed option at once: a whole game plays to the end', () => {
    let s = newGame(1, 73, Object.assign({}, ...SOLO_ALLOWED));
    s = drive(s, (x) => x.phase === 'gameOver', undefined, 6000);
    expect(s.result!.standings).toHaveLength(1);
    expect(s.result!.standings[0]).not.toHaveProperty('collected');
  });
});
