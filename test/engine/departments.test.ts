// Spec 2.1 (starting departments), 2.2 (department improvements), 4/Phase 3 (activation limits,
// blood bags, recolour, undo).
import { describe, expect, it } from 'vitest';
import {
  act,
  bags,
  buildPosition,
  CC0,
  CC1,
  CLINIC,
  commit,
  dept,
  ICU,
  IMG,
  legalActions,
  ONC0,
  ONC1,
  PHA0,
  PHA1,
  pendingSeats,
  pid,
  place,
  placeAction,
  pos0,
  reject,
  STARTING_TYPES,
  where,
  type Action,
  type DepartmentType,
  type GameState,
} from './helpers.js';

describe('starting board (2.1 Decision)', () => {
  it('every player has the 9 starting departments start-0..start-8 in the decided order, and 3 nurses', () => {
    const s = buildPosition({ players: 3 });
    for (const p of s.players) {
      expect(p.departments.map((d) => d.uid)).toEqual(STARTING_TYPES.map((_, i) => `start-${i}`));
      expect(p.departments.map((d) => d.type)).toEqual(STARTING_TYPES);
      expect(p.workers.map((w) => w.id).sort()).toEqual(['nurse-0', 'nurse-1', 'nurse-2']);
    }
  });
});

describe('colour departments: Critical Care, Oncology, Pharmacy (2.1)', () => {
  const cases = [
    { type: 'critical_care', uids: [CC0, CC1], own: 'R', others: ['Y', 'G'] },
    { type: 'oncology', uids: [ONC0, ONC1], own: 'Y', others: ['R', 'G'] },
    { type: 'pharmacy', uids: [PHA0, PHA1], own: 'G', others: ['R', 'Y'] },
  ] as const;

  for (const c of cases) {
    describe(c.type, () => {
      it(`heals one ${c.own} patient 1 step and treats it; other patients are untouched`, () => {
        const s0 = pos0([`${c.own}3`, `${c.others[0]}3`, `${c.own}5`]);
        const [a, b, d] = [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 2)];
        const s1 = place(s0, 0, 'nurse-0', c.uids[0], [a]);
        expect(where(s1, 0, a)).toBe(`${c.own}4t`);
        expect(where(s1, 0, b)).toBe(`${c.others[0]}3`);
        expect(where(s1, 0, d)).toBe(`${c.own}5`);
      });

      it('both printed copies can be activated in one round (by different workers)', () => {
        const s0 = pos0([`${c.own}2`]);
        const a = pid(s0, 0, 0);
        let s = place(s0, 0, 'nurse-0', c.uids[0], [a]);
        s = place(s, 0, 'nurse-1', c.uids[1], [a]);
        expect(where(s, 0, a)).toBe(`${c.own}4t`);
      });

      it('a patient at 6 healed 1 step is discharged', () => {
        const s0 = pos0([`${c.own}6`, 'R3']);
        const a = pid(s0, 0, 0);
        const s1 = place(s0, 0, 'nurse-0', c.uids[0], [a]);
        expect(where(s1, 0, a)).toBe('discharged');
        expect(s1.players[0]!.patients).toHaveLength(1);
      });

      for (const other of c.others) {
        it(`rejects a ${other} target (wrong colour)`, () => {
          const s0 = pos0([`${c.own}3`, `${other}3`]);
          reject(s0, 0, placeAction('nurse-0', c.uids[0], [pid(s0, 0, 1)]));
        });
      }

      it('rejects zero targets and two targets (wrong count)', () => {
        const s0 = pos0([`${c.own}3`, `${c.own}4`]);
        reject(s0, 0, placeAction('nurse-0', c.uids[0], []));
        reject(s0, 0, placeAction('nurse-0', c.uids[0], [pid(s0, 0, 0), pid(s0, 0, 1)]));
      });
    });
  }
});

describe('value departments: Intensive Care, Imaging, Clinic (2.1)', () => {
  const ranges: { type: string; uid: string; ok: number[] }[] = [
    { type: 'intensive_care', uid: ICU, ok: [1, 2] },
    { type: 'imaging', uid: IMG, ok: [3, 4] },
    { type: 'clinic', uid: CLINIC, ok: [5, 6] },
  ];
  const colours = ['R', 'Y', 'G'];
  for (const r of ranges) {
    for (let v = 1; v <= 6; v++) {
      const colour = colours[v % 3]!;
      if (r.ok.includes(v)) {
        it(`${r.type} heals a ${colour}${v} 1 step (any colour)`, () => {
          const s0 = pos0([`${colour}${v}`, 'R3']);
          const a = pid(s0, 0, 0);
          const s1 = place(s0, 0, 'nurse-0', r.uid, [a]);
          expect(where(s1, 0, a)).toBe(v === 6 ? 'discharged' : `${colour}${v + 1}t`);
        });
      } else {
        it(`${r.type} rejects a patient of value ${v}`, () => {
          const s0 = pos0([`${colour}${v}`]);
          reject(s0, 0, placeAction('nurse-0', r.uid, [pid(s0, 0, 0)]));
        });
      }
    }
    it(`${r.type} rejects two targets`, () => {
      const s0 = pos0([`R${r.ok[0]}`, `Y${r.ok[1]}`]);
      reject(s0, 0, placeAction('nurse-0', r.uid, [pid(s0, 0, 0), pid(s0, 0, 1)]));
    });
  }
});

describe('single-patient 3-step improvements: Operating Theatre, Orthopaedics, ENT (2.2)', () => {
  const cases = [
    { type: 'operating_theatre', own: 'R', other: 'Y' },
    { type: 'orthopaedics', own: 'Y', other: 'G' },
    { type: 'ent', own: 'G', other: 'R' },
  ] as const;
  for (const c of cases) {
    it(`${c.type} heals one ${c.own} patient 3 steps`, () => {
      const s0 = pos0([`${c.own}2`, `${c.other}2`], { departments: [c.type] });
      const a = pid(s0, 0, 0);
      const s1 = place(s0, 0, 'nurse-0', dept(s0, 0, c.type), [a]);
      expect(where(s1, 0, a)).toBe(`${c.own}5t`);
      expect(where(s1, 0, pid(s0, 0, 1))).toBe(`${c.other}2`);
    });
    it(`${c.type} discharges a ${c.own}4 (7+), extra steps lost`, () => {
      const s0 = pos0([`${c.own}4`, `${c.other}2`], { departments: [c.type] });
      const a = pid(s0, 0, 0);
      const s1 = place(s0, 0, 'nurse-0', dept(s0, 0, c.type), [a]);
      expect(where(s1, 0, a)).toBe('discharged');
    });
    it(`${c.type} rejects a ${c.other} patient, and two targets`, () => {
      const s0 = pos0([`${c.own}2`, `${c.other}2`, `${c.own}3`], { departments: [c.type] });
      const u = dept(s0, 0, c.type);
      reject(s0, 0, placeAction('nurse-0', u, [pid(s0, 0, 1)]));
      reject(s0, 0, placeAction('nurse-0', u, [pid(s0, 0, 0), pid(s0, 0, 2)]));
    });
  }
});

describe('consecutive-values improvements: Cardiology, Urology, Immunology (2.2)', () => {
  const cases = [
    { type: 'cardiology', own: 'R', other: 'Y', colour: 'red' },
    { type: 'urology', own: 'Y', other: 'G', colour: 'yellow' },
    { type: 'immunology', own: 'G', other: 'R', colour: 'green' },
  ] as const;
  for (const c of cases) {
    describe(c.type, () => {
      // patients: 0:own4 1:own2 2:own3 3:own5 4:own3 5:other4
      const setup = (bloodBags = 0) =>
        pos0([`${c.own}4`, `${c.own}2`, `${c.own}3`, `${c.own}5`, `${c.own}3`, `${c.other}4`], {
          departments: [c.type],
          bloodBags,
        });

      it('heals exactly three patients of consecutive values, in any order, 1 step each', () => {
        const s0 = setup();
        const [p4, p2, p3, p5] = [0, 1, 2, 3].map((i) => pid(s0, 0, i));
        const s1 = place(s0, 0, 'nurse-0', dept(s0, 0, c.type), [p4!, p2!, p3!]);
        expect([where(s1, 0, p4!), where(s1, 0, p2!), where(s1, 0, p3!)]).toEqual([`${c.own}5t`, `${c.own}3t`, `${c.own}4t`]);
        expect(where(s1, 0, p5!)).toBe(`${c.own}5`);
      });

      it('rejects non-consecutive values (2,3,5)', () => {
        const s0 = setup();
        reject(s0, 0, placeAction('nurse-0', dept(s0, 0, c.type), [pid(s0, 0, 1), pid(s0, 0, 2), pid(s0, 0, 3)]));
      });

      it('rejects values that are not distinct (2,3,3)', () => {
        const s0 = setup();
        reject(s0, 0, placeAction('nurse-0', dept(s0, 0, c.type), [pid(s0, 0, 1), pid(s0, 0, 2), pid(s0, 0, 4)]));
      });

      it('rejects two or four targets, and the same patient named twice', () => {
        const s0 = setup();
        const u = dept(s0, 0, c.type);
        const [p4, p2, p3, p5] = [0, 1, 2, 3].map((i) => pid(s0, 0, i)) as number[];
        reject(s0, 0, placeAction('nurse-0', u, [p2!, p3!]));
        reject(s0, 0, placeAction('nurse-0', u, [p2!, p3!, p4!, p5!]));
        reject(s0, 0, placeAction('nurse-0', u, [p2!, p3!, p3!]));
      });

      it(`rejects a ${c.other} patient among the three (wrong colour)`, () => {
        const s0 = setup();
        reject(s0, 0, placeAction('nurse-0', dept(s0, 0, c.type), [pid(s0, 0, 1), pid(s0, 0, 2), pid(s0, 0, 5)]));
      });

      it(`accepts that patient when a blood bag recolours it ${c.colour} (1 blood bag)`, () => {
        const s0 = setup(1);
        const [p2, p3, o4] = [pid(s0, 0, 1), pid(s0, 0, 2), pid(s0, 0, 5)];
        const s1 = place(s0, 0, 'nurse-0', dept(s0, 0, c.type), [p2, p3, o4], { [o4]: c.colour });
        expect(bags(s1, 0)).toBe(0);
        expect(where(s1, 0, o4)).toBe(`${c.other}5t`);
        expect(where(s1, 0, p2)).toBe(`${c.own}3t`);
      });
    });
  }
});

describe('same-value improvements: Anaesthesia, Renal Medicine, Allergy Centre (2.2)', () => {
  const cases = [
    { type: 'anaesthesia', own: 'R', other: 'G' },
    { type: 'renal_medicine', own: 'Y', other: 'R' },
    { type: 'allergy_centre', own: 'G', other: 'Y' },
  ] as const;
  for (const c of cases) {
    describe(c.type, () => {
      // 0,1,2: own3  3: own4  4: other3
      const setup = () => pos0([`${c.own}3`, `${c.own}3`, `${c.own}3`, `${c.own}4`, `${c.other}3`], { departments: [c.type] });
      it('heals exactly three patients of one value 1 step each', () => {
        const s0 = setup();
        const ids = [0, 1, 2].map((i) => pid(s0, 0, i));
        const s1 = place(s0, 0, 'nurse-0', dept(s0, 0, c.type), ids);
        expect(ids.map((id) => where(s1, 0, id))).toEqual([`${c.own}4t`, `${c.own}4t`, `${c.own}4t`]);
        expect(where(s1, 0, pid(s0, 0, 3))).toBe(`${c.own}4`);
      });
      it('rejects three patients of different values (3,3,4)', () => {
        const s0 = setup();
        reject(s0, 0, placeAction('nurse-0', dept(s0, 0, c.type), [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 3)]));
      });
      it(`rejects a ${c.other} patient of the same value`, () => {
        const s0 = setup();
        reject(s0, 0, placeAction('nurse-0', dept(s0, 0, c.type), [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 4)]));
      });
      it('rejects two targets, and one patient named twice', () => {
        const s0 = setup();
        const u = dept(s0, 0, c.type);
        reject(s0, 0, placeAction('nurse-0', u, [pid(s0, 0, 0), pid(s0, 0, 1)]));
        reject(s0, 0, placeAction('nurse-0', u, [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 1)]));
      });
      it('with only two patients of that colour and value it cannot be activated at all', () => {
        const s0 = pos0([`${c.own}3`, `${c.own}3`, `${c.own}4`], { departments: [c.type] });
        const u = dept(s0, 0, c.type);
        reject(s0, 0, placeAction('nurse-0', u, [pid(s0, 0, 0), pid(s0, 0, 1)]));
        reject(s0, 0, placeAction('nurse-0', u, [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 2)]));
        const legal = legalActions(s0, 0).filter((a) => a.type === 'placeWorker' && a.department === u);
        expect(legal).toEqual([]);
      });
    });
  }
});

describe('Crash Centre (2.2): one patient of value 1 or 2, any colour, 4 steps', () => {
  it('heals a yellow 2 to 6 and a green 1 to 5 (two copies of the tile)', () => {
    const s0 = pos0(['Y2', 'G1', 'R3'], { departments: ['crash_centre', 'crash_centre'] });
    let s = place(s0, 0, 'nurse-0', dept(s0, 0, 'crash_centre', 0), [pid(s0, 0, 0)]);
    s = place(s, 0, 'nurse-1', dept(s0, 0, 'crash_centre', 1), [pid(s0, 0, 1)]);
    expect(where(s, 0, pid(s0, 0, 0))).toBe('Y6t');
    expect(where(s, 0, pid(s0, 0, 1))).toBe('G5t');
  });
  it('rejects a patient of value 3, and two targets', () => {
    const s0 = pos0(['R3', 'R1', 'Y2'], { departments: ['crash_centre'] });
    const u = dept(s0, 0, 'crash_centre');
    reject(s0, 0, placeAction('nurse-0', u, [pid(s0, 0, 0)]));
    reject(s0, 0, placeAction('nurse-0', u, [pid(s0, 0, 1), pid(s0, 0, 2)]));
  });
});

describe('Radiology (2.2): exactly 3 patients of value 1-3, any colours, values may differ, 1 step each', () => {
  const setup = () => pos0(['R1', 'Y2', 'G3', 'R4', 'Y3'], { departments: ['radiology'] });
  it('heals R1, Y2, G3 one step each', () => {
    const s0 = setup();
    const ids = [0, 1, 2].map((i) => pid(s0, 0, i));
    const s1 = place(s0, 0, 'nurse-0', dept(s0, 0, 'radiology'), ids);
    expect(ids.map((id) => where(s1, 0, id))).toEqual(['R2t', 'Y3t', 'G4t']);
  });
  it('rejects a patient of value 4 among the three', () => {
    const s0 = setup();
    reject(s0, 0, placeAction('nurse-0', dept(s0, 0, 'radiology'), [pid(s0, 0, 0), pid(s0, 0, 1), pid(s0, 0, 3)]));
  });
  it('rejects two targets, four targets, and a patient named twice', () => {
    const s0 = setup();
    const u = dept(s0, 0, 'radiology');
    const [a, b, c, , e] = [0, 1, 2, 3, 4].map((i) => pid(s0, 0, i));
    reject(s0, 0, placeAction('nurse-0', u, [a!, b!]));
    reject(s0, 0, placeAction('nurse-0', u, [a!, b!, c!, e!]));
    reject(s0, 0, placeAction('nurse-0', u, [a!, b!, b!]));
  });
});

describe('Triage Centre (2.2): exactly 2 patients of value 1-3, any colours, 2 steps each', () => {
  const setup = () => pos0(['R1', 'G3', 'Y4', 'Y2'], { departments: ['triage_centre'] });
  it('heals R1 to 3 and G3 to 5', () => {
    const s0 = setup();
    const s1 = place(s0, 0, 'nurse-0', dept(s0, 0, 'triage_centre'), [pid(s0, 0, 0), pid(s0, 0, 1)]);
    expect(where(s1, 0, pid(s0, 0, 0))).toBe('R3t');
    expect(where(s1, 0, pid(s0, 0, 1))).toBe('G5t');
  });
  it('rejects one target, three targets, a value 4, and a patient named twice', () => {
    const s0 = setup();
    const u = dept(s0, 0, 'triage_centre');
    const [a, b, c, d] = [0, 1, 2, 3].map((i) => pid(s0, 0, i)) as number[];
    reject(s0, 0, placeAction('nurse-0', u, [a!]));
    reject(s0, 0, placeAction('nurse-0', u, [a!, b!, d!]));
    reject(s0, 0, placeAction('nurse-0', u, [a!, c!]));
    reject(s0, 0, placeAction('nurse-0', u, [a!, a!]));
  });
  it('with a single eligible patient it cannot be activated', () => {
    const s0 = pos0(['R1', 'G4', 'Y5'], { departments: ['triage_centre'] });
    const u = dept(s0, 0, 'triage_centre');
    reject(s0, 0, placeAction('nurse-0', u, [pid(s0, 0, 0)]));
    expect(legalActions(s0, 0).filter((a) => a.type === 'placeWorker' && a.department === u)).toEqual([]);
  });
});

describe('activation limits (Phase 3)', () => {
  it('a worker is placed at most once per round', () => {
    const s0 = pos0(['R3', 'Y3']);
    const s1 = place(s0, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]);
    reject(s1, 0, placeAction('nurse-0', ONC0, [pid(s0, 0, 1)]));
  });

  it('a department is activated at most once per round', () => {
    const s0 = pos0(['R3', 'R4']);
    const s1 = place(s0, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]);
    reject(s1, 0, placeAction('nurse-1', CC0, [pid(s0, 0, 1)]));
  });

  it('three nurses give exactly three placements', () => {
    const s0 = pos0(['R3', 'Y3', 'G3', 'R2']);
    let s = place(s0, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]);
    s = place(s, 0, 'nurse-1', ONC0, [pid(s0, 0, 1)]);
    s = place(s, 0, 'nurse-2', PHA0, [pid(s0, 0, 2)]);
    for (const w of ['nurse-0', 'nurse-1', 'nurse-2', 'nurse-3']) reject(s, 0, placeAction(w, ICU, [pid(s0, 0, 3)]));
    expect(legalActions(s, 0).filter((a) => a.type === 'placeWorker')).toEqual([]);
  });

  it('rejects unknown workers, departments and patients', () => {
    const s0 = pos0(['R3']);
    const r = pid(s0, 0, 0);
    reject(s0, 0, placeAction('nurse-3', CC0, [r]));
    reject(s0, 0, placeAction('spec-99', CC0, [r]));
    reject(s0, 0, placeAction('nurse-0', 'start-9', [r]));
    reject(s0, 0, placeAction('nurse-0', 'dept-99', [r]));
    reject(s0, 0, placeAction('nurse-0', CC0, [9999]));
  });

  it("rejects another player's patient and another player's department tile", () => {
    const s0 = buildPosition({
      players: 2,
      seats: [{ patients: ['R3'] }, { patients: ['R2', 'R2', 'R2'], departments: ['anaesthesia'] }],
    });
    const theirs = pid(s0, 1, 0);
    reject(s0, 0, placeAction('nurse-0', CC0, [theirs]));
    const theirTile = dept(s0, 1, 'anaesthesia');
    reject(s0, 0, placeAction('nurse-0', theirTile, [pid(s0, 1, 0), pid(s0, 1, 1), pid(s0, 1, 2)]));
  });

  it('a discharged patient can no longer be targeted', () => {
    const s0 = pos0(['R6', 'R3']);
    const r6 = pid(s0, 0, 0);
    const s1 = place(s0, 0, 'nurse-0', CC0, [r6]);
    expect(where(s1, 0, r6)).toBe('discharged');
    reject(s1, 0, placeAction('nurse-1', CC1, [r6]));
    reject(s1, 0, placeAction('nurse-1', CLINIC, [r6]));
  });

  it('malformed actions are rejected without throwing', () => {
    const s0 = pos0(['R3']);
    const r = pid(s0, 0, 0);
    for (const bad of [
      null,
      undefined,
      42,
      'placeWorker',
      {},
      { type: 'nope' },
      { type: 'placeWorker' },
      { type: 'placeWorker', worker: 'nurse-0', department: CC0 },
      { type: 'placeWorker', worker: 'nurse-0', department: CC0, targets: String(r) },
      { type: 'placeWorker', worker: 0, department: CC0, targets: [r] },
      { type: 'placeWorker', worker: 'nurse-0', department: CC0, targets: [r], recolour: { [r]: 'blue' } },
      { type: 'bloodBagHeal' },
    ]) {
      reject(s0, 0, bad);
    }
  });

  it('rejects a seat that does not exist', () => {
    const s0 = pos0(['R3']);
    reject(s0, 2, placeAction('nurse-0', CC0, [pid(s0, 0, 0)]));
    reject(s0, -1, placeAction('nurse-0', CC0, [pid(s0, 0, 0)]));
  });

  it('after committing, a player can no longer place, heal or undo', () => {
    const s0 = pos0(['R3', 'Y3'], { bloodBags: 2 });
    const s1 = commit(place(s0, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]), 0);
    expect(pendingSeats(s1)).toEqual([1]);
    reject(s1, 0, placeAction('nurse-1', ONC0, [pid(s0, 0, 1)]));
    reject(s1, 0, { type: 'bloodBagHeal', patient: pid(s0, 0, 1) });
    reject(s1, 0, { type: 'undo' });
    reject(s1, 0, { type: 'commitActivation' });
  });

  it('simultaneous activation (default): every seat is pending and may act in any order', () => {
    const s0 = pos0(['R3']);
    expect(pendingSeats(s0).sort()).toEqual([0, 1]);
    const s1 = place(s0, 1, 'nurse-0', ONC0, [pid(s0, 1, 0)]);
    expect(where(s1, 1, pid(s0, 1, 0))).toBe('Y4t');
    const s2 = place(s1, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]);
    expect(where(s2, 0, pid(s0, 0, 0))).toBe('R4t');
  });

  it('sequential activation: only the player first in turn order acts until they commit', () => {
    const s0 = buildPosition({
      players: 2,
      options: { activation: 'sequential' },
      turnOrder: [1, 0],
      seats: [{ patients: ['R3'] }, { patients: ['Y3'] }],
    });
    expect(pendingSeats(s0)).toEqual([1]);
    reject(s0, 0, placeAction('nurse-0', CC0, [pid(s0, 0, 0)]));
    const s1 = commit(place(s0, 1, 'nurse-0', ONC0, [pid(s0, 1, 0)]), 1);
    expect(pendingSeats(s1)).toEqual([0]);
    const s2 = place(s1, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]);
    expect(where(s2, 0, pid(s0, 0, 0))).toBe('R4t');
  });

  it('placeWorker outside Phase 3 is rejected', () => {
    const s0 = buildPosition({ players: 2, phase: 'improvement', seats: [{ patients: ['R3'] }, { patients: ['Y3'] }] });
    expect(s0.phase).toBe('improvement');
    reject(s0, 0, placeAction('nurse-0', CC0, [pid(s0, 0, 0)]));
    reject(s0, 0, { type: 'bloodBagHeal', patient: pid(s0, 0, 0) });
  });
});

describe('legalActions in Phase 3 agree with applyAction', () => {
  it('every legal placement is accepted, and legal placements include a known valid one', () => {
    const s0 = pos0(['R1', 'R2', 'R3', 'Y3', 'Y3', 'Y3', 'G5', 'G6'], {
      departments: ['cardiology', 'renal_medicine', 'triage_centre', 'crash_centre'],
      specialists: ['paramedic'],
    });
    const legal = legalActions(s0, 0);
    expect(legal.some((a) => a.type === 'commitActivation')).toBe(true);
    const placements = legal.filter((a): a is Extract<Action, { type: 'placeWorker' }> => a.type === 'placeWorker');
    const cardio = dept(s0, 0, 'cardiology');
    expect(
      placements.some(
        (a) =>
          a.department === cardio &&
          [...a.targets].sort().join() ===
            [0, 1, 2]
              .map((i) => pid(s0, 0, i))
              .sort()
              .join(),
      ),
    ).toBe(true);
    expect(placements.some((a) => a.department === CC0 && a.targets.length === 1 && a.targets[0] === pid(s0, 0, 0))).toBe(true);
    for (const a of placements) {
      const r = applyOk(s0, 0, a);
      expect(r, JSON.stringify(a)).toBe(true);
    }
  });
});

function applyOk(s: GameState, seat: number, a: Action): boolean {
  try {
    act(s, seat, a);
    return true;
  } catch {
    return false;
  }
}

describe('blood bags in Phase 3', () => {
  it('bloodBagHeal spends 1 blood bag to heal any patient 1 step, treating it', () => {
    const s0 = pos0(['Y2', 'G4'], { bloodBags: 2 });
    const y = pid(s0, 0, 0);
    const s1 = act(s0, 0, { type: 'bloodBagHeal', patient: y });
    expect(bags(s1, 0)).toBe(1);
    expect(where(s1, 0, y)).toBe('Y3t');
    const s2 = act(s1, 0, { type: 'bloodBagHeal', patient: y });
    expect(bags(s2, 0)).toBe(0);
    expect(where(s2, 0, y)).toBe('Y4t');
  });

  it('bloodBagHeal on a 6 discharges the patient', () => {
    const s0 = pos0(['R6', 'G4'], { bloodBags: 1 });
    const s1 = act(s0, 0, { type: 'bloodBagHeal', patient: pid(s0, 0, 0) });
    expect(where(s1, 0, pid(s0, 0, 0))).toBe('discharged');
  });

  it('bloodBagHeal works even after all workers are placed (any time during own activation)', () => {
    const s0 = pos0(['R3', 'Y3', 'G3'], { bloodBags: 1 });
    let s = place(s0, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]);
    s = place(s, 0, 'nurse-1', ONC0, [pid(s0, 0, 1)]);
    s = place(s, 0, 'nurse-2', PHA0, [pid(s0, 0, 2)]);
    s = act(s, 0, { type: 'bloodBagHeal', patient: pid(s0, 0, 2) });
    expect(where(s, 0, pid(s0, 0, 2))).toBe('G5t');
  });

  it('bloodBagHeal is rejected without a blood bag, and for an unknown patient', () => {
    const s0 = pos0(['R3'], { bloodBags: 0 });
    reject(s0, 0, { type: 'bloodBagHeal', patient: pid(s0, 0, 0) });
    const s1 = pos0(['R3'], { bloodBags: 1 });
    reject(s1, 0, { type: 'bloodBagHeal', patient: 9999 });
    reject(s1, 0, { type: 'bloodBagHeal', patient: pid(s1, 1, 0) });
  });

  it('recolour costs 1 blood bag per entry and lets a department treat another colour', () => {
    const s0 = pos0(['R3', 'Y3'], { bloodBags: 3 });
    const r = pid(s0, 0, 0);
    const s1 = place(s0, 0, 'nurse-0', PHA0, [r], { [r]: 'green' });
    expect(bags(s1, 0)).toBe(2);
    expect(where(s1, 0, r)).toBe('R4t');
  });

  it('the colour change lasts until the end of the round: the patient counts as green for later effects', () => {
    const s0 = pos0(['R3'], { bloodBags: 1 });
    const r = pid(s0, 0, 0);
    const s1 = place(s0, 0, 'nurse-0', PHA0, [r], { [r]: 'green' });
    reject(s1, 0, placeAction('nurse-1', CC0, [r]));
    const s2 = place(s1, 0, 'nurse-1', PHA1, [r]);
    expect(where(s2, 0, r)).toBe('R5t');
    expect(bags(s2, 0)).toBe(0);
  });

  it('recolour is rejected without enough blood bags', () => {
    const s0 = pos0(['R3', 'R4', 'R5'], { bloodBags: 0, departments: ['urology'] });
    const r = pid(s0, 0, 0);
    reject(s0, 0, placeAction('nurse-0', PHA0, [r], { [r]: 'green' }));
    const s1 = pos0(['R3', 'R4', 'R5'], { bloodBags: 2, departments: ['urology'] });
    const ids = [0, 1, 2].map((i) => pid(s1, 0, i));
    reject(s1, 0, placeAction('nurse-0', dept(s1, 0, 'urology'), ids, Object.fromEntries(ids.map((id) => [id, 'yellow']))));
  });

  it('recolour may only cover patients this placement targets', () => {
    const s0 = pos0(['R3', 'R4'], { bloodBags: 2 });
    const [a, b] = [pid(s0, 0, 0), pid(s0, 0, 1)];
    reject(s0, 0, placeAction('nurse-0', PHA0, [a], { [a]: 'green', [b]: 'green' }));
    reject(s0, 0, placeAction('nurse-0', CC0, [a], { [b]: 'green' }));
  });
});

describe('undo (Phase 3)', () => {
  it('takes back a placement: the patient, worker and department are as before', () => {
    const s0 = pos0(['R3', 'Y3']);
    const r = pid(s0, 0, 0);
    const s1 = place(s0, 0, 'nurse-0', CC0, [r]);
    const s2 = act(s1, 0, { type: 'undo' });
    expect(where(s2, 0, r)).toBe('R3');
    expect(s2.players[0]).toEqual(s0.players[0]);
    const s3 = place(s2, 0, 'nurse-0', CC0, [r]);
    expect(where(s3, 0, r)).toBe('R4t');
  });

  it('takes back blood bag spending, one action at a time, back to the start of the phase', () => {
    const s0 = pos0(['R3', 'Y3'], { bloodBags: 2 });
    const r = pid(s0, 0, 0);
    let s = act(s0, 0, { type: 'bloodBagHeal', patient: r });
    s = place(s, 0, 'nurse-0', PHA0, [r], { [r]: 'green' });
    expect(bags(s, 0)).toBe(0);
    s = act(s, 0, { type: 'undo' });
    expect(bags(s, 0)).toBe(1);
    expect(where(s, 0, r)).toBe('R4t');
    s = act(s, 0, { type: 'undo' });
    expect(bags(s, 0)).toBe(2);
    expect(where(s, 0, r)).toBe('R3');
    reject(s, 0, { type: 'undo' });
  });

  it('undo with nothing to take back is rejected', () => {
    const s0 = pos0(['R3']);
    reject(s0, 0, { type: 'undo' });
  });

  it('a discharge is taken back by undo', () => {
    const s0 = pos0(['R6', 'Y3']);
    const r = pid(s0, 0, 0);
    const s1 = act(place(s0, 0, 'nurse-0', CC0, [r]), 0, { type: 'undo' });
    expect(where(s1, 0, r)).toBe('R6');
    expect(s1.players[0]!.discharged).toEqual([]);
  });

  it("one player's undo does not touch another player's actions", () => {
    const s0 = pos0(['R3']);
    let s = place(s0, 1, 'nurse-0', ONC0, [pid(s0, 1, 0)]);
    s = place(s, 0, 'nurse-0', CC0, [pid(s0, 0, 0)]);
    s = act(s, 0, { type: 'undo' });
    expect(where(s, 1, pid(s0, 1, 0))).toBe('Y4t');
    expect(where(s, 0, pid(s0, 0, 0))).toBe('R3');
    reject(s, 0, { type: 'undo' });
  });
});

// Guard against a silently broken table above.
it('the department types used above cover every improvement tile in 2.2', () => {
  const used: DepartmentType[] = [
    'operating_theatre',
    'orthopaedics',
    'ent',
    'cardiology',
    'urology',
    'immunology',
    'anaesthesia',
    'renal_medicine',
    'allergy_centre',
    'crash_centre',
    'radiology',
    'triage_centre',
  ];
  for (const t of used) {
    const s = pos0([], { departments: [t] });
    expect(s.players[0]!.departments.filter((d) => d.type === t)).toHaveLength(1);
    expect(s.players[0]!.departments).toHaveLength(10);
  }
});
