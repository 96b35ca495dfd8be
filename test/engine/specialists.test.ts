// Spec 2.3: specialists (and their Decisions), plus the Phase 3 rule that a specialist counts as a nurse.
import { describe, expect, it } from 'vitest';
import {
  ability,
  act,
  bags,
  CC0,
  CC1,
  CLINIC,
  dept,
  ICU,
  IMG,
  ONC0,
  PHA0,
  pendingSeats,
  pid,
  place,
  placeAction,
  pos0,
  reject,
  spec,
  useAbility,
  where,
  type GameState,
  type SpecialistType,
} from './helpers.js';

/** Seat 0 with one specialist of the given type. */
function withSpec(type: SpecialistType, patients: string[], extra: Parameters<typeof pos0>[1] = {}): GameState {
  return pos0(patients, { specialists: [type], ...extra });
}

describe('specialist meeples (1, 2.3)', () => {
  it('a specialist card adds a fourth worker, whose id is the card uid', () => {
    const s = withSpec('surgeon', ['R3']);
    const w = s.players[0]!.workers;
    expect(w).toHaveLength(4);
    const sp = w.find((x) => x.specialist === 'surgeon')!;
    expect(sp.id).toMatch(/^spec-\d+$/);
    expect(s.players[0]!.specialists.map((c) => c.uid)).toEqual([sp.id]);
  });

  it('a specialist counts as a nurse: it activates any department, and 4 placements are possible', () => {
    const s0 = withSpec('surgeon', ['Y3', 'G3', 'R5', 'Y1']);
    const sur = spec(s0, 0, 'surgeon');
    let s = place(s0, 0, sur, ONC0, [pid(s0, 0, 0)]);
    expect(ability(s, 0)).toBeNull(); // healed a yellow patient: no red, nothing to do
    expect(where(s, 0, pid(s0, 0, 0))).toBe('Y4t');
    s = place(s, 0, 'nurse-0', PHA0, [pid(s0, 0, 1)]);
    s = place(s, 0, 'nurse-1', CLINIC, [pid(s0, 0, 2)]);
    s = place(s, 0, 'nurse-2', ICU, [pid(s0, 0, 3)]);
    expect(where(s, 0, pid(s0, 0, 3))).toBe('Y2t');
  });
});

describe('ability flow', () => {
  it('the ability is optional: skipAbility leaves the department effect only', () => {
    const s0 = withSpec('surgeon', ['R3']);
    const r = pid(s0, 0, 0);
    const s1 = place(s0, 0, spec(s0, 0, 'surgeon'), CC0, [r]);
    expect(ability(s1, 0)).not.toBeNull();
    expect(pendingSeats(s1)).toContain(0);
    const s2 = act(s1, 0, { type: 'skipAbility' });
    expect(ability(s2, 0)).toBeNull();
    expect(where(s2, 0, r)).toBe('R4t');
    // the placement stands: the surgeon cannot be placed again
    reject(s2, 0, placeAction(spec(s0, 0, 'surgeon'), IMG, [r]));
  });

  it('triggers at most once per placement: a second useAbility is rejected', () => {
    const s0 = withSpec('surgeon', ['R3']);
    const r = pid(s0, 0, 0);
    const s1 = useAbility(place(s0, 0, spec(s0, 0, 'surgeon'), CC0, [r]), 0, [r]);
    expect(where(s1, 0, r)).toBe('R5t');
    expect(ability(s1, 0)).toBeNull();
    reject(s1, 0, { type: 'useAbility', targets: [r] });
    reject(s1, 0, { type: 'skipAbility' });
  });

  it('useAbility / skipAbility with no pending ability are rejected', () => {
    const s0 = withSpec('surgeon', ['R3']);
    reject(s0, 0, { type: 'useAbility', targets: [pid(s0, 0, 0)] });
    reject(s0, 0, { type: 'skipAbility' });
    const s1 = place(s0, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]);
    reject(s1, 0, { type: 'useAbility', targets: [pid(s0, 0, 0)] });
  });

  it('a nurse never gets an ability', () => {
    const s0 = withSpec('surgeon', ['R3']);
    expect(ability(place(s0, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]), 0)).toBeNull();
  });

  it('undo takes back the ability and the placement', () => {
    const s0 = withSpec('surgeon', ['R3']);
    const r = pid(s0, 0, 0);
    let s = useAbility(place(s0, 0, spec(s0, 0, 'surgeon'), CC0, [r]), 0, [r]);
    s = act(s, 0, { type: 'undo' });
    s = act(s, 0, { type: 'undo' });
    expect(where(s, 0, r)).toBe('R3');
    expect(s.players[0]).toEqual(s0.players[0]);
  });
});

describe('Surgeon / Haematologist / Pharmacist: one of the healed patients of its colour 1 more step', () => {
  const cases = [
    { type: 'surgeon', own: 'R', other: 'Y', colour: 'red', uid: CC0, otherUid: ONC0 },
    { type: 'haematologist', own: 'Y', other: 'G', colour: 'yellow', uid: ONC0, otherUid: PHA0 },
    { type: 'pharmacist', own: 'G', other: 'R', colour: 'green', uid: PHA0, otherUid: CC0 },
  ] as const;
  for (const c of cases) {
    describe(c.type, () => {
      it(`after healing a ${c.own}3 to 4, heals that same patient to 5`, () => {
        const s0 = withSpec(c.type, [`${c.own}3`, `${c.own}2`]);
        const a = pid(s0, 0, 0);
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.uid, [a]);
        expect(ability(s1, 0)).not.toBeNull();
        const s2 = useAbility(s1, 0, [a]);
        expect(where(s2, 0, a)).toBe(`${c.own}5t`);
        expect(where(s2, 0, pid(s0, 0, 1))).toBe(`${c.own}2`);
      });

      it(`rejects a ${c.own} patient the department did not heal, and two targets`, () => {
        const s0 = withSpec(c.type, [`${c.own}3`, `${c.own}2`]);
        const [a, b] = [pid(s0, 0, 0), pid(s0, 0, 1)];
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.uid, [a]);
        reject(s1, 0, { type: 'useAbility', targets: [b] });
        reject(s1, 0, { type: 'useAbility', targets: [a, b] });
        reject(s1, 0, { type: 'useAbility', targets: [a, a] });
      });

      it(`does not trigger when the placement healed no ${c.colour} patient`, () => {
        const s0 = withSpec(c.type, [`${c.other}3`, `${c.own}3`]);
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.otherUid, [pid(s0, 0, 0)]);
        expect(ability(s1, 0)).toBeNull();
        expect(where(s1, 0, pid(s0, 0, 0))).toBe(`${c.other}4t`);
        expect(where(s1, 0, pid(s0, 0, 1))).toBe(`${c.own}3`);
      });

      it(`has no target when the healed ${c.colour} patient was discharged by the department (Decision)`, () => {
        const s0 = withSpec(c.type, [`${c.own}6`, `${c.own}3`]);
        const a = pid(s0, 0, 0);
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.uid, [a]);
        expect(where(s1, 0, a)).toBe('discharged');
        expect(ability(s1, 0)).toBeNull();
        expect(where(s1, 0, pid(s0, 0, 1))).toBe(`${c.own}3`);
      });
    });
  }

  it('the colour that counts is the colour at that moment: a red patient recoloured green triggers the Pharmacist', () => {
    const s0 = withSpec('pharmacist', ['R3'], { bloodBags: 1 });
    const r = pid(s0, 0, 0);
    const s1 = place(s0, 0, spec(s0, 0, 'pharmacist'), PHA0, [r], { [r]: 'green' });
    expect(ability(s1, 0)).not.toBeNull();
    const s2 = useAbility(s1, 0, [r]);
    expect(where(s2, 0, r)).toBe('R5t');
    expect(bags(s2, 0)).toBe(0);
  });

  it('... and the same red patient recoloured green does not trigger the Surgeon', () => {
    const s0 = withSpec('surgeon', ['R3'], { bloodBags: 1 });
    const r = pid(s0, 0, 0);
    const s1 = place(s0, 0, spec(s0, 0, 'surgeon'), PHA0, [r], { [r]: 'green' });
    expect(ability(s1, 0)).toBeNull();
    expect(where(s1, 0, r)).toBe('R4t');
  });

  it('Surgeon on Radiology (R1, Y2, G3 healed): only the red one may take the extra step', () => {
    const s0 = withSpec('surgeon', ['R1', 'Y2', 'G3'], { departments: ['radiology'] });
    const [r, y, g] = [0, 1, 2].map((i) => pid(s0, 0, i)) as number[];
    const s1 = place(s0, 0, spec(s0, 0, 'surgeon'), dept(s0, 0, 'radiology'), [r!, y!, g!]);
    reject(s1, 0, { type: 'useAbility', targets: [y!] });
    reject(s1, 0, { type: 'useAbility', targets: [g!] });
    const s2 = useAbility(s1, 0, [r!]);
    expect([where(s2, 0, r!), where(s2, 0, y!), where(s2, 0, g!)]).toEqual(['R3t', 'Y3t', 'G4t']);
  });

  it('Surgeon on Cardiology: any one of the three healed red patients takes the extra step', () => {
    const s0 = withSpec('surgeon', ['R2', 'R3', 'R4'], { departments: ['cardiology'] });
    const ids = [0, 1, 2].map((i) => pid(s0, 0, i));
    const s1 = place(s0, 0, spec(s0, 0, 'surgeon'), dept(s0, 0, 'cardiology'), ids);
    const s2 = useAbility(s1, 0, [ids[1]!]);
    expect(ids.map((id) => where(s2, 0, id))).toEqual(['R3t', 'R5t', 'R5t']);
  });
});

describe('Anaesthetist / Urologist / Virologist: a different patient of its colour 1 step', () => {
  const cases = [
    { type: 'anaesthetist', own: 'R', other: 'Y', colour: 'red', uid: CC0, otherUid: ONC0 },
    { type: 'urologist', own: 'Y', other: 'G', colour: 'yellow', uid: ONC0, otherUid: PHA0 },
    { type: 'virologist', own: 'G', other: 'R', colour: 'green', uid: PHA0, otherUid: CC0 },
  ] as const;
  for (const c of cases) {
    describe(c.type, () => {
      // 0: own3 (department target), 1: own5, 2: other5
      const setup = (bloodBags = 0) => withSpec(c.type, [`${c.own}3`, `${c.own}5`, `${c.other}5`], { bloodBags });

      it(`heals a different ${c.colour} patient 1 step`, () => {
        const s0 = setup();
        const [a, b] = [pid(s0, 0, 0), pid(s0, 0, 1)];
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.uid, [a]);
        const s2 = useAbility(s1, 0, [b]);
        expect(where(s2, 0, a)).toBe(`${c.own}4t`);
        expect(where(s2, 0, b)).toBe(`${c.own}6t`);
      });

      it('rejects the patient the department healed (must be different)', () => {
        const s0 = setup();
        const a = pid(s0, 0, 0);
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.uid, [a]);
        reject(s1, 0, { type: 'useAbility', targets: [a] });
      });

      it(`rejects a ${c.other} patient, unless a blood bag recolours it ${c.colour}`, () => {
        const s0 = setup(1);
        const [a, o] = [pid(s0, 0, 0), pid(s0, 0, 2)];
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.uid, [a]);
        reject(s1, 0, { type: 'useAbility', targets: [o] });
        const s2 = useAbility(s1, 0, [o], { recolour: { [o]: c.colour } });
        expect(where(s2, 0, o)).toBe(`${c.other}6t`);
        expect(bags(s2, 0)).toBe(0);
      });

      it(`does not trigger when no ${c.colour} patient was healed`, () => {
        const s0 = withSpec(c.type, [`${c.other}3`, `${c.own}3`]);
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.otherUid, [pid(s0, 0, 0)]);
        expect(ability(s1, 0)).toBeNull();
      });

      it(`is not offered when there is no other ${c.colour} patient and no blood bag`, () => {
        const s0 = withSpec(c.type, [`${c.own}3`, `${c.other}3`]);
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.uid, [pid(s0, 0, 0)]);
        expect(ability(s1, 0)).toBeNull();
      });
    });
  }

  it('Anaesthetist after Cardiology: the extra red patient must not be one of the three targets', () => {
    const s0 = withSpec('anaesthetist', ['R2', 'R3', 'R4', 'R6'], { departments: ['cardiology'] });
    const ids = [0, 1, 2].map((i) => pid(s0, 0, i));
    const r6 = pid(s0, 0, 3);
    const s1 = place(s0, 0, spec(s0, 0, 'anaesthetist'), dept(s0, 0, 'cardiology'), ids);
    for (const id of ids) reject(s1, 0, { type: 'useAbility', targets: [id] });
    const s2 = useAbility(s1, 0, [r6]);
    expect(where(s2, 0, r6)).toBe('discharged');
  });
});

describe('Cardiologist / Radiologist / Microbiologist: a different patient whose value equals the trigger patient before healing', () => {
  const cases = [
    { type: 'cardiologist', own: 'R', colour: 'red', uid: CC0, otherUid: ONC0, other: 'Y' },
    { type: 'radiologist', own: 'Y', colour: 'yellow', uid: ONC0, otherUid: PHA0, other: 'G' },
    { type: 'microbiologist', own: 'G', colour: 'green', uid: PHA0, otherUid: CC0, other: 'R' },
  ] as const;
  for (const c of cases) {
    describe(c.type, () => {
      // 0: own3 (trigger), 1: other3 (value before), 2: other4 (value after), 3: own3
      const setup = () => withSpec(c.type, [`${c.own}3`, `${c.other}3`, `${c.other}4`, `${c.own}3`]);

      it(`${c.own}3 healed to 4: heals a patient of value 3 (any colour)`, () => {
        const s0 = setup();
        const [t, o3] = [pid(s0, 0, 0), pid(s0, 0, 1)];
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.uid, [t]);
        expect(ability(s1, 0)).not.toBeNull();
        const s2 = useAbility(s1, 0, [o3], { reference: t });
        expect(where(s2, 0, o3)).toBe(`${c.other}4t`);
        expect(where(s2, 0, t)).toBe(`${c.own}4t`);
      });

      it('also accepts a patient of the trigger colour with that value', () => {
        const s0 = setup();
        const [t, own3] = [pid(s0, 0, 0), pid(s0, 0, 3)];
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.uid, [t]);
        expect(where(useAbility(s1, 0, [own3], { reference: t }), 0, own3)).toBe(`${c.own}4t`);
      });

      it('rejects a patient whose value equals the value after healing (4), and the healed patient itself', () => {
        const s0 = setup();
        const [t, o4] = [pid(s0, 0, 0), pid(s0, 0, 2)];
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.uid, [t]);
        reject(s1, 0, { type: 'useAbility', targets: [o4], reference: t });
        reject(s1, 0, { type: 'useAbility', targets: [t], reference: t });
      });

      it(`does not trigger when no ${c.colour} patient was healed`, () => {
        const s0 = withSpec(c.type, [`${c.other}3`, `${c.own}3`, 'R3', 'Y3', 'G3']);
        const s1 = place(s0, 0, spec(s0, 0, c.type), c.otherUid, [pid(s0, 0, 0)]);
        expect(ability(s1, 0)).toBeNull();
      });
    });
  }

  it('Radiologist after a single yellow heal needs no reference', () => {
    const s0 = withSpec('radiologist', ['Y2', 'R2', 'G3']);
    const [y, r] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    const s1 = place(s0, 0, spec(s0, 0, 'radiologist'), ONC0, [y]);
    reject(s1, 0, { type: 'useAbility', targets: [pid(s0, 0, 2)] });
    const s2 = useAbility(s1, 0, [r]);
    expect([where(s2, 0, y), where(s2, 0, r)]).toEqual(['Y3t', 'R3t']);
  });

  it('Cardiologist on Cardiology: the player picks which healed red patient gives the reference value', () => {
    // R2, R3, R4 healed to 3, 4, 5; G2 matches R2's value before; Y5 matches nobody's value before.
    const s0 = withSpec('cardiologist', ['R2', 'R3', 'R4', 'G2', 'Y5'], { departments: ['cardiology'] });
    const [r2, r3, r4, g2, y5] = [0, 1, 2, 3, 4].map((i) => pid(s0, 0, i)) as number[];
    const s1 = place(s0, 0, spec(s0, 0, 'cardiologist'), dept(s0, 0, 'cardiology'), [r2!, r3!, r4!]);
    reject(s1, 0, { type: 'useAbility', targets: [g2!], reference: r4! });
    reject(s1, 0, { type: 'useAbility', targets: [y5!], reference: r4! });
    reject(s1, 0, { type: 'useAbility', targets: [g2!], reference: y5! });
    const s2 = useAbility(s1, 0, [g2!], { reference: r2! });
    expect(where(s2, 0, g2!)).toBe('G3t');
  });

  it('Cardiologist: a red 6 discharged by the department still gives its value before (6)', () => {
    const s0 = withSpec('cardiologist', ['R6', 'Y6', 'G5']);
    const [r6, y6] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    const s1 = place(s0, 0, spec(s0, 0, 'cardiologist'), CC0, [r6]);
    expect(where(s1, 0, r6)).toBe('discharged');
    reject(s1, 0, { type: 'useAbility', targets: [pid(s0, 0, 2)], reference: r6 });
    const s2 = useAbility(s1, 0, [y6], { reference: r6 });
    expect(where(s2, 0, y6)).toBe('discharged');
  });
});

describe('Triage Nurse: two different patients of value 1-3, 1 step each', () => {
  it('after Clinic heals a G5, heals R1 and Y3', () => {
    const s0 = withSpec('triage_nurse', ['G5', 'R1', 'Y3', 'Y4']);
    const [g, r, y] = [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 2)];
    const s1 = place(s0, 0, spec(s0, 0, 'triage_nurse'), CLINIC, [g]);
    const s2 = useAbility(s1, 0, [r, y]);
    expect([where(s2, 0, g), where(s2, 0, r), where(s2, 0, y)]).toEqual(['G6t', 'R2t', 'Y4t']);
  });

  it('rejects a patient of value 4, the same patient twice, three targets', () => {
    const s0 = withSpec('triage_nurse', ['G5', 'R1', 'Y3', 'Y4', 'G2']);
    const [g, r, y3, y4, g2] = [0, 1, 2, 3, 4].map((i) => pid(s0, 0, i)) as number[];
    const s1 = place(s0, 0, spec(s0, 0, 'triage_nurse'), CLINIC, [g!]);
    reject(s1, 0, { type: 'useAbility', targets: [r!, y4!] });
    reject(s1, 0, { type: 'useAbility', targets: [r!, r!] });
    reject(s1, 0, { type: 'useAbility', targets: [r!, y3!, g2!] });
  });

  it('rejects the patient the department targeted, even if it is now of value 1-3 (Decision: "different")', () => {
    const s0 = withSpec('triage_nurse', ['R1', 'Y2', 'G3']);
    const [r, y, g] = [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 2)];
    const s1 = place(s0, 0, spec(s0, 0, 'triage_nurse'), ICU, [r]);
    expect(where(s1, 0, r)).toBe('R2t');
    reject(s1, 0, { type: 'useAbility', targets: [r, y] });
    const s2 = useAbility(s1, 0, [y, g]);
    expect([where(s2, 0, y), where(s2, 0, g)]).toEqual(['Y3t', 'G4t']);
  });

  it('with two or more eligible patients, one target alone is not enough (fewer only when fewer are eligible)', () => {
    const s0 = withSpec('triage_nurse', ['G5', 'R2', 'Y1']);
    const s1 = place(s0, 0, spec(s0, 0, 'triage_nurse'), CLINIC, [pid(s0, 0, 0)]);
    reject(s1, 0, { type: 'useAbility', targets: [pid(s0, 0, 1)] });
  });

  it('with only one eligible patient, one target is accepted (Decision)', () => {
    const s0 = withSpec('triage_nurse', ['G5', 'R2', 'Y4']);
    const [g, r] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    const s1 = place(s0, 0, spec(s0, 0, 'triage_nurse'), CLINIC, [g]);
    expect(where(useAbility(s1, 0, [r]), 0, r)).toBe('R3t');
  });
});

describe('Paramedic: a different patient of value 1-3, 2 steps', () => {
  it('after Oncology heals a Y4, heals a G1 to 3 (or a R3 to 5)', () => {
    const s0 = withSpec('paramedic', ['Y4', 'G1', 'R3']);
    const [y, g, r] = [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 2)];
    const s1 = place(s0, 0, spec(s0, 0, 'paramedic'), ONC0, [y]);
    expect(where(useAbility(s1, 0, [g]), 0, g)).toBe('G3t');
    expect(where(useAbility(s1, 0, [r]), 0, r)).toBe('R5t');
  });

  it('rejects a patient of value 4, two targets, and the department target', () => {
    const s0 = withSpec('paramedic', ['R2', 'G4', 'Y1']);
    const [r, g, y] = [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 2)];
    const s1 = place(s0, 0, spec(s0, 0, 'paramedic'), CC0, [r]);
    reject(s1, 0, { type: 'useAbility', targets: [g] });
    reject(s1, 0, { type: 'useAbility', targets: [y, r] });
    reject(s1, 0, { type: 'useAbility', targets: [r] });
  });
});

describe('General Practitioner: a different patient of value 4-6, 1 step', () => {
  it('after Intensive Care heals a R1, heals a G6 (discharged) or a Y4', () => {
    const s0 = withSpec('general_practitioner', ['R1', 'G6', 'Y4', 'Y3']);
    const [r, g, y4] = [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 2)];
    const s1 = place(s0, 0, spec(s0, 0, 'general_practitioner'), ICU, [r]);
    expect(where(useAbility(s1, 0, [g]), 0, g)).toBe('discharged');
    expect(where(useAbility(s1, 0, [y4]), 0, y4)).toBe('Y5t');
  });

  it('rejects a patient of value 3, and the department target', () => {
    const s0 = withSpec('general_practitioner', ['R4', 'Y3', 'G5']);
    const [r, y] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    const s1 = place(s0, 0, spec(s0, 0, 'general_practitioner'), IMG, [r]);
    expect(where(s1, 0, r)).toBe('R5t');
    reject(s1, 0, { type: 'useAbility', targets: [y] });
    reject(s1, 0, { type: 'useAbility', targets: [r] });
  });

  it('is not offered when no other patient has value 4-6', () => {
    const s0 = withSpec('general_practitioner', ['R4', 'Y3', 'G2']);
    const s1 = place(s0, 0, spec(s0, 0, 'general_practitioner'), IMG, [pid(s0, 0, 0)]);
    expect(ability(s1, 0)).toBeNull();
  });
});

describe('two copies of a specialist are two meeples', () => {
  it('both can be placed in one round, each with its own ability', () => {
    const s0 = pos0(['R3', 'R2'], { specialists: ['surgeon', 'surgeon'] });
    const [a, b] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    let s = place(s0, 0, spec(s0, 0, 'surgeon', 0), CC0, [a]);
    s = useAbility(s, 0, [a]);
    s = place(s, 0, spec(s0, 0, 'surgeon', 1), CC1, [b]);
    s = useAbility(s, 0, [b]);
    expect([where(s, 0, a), where(s, 0, b)]).toEqual(['R5t', 'R4t']);
  });
});
