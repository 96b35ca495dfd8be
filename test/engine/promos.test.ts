// Rules spec 2.3 (promo specialists) and 6.4: the Consultant and the Admissions Nurse, and how they
// join the specialist deck.
import { describe, expect, it } from 'vitest';
import { PROMO_SPECIALISTS, SPECIALIST_TYPES } from '../../shared/games/dice-hospital/index.js';
import { testKey } from '../../shared/random.js';
import {
  ability,
  act,
  buildPosition,
  CC0,
  commitAll,
  legalActions,
  newGame,
  pid,
  place,
  reject,
  spec,
  useAbility,
  where,
  type EventId,
  type GameState,
  type SpecialistType,
} from './helpers.js';

const PROMO = { promoSpecialists: true };

function position(patients: string[], specialists: SpecialistType[], extra: { event?: EventId; options?: object } = {}): GameState {
  return buildPosition({
    key: testKey(2),
    options: { ...PROMO, ...(extra.event ? { events: true } : {}), ...extra.options },
    round: extra.event ? 2 : 1,
    event: extra.event,
    seats: [{ patients, specialists, bloodBags: 0 }, { patients: ['Y3'] }],
  });
}

const allCards = (s: GameState) => [...s.specialistDeck, ...s.display.specialists].map((c) => c.type);

describe('the promo cards in the deck (2.3, 6.4)', () => {
  it('each promo card takes the place of a random base card: still 24 cards, one of each promo', () => {
    const decks = [1, 2, 3, 4].map((seed) => allCards(newGame(3, seed, PROMO)));
    for (const cards of decks) {
      expect(cards).toHaveLength(24);
      for (const promo of PROMO_SPECIALISTS) expect(cards.filter((c) => c === promo)).toHaveLength(1);
      expect(cards.filter((c) => SPECIALIST_TYPES.includes(c))).toHaveLength(22);
    }
    expect(new Set(decks.map((cards) => [...cards].sort().join())).size).toBeGreaterThan(1);
  });

  it('with Experimental Medicine they replace random cards of the combined deck', () => {
    const cards = allCards(newGame(2, 5, { ...PROMO, experimentalMedicine: true }));
    expect(cards).toHaveLength(24);
    for (const promo of PROMO_SPECIALISTS) expect(cards).toContain(promo);
  });
});

describe('Consultant (2.3)', () => {
  it('at the start of Phase 3 the only choice is which other specialist it stands in for', () => {
    const s0 = position(['R3', 'Y2'], ['consultant', 'surgeon', 'surgeon', 'paramedic']);
    expect(legalActions(s0, 0)).toEqual([
      { type: 'assignConsultant', specialist: 'surgeon' },
      { type: 'assignConsultant', specialist: 'paramedic' },
    ]);
    expect(reject(s0, 0, { type: 'placeWorker', worker: 'nurse-0', department: CC0, targets: [pid(s0, 0, 0)] })).toBe('consultant_first');
    expect(reject(s0, 0, { type: 'commitActivation' })).toBe('consultant_first');
    expect(reject(s0, 0, { type: 'assignConsultant', specialist: 'consultant' })).toBe('invalid_consultant_role');
    expect(reject(s0, 0, { type: 'assignConsultant', specialist: 'virologist' })).toBe('invalid_consultant_role');
  });

  it('then has that ability for the phase: as a Surgeon it heals a red patient one more step', () => {
    const s0 = position(['R3', 'Y2'], ['consultant', 'surgeon']);
    const s1 = act(s0, 0, { type: 'assignConsultant', specialist: 'surgeon' });
    const s2 = place(s1, 0, spec(s1, 0, 'consultant'), CC0, [pid(s0, 0, 0)]);
    expect(ability(s2, 0)?.specialist).toBe('surgeon');
    expect(where(useAbility(s2, 0, [pid(s0, 0, 0)]), 0, pid(s0, 0, 0))).toBe('R5t');
  });

  it('chooses again each round (the role ends at shift change)', () => {
    const s0 = position(['R3', 'Y4', 'G4'], ['consultant', 'surgeon']);
    const s1 = act(s0, 0, { type: 'assignConsultant', specialist: 'surgeon' });
    const done = commitAll(s1);
    expect(done.phase).toBe('shiftChange'); // 2 players: the first player now chooses the extra reveal
    expect(done.players[0]!.workers.find((w) => w.specialist === 'consultant')!.role).toBeUndefined();
  });

  it('alone, or during a Medical Conference, it is a nurse with nothing to choose', () => {
    const alone = position(['R3'], ['consultant']);
    expect(legalActions(alone, 0).some((a) => a.type === 'assignConsultant')).toBe(false);
    expect(ability(place(alone, 0, spec(alone, 0, 'consultant'), CC0, [pid(alone, 0, 0)]), 0)).toBeNull();
    const conference = position(['R3'], ['consultant', 'surgeon'], { event: 'medical_conference' });
    expect(legalActions(conference, 0).some((a) => a.type === 'assignConsultant')).toBe(false);
  });
});

describe('Admissions Nurse (2.3, 6.4)', () => {
  it('after a discharge: admit a new die (drawn, rolled 2-5, untreated) — a random event that stops undo', () => {
    const s0 = position(['R6', 'Y3'], ['admissions_nurse']);
    const s1 = place(s0, 0, spec(s0, 0, 'admissions_nurse'), CC0, [pid(s0, 0, 0)]);
    expect(ability(s1, 0)?.specialist).toBe('admissions_nurse');
    expect(legalActions(s1, 0).filter((a) => a.type === 'useAbility')).toEqual([
      { type: 'useAbility', targets: [], admit: true },
      { type: 'useAbility', targets: [pid(s0, 0, 1)] },
    ]);
    const s2 = act(s1, 0, { type: 'useAbility', targets: [], admit: true });
    const patients = s2.players[0]!.patients;
    expect(patients).toHaveLength(2);
    const admitted = patients.find((p) => p.id !== pid(s0, 0, 1))!;
    expect(admitted.treated).toBe(false);
    expect(admitted.value).toBeGreaterThanOrEqual(2);
    expect(admitted.value).toBeLessThanOrEqual(5);
    expect(s2.bag).toHaveLength(s1.bag.length - 1);
    expect(s2.activation[0]!.undoDepth).toBe(0);
  });

  it('or return another patient to the bag (not a fatality)', () => {
    const s0 = position(['R6', 'Y1'], ['admissions_nurse']);
    const s1 = place(s0, 0, spec(s0, 0, 'admissions_nurse'), CC0, [pid(s0, 0, 0)]);
    const s2 = useAbility(s1, 0, [pid(s0, 0, 1)]);
    expect(where(s2, 0, pid(s0, 0, 1))).toBe('bag');
    expect(s2.players[0]!.fatalities).toBe(0);
    expect(s2.activation[0]!.undoDepth).toBe(2); // returning is not random: undo still reaches back
    const s3 = act(s2, 0, { type: 'undo' });
    expect(where(s3, 0, pid(s0, 0, 1))).toBe('Y1');
    expect(s3.bag.some((d) => d.id === pid(s0, 0, 1))).toBe(false);
  });

  it('once per patient discharged: two discharges give two uses', () => {
    const s0 = buildPosition({
      key: testKey(2),
      options: { ...PROMO, experimentalMedicine: true },
      seats: [
        { patients: ['Y6', 'G6', 'R2', 'R3'], departments: ['training_department'], specialists: ['admissions_nurse'], bloodBags: 0 },
        { patients: ['Y3'] },
      ],
    });
    const training = s0.players[0]!.departments.find((d) => d.type === 'training_department')!.uid;
    const s1 = place(s0, 0, spec(s0, 0, 'admissions_nurse'), training, [pid(s0, 0, 0), pid(s0, 0, 1)]);
    expect(s1.players[0]!.discharged).toHaveLength(2);
    expect(ability(s1, 0)?.uses).toBe(2);
    const s2 = useAbility(s1, 0, [pid(s0, 0, 2)]);
    expect(ability(s2, 0)?.uses).toBe(1);
    const s3 = act(s2, 0, { type: 'useAbility', targets: [], admit: true });
    expect(ability(s3, 0)).toBeNull();
    expect(s3.players[0]!.patients).toHaveLength(2);
  });
});
