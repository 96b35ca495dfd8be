// Admitting a patient (rules section 3.3): colour, white beds, order in a ward, strictly greater
// values, curtains, stethoscopes, blood bags, the morgue; full wards, nurses, scanners.
import { describe, expect, it } from 'vitest';
import { ER, act, admitting, cardWith, legalActions, rejects, valueIn } from './helpers.js';

// Card 9: red stethoscope, yellow critical, green blood bag. Card 2: red blood bag, yellow curtain, green nurse.
// Card 8: red curtain, yellow nurse, green critical (no resource bonus under any die).
const QUIET = 8;

/** Seat 0 (chief) takes `colour` showing `value` on `card`; seat 1 takes another die. */
function seat0(colour: ER.Colour, value: number, sheet: ER.SheetDescription = {}, card = QUIET) {
  const other = colour === 'red' ? 'yellow' : 'red';
  return admitting({ players: 2, card, dice: { [colour]: value }, seats: [sheet, {}] }, { 0: colour, 1: other });
}

describe('colour', () => {
  it('a die goes in a bed of its colour or a white bed, not another colour', () => {
    const state = seat0('green', 3);
    // Ward 0 starts on a white bed (301), ward 1 on green (302), ward 2 on red (202), ward 4 on green (304).
    for (const bed of [301, 302, 304]) expect(valueIn(act(state, 0, { type: 'admit', patient: 'die', bed, value: 3 }).players[0]!.sheet, bed)).toBe(3);
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 202, value: 3 }, 'wrong_colour');
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 403, value: 3 }, 'wrong_colour');
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 504, value: 3 }, 'wrong_colour');
  });

  it('white beds take any colour', () => {
    for (const colour of ER.COLOURS) {
      const state = seat0(colour, 4, { wards: '/23' }); // ward 1's next bed is 101, white
      const after = act(state, 0, { type: 'admit', patient: 'die', bed: 101, value: 4 });
      expect(after.players[0]!.sheet.wards[1]).toEqual([2, 3, 4]);
      expect(valueIn(act(state, 0, { type: 'admit', patient: 'die', bed: 301, value: 4 }).players[0]!.sheet, 301)).toBe(4);
    }
  });

  it('a blood bag ignores the colour; it is spent; it is refused where it is not needed or not owned', () => {
    const state = seat0('red', 3, { bloodBags: 1 });
    const after = act(state, 0, { type: 'admit', patient: 'die', bed: 302, value: 3, bloodBag: true });
    expect(after.players[0]!.sheet.bloodBags).toBe(0);
    expect(after.players[0]!.sheet.wards[1]).toEqual([3]);
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 301, value: 3, bloodBag: true }, 'blood_bag_not_needed'); // white
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 202, value: 3, bloodBag: true }, 'blood_bag_not_needed'); // red
    rejects(seat0('red', 3), 0, { type: 'admit', patient: 'die', bed: 302, value: 3, bloodBag: true }, 'not_enough_blood_bags');
  });

  it('a blood bag gained from the die itself may be used at once (decision 8)', () => {
    const card = cardWith('green', 'bloodBag'); // card 0: green blood bag
    const state = seat0('green', 2, {}, card);
    expect(state.players[0]!.sheet.bloodBags).toBe(1);
    const after = act(state, 0, { type: 'admit', patient: 'die', bed: 202, value: 2, bloodBag: true });
    expect(after.players[0]!.sheet.bloodBags).toBe(0);
    expect(after.players[0]!.sheet.bloodBagsGained).toBe(1);
  });
});

describe('order in a ward', () => {
  it('a ward fills from the hall, one bed at a time; several wards may be open', () => {
    const state = seat0('yellow', 5, { wards: '1' }); // ward 0 holds 301; its next bed is 200 (green)
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 100, value: 5 }, 'wrong_bed'); // white, but not next
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 201, value: 5 }, 'wrong_bed'); // yellow, ward 1 starts at 302
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 301, value: 5 }, 'wrong_bed'); // taken
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 102, value: 5 }, 'unknown_bed'); // a scanner
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 999, value: 5 }, 'unknown_bed');
    const opened = act(state, 0, { type: 'admit', patient: 'die', bed: 203, value: 5 }); // ward 3 opens (yellow)
    expect(opened.players[0]!.sheet.wards[3]).toEqual([5]);
    expect(opened.players[0]!.sheet.wards[0]).toEqual([1]);
  });

  it('the first patient of a ward may have any value; each next one strictly more than the previous', () => {
    expect(act(seat0('red', 1), 0, { type: 'admit', patient: 'die', bed: 202, value: 1 }).players[0]!.sheet.wards[2]).toEqual([1]);
    const state = seat0('green', 3, { wards: '3' });
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 200, value: 3 }, 'value_too_low'); // equal
    rejects(seat0('green', 2, { wards: '3' }), 0, { type: 'admit', patient: 'die', bed: 200, value: 2 }, 'value_too_low');
    expect(act(seat0('green', 4, { wards: '3' }), 0, { type: 'admit', patient: 'die', bed: 200, value: 4 }).players[0]!.sheet.wards[0]).toEqual([3, 4]);
  });

  it('after a curtain, the next patient of that ward may have any value', () => {
    const state = seat0('green', 1, { wards: '5c' });
    expect(act(state, 0, { type: 'admit', patient: 'die', bed: 200, value: 1 }).players[0]!.sheet.wards[0]).toEqual([5, 1]);
    // A curtain behind an earlier patient no longer helps.
    rejects(seat0('red', 1, { wards: '2c4' }), 0, { type: 'admit', patient: 'die', bed: 100, value: 1 }, 'value_too_low');
  });
});

describe('stethoscopes', () => {
  it('each one spent moves the value by 1, up or down', () => {
    const state = seat0('red', 3, { stethoscopes: 2 });
    for (const [value, left] of [
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 0],
    ] as const) {
      const after = act(state, 0, { type: 'admit', patient: 'die', bed: 202, value });
      expect(after.players[0]!.sheet.wards[2]).toEqual([value]);
      expect(after.players[0]!.sheet.stethoscopes).toBe(left);
    }
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 202, value: 6 }, 'not_enough_stethoscopes');
  });

  it('never below 1 or above 6 (a 6 does not become a 1)', () => {
    const six = seat0('red', 6, { stethoscopes: 9 });
    rejects(six, 0, { type: 'admit', patient: 'die', bed: 202, value: 7 }, 'invalid_value');
    expect(act(six, 0, { type: 'admit', patient: 'die', bed: 202, value: 1 }).players[0]!.sheet.stethoscopes).toBe(4);
    rejects(seat0('red', 1, { stethoscopes: 9 }), 0, { type: 'admit', patient: 'die', bed: 202, value: 0 }, 'invalid_value');
  });

  it('the starting stethoscope lets a patient beat an equal value', () => {
    const state = seat0('green', 3, { wards: '3' });
    const after = act(state, 0, { type: 'admit', patient: 'die', bed: 200, value: 4 });
    expect(after.players[0]!.sheet.wards[0]).toEqual([3, 4]);
    expect(after.players[0]!.sheet.stethoscopes).toBe(0);
  });

  it('stethoscopes gained from the die itself are usable at once', () => {
    const card = cardWith('red', 'stethoscope'); // card 9
    const state = seat0('red', 1, { wards: '//5' }, card);
    expect(state.players[0]!.sheet.stethoscopes).toBe(3);
    // ward 2's next bed is 103 (white): 1 → 6 costs 5, too many; 1 → 4 costs 3.
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 103, value: 6 }, 'not_enough_stethoscopes');
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 103, value: 4 }, 'value_too_low');
    const ok = seat0('red', 3, { wards: '//5' }, card);
    expect(act(ok, 0, { type: 'admit', patient: 'die', bed: 103, value: 6 }).players[0]!.sheet.stethoscopes).toBe(0);
  });
});

describe('the morgue', () => {
  it('circles a box (−1 point each at the end); a full morgue costs nothing more', () => {
    const state = seat0('red', 3, { morgue: 3 });
    const once = act(state, 0, { type: 'morgue', patient: 'die' });
    expect(once.players[0]!.sheet.morgue).toBe(4);
    const full = act(seat0('red', 3, { morgue: 4 }), 0, { type: 'morgue', patient: 'die' });
    expect(full.players[0]!.sheet.morgue).toBe(4);
    expect(ER.scoreSheet(full.players[0]!.sheet, 'opposite_pairs', 'lines').morgue).toBe(-4);
  });

  it('is always possible, even when a bed would take the patient', () => {
    const state = seat0('red', 3);
    expect(legalActions(state, 0)).toContainEqual({ type: 'morgue', patient: 'die' });
    const after = act(state, 0, { type: 'morgue', patient: 'die' });
    expect(after.turnState[0]!.done).toBe(true);
    rejects(after, 0, { type: 'admit', patient: 'die', bed: 202, value: 3 }, 'not_your_turn');
  });
});

describe('full wards', () => {
  it('a full ward takes no more patients, and scores its points at the end', () => {
    const state = seat0('yellow', 6, { wards: '1234' });
    for (const bed of [301, 200, 100, 0]) rejects(state, 0, { type: 'admit', patient: 'die', bed, value: 6 }, 'ward_full');
    expect(legalActions(state, 0).some((a) => a.type === 'admit' && [301, 200, 100, 0].includes(a.bed))).toBe(false);
    expect(ER.isFull(state.players[0]!.sheet, 0)).toBe(true);
    expect(ER.wardPoints(state.players[0]!.sheet)).toBe(5);
  });

  it('every ward scores its printed points when full: 5, 7, 8, 6, 9, 10, 4', () => {
    const sheet = ER.buildPosition({ seats: [{ wards: '1234/12345/12345/1234/12345/123456/123' }] }).players[0]!.sheet;
    expect(ER.WARDS.map((w) => w.points)).toEqual([5, 7, 8, 6, 9, 10, 4]);
    expect(ER.wardPoints(sheet)).toBe(49);
    expect(ER.fullWards(sheet)).toBe(7);
  });

  it('filling the last bed completes the ward', () => {
    const state = seat0('red', 6, { wards: '123' }); // ward 0's last bed is 0, red
    const after = act(state, 0, { type: 'admit', patient: 'die', bed: 0, value: 6 });
    expect(ER.isFull(after.players[0]!.sheet, 0)).toBe(true);
  });
});

describe('nurses', () => {
  const nurseCard = cardWith('green', 'nurse'); // card 2: green nurse

  it('the nurse bonus crosses the ward of the patient and circles the next circle', () => {
    const state = seat0('green', 4, { wards: '/' }, nurseCard);
    const after = act(state, 0, { type: 'admit', patient: 'die', bed: 302, value: 4 });
    expect(after.players[0]!.sheet.nurseWards).toEqual([1]);
    expect(after.players[0]!.sheet.nurses).toBe(1);
    expect(ER.nursePoints(after.players[0]!.sheet)).toBe(2);
  });

  it('once per ward: a second nurse in that ward is lost', () => {
    const later = seat0('green', 4, { wards: '/23', nurseWards: [1], nurses: 1 }, nurseCard);
    const r = ER.applyAction(later, 0, { type: 'admit', patient: 'die', bed: 101, value: 4 });
    expect(r.ok && r.state.players[0]!.sheet.nurses).toBe(1);
    expect(r.ok && r.events.some((e) => e.type === 'nurseLost')).toBe(true);
  });

  it('lost when the patient goes to the morgue', () => {
    const after = act(seat0('green', 4, {}, nurseCard), 0, { type: 'morgue', patient: 'die' });
    expect(after.players[0]!.sheet.nurses).toBe(0);
  });

  it('the track scores its last circled circle: 2, 5, 9, 14, 20, 27, 35; no more than 7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((nurses) => ER.nursePoints({ ...ER.buildPosition().players[0]!.sheet, nurses }))).toEqual([0, 2, 5, 9, 14, 20, 27, 35]);
    const state = seat0('green', 4, { nurses: 7, nurseWards: [0, 2, 3, 4, 5, 6] }, nurseCard);
    expect(act(state, 0, { type: 'admit', patient: 'die', bed: 302, value: 4 }).players[0]!.sheet.nurses).toBe(7);
  });
});

describe('scanners', () => {
  it('the six beds around each scanner, and their opposite pairs', () => {
    expect([...ER.SCANNER_BEDS[102]!].sort((a, b) => a - b)).toEqual([1, 2, 101, 103, 201, 202]);
    expect([...ER.SCANNER_BEDS[405]!].sort((a, b) => a - b)).toEqual([305, 306, 404, 406, 505, 506]);
    for (const s of ER.SCANNERS) {
      for (const [a, b] of ER.OPPOSITE_PAIRS[s]!) {
        const [qa, ra] = ER.axial(a);
        const [qb, rb] = ER.axial(b);
        const [qs, rs] = ER.axial(s);
        expect([qa + qb, ra + rb]).toEqual([2 * qs, 2 * rs]); // symmetric about the scanner
      }
    }
  });

  it('adjacency follows the offset rows and crosses ward walls', () => {
    expect([...ER.NEIGHBOURS[204]!].sort((a, b) => a - b)).toEqual([104, 105, 203, 205, 304, 305]);
    expect(ER.BED_WARD[204]!.ward).not.toBe(ER.BED_WARD[104]!.ward);
    expect(ER.NEIGHBOURS[0]).toEqual(expect.arrayContaining([1, 100, 101]));
    for (const [bed, ns] of Object.entries(ER.NEIGHBOURS)) for (const n of ns) expect(ER.NEIGHBOURS[n]).toContain(Number(bed));
    expect(ER.BEDS).toHaveLength(32);
  });
});
