// Spec section 8: every worked example from the rulebook, one test each, named after the example.
import { describe, expect, it } from 'vitest';
import { testKey } from '../../shared/random.js';
import {
  ability,
  act,
  bags,
  buildPosition,
  dept,
  drive,
  ICU,
  legalActions,
  PHA0,
  pendingSeats,
  pid,
  place,
  placeAction,
  pos0,
  reject,
  rightOf,
  spec,
  useAbility,
  where,
  type GameState,
} from './helpers.js';

/** First 3-player intake (from seed 1 up) whose 12 dice hold exactly four 2s of at least two colours. */
function fourTwosIntake(): GameState {
  for (let seed = 1; seed < 2000; seed++) {
    const s = buildPosition({ players: 3, phase: 'intake', key: testKey(seed), firstPlayer: 1, seats: [{}, {}, {}] });
    const twos = s.intake.dice.filter((d) => d.value === 2);
    if (s.intake.dice.length === 12 && twos.length === 4 && new Set(twos.map((d) => d.colour)).size > 1) return s;
  }
  throw new Error('no seed gives four 2s of two colours');
}

describe('section 8 worked examples', () => {
  it('Pharmacy with a nurse: a green 4 becomes 5 and is treated', () => {
    const s0 = pos0(['G4']);
    const g = pid(s0, 0, 0);
    const s1 = place(s0, 0, 'nurse-0', PHA0, [g]);
    expect(where(s1, 0, g)).toBe('G5t');
  });

  it('Surgeon on Intensive Care healing a red 2: the department makes it 3, the Surgeon makes it 4', () => {
    const s0 = pos0(['R2'], { specialists: ['surgeon'] });
    const r = pid(s0, 0, 0);
    const s1 = place(s0, 0, spec(s0, 0, 'surgeon'), ICU, [r]);
    expect(where(s1, 0, r)).toBe('R3t');
    expect(ability(s1, 0)).not.toBeNull();
    const s2 = useAbility(s1, 0, [r]);
    expect(where(s2, 0, r)).toBe('R4t');
  });

  it('Anaesthesia needs three red patients of one value; with two, it cannot be activated', () => {
    const s0 = pos0(['R3', 'R3', 'Y3', 'R4'], { departments: ['anaesthesia'], bloodBags: 0 });
    const u = dept(s0, 0, 'anaesthesia');
    const [a, b, y, r4] = [0, 1, 2, 3].map((i) => pid(s0, 0, i)) as number[];
    reject(s0, 0, placeAction('nurse-0', u, [a!, b!]));
    reject(s0, 0, placeAction('nurse-0', u, [a!, b!, y!]));
    reject(s0, 0, placeAction('nurse-0', u, [a!, b!, r4!]));
    expect(legalActions(s0, 0).some((x) => x.type === 'placeWorker' && x.department === u)).toBe(false);
  });

  it('A patient of value 5 healed 3 steps is discharged; the third step is lost', () => {
    const s0 = pos0(['R5', 'Y2'], { departments: ['operating_theatre'] });
    const r = pid(s0, 0, 0);
    const s1 = place(s0, 0, 'nurse-0', dept(s0, 0, 'operating_theatre'), [r]);
    expect(where(s1, 0, r)).toBe('discharged');
    expect(s1.players[0]!.patients.map((p) => p.id)).toEqual([pid(s0, 0, 1)]);
    expect(s1.players[0]!.discharged.map((d) => d.id)).toEqual([r]);
  });

  it('Haematologist on Renal Medicine: three yellow patients of one value +1 each, then one of them +1 more', () => {
    const s0 = pos0(['Y3', 'Y3', 'Y3'], { departments: ['renal_medicine'], specialists: ['haematologist'] });
    const ids = [0, 1, 2].map((i) => pid(s0, 0, i));
    const s1 = place(s0, 0, spec(s0, 0, 'haematologist'), dept(s0, 0, 'renal_medicine'), ids);
    expect(ids.map((id) => where(s1, 0, id))).toEqual(['Y4t', 'Y4t', 'Y4t']);
    const s2 = useAbility(s1, 0, [ids[2]!]);
    expect(ids.map((id) => where(s2, 0, id))).toEqual(['Y4t', 'Y4t', 'Y5t']);
  });

  it('Pharmacist on Anaesthesia: three red patients +1 each; the Pharmacist does nothing (no green healed)', () => {
    const s0 = pos0(['R2', 'R2', 'R2', 'G3'], { departments: ['anaesthesia'], specialists: ['pharmacist'] });
    const ids = [0, 1, 2].map((i) => pid(s0, 0, i));
    const s1 = place(s0, 0, spec(s0, 0, 'pharmacist'), dept(s0, 0, 'anaesthesia'), ids);
    expect(ids.map((id) => where(s1, 0, id))).toEqual(['R3t', 'R3t', 'R3t']);
    expect(ability(s1, 0)).toBeNull();
    expect(where(s1, 0, pid(s0, 0, 3))).toBe('G3');
    reject(s1, 0, { type: 'useAbility', targets: [ids[0]!] });
  });

  it('Nurse on Pharmacy with a red patient: spend a blood bag to make it green, then heal it', () => {
    const s0 = pos0(['R3'], { bloodBags: 1 });
    const r = pid(s0, 0, 0);
    reject(s0, 0, placeAction('nurse-0', PHA0, [r]));
    const s1 = place(s0, 0, 'nurse-0', PHA0, [r], { [r]: 'green' });
    expect(bags(s1, 0)).toBe(0);
    expect(where(s1, 0, r)).toBe('R4t');
  });

  it('Intake, 3 players, 12 dice: four 2s → three go in ambulance 1, one in ambulance 2; the player to the right of the first player picks which (when the 2s differ in colour)', () => {
    const s0 = fourTwosIntake();
    const picker = rightOf(s0.firstPlayer, 3);
    expect(s0.pending).toEqual({ kind: 'arrangeAmbulances', seat: picker });
    expect(pendingSeats(s0)).toEqual([picker]);
    const others = [0, 1, 2].filter((x) => x !== picker);
    for (const o of others) reject(s0, o, { type: 'arrangeAmbulances', order: s0.intake.dice.map((d) => d.id) });

    const sorted = [...s0.intake.dice].sort((a, b) => a.value - b.value);
    const twos = sorted.filter((d) => d.value === 2);
    // Send up to ambulance 2 a 2 that the proposed order has in ambulance 1, of another colour than
    // the 2 it proposes for ambulance 2: the arrangement then really changes the ambulances.
    const proposedUp = s0.intake.dice.filter((d) => d.value === 2)[3]!;
    const up = twos.find((d) => d.id !== proposedUp.id && d.colour !== proposedUp.colour)!;
    const rest = sorted.filter((d) => d.value !== 2);
    const order = [...twos.filter((d) => d !== up), up, ...rest].map((d) => d.id);
    const s1 = act(s0, picker, { type: 'arrangeAmbulances', order });
    const amb = s1.intake.ambulances;
    expect(amb).toHaveLength(4);
    expect(amb[0]!.map((d) => d.id).sort()).toEqual(
      twos
        .filter((d) => d !== up)
        .map((d) => d.id)
        .sort(),
    );
    expect(amb[1]!.map((d) => d.id)).toContain(up.id);
    expect(amb[1]!.every((d) => d.value >= 2)).toBe(true);
    expect(s1.pending).toEqual({ kind: 'takeAmbulance', seat: s0.firstPlayer });
  });

  it('Intake with room for 2 of 3 new patients: one existing patient becomes a fatality', () => {
    const old = ['R3', 'R4', 'Y3', 'Y4', 'G3', 'G4', 'R5', 'Y5', 'G5', 'R2'];
    const s0 = buildPosition({ players: 2, phase: 'intake', firstPlayer: 0, seats: [{ patients: old }, { patients: ['R3'] }] });
    const oldIds = s0.players[0]!.patients.map((p) => p.id);
    const s1 = drive(s0, (s) => s.pending.kind === 'chooseFatalities');
    expect(s1.pending.kind).toBe('chooseFatalities');
    expect(s1.pending.kind === 'chooseFatalities' && s1.pending.counts['0']).toBe(1);
    expect(pendingSeats(s1)).toEqual([0]);
    const newIds = s1.players[0]!.patients.map((p) => p.id).filter((id) => !oldIds.includes(id));
    // never this round's new patients
    reject(s1, 0, { type: 'chooseFatalities', patients: [newIds[0] ?? -1] });
    reject(s1, 0, { type: 'chooseFatalities', patients: [] });
    reject(s1, 0, { type: 'chooseFatalities', patients: [oldIds[0]!, oldIds[1]!] });
    const s2 = act(s1, 0, { type: 'chooseFatalities', patients: [oldIds[9]!] });
    expect(s2.players[0]!.fatalities).toBe(1);
    expect(s2.players[0]!.patients).toHaveLength(12);
    expect(where(s2, 0, oldIds[9]!)).toBe('bag');
    for (const id of oldIds.slice(0, 9)) expect(where(s2, 0, id)).not.toBe('bag');
    expect(s2.phase).toBe('improvement');
  });

  it('First player takes ambulance 2 and nobody takes ambulance 1: the first player gains a blood bag and stays first player', () => {
    const s0 = buildPosition({
      players: 2,
      phase: 'intake',
      firstPlayer: 0,
      seats: [
        { patients: ['R3'], bloodBags: 0 },
        { patients: ['Y3'], bloodBags: 0 },
      ],
    });
    let s = drive(s0, (x) => x.pending.kind === 'takeAmbulance');
    expect(s.pending).toEqual({ kind: 'takeAmbulance', seat: 0 });
    const amb1 = s.intake.ambulances[0]!.map((d) => d.id);
    s = act(s, 0, { type: 'takeAmbulance', ambulance: 2 });
    s = act(s, 1, { type: 'takeAmbulance', ambulance: 3 });
    expect(s.firstPlayer).toBe(0);
    expect(bags(s, 0)).toBe(1);
    expect(bags(s, 1)).toBe(0);
    for (const id of amb1) expect(where(s, 0, id) === 'bag' && where(s, 1, id) === 'bag').toBe(true);
    expect(s.turnOrder).toEqual([0, 1]);
  });
});
