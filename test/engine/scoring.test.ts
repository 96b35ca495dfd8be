// Spec Phases 4-6 and section 5: neglect, the discharge table (2.5), the empty-hospital bonus,
// shift change, final scoring and the three tie-breaks.
import { describe, expect, it } from 'vitest';
import {
  bags,
  buildPosition,
  CC0,
  commitAll,
  DISCHARGE_TABLE,
  drive,
  expectDiceConserved,
  newGame,
  PHA0,
  pendingSeats,
  pid,
  place,
  reject,
  score,
  where,
  type GameState,
  type SeatDescription,
} from './helpers.js';

function phase5(seats: SeatDescription[], round = 1): GameState {
  return buildPosition({ players: seats.length, phase: 'discharge', round, seats });
}

/** n discharged dice, colours cycling R, Y, G. */
function dice(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${'RYG'[i % 3]}6`);
}

describe('Phase 4: neglected patients', () => {
  it('every untreated patient deteriorates 1 step; treated ones do not; at 0 a patient is a fatality', () => {
    const s0 = buildPosition({
      players: 2,
      phase: 'neglect',
      seats: [{ patients: ['R1', 'Y3', 'G4t', 'R6', 'Y2n'] }, { patients: ['G2'] }],
    });
    // buildPosition ran Phase 4 (and what follows) itself
    const vals = s0.players[0]!.patients.map((p) => `${p.colour[0]!.toUpperCase()}${p.value}`).sort();
    expect(vals).toEqual(['G4', 'R5', 'Y1', 'Y2']);
    expect(s0.players[0]!.fatalities).toBe(1);
    expect(s0.players[1]!.patients.map((p) => p.value)).toEqual([1]);
  });

  it('after Phase 3: patients healed this round are safe, the others deteriorate; a 1 left alone dies', () => {
    const s0 = buildPosition({ players: 2, seats: [{ patients: ['R3', 'Y3', 'G1'] }, { patients: ['R4'] }] });
    const [r, y, g] = [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 2)];
    let s = place(s0, 0, 'nurse-0', CC0, [r]);
    s = commitAll(s);
    expect(where(s, 0, r)).toBe('R4');
    expect(where(s, 0, y)).toBe('Y2');
    expect(where(s, 0, g)).not.toMatch(/^[RYG]/);
    expect(s.players[0]!.fatalities).toBe(1);
    expect(s.players[1]!.patients.find((p) => p.id === pid(s0, 1, 0))!.value).toBe(3);
    expectDiceConserved(s, 45);
  });

  it('a patient that was only recoloured by a blood bag is treated and does not deteriorate', () => {
    const s0 = buildPosition({ players: 2, seats: [{ patients: ['R3', 'Y4'], bloodBags: 1 }, { patients: ['R4'] }] });
    const r = pid(s0, 0, 0);
    const s = commitAll(place(s0, 0, 'nurse-0', PHA0, [r], { [r]: 'green' }));
    expect(where(s, 0, r)).toBe('R4');
    expect(where(s, 0, pid(s0, 0, 1))).toBe('Y3');
  });
});

describe('Phase 5: discharge table (2.5)', () => {
  for (let n = 1; n <= 12; n++) {
    it(`${n} discharged → ${DISCHARGE_TABLE[n]} points`, () => {
      const s = phase5([{ patients: ['Y3'], discharged: dice(n), score: 2 }, { patients: ['R3'] }]);
      expect(score(s, 0)).toBe(2 + DISCHARGE_TABLE[n]!);
      expect(score(s, 1)).toBe(0);
    });
  }

  it('beyond 12: +5 per further patient (13 → 40, 14 → 45)', () => {
    expect(score(phase5([{ patients: ['Y3'], discharged: dice(13) }, { patients: ['R3'] }]), 0)).toBe(40);
    expect(score(phase5([{ patients: ['Y3'], discharged: dice(14) }, { patients: ['R3'] }]), 0)).toBe(45);
  });

  it('the discharged dice return to the bag', () => {
    const s = phase5([{ patients: ['Y3'], discharged: ['R6', 'G6', 'Y6'] }, { patients: ['R3'] }]);
    expect(s.players[0]!.discharged).toEqual([]);
    expectDiceConserved(s, 45);
  });

  it('discharges made in Phase 3 are scored in Phase 5 of the same round', () => {
    const s0 = buildPosition({ players: 2, seats: [{ patients: ['R6', 'Y6', 'G5', 'G6', 'R2'] }, { patients: ['R4'] }] });
    let s = place(s0, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]);
    s = place(s, 0, 'nurse-1', 'start-2', [pid(s0, 0, 1)]);
    s = place(s, 0, 'nurse-2', PHA0, [pid(s0, 0, 3)]);
    s = commitAll(s);
    expect(score(s, 0)).toBe(5);
    expect(score(s, 1)).toBe(0);
  });
});

describe('Phase 5: empty hospital bonus (+5)', () => {
  it('a player whose hospital is empty after Phase 5 scores +5 on top of the table', () => {
    const s = phase5([
      { patients: [], discharged: ['R6'] },
      { patients: ['R3'], discharged: ['Y6'] },
    ]);
    expect(score(s, 0)).toBe(6);
    expect(score(s, 1)).toBe(1);
  });

  it('discharging the last patient in Phase 3 empties the hospital: 1 + 5', () => {
    const s0 = buildPosition({ players: 2, seats: [{ patients: ['R6'] }, { patients: ['R4'] }] });
    const s = commitAll(place(s0, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]));
    expect(score(s, 0)).toBe(6);
    expect(score(s, 1)).toBe(0);
  });

  it('an empty hospital scores +5 even with no discharge this round', () => {
    const s = phase5([{ patients: [] }, { patients: ['R3'] }]);
    expect(score(s, 0)).toBe(5);
  });
});

describe('Phase 6: shift change', () => {
  function round1Played(players = 3): { before: GameState; after: GameState; recoloured: number } {
    const seats: SeatDescription[] = Array.from({ length: players }, (_, i) => ({
      patients: ['R3', 'Y3', 'G3'],
      bloodBags: 2,
      ambulance: i + 1,
    }));
    const s0 = buildPosition({
      players,
      seats,
      firstPlayer: 0,
      display: players === 3 ? { departments: ['cardiology', 'ent'], specialists: ['surgeon', 'paramedic'] } : undefined,
    });
    const r = pid(s0, 0, 0);
    let s = place(s0, 0, 'nurse-0', PHA0, [r], { [r]: 'green' });
    s = place(s, 0, 'nurse-1', 'start-2', [pid(s0, 0, 1)]);
    return { before: s0, after: commitAll(s), recoloured: r };
  }

  it('the round marker advances; workers go home; departments can be activated again', () => {
    const { after } = round1Played();
    expect(after.round).toBe(2);
    for (const p of after.players) {
      expect(p.workers.every((w) => !w.placedOn)).toBe(true);
      expect(p.departments.every((d) => !d.activated)).toBe(true);
      expect(p.ambulance).toBeNull();
    }
  });

  it('treated patients become untreated and temporary colours revert', () => {
    const { after, recoloured } = round1Played();
    const p = after.players[0]!.patients.find((x) => x.id === recoloured)!;
    expect(p.colour).toBe('red');
    expect(p.tempColour).toBeUndefined();
    expect(after.players.every((pl) => pl.patients.every((x) => !x.treated))).toBe(true);
  });

  it('scores, blood bags and fatality tokens carry over', () => {
    const { after } = round1Played();
    expect(bags(after, 0)).toBe(1);
    expect(bags(after, 1)).toBe(2);
  });

  it('the unclaimed display goes under the stacks and a new display of P-1 + P-1 is drawn', () => {
    const { before, after } = round1Played(3);
    const oldDepts = before.display.departments.map((d) => d.uid);
    const oldSpecs = before.display.specialists.map((d) => d.uid);
    expect(after.display.departments).toHaveLength(2);
    expect(after.display.specialists).toHaveLength(2);
    for (const u of oldDepts) {
      expect(after.display.departments.map((d) => d.uid)).not.toContain(u);
      expect(after.departmentStack.map((d) => d.uid)).toContain(u);
    }
    for (const u of oldSpecs) {
      expect(after.display.specialists.map((d) => d.uid)).not.toContain(u);
      expect(after.specialistDeck.map((d) => d.uid)).toContain(u);
    }
    expect(after.departmentStack.length + after.display.departments.length).toBe(24);
    expect(after.specialistDeck.length + after.display.specialists.length).toBe(24);
  });

  it('2 players: the first player again chooses the extra reveal', () => {
    const { after } = round1Played(2);
    expect(after.pending).toEqual({ kind: 'chooseExtraReveal', seat: after.firstPlayer });
    expect(after.display.departments.length + after.display.specialists.length).toBe(2);
  });

  it('round 2 starts with a fresh intake: P+1 ambulances are filled', () => {
    const { after } = round1Played(3);
    const s = drive(after, (x) => x.pending.kind === 'takeAmbulance');
    expect(s.round).toBe(2);
    expect(s.intake.ambulances).toHaveLength(4);
    expect(s.intake.takenBy.every((t) => t === null)).toBe(true);
  });
});

describe('end of game (section 5)', () => {
  function finalOf(seats: SeatDescription[]) {
    const s = phase5(seats, 8);
    expect(s.phase).toBe('gameOver');
    expect(s.result).not.toBeNull();
    const bySeat = new Map(s.result!.standings.map((x) => [x.seat, x]));
    return { s, st: (seat: number) => bySeat.get(seat)! };
  }

  it('the game ends after round 8 without a shift change; nobody has anything to do', () => {
    const s0 = buildPosition({ players: 2, round: 8, seats: [{ patients: ['R3t', 'Y4'] }, { patients: ['R4'] }] });
    const s = commitAll(s0);
    expect(s.phase).toBe('gameOver');
    expect(s.round).toBe(8);
    expect(pendingSeats(s)).toEqual([]);
    reject(s, 0, { type: 'commitActivation' });
    reject(s, 0, { type: 'pass' });
    reject(s, 1, { type: 'takeAmbulance', ambulance: 2 });
  });

  it('−2 points per fatality token, +1 per blood bag; highest score wins', () => {
    const { st } = finalOf([
      { patients: ['R3'], score: 20, fatalities: 2, bloodBags: 3 },
      { patients: ['R3'], score: 18 },
    ]);
    expect(st(0).score).toBe(19);
    expect(st(1).score).toBe(18);
    expect(st(0).rank).toBe(1);
    expect(st(1).rank).toBe(2);
  });

  it('blood bags can turn the result', () => {
    const { st } = finalOf([
      { patients: ['R3'], score: 10, bloodBags: 2 },
      { patients: ['R3'], score: 11 },
    ]);
    expect([st(0).score, st(0).rank, st(1).score, st(1).rank]).toEqual([12, 1, 11, 2]);
  });

  it('round 8 Phase 5 is scored before the final adjustments', () => {
    const { st } = finalOf([
      { patients: ['R3'], score: 10, discharged: ['R6', 'Y6'], fatalities: 1 },
      { patients: ['R3'], score: 12 },
    ]);
    expect(st(0).score).toBe(10 + 3 - 2);
    expect(st(0).rank).toBe(2);
  });

  it('score beats the tie-breaks', () => {
    const { st } = finalOf([
      { patients: ['R3', 'Y3', 'G3', 'R2', 'Y2'], score: 11 },
      { patients: ['R6'], score: 10 },
    ]);
    expect([st(0).rank, st(1).rank]).toEqual([1, 2]);
  });

  it('tie-break 1: fewest patients left in hospital', () => {
    const { st } = finalOf([
      { patients: ['R3', 'Y4'], score: 10 },
      { patients: ['R3'], score: 10 },
    ]);
    expect(st(0).score).toBe(st(1).score);
    expect([st(0).rank, st(1).rank]).toEqual([2, 1]);
  });

  it('tie-break 2: then highest total pips of patients left', () => {
    const { st } = finalOf([
      { patients: ['R3', 'Y4'], score: 10 },
      { patients: ['R5', 'Y4'], score: 10 },
    ]);
    expect([st(0).rank, st(1).rank]).toEqual([2, 1]);
  });

  it('tie-break 3: then a shared win', () => {
    const { st } = finalOf([
      { patients: ['R3', 'Y4'], score: 10 },
      { patients: ['G4', 'Y3'], score: 10 },
    ]);
    expect([st(0).rank, st(1).rank]).toEqual([1, 1]);
  });

  it('3 players: two share the win, the third does not', () => {
    const { st } = finalOf([
      { patients: ['R3', 'Y4'], score: 10 },
      { patients: ['G4', 'Y3'], score: 10 },
      { patients: ['G4', 'Y3'], score: 9 },
    ]);
    expect([st(0).rank, st(1).rank]).toEqual([1, 1]);
    expect(st(2).rank).toBeGreaterThan(1);
  });

  it('a full 2-player game with createGame ends after round 8 with a result', () => {
    const s = drive(newGame(2, 2024), (x) => x.phase === 'gameOver', undefined, 5000);
    expect(s.round).toBe(8);
    expect(s.result!.standings).toHaveLength(2);
    const [a, b] = s.result!.standings;
    expect(a!.score).toBeGreaterThanOrEqual(b!.score);
    expectDiceConserved(s, 45);
  });
});
