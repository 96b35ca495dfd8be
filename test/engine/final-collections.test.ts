// Spec 6.1 (Final Round Collections) and 5 (end of game): after round 8's Phase 5, players move
// patients onto the backs of the first P ambulances (+1 each), then lose 1 point per patient left.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/engine.js';
import { AMBULANCE_BACKS } from '../../shared/games/dice-hospital/index.js';
import {
  act,
  applyAction,
  buildPosition,
  CC0,
  commitAll,
  drive,
  legalActions,
  newGame,
  pendingSeats,
  pid,
  place,
  reject,
  score,
  viewFor,
  where,
  type Action,
  type GameState,
  type PositionDescription,
  type SeatDescription,
} from './helpers.js';

/** The spec's Decision: the backs of ambulances 1..5, three spaces each. */
const BACKS = [
  ['red', 2, 'yellow', 3, 'green', 4],
  ['red', 3, 'yellow', 4, 'green', 5],
  ['red', 4, 'yellow', 5, 'green', 6],
  ['red', 5, 'yellow', 6, 'green', 2],
  ['red', 6, 'yellow', 2, 'green', 3],
] as const;

/** Expected spaces for P players: the first P backs, in ambulance order. */
function expectedSpaces(P: number) {
  return BACKS.slice(0, P).flatMap((b, k) => [0, 2, 4].map((i) => ({ ambulance: k + 1, colour: b[i], value: b[i + 1], seat: null })));
}

/** Space indexes for 3 players. */
const S = { R2: 0, Y3: 1, G4: 2, R3: 3, Y4: 4, G5: 5, R4: 6, Y5: 7, G6: 8, R5: 9, Y6: 10, G2: 11 } as const;

/** Round 8 at the start of Phase 5 with the option on: Phase 5 runs, then the collection starts. */
function round8(seats: SeatDescription[], extra: Partial<PositionDescription> = {}): GameState {
  return buildPosition({
    players: seats.length,
    round: 8,
    phase: 'discharge',
    ...extra,
    options: { finalRoundCollections: true, ...(extra.options ?? {}) },
    seats,
  });
}

const collect = (s: GameState, seat: number, patient: number, space: number): GameState => act(s, seat, { type: 'collectPatient', patient, space });
const pass = (s: GameState, seat: number): GameState => act(s, seat, { type: 'pass' });
const turn = (s: GameState): number | undefined => (s.pending.kind === 'finalCollection' ? s.pending.seat : undefined);
const ids = (s: GameState, seat: number): number[] => s.players[seat]!.patients.map((p) => p.id);
const row = (s: GameState, seat: number) => s.result!.standings.find((r) => r.seat === seat)!;

// ---------------------------------------------------------------------------------------------

describe('when the collection happens', () => {
  it("after round 8's Phase 5 (scored first), the phase is finalCollection and the first player acts", () => {
    const s = round8([{ patients: ['R2'], discharged: ['G6', 'Y6'], score: 4 }, { patients: ['Y3'] }]);
    expect(s.round).toBe(8);
    expect(s.phase).toBe('finalCollection');
    expect(pendingSeats(s)).toEqual([0]);
    expect(score(s, 0)).toBe(4 + 3); // round 8's discharges already scored
    expect(s.players[0]!.rounds.at(-1)).toMatchObject({ round: 8, discharged: 2 });
    expect(s.result).toBeNull();
  });

  it("no collection before round 8: round 7's Phase 5 goes on to the shift change", () => {
    const s = buildPosition({
      players: 3,
      round: 7,
      phase: 'discharge',
      options: { finalRoundCollections: true },
      seats: [{ patients: ['R2'] }, { patients: ['Y3'] }, { patients: ['G4'] }],
    });
    expect(s.round).toBe(8);
    expect(s.phase).toBe('intake');
    expect(s.collections).toBeUndefined();
  });

  it('in a real game: after round 8 the game reaches the collection (or ends at once when nobody can move)', () => {
    let reached = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const s = drive(newGame(3, 200 + seed, { finalRoundCollections: true }), (x) => x.phase === 'finalCollection' || x.phase === 'gameOver');
      expect(s.round).toBe(8);
      for (const p of s.players) expect(p.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(s.collections!.spaces).toEqual(expectedSpaces(3));
      if (s.phase === 'finalCollection') {
        reached++;
        expect(pendingSeats(s)).toHaveLength(1);
        const end = drive(s, (x) => x.phase === 'gameOver');
        for (const r of end.result!.standings) expect(r.patientPenalty).toBe(r.patientsLeft);
      }
    }
    expect(reached).toBeGreaterThan(0);
  });

  it("without the option: round 8's Phase 5 ends the game; no collection, no −1 per patient left", () => {
    const s = buildPosition({
      players: 2,
      round: 8,
      phase: 'discharge',
      seats: [
        { patients: ['R2', 'Y3', 'G4'], score: 10, bloodBags: 1 },
        { patients: ['R3'], score: 8 },
      ],
    });
    expect(s.phase).toBe('gameOver');
    expect(s.collections).toBeUndefined();
    expect(row(s, 0).score).toBe(11);
    expect(row(s, 1).score).toBe(8);
    expect(row(s, 0)).not.toHaveProperty('collected');
    expect(row(s, 0)).not.toHaveProperty('patientPenalty');
  });
});

describe('the spaces: the backs of the first P ambulances (the highest-numbered one is discarded)', () => {
  it('the backs data matches the spec Decision', () => {
    expect(AMBULANCE_BACKS.map((b) => b.flatMap((x) => [x.colour, x.value]))).toEqual(BACKS.map((b) => [...b]));
  });

  for (const P of [2, 3, 4]) {
    it(`${P} players: ${3 * P} spaces, ambulances 1..${P}, all empty; every view shows them`, () => {
      const seats = Array.from({ length: P }, () => ({ patients: ['R2'] }));
      const s = round8(seats);
      expect(s.collections!.spaces).toEqual(expectedSpaces(P));
      expect(s.collections!.passed).toEqual([]);
      for (const v of [0, 1, 'spectator'] as const) expect(viewFor(s, v).collections).toEqual(s.collections);
    });
  }
});

describe('turns: from the first player, clockwise', () => {
  const three: SeatDescription[] = [{ patients: ['R2', 'Y3', 'G4'] }, { patients: ['R3', 'Y4', 'G5'] }, { patients: ['R4', 'Y5', 'G6'] }];

  it('first player 1: seats 1, 2, 0, 1, ... take turns, one move each', () => {
    let s = round8(three, { firstPlayer: 1 });
    expect(turn(s)).toBe(1);
    expect(legalActions(s, 0)).toEqual([]);
    s = collect(s, 1, pid(s, 1, 0), S.R3);
    expect(turn(s)).toBe(2);
    s = collect(s, 2, pid(s, 2, 0), S.R4);
    expect(turn(s)).toBe(0);
    s = collect(s, 0, pid(s, 0, 0), S.R2);
    expect(turn(s)).toBe(1);
  });

  it('a seat with no possible move is skipped', () => {
    let s = round8([{ patients: ['R6', 'G1'] }, ...three.slice(1)], { firstPlayer: 2 });
    expect(turn(s)).toBe(2);
    s = collect(s, 2, pid(s, 2, 1), S.Y5);
    expect(turn(s)).toBe(1); // seat 0 (next clockwise) has nothing that fits
    s = collect(s, 1, pid(s, 1, 1), S.Y4);
    expect(turn(s)).toBe(2);
  });

  it('a first player with no move is skipped from the start', () => {
    const s = round8([{ patients: ['R6'] }, ...three.slice(1)], { firstPlayer: 0 });
    expect(turn(s)).toBe(1);
  });

  it('a seat whose only fitting space was taken by another is skipped from then on', () => {
    let s = round8([{ patients: ['R2'] }, { patients: ['R2', 'Y3', 'G4'] }], { firstPlayer: 1 });
    expect(turn(s)).toBe(1);
    s = collect(s, 1, pid(s, 1, 0), S.R2);
    expect(turn(s)).toBe(1); // seat 0's red 2 has nowhere to go now
    s = collect(s, 1, pid(s, 1, 0), S.Y3);
    expect(turn(s)).toBe(1);
  });

  it('pass is for good: that seat is never asked again, though it still has moves', () => {
    let s = round8(three, { firstPlayer: 0 });
    const red2 = pid(s, 0, 0);
    s = pass(s, 0);
    expect(s.collections!.passed).toContain(0);
    expect(turn(s)).toBe(1);
    s = collect(s, 1, pid(s, 1, 0), S.R3);
    s = collect(s, 2, pid(s, 2, 0), S.R4);
    expect(turn(s)).toBe(1);
    expect(legalActions(s, 0)).toEqual([]);
    reject(s, 0, { type: 'collectPatient', patient: pid(s, 0, 0), space: S.R2 });
    s = pass(s, 1);
    expect(turn(s)).toBe(2);
    s = collect(s, 2, pid(s, 2, 0), S.Y5);
    expect(turn(s)).toBe(2);
    s = collect(s, 2, pid(s, 2, 0), S.G6);
    expect(s.phase).toBe('gameOver'); // seat 2 has no patient left, the others passed
    expect(where(s, 0, red2)).toBe('R2'); // seat 0 kept its red 2
  });
});

describe('a move', () => {
  const seats: SeatDescription[] = [{ patients: ['R2', 'Y2', 'G3', 'R3'], score: 5 }, { patients: ['Y3', 'Y4', 'R2'] }, { patients: ['G5'] }];

  it("needs the patient's colour and value, an empty space that exists, the player's own patient, and the turn", () => {
    const s = round8(seats);
    const [r2, y2, g3] = [0, 1, 2].map((i) => pid(s, 0, i));
    reject(s, 0, { type: 'collectPatient', patient: y2!, space: S.R2 }); // wrong colour
    reject(s, 0, { type: 'collectPatient', patient: g3!, space: S.G4 }); // wrong value
    reject(s, 0, { type: 'collectPatient', patient: y2!, space: S.Y3 }); // wrong value
    reject(s, 0, { type: 'collectPatient', patient: pid(s, 1, 0), space: S.Y3 }); // another player's patient
    reject(s, 0, { type: 'collectPatient', patient: r2!, space: 99 }); // no such space
    reject(s, 0, { type: 'collectPatient', patient: r2!, space: -1 });
    reject(s, 1, { type: 'collectPatient', patient: pid(s, 1, 2), space: S.R2 }); // not seat 1's turn
    reject(s, 0, { type: 'commitActivation' });
    // Taken space.
    const s1 = collect(s, 0, r2!, S.R2);
    reject(s1, 1, { type: 'collectPatient', patient: pid(s, 1, 2), space: S.R2 });
  });

  it('gives +1 at once, takes the patient out of the hospital (back to the bag) and fills the space', () => {
    const s0 = round8(seats);
    const r3 = pid(s0, 0, 3);
    const r = applyAction(s0, 0, { type: 'collectPatient', patient: r3, space: S.R3 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.state;
    expect(score(s, 0)).toBe(5 + 1);
    expect(where(s, 0, r3)).toBe('bag');
    expect(ids(s, 0)).toHaveLength(3);
    expect(s.collections!.spaces[S.R3]!.seat).toBe(0);
    expect(s.collections!.spaces.filter((x) => x.seat !== null)).toHaveLength(1);
    expect(r.events.some((e: GameEvent) => e.type === 'patientCollected')).toBe(true);
  });

  it('legalActions: each fitting (patient, empty space) once, and pass', () => {
    const s = round8(seats);
    const [r2, , , r3] = [0, 1, 2, 3].map((i) => pid(s, 0, i));
    const legal = legalActions(s, 0);
    const moves = legal
      .filter((a): a is Extract<Action, { type: 'collectPatient' }> => a.type === 'collectPatient')
      .map((a) => `${a.patient}@${a.space}`)
      .sort();
    expect(moves).toEqual([`${r2}@${S.R2}`, `${r3}@${S.R3}`].sort());
    expect(legal.filter((a) => a.type === 'pass')).toHaveLength(1);
    expect(legal).toHaveLength(3);
    // Every listed move is accepted.
    for (const a of legal) act(s, 0, a);
  });

  it('a space takes one patient: a second red 2 has nowhere to go', () => {
    let s = round8([{ patients: ['R2', 'R2', 'Y4'] }, { patients: ['G5'] }]);
    const [a, b] = [pid(s, 0, 0), pid(s, 0, 1)];
    s = collect(s, 0, a, S.R2);
    s = collect(s, 1, pid(s, 1, 0), S.G5);
    expect(turn(s)).toBe(0);
    reject(s, 0, { type: 'collectPatient', patient: b, space: S.R2 });
    expect(legalActions(s, 0).filter((x) => x.type === 'collectPatient')).toEqual([{ type: 'collectPatient', patient: pid(s, 0, 1), space: S.Y4 }]);
  });

  it("the patient's own colour counts, not a blood-bag colour from round 8", () => {
    // Round 8, Phase 3: a green 3 is recoloured red to use Critical Care, and becomes green 4 (showing red).
    const s0 = buildPosition({
      players: 3,
      round: 8,
      options: { finalRoundCollections: true },
      seats: [{ patients: ['G3', 'Y3t'], bloodBags: 1 }, { patients: ['Y3t'] }, { patients: ['Y3t'] }],
    });
    const g = pid(s0, 0, 0);
    let s = place(s0, 0, 'nurse-0', CC0, [g], { [g]: 'red' });
    expect(s.players[0]!.patients[0]).toMatchObject({ colour: 'green', value: 4, tempColour: 'red' });
    s = commitAll(s);
    expect(s.phase).toBe('finalCollection');
    s = drive(
      s,
      (x) => turn(x) === 0 || x.phase === 'gameOver',
      (_x, _seat, legal) => legal.find((a) => a.type === 'pass'),
    );
    expect(turn(s)).toBe(0);
    const legal = legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'collectPatient', patient: g, space: S.G4 });
    expect(legal).not.toContainEqual({ type: 'collectPatient', patient: g, space: S.R4 });
    reject(s, 0, { type: 'collectPatient', patient: g, space: S.R4 });
    s = collect(s, 0, g, S.G4);
    expect(where(s, 0, g)).toBe('bag');
  });
});

describe('the end of the collection', () => {
  it('ends when every space is full, though patients that fit nothing are left', () => {
    let s = round8([{ patients: ['R2', 'Y3', 'G4', 'R2'] }, { patients: ['R3', 'Y4', 'G5', 'Y3'] }]);
    s = collect(s, 0, pid(s, 0, 0), S.R2);
    s = collect(s, 1, pid(s, 1, 0), S.R3);
    s = collect(s, 0, pid(s, 0, 0), S.Y3);
    s = collect(s, 1, pid(s, 1, 0), S.Y4);
    s = collect(s, 0, pid(s, 0, 0), S.G4);
    expect(s.phase).toBe('finalCollection');
    s = collect(s, 1, pid(s, 1, 0), S.G5);
    expect(s.phase).toBe('gameOver');
    expect(s.collections!.spaces.every((x) => x.seat !== null)).toBe(true);
    expect(row(s, 0)).toMatchObject({ collected: 3, patientsLeft: 1, patientPenalty: 1 });
    expect(row(s, 1)).toMatchObject({ collected: 3, patientsLeft: 1, patientPenalty: 1 });
  });

  it('ends when all have passed', () => {
    let s = round8([{ patients: ['R2', 'Y3'] }, { patients: ['R3', 'Y4'] }]);
    s = pass(s, 0);
    expect(s.phase).toBe('finalCollection');
    s = pass(s, 1);
    expect(s.phase).toBe('gameOver');
    expect(s.collections!.passed.sort()).toEqual([0, 1]);
    expect(s.collections!.spaces.every((x) => x.seat === null)).toBe(true);
  });

  it('nobody can move: the game ends at once after Phase 5, still with −1 per patient left', () => {
    const s = round8([
      { patients: ['R6', 'G1'], score: 10 },
      { patients: ['Y1'], score: 9 },
    ]);
    expect(s.phase).toBe('gameOver');
    expect(row(s, 0)).toMatchObject({ collected: 0, patientPenalty: 2, score: 8 });
    expect(row(s, 1)).toMatchObject({ collected: 0, patientPenalty: 1, score: 8 });
  });

  it('actions after the end are refused', () => {
    let s = round8([{ patients: ['R2'] }, { patients: ['Y4'] }]);
    s = pass(pass(s, 0), 1);
    reject(s, 0, { type: 'pass' });
  });
});

describe('final scoring with the option (spec 5 + 6.1)', () => {
  it('score = points + collected − 2 per fatality + 1 per blood bag − 1 per patient left; standings show collected and patientPenalty', () => {
    let s = round8([
      { patients: ['R2', 'Y3', 'G1', 'G1'], score: 30, bloodBags: 3, fatalities: 2 },
      { patients: ['R3'], score: 31 },
    ]);
    s = collect(s, 0, pid(s, 0, 0), S.R2);
    expect(score(s, 0)).toBe(31);
    s = collect(s, 1, pid(s, 1, 0), S.R3);
    s = collect(s, 0, pid(s, 0, 0), S.Y3);
    expect(s.phase).toBe('gameOver');
    // Seat 0: 30 + 2 collected + 3 blood bags − 4 fatalities − 2 patients left.
    expect(row(s, 0)).toMatchObject({
      score: 29,
      collected: 2,
      patientPenalty: 2,
      patientsLeft: 2,
      bloodBagBonus: 3,
      fatalityPenalty: 4,
    });
    // Seat 1: 31 + 1, empty hospital: no penalty, and no +5 (that is Phase 5's, already past).
    expect(row(s, 1)).toMatchObject({ score: 32, collected: 1, patientPenalty: 0, patientsLeft: 0 });
    expect(score(s, 1)).toBe(32);
    expect(s.result!.standings.map((r) => r.seat)).toEqual([1, 0]);
  });

  it('ties are broken by fewest patients left, counted after the collection', () => {
    let s = round8([
      { patients: ['R2', 'Y1'], score: 10 }, // collects 1, 1 left: 10 + 1 − 1 = 10
      { patients: ['R6', 'R6'], score: 12 }, // nothing fits, 2 left: 12 − 2 = 10
    ]);
    s = collect(s, 0, pid(s, 0, 0), S.R2);
    expect(s.phase).toBe('gameOver');
    expect(row(s, 0)).toMatchObject({ score: 10, patientsLeft: 1, rank: 1 });
    expect(row(s, 1)).toMatchObject({ score: 10, patientsLeft: 2, rank: 2, tieBreak: 'patients' });
  });
});

describe('worked flows', () => {
  it('2 players: seat 0 first; seat 1 runs out of fitting patients and is skipped; seat 0 moves twice in a row', () => {
    let s = round8(
      [
        { patients: ['R2', 'Y3', 'Y4'], score: 10, bloodBags: 1, fatalities: 1 },
        { patients: ['Y3', 'G5', 'R6'], score: 12 },
      ],
      { firstPlayer: 0 },
    );
    const [r2, y3, y4] = ids(s, 0);
    const [y3b, g5] = ids(s, 1);
    expect(s.collections!.spaces.map((x) => `${x.colour[0]}${x.value}`)).toEqual(['r2', 'y3', 'g4', 'r3', 'y4', 'g5']);
    expect(turn(s)).toBe(0);
    s = collect(s, 0, y3!, S.Y3);
    expect(turn(s)).toBe(1);
    reject(s, 1, { type: 'collectPatient', patient: y3b!, space: S.Y3 }); // taken
    s = collect(s, 1, g5!, S.G5);
    expect(turn(s)).toBe(0);
    s = collect(s, 0, r2!, S.R2);
    expect(turn(s)).toBe(0); // seat 1's yellow 3 and red 6 fit nothing left
    expect(s.collections!.passed).toContain(1);
    s = collect(s, 0, y4!, S.Y4);
    expect(s.phase).toBe('gameOver');
    // Seat 0: 10 + 3 + 1 blood bag − 2 (fatality), no patient left → 12. Seat 1: 12 + 1 − 2 left → 11.
    expect(row(s, 0)).toMatchObject({ score: 12, collected: 3, patientPenalty: 0, rank: 1 });
    expect(row(s, 1)).toMatchObject({ score: 11, collected: 1, patientPenalty: 2, rank: 2 });
  });

  it('3 players: first player 2, then 0, then 1; a pass; the others run out; scores', () => {
    let s = round8(
      [
        { patients: ['R4', 'Y5', 'G2'], score: 20 },
        { patients: ['R2', 'R2', 'Y3'], score: 18 },
        { patients: ['G6', 'Y4', 'R5'], score: 19 },
      ],
      { firstPlayer: 2 },
    );
    const [r4, y5] = ids(s, 0);
    const [r2] = ids(s, 1);
    const [g6, y4] = ids(s, 2);
    expect(turn(s)).toBe(2);
    s = collect(s, 2, g6!, S.G6);
    expect(turn(s)).toBe(0);
    s = collect(s, 0, r4!, S.R4);
    expect(turn(s)).toBe(1);
    s = collect(s, 1, r2!, S.R2);
    expect(turn(s)).toBe(2);
    s = collect(s, 2, y4!, S.Y4);
    expect(turn(s)).toBe(0);
    s = collect(s, 0, y5!, S.Y5);
    expect(turn(s)).toBe(1);
    expect(legalActions(s, 1)).toContainEqual({ type: 'collectPatient', patient: ids(s, 1)[1], space: S.Y3 });
    s = pass(s, 1); // for good, with a yellow 3 that would fit
    // Seat 2 (red 5) and seat 0 (green 2) fit nothing in a 3-player game: the collection ends.
    expect(s.phase).toBe('gameOver');
    expect(row(s, 0)).toMatchObject({ score: 22 - 1, collected: 2, patientPenalty: 1 });
    expect(row(s, 1)).toMatchObject({ score: 19 - 2, collected: 1, patientPenalty: 2 });
    expect(row(s, 2)).toMatchObject({ score: 21 - 1, collected: 2, patientPenalty: 1 });
    expect(s.result!.standings.map((r) => r.seat)).toEqual([0, 2, 1]);
  });

  it('4 players: the fourth back adds red 5, yellow 6, green 2', () => {
    let s = round8([{ patients: ['G2'] }, { patients: ['R5'] }, { patients: ['Y6'] }, { patients: ['R6'] }], { firstPlayer: 3 });
    expect(turn(s)).toBe(0); // seat 3 (first) fits nothing
    s = collect(s, 0, pid(s, 0, 0), S.G2);
    s = collect(s, 1, pid(s, 1, 0), S.R5);
    s = collect(s, 2, pid(s, 2, 0), S.Y6);
    expect(s.phase).toBe('gameOver');
    expect(s.result!.standings.map((r) => [r.seat, r.score])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, -1],
    ]);
  });
});
