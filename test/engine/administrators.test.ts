// Spec 2.4: the 8 administrators (Phase 4 and Phase 5 bonuses) and their Decisions.
import { describe, expect, it } from 'vitest';
import {
  buildPosition,
  CC0,
  commit,
  commitAll,
  PHA0,
  PHA1,
  pid,
  place,
  reject,
  score,
  where,
  type AdministratorType,
  type GameState,
  type SeatDescription,
} from './helpers.js';

/** A position at the start of Phase 5; every seat keeps one patient so the empty-hospital bonus stays out. */
function phase5(seats: SeatDescription[]): GameState {
  return buildPosition({
    players: seats.length,
    phase: 'discharge',
    seats: seats.map((s) => ({ patients: ['Y3'], ...s })),
  });
}

describe('colour-discharge administrators (Phase 5: discharged ≥2 of a colour → +1)', () => {
  const cases: { admin: AdministratorType; L: string; O: string }[] = [
    { admin: 'red_discharge', L: 'R', O: 'G' },
    { admin: 'yellow_discharge', L: 'Y', O: 'R' },
    { admin: 'green_discharge', L: 'G', O: 'Y' },
  ];
  for (const c of cases) {
    it(`${c.admin}: two ${c.L} discharged → 3 + 1 points`, () => {
      const s = phase5([{ administrator: c.admin, discharged: [`${c.L}6`, `${c.L}6`] }, { discharged: [`${c.L}6`, `${c.L}6`] }]);
      expect(score(s, 0)).toBe(4);
      expect(score(s, 1)).toBe(3);
    });
    it(`${c.admin}: one ${c.L} and one other colour → no bonus`, () => {
      const s = phase5([{ administrator: c.admin, discharged: [`${c.L}6`, `${c.O}6`] }, {}]);
      expect(score(s, 0)).toBe(3);
    });
    it(`${c.admin}: three ${c.L} → still +1 only`, () => {
      const s = phase5([{ administrator: c.admin, discharged: [`${c.L}6`, `${c.L}6`, `${c.L}6`] }, {}]);
      expect(score(s, 0)).toBe(6);
    });
  }
});

describe('rainbow_discharge (Phase 5: ≥1 patient of each colour → +1)', () => {
  it('red, yellow and green discharged → 5 + 1', () => {
    const s = phase5([{ administrator: 'rainbow_discharge', discharged: ['R6', 'Y6', 'G6'] }, {}]);
    expect(score(s, 0)).toBe(6);
  });
  it('two colours only → no bonus', () => {
    const s = phase5([{ administrator: 'rainbow_discharge', discharged: ['R6', 'Y6', 'Y6'] }, {}]);
    expect(score(s, 0)).toBe(5);
  });
});

describe('most_discharged (Phase 5: strictly more than every other player → +1)', () => {
  it('3 against 2 and 0 → +1', () => {
    const s = phase5([{ administrator: 'most_discharged', discharged: ['R6', 'Y6', 'G6'] }, { discharged: ['R6', 'Y6'] }, {}]);
    expect(score(s, 0)).toBe(6);
    expect(score(s, 1)).toBe(3);
    expect(score(s, 2)).toBe(0);
  });
  it('a tie for most → no bonus (Decision: without a tie)', () => {
    const s = phase5([{ administrator: 'most_discharged', discharged: ['R6', 'Y6'] }, { discharged: ['G6', 'Y6'] }, { discharged: ['G6'] }]);
    expect(score(s, 0)).toBe(3);
  });
  it('nobody discharged anything → no bonus (needs at least one)', () => {
    const s = phase5([{ administrator: 'most_discharged' }, {}]);
    expect(score(s, 0)).toBe(0);
  });
  it('1 against 0 → +1', () => {
    const s = phase5([{ administrator: 'most_discharged', discharged: ['G6'] }, {}]);
    expect(score(s, 0)).toBe(2);
  });
});

describe("Phase 5 colour checks use the die's own colour (2.4 Decision)", () => {
  it('a red patient recoloured green and discharged still counts as red', () => {
    const s0 = buildPosition({
      players: 2,
      seats: [
        { patients: ['R6', 'R6', 'Y3'], administrator: 'red_discharge', bloodBags: 1 },
        { patients: ['G6', 'Y6', 'R3'], administrator: 'green_discharge', bloodBags: 1 },
      ],
    });
    const [r1, r2] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    let s = place(s0, 0, 'nurse-0', PHA0, [r1], { [r1]: 'green' });
    s = place(s, 0, 'nurse-1', CC0, [r2]);
    const [g, y] = [pid(s0, 1, 0), pid(s0, 1, 1)];
    s = place(s, 1, 'nurse-0', PHA0, [g]);
    s = place(s, 1, 'nurse-1', PHA1, [y], { [y]: 'green' });
    expect([where(s, 0, r1), where(s, 0, r2), where(s, 1, g), where(s, 1, y)]).toEqual(['discharged', 'discharged', 'discharged', 'discharged']);
    s = commitAll(s);
    expect(score(s, 0)).toBe(4); // 2 discharged (3) + red_discharge: both dice are red
    expect(score(s, 1)).toBe(3); // 2 discharged (3), only one of them a green die
  });
});

describe('care administrators (Phase 4: one neglected patient of the colour does not deteriorate)', () => {
  const cases: { admin: AdministratorType; L: string; O: string }[] = [
    { admin: 'red_care', L: 'R', O: 'Y' },
    { admin: 'yellow_care', L: 'Y', O: 'G' },
    { admin: 'green_care', L: 'G', O: 'R' },
  ];
  for (const c of cases) {
    it(`${c.admin}: without a choice, the lowest-valued neglected ${c.L} patient is protected`, () => {
      const s0 = buildPosition({
        players: 2,
        seats: [{ patients: [`${c.L}4`, `${c.L}2`, `${c.O}3`, `${c.L}5t`], administrator: c.admin }, { patients: ['R4'] }],
      });
      const ids = [0, 1, 2, 3].map((i) => pid(s0, 0, i));
      const s = commitAll(s0);
      expect(ids.map((id) => where(s, 0, id))).toEqual([`${c.L}3`, `${c.L}2`, `${c.O}2`, `${c.L}5`]);
    });

    it(`${c.admin}: the player may name the protected ${c.L} patient when committing`, () => {
      const s0 = buildPosition({
        players: 2,
        seats: [{ patients: [`${c.L}4`, `${c.L}2`, `${c.O}3`], administrator: c.admin }, { patients: ['R4'] }],
      });
      const ids = [0, 1, 2].map((i) => pid(s0, 0, i));
      let s = commit(s0, 0, ids[0]);
      s = commit(s, 1);
      expect(ids.map((id) => where(s, 0, id))).toEqual([`${c.L}4`, `${c.L}1`, `${c.O}2`]);
    });

    it(`${c.admin}: naming a patient of another colour is rejected`, () => {
      const s0 = buildPosition({
        players: 2,
        seats: [{ patients: [`${c.L}4`, `${c.O}3`], administrator: c.admin }, { patients: ['R4'] }],
      });
      reject(s0, 0, { type: 'commitActivation', protect: pid(s0, 0, 1) });
    });

    it(`${c.admin}: protects only one patient`, () => {
      const s0 = buildPosition({
        players: 2,
        phase: 'neglect',
        seats: [{ patients: [`${c.L}2`, `${c.L}2`], administrator: c.admin }, { patients: ['R4'] }],
      });
      expect(s0.players[0]!.patients.map((p) => p.value).sort()).toEqual([1, 2]);
    });
  }

  it('red_care saves a neglected red 1 from becoming a fatality', () => {
    const s = buildPosition({
      players: 2,
      phase: 'neglect',
      seats: [{ patients: ['R1', 'R4'], administrator: 'red_care' }, { patients: ['R4'] }],
    });
    expect(s.players[0]!.fatalities).toBe(0);
    expect(s.players[0]!.patients.map((p) => `${p.colour}${p.value}`).sort()).toEqual(['red1', 'red3']);
  });

  it('a care administrator of a colour with no neglected patient protects nobody', () => {
    const s = buildPosition({
      players: 2,
      phase: 'neglect',
      seats: [{ patients: ['R3', 'G4t', 'Y2'], administrator: 'green_care' }, { patients: ['R4'] }],
    });
    expect(s.players[0]!.patients.map((p) => `${p.colour}${p.value}`).sort()).toEqual(['green4', 'red2', 'yellow1']);
  });

  it('a player without the card gets no protection', () => {
    const s = buildPosition({
      players: 2,
      phase: 'neglect',
      seats: [
        { patients: ['R3'], administrator: 'red_care' },
        { patients: ['R3'], administrator: 'yellow_discharge' },
      ],
    });
    expect(s.players[0]!.patients[0]!.value).toBe(3);
    expect(s.players[1]!.patients[0]!.value).toBe(2);
  });
});
