// Rules spec 6.2: the Experimental Medicine mini-expansion — its stacks, its 4 departments and its
// 6 specialists, and the rule that a re-roll is a random event (undo stops there).
import { describe, expect, it } from 'vitest';
import { EXPERIMENTAL_SPECIALISTS, EXPERIMENTAL_TILES, IMPROVEMENT_TILES, SPECIALIST_TYPES, previewAction } from '../../shared/games/dice-hospital/index.js';
import { testKey } from '../../shared/random.js';
import {
  ability,
  act,
  bags,
  buildPosition,
  CC0,
  dept,
  ICU,
  legalActions,
  newGame,
  pid,
  place,
  reject,
  score,
  spec,
  useAbility,
  viewFor,
  where,
  type DepartmentType,
  type GameState,
  type SpecialistType,
} from './helpers.js';

const EXP = { experimentalMedicine: true };

/** Seat 0 in Phase 3 with these patients, improvements and blood bags; seat 1 with one patient. */
function position(
  patients: string[],
  seat0: { departments?: DepartmentType[]; specialists?: SpecialistType[]; bloodBags?: number; fatalities?: number } = {},
  key = 1,
): GameState {
  return buildPosition({ key: testKey(key), options: EXP, seats: [{ patients, bloodBags: 0, ...seat0 }, { patients: ['Y3'] }] });
}

const allTiles = (s: GameState) => [...s.departmentStack, ...s.display.departments].map((t) => t.type);
const allCards = (s: GameState) => [...s.specialistDeck, ...s.display.specialists].map((c) => c.type);
const countOf = <T>(items: T[], item: T) => items.filter((i) => i === item).length;

describe('stacks (6.2)', () => {
  it('2-3 players: one set of the 12 base tiles and 2 of each experimental tile, 20 in all', () => {
    for (const players of [2, 3]) {
      const tiles = allTiles(newGame(players, 4, EXP));
      expect(tiles).toHaveLength(20);
      for (const type of IMPROVEMENT_TILES) expect(countOf(tiles, type)).toBe(1);
      for (const type of EXPERIMENTAL_TILES) expect(countOf(tiles, type)).toBe(2);
    }
  });

  it('4 players: both base sets less 8 random tiles of the second, with the 8 experimental tiles: 24', () => {
    const decks = [1, 2, 3].map((seed) => allTiles(newGame(4, seed, EXP)));
    for (const tiles of decks) {
      expect(tiles).toHaveLength(24);
      const base = tiles.filter((t) => IMPROVEMENT_TILES.includes(t));
      expect(base).toHaveLength(16);
      for (const type of IMPROVEMENT_TILES) expect(countOf(base, type)).toBeGreaterThanOrEqual(1);
      for (const type of EXPERIMENTAL_TILES) expect(countOf(tiles, type)).toBe(2);
    }
    // Which 4 of the second set stay is random.
    expect(new Set(decks.map((tiles) => [...tiles].sort().join())).size).toBeGreaterThan(1);
  });

  it('specialists: one of each base card and 2 of each experimental card', () => {
    const cards = allCards(newGame(3, 4, EXP));
    expect(cards).toHaveLength(24);
    for (const type of SPECIALIST_TYPES) expect(countOf(cards, type)).toBe(1);
    for (const type of EXPERIMENTAL_SPECIALISTS) expect(countOf(cards, type)).toBe(2);
  });

  it('without the option no experimental tile or card is in the game', () => {
    const s = newGame(4, 4);
    expect(allTiles(s).some((t) => EXPERIMENTAL_TILES.includes(t))).toBe(false);
    expect(allCards(s).some((c) => EXPERIMENTAL_SPECIALISTS.includes(c))).toBe(false);
  });
});

/** Finds a key whose first re-roll of a value-`from` patient on Drug Trial Centre goes up (or down). */
function drugTrial(from: number, direction: 'up' | 'down', specialists: SpecialistType[] = []) {
  for (let key = 1; key < 300; key++) {
    const s0 = position([`R${from}`, `Y${from}`], { departments: ['drug_trial_centre'], specialists }, key);
    const worker = specialists.length > 0 ? spec(s0, 0, specialists[0]!) : 'nurse-0';
    const s1 = place(s0, 0, worker, dept(s0, 0, 'drug_trial_centre'), [pid(s0, 0, 0), pid(s0, 0, 1)]);
    const red = s1.players[0]!.patients.find((p) => p.id === pid(s0, 0, 0))!;
    if ((direction === 'up' && red.value > from) || (direction === 'down' && red.value < from)) return { s0, s1, red };
  }
  throw new Error('no key found');
}

describe('Drug Trial Centre (6.2)', () => {
  it('treats exactly 2 patients: each is re-rolled 1-6 and the new value stands', () => {
    const values = new Set<number>();
    for (let key = 1; key <= 40; key++) {
      const s0 = position(['R3', 'G4'], { departments: ['drug_trial_centre'] }, key);
      const s1 = place(s0, 0, 'nurse-0', dept(s0, 0, 'drug_trial_centre'), [pid(s0, 0, 0), pid(s0, 0, 1)]);
      for (const p of s1.players[0]!.patients) {
        expect(p.treated).toBe(true);
        values.add(p.value);
      }
    }
    expect([...values].sort()).toEqual([1, 2, 3, 4, 5, 6]); // 1s and 6s are not re-rolled here
    const s0 = position(['R3', 'G4', 'Y2'], { departments: ['drug_trial_centre'] });
    expect(reject(s0, 0, { type: 'placeWorker', worker: 'nurse-0', department: dept(s0, 0, 'drug_trial_centre'), targets: [pid(s0, 0, 0)] })).toBe(
      'invalid_targets',
    );
  });

  it('a re-roll that raises a value heals: it triggers the Surgeon; one that lowers it does not', () => {
    const up = drugTrial(3, 'up', ['surgeon']);
    expect(ability(up.s1, 0)?.specialist).toBe('surgeon');
    const down = drugTrial(4, 'down', ['surgeon']);
    expect(ability(down.s1, 0)).toBeNull();
  });

  it('is a random event: undo stops there, and the client cannot preview it', () => {
    const s0 = position(['R3', 'G4', 'Y2'], { departments: ['drug_trial_centre'] });
    const s1 = place(s0, 0, 'nurse-0', ICU, [pid(s0, 0, 2)]);
    expect(s1.activation[0]!.undoDepth).toBe(1);
    const action = { type: 'placeWorker' as const, worker: 'nurse-1', department: dept(s0, 0, 'drug_trial_centre'), targets: [pid(s0, 0, 0), pid(s0, 0, 1)] };
    expect(previewAction(viewFor(s1, 0), 0, action)).toMatchObject({ ok: false, error: { code: 'not_previewable' } });
    const s2 = act(s1, 0, action);
    expect(s2.activation[0]!.undoDepth).toBe(0);
    expect(reject(s2, 0, { type: 'undo' })).toBe('nothing_to_undo');
    expect(legalActions(s2, 0).some((a) => a.type === 'undo')).toBe(false);
    expect(where(s2, 0, pid(s0, 0, 2))).toBe('Y3t'); // the earlier placement stands
  });
});

describe('Physiotherapy (6.2)', () => {
  it('changes the colour of up to 2 patients until the end of the round; they are treated', () => {
    const s0 = position(['R3', 'G4', 'Y2'], { departments: ['physiotherapy'] });
    const [r, g] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    const s1 = act(s0, 0, {
      type: 'placeWorker',
      worker: 'nurse-0',
      department: dept(s0, 0, 'physiotherapy'),
      targets: [r, g],
      colours: { [r]: 'green', [g]: 'yellow' },
    });
    const [pr, pg] = [r, g].map((id) => s1.players[0]!.patients.find((p) => p.id === id)!);
    expect([pr!.tempColour, pr!.treated, pr!.value]).toEqual(['green', true, 3]);
    expect([pg!.tempColour, pg!.treated, pg!.value]).toEqual(['yellow', true, 4]);
    // The new colour serves later effects this round: the red 3 now heals at a green department.
    const s2 = place(s1, 0, 'nurse-1', 'start-4', [r]);
    expect(where(s2, 0, r)).toBe('R4t');
  });

  it('one patient is enough; none, three, a missing or unchanged colour are refused', () => {
    const s0 = position(['R3', 'G4', 'Y2'], { departments: ['physiotherapy'] });
    const [r, g, y] = [0, 1, 2].map((i) => pid(s0, 0, i));
    const physio = dept(s0, 0, 'physiotherapy');
    act(s0, 0, { type: 'placeWorker', worker: 'nurse-0', department: physio, targets: [y], colours: { [y]: 'red' } });
    expect(reject(s0, 0, { type: 'placeWorker', worker: 'nurse-0', department: physio, targets: [], colours: {} })).toBe('invalid_targets');
    expect(
      reject(s0, 0, { type: 'placeWorker', worker: 'nurse-0', department: physio, targets: [r, g, y], colours: { [r]: 'green', [g]: 'red', [y]: 'red' } }),
    ).toBe('invalid_targets');
    expect(reject(s0, 0, { type: 'placeWorker', worker: 'nurse-0', department: physio, targets: [r] })).toBe('invalid_colours');
    expect(reject(s0, 0, { type: 'placeWorker', worker: 'nurse-0', department: physio, targets: [r], colours: { [r]: 'red' } })).toBe('invalid_colours');
    expect(reject(s0, 0, { type: 'placeWorker', worker: 'nurse-0', department: CC0, targets: [r], colours: { [r]: 'green' } })).toBe('invalid_colours');
  });

  it('heals nobody, so it triggers no specialist', () => {
    const s0 = position(['R3', 'G4'], { departments: ['physiotherapy'], specialists: ['paramedic'] });
    const r = pid(s0, 0, 0);
    const s1 = act(s0, 0, {
      type: 'placeWorker',
      worker: spec(s0, 0, 'paramedic'),
      department: dept(s0, 0, 'physiotherapy'),
      targets: [r],
      colours: { [r]: 'yellow' },
    });
    expect(ability(s1, 0)).toBeNull();
  });
});

describe('Experimental Therapy (6.2)', () => {
  it('turns value v into 7 − v: 2 becomes 5 (a heal, which triggers the Paramedic)', () => {
    const s0 = position(['Y2', 'G1'], { departments: ['experimental_therapy'], specialists: ['paramedic'] });
    const s1 = place(s0, 0, spec(s0, 0, 'paramedic'), dept(s0, 0, 'experimental_therapy'), [pid(s0, 0, 0)]);
    expect(where(s1, 0, pid(s0, 0, 0))).toBe('Y5t');
    expect(ability(s1, 0)?.specialist).toBe('paramedic');
  });

  it('6 becomes 1: the patient is treated but not healed, so no specialist triggers', () => {
    const s0 = position(['Y6', 'G1'], { departments: ['experimental_therapy'], specialists: ['paramedic'] });
    const s1 = place(s0, 0, spec(s0, 0, 'paramedic'), dept(s0, 0, 'experimental_therapy'), [pid(s0, 0, 0)]);
    expect(where(s1, 0, pid(s0, 0, 0))).toBe('Y1t');
    expect(ability(s1, 0)).toBeNull();
  });
});

describe('Training Department (6.2)', () => {
  it('heals exactly 2 different patients of the same value, any colours, 1 step each', () => {
    const s0 = position(['R4', 'G4', 'Y3'], { departments: ['training_department'] });
    const training = dept(s0, 0, 'training_department');
    const s1 = place(s0, 0, 'nurse-0', training, [pid(s0, 0, 0), pid(s0, 0, 1)]);
    expect([where(s1, 0, pid(s0, 0, 0)), where(s1, 0, pid(s0, 0, 1))]).toEqual(['R5t', 'G5t']);
    expect(reject(s0, 0, { type: 'placeWorker', worker: 'nurse-0', department: training, targets: [pid(s0, 0, 0), pid(s0, 0, 2)] })).toBe('invalid_targets');
    expect(reject(s0, 0, { type: 'placeWorker', worker: 'nurse-0', department: training, targets: [pid(s0, 0, 0)] })).toBe('invalid_targets');
  });
});

describe('Experimental Medicine specialists (6.2)', () => {
  it('Pathologist: after a heal, discards a fatality token for a blood bag; with no token nothing arms', () => {
    const s0 = position(['R3', 'G2'], { specialists: ['pathologist'], fatalities: 2 });
    const s1 = place(s0, 0, spec(s0, 0, 'pathologist'), CC0, [pid(s0, 0, 0)]);
    expect(legalActions(s1, 0).filter((a) => a.type === 'useAbility')).toEqual([{ type: 'useAbility', targets: [] }]);
    const s2 = useAbility(s1, 0, []);
    expect([s2.players[0]!.fatalities, bags(s2, 0)]).toEqual([1, 1]);
    const none = position(['R3'], { specialists: ['pathologist'] });
    expect(ability(place(none, 0, spec(none, 0, 'pathologist'), CC0, [pid(none, 0, 0)]), 0)).toBeNull();
  });

  it('Experimental Chemist: after a heal, re-rolls a different patient, who becomes treated; undo stops there', () => {
    const s0 = position(['R3', 'G2'], { specialists: ['experimental_chemist'] });
    const [r, g] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    const s1 = place(s0, 0, spec(s0, 0, 'experimental_chemist'), CC0, [r]);
    expect(legalActions(s1, 0).filter((a) => a.type === 'useAbility')).toEqual([{ type: 'useAbility', targets: [g] }]);
    expect(reject(s1, 0, { type: 'useAbility', targets: [r] })).toBe('invalid_targets');
    const s2 = useAbility(s1, 0, [g]);
    const rolled = s2.players[0]!.patients.find((p) => p.id === g)!;
    expect(rolled.treated).toBe(true);
    expect(rolled.value).toBeGreaterThanOrEqual(1);
    expect(s2.activation[0]!.undoDepth).toBe(0);
  });

  it('Registrar: a placement that discharges scores +1 at once, with nothing to decide', () => {
    const s0 = position(['R6', 'G2'], { specialists: ['registrar'] });
    const s1 = place(s0, 0, spec(s0, 0, 'registrar'), CC0, [pid(s0, 0, 0)]);
    expect([score(s1, 0), ability(s1, 0)]).toEqual([1, null]);
    const s2 = place(s0, 0, spec(s0, 0, 'registrar'), ICU, [pid(s0, 0, 1)]);
    expect(score(s2, 0)).toBe(0);
    // Undo takes the point back with the placement.
    expect(score(act(s1, 0, { type: 'undo' }), 0)).toBe(0);
  });

  it('Haematology Technician: a placement that discharges gains a blood bag at once', () => {
    const s0 = position(['G6'], { specialists: ['haematology_technician'] });
    const s1 = place(s0, 0, spec(s0, 0, 'haematology_technician'), 'start-4', [pid(s0, 0, 0)]);
    expect([bags(s1, 0), ability(s1, 0)]).toEqual([1, null]);
  });

  it('Medical Student: heals one different patient 1 step and deteriorates another 1 step; both treated', () => {
    const s0 = position(['R3', 'G2', 'Y1'], { specialists: ['medical_student'] });
    const [r, g, y] = [0, 1, 2].map((i) => pid(s0, 0, i));
    const s1 = place(s0, 0, spec(s0, 0, 'medical_student'), CC0, [r]);
    const s2 = useAbility(s1, 0, [g, y]);
    expect(where(s2, 0, g)).toBe('G3t');
    expect(where(s2, 0, y)).toBe('bag'); // a value-1 patient dies
    expect(s2.players[0]!.fatalities).toBe(1);
    const s3 = useAbility(s1, 0, [y, g]);
    expect([where(s3, 0, y), where(s3, 0, g)]).toEqual(['Y2t', 'G1t']);
  });

  it('Medical Student with only one other patient: heals it, deteriorates nobody', () => {
    const s0 = position(['R3', 'G2'], { specialists: ['medical_student'] });
    const s1 = place(s0, 0, spec(s0, 0, 'medical_student'), CC0, [pid(s0, 0, 0)]);
    expect(legalActions(s1, 0).filter((a) => a.type === 'useAbility')).toEqual([{ type: 'useAbility', targets: [pid(s0, 0, 1)] }]);
    expect(where(useAbility(s1, 0, [pid(s0, 0, 1)]), 0, pid(s0, 0, 1))).toBe('G3t');
  });

  it('Physiotherapist: changes a different patient to any colour until the end of the round; it is treated', () => {
    const s0 = position(['R3', 'G2'], { specialists: ['physiotherapist'] });
    const [r, g] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    const s1 = place(s0, 0, spec(s0, 0, 'physiotherapist'), CC0, [r]);
    expect(legalActions(s1, 0).filter((a) => a.type === 'useAbility')).toHaveLength(2); // red or yellow
    const s2 = useAbility(s1, 0, [g], { colours: { [g]: 'red' } } as never);
    const p = s2.players[0]!.patients.find((x) => x.id === g)!;
    expect([p.tempColour, p.treated, p.value]).toEqual(['red', true, 2]);
    // The codes docs/engine.md gives: a colour that is no change, a blood-bag recolour the ability
    // cannot use, a target it cannot take.
    expect(reject(s1, 0, { type: 'useAbility', targets: [g], colours: { [g]: 'green' } })).toBe('invalid_colours');
    expect(reject(s1, 0, { type: 'useAbility', targets: [g], colours: { [g]: 'red' }, recolour: { [g]: 'yellow' } })).toBe('invalid_recolour');
    expect(reject(s1, 0, { type: 'useAbility', targets: [r], colours: { [r]: 'green' } })).toBe('invalid_targets');
  });
});

describe('undo after a die went back to the bag', () => {
  it("undoing a Medical Student's fatal deterioration brings the patient back and takes the die out of the bag", () => {
    const s0 = position(['R3', 'G2', 'Y1'], { specialists: ['medical_student'] });
    const y = pid(s0, 0, 2);
    const s1 = useAbility(place(s0, 0, spec(s0, 0, 'medical_student'), CC0, [pid(s0, 0, 0)]), 0, [pid(s0, 0, 1), y]);
    expect(where(s1, 0, y)).toBe('bag');
    const s2 = act(s1, 0, { type: 'undo' });
    expect(where(s2, 0, y)).toBe('Y1');
    expect(s2.bag.filter((d) => d.id === y)).toHaveLength(0);
    expect(s2.players[0]!.fatalities).toBe(0);
  });
});
