// Specialists (rules section 5): the 6 cardiologist objectives and how they score during the game,
// the 5 radiologists and 5 epidemiologists at the end.
import { describe, expect, it } from 'vitest';
import { ER, act, buildPosition, pendingSeats, sheetOf, step } from './helpers.js';
import type { ErEvent } from '../../shared/games/dice-hospital-er/index.js';

/** Plays the current turn to its end with default actions; returns the state and its events. */
function finishTurn(state: ER.GameState): { state: ER.GameState; events: ErEvent[] } {
  const turn = state.turn;
  let s = state;
  const events: ErEvent[] = [];
  while (s.turn === turn && !ER.isOver(s) && s.pending.kind !== 'discardCardiologist') {
    const seat = pendingSeats(s)[0]!;
    const r = step(s, seat, ER.defaultAction(s, seat)!);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('cardiologist objectives', () => {
  type Desc = Partial<Omit<ER.Sheet, 'wards'>> & { wards?: string };
  const cases: [ER.CardiologistId, Desc, Desc][] = [
    ['stethoscopes', { stethoscopesGained: 8 }, { stethoscopesGained: 7, stethoscopes: 9 }],
    ['blood_bags', { bloodBagsGained: 4 }, { bloodBagsGained: 3, bloodBags: 5 }],
    ['nurses', { nurses: 3 }, { nurses: 2 }],
    ['all_wards', { wards: '1/1/1/1/1/1/1' }, { wards: '1/1/1/1/1/1/' }],
    ['two_wards', { wards: '1234/12345' }, { wards: '1234/1234/1234' }],
    ['scanner', { wards: '/12345/12' }, { wards: '/12345/1' }], // the beds around 102
    ['scanner', { wards: '/////12345/123' }, { wards: '/////1234/123' }], // around 405
  ];
  for (const [id, met, unmet] of cases) {
    it(`${id}: met and not met`, () => {
      const { wards: w1, ...rest1 } = met;
      const { wards: w2, ...rest2 } = unmet;
      expect(ER.meetsCardiologist(sheetOf(w1 ?? '', rest1), id)).toBe(true);
      expect(ER.meetsCardiologist(sheetOf(w2 ?? '', rest2), id)).toBe(false);
    });
  }

  it('8 stethoscopes gained: the starting one does not count, spending does not matter', () => {
    const sheet = sheetOf('', { stethoscopes: 0, stethoscopesGained: 8 });
    expect(ER.meetsCardiologist(sheet, 'stethoscopes')).toBe(true);
    expect(ER.meetsCardiologist(sheetOf('', { stethoscopes: 9, stethoscopesGained: 6 }), 'stethoscopes')).toBe(false);
  });
});

describe('cardiologists score during the game', () => {
  it('3+ players: 8 points the first time, the card flips to 5; 5 the second time, then discarded', () => {
    let state = buildPosition({
      players: 3,
      chief: 0,
      cardiologists: ['nurses', 'two_wards'],
      seats: [{ nurses: 3 }, {}, {}],
    });
    let { state: s, events } = finishTurn(state);
    expect(events).toContainEqual({ type: 'cardiologistScored', seat: 0, card: 'nurses', points: 8 });
    expect(s.players[0]!.sheet.cardiologistPoints).toBe(8);
    expect(s.cardiologists[0]).toEqual({ id: 'nurses', value: 5, scoredBy: [0] });
    // Seat 0 still meets it: it does not score again. Seat 2 meets it now: 5 points, discarded.
    s = { ...s, players: s.players.map((p, i) => (i === 2 ? { ...p, sheet: { ...p.sheet, nurses: 4 } } : p)) };
    ({ state: s, events } = finishTurn(s));
    expect(s.players[2]!.sheet.cardiologistPoints).toBe(5);
    expect(s.players[0]!.sheet.cardiologistPoints).toBe(8);
    expect(s.cardiologists[0]).toEqual({ id: 'nurses', value: 0, scoredBy: [0, 2] });
    expect(events).toContainEqual({ type: 'cardiologistDiscarded', card: 'nurses' });
    // Seat 1 meets it later: nothing left to score.
    s = { ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, sheet: { ...p.sheet, nurses: 4 } } : p)) };
    ({ state: s } = finishTurn(s));
    expect(s.players[1]!.sheet.cardiologistPoints).toBe(0);
    state = s;
    expect(state.cardiologists[1]!.value).toBe(8);
  });

  it('several players meeting it on the same turn all score the higher value', () => {
    const state = buildPosition({
      players: 4,
      chief: 0,
      cardiologists: ['blood_bags', 'stethoscopes'],
      seats: [{ bloodBagsGained: 4 }, {}, { bloodBagsGained: 5 }, { bloodBagsGained: 4 }],
    });
    const { state: s } = finishTurn(state);
    expect(s.players.map((p) => p.sheet.cardiologistPoints)).toEqual([8, 0, 8, 8]);
    expect(s.cardiologists[0]!.value).toBe(5);
  });

  it('2 players: the card shows 5; the first to meet it scores 5 and it is discarded', () => {
    const state = buildPosition({ players: 2, chief: 0, cardiologists: ['all_wards', 'nurses'], seats: [{}, { wards: '1/1/1/1/1/1/1' }] });
    expect(state.cardiologists.map((c) => c.value)).toEqual([5, 5]);
    const { state: s } = finishTurn(state);
    expect(s.players[1]!.sheet.cardiologistPoints).toBe(5);
    expect(s.cardiologists[0]).toEqual({ id: 'all_wards', value: 0, scoredBy: [1] });
    const both = finishTurn(buildPosition({ players: 2, chief: 1, cardiologists: ['nurses', 'all_wards'], seats: [{ nurses: 3 }, { nurses: 5 }] })).state;
    expect(both.players.map((p) => p.sheet.cardiologistPoints)).toEqual([5, 5]);
    expect(both.cardiologists[0]!.value).toBe(0);
  });

  it('an objective reached during play scores at the end of that turn', () => {
    // Seat 0 has 7 stethoscopes gained and takes a stethoscope die (card 9, red).
    let state = buildPosition({ players: 3, chief: 0, card: 9, cardiologists: ['stethoscopes', 'nurses'], seats: [{ stethoscopesGained: 6 }, {}, {}] });
    state = act(state, 0, { type: 'chooseDie', colour: 'red' });
    const { state: s, events } = finishTurn(state);
    expect(events).toContainEqual({ type: 'cardiologistScored', seat: 0, card: 'stethoscopes', points: 8 });
    expect(s.players[0]!.sheet.stethoscopesGained).toBe(8);
  });
});

const sheet = (wards: string, extra: Partial<ER.Sheet> = {}) => sheetOf(wards, extra);

describe('radiologists', () => {
  it('critical patients next to a scanner: half their total, rounded up', () => {
    // 201 (2!) and 101 (3!) touch scanner 102; 301 (4!) does not.
    expect(ER.radiologistScore(sheet('4!/12!3!'), 'critical_near_scanner')).toBe(3);
    expect(ER.radiologistScore(sheet('/////1234!/12!'), 'critical_near_scanner')).toBe(3); // 306 (4!) and 505 (2!): 6 → 3
    expect(ER.radiologistScore(sheet('4!/123'), 'critical_near_scanner')).toBe(0);
  });

  it('10 per scanner surrounded by six patients totalling 12 or less, or 30 or more', () => {
    expect(ER.radiologistScore(sheet('/11111/11'), 'extreme_scanner')).toBe(10); // 6
    expect(ER.radiologistScore(sheet('/12222/22'), 'extreme_scanner')).toBe(10); // exactly 12
    expect(ER.radiologistScore(sheet('/12223/22'), 'extreme_scanner')).toBe(0); // 13
    expect(ER.radiologistScore(sheet('/////666666/666'), 'extreme_scanner')).toBe(10); // 36
    expect(ER.radiologistScore(sheet('/////155555/155'), 'extreme_scanner')).toBe(10); // 404 5, 305 5, 306 5, 406 5, 505 5, 506 5 = 30
    expect(ER.radiologistScore(sheet('/////155545/155'), 'extreme_scanner')).toBe(0); // 29
    expect(ER.radiologistScore(sheet('/11111/11///666666/666'), 'extreme_scanner')).toBe(20);
    expect(ER.radiologistScore(sheet('/11111/1'), 'extreme_scanner')).toBe(0); // five patients only
  });

  it('2 per patient of value 4, 5 or 6 next to a scanner', () => {
    // around 102: 201=4, 101=5, 1=6, 2=3, 202=6; 302=6 does not count.
    expect(ER.radiologistScore(sheet('/64563/6'), 'high_near_scanner')).toBe(8);
    expect(ER.radiologistScore(sheet('/64563/6///1456/12'), 'high_near_scanner')).toBe(14); // + 404 4, 305 5, 306 6 (403 and 505 low)
  });

  it('4 per pair of equal values diametrically opposite around a scanner', () => {
    // pairs of 102: (1, 202), (2, 201), (101, 103). 201=2, 101=3, 1=4, 2=2 | 202=4, 103=3.
    expect(ER.radiologistScore(sheet('/12342/43'), 'opposite_pairs')).toBe(12);
    expect(ER.radiologistScore(sheet('/12345/43'), 'opposite_pairs')).toBe(8);
    expect(ER.radiologistScore(sheet('/12345/4'), 'opposite_pairs')).toBe(4); // 103 empty: no pair
  });

  it('5/10/15/20 per scanner with 3/4/5/6 adjacent patients of one value; only the largest group counts', () => {
    expect(ER.radiologistScore(sheet('/12221/53'), 'equal_around_scanner')).toBe(5); // three 2s
    expect(ER.radiologistScore(sheet('/12222/53'), 'equal_around_scanner')).toBe(10);
    expect(ER.radiologistScore(sheet('/12222/23'), 'equal_around_scanner')).toBe(15);
    expect(ER.radiologistScore(sheet('/12222/22'), 'equal_around_scanner')).toBe(20);
    expect(ER.radiologistScore(sheet('/12223/33'), 'equal_around_scanner')).toBe(5); // 3 + 3: 5, not 10
    expect(ER.radiologistScore(sheet('/12213/53'), 'equal_around_scanner')).toBe(0);
  });
});

describe('epidemiologists', () => {
  it('10 per path of six adjacent patients 1, 2, 3, 4, 5, 6 in order (each patient in one path)', () => {
    // 302-201-101-1-2 hold 1-5, bed 3 (next to 2) holds 6.
    expect(ER.epidemiologistScore(sheet('/12345/556'), 'sequence')).toBe(10);
    expect(ER.epidemiologistScore(sheet('/12345/55'), 'sequence')).toBe(0);
    // Two 6s next to the 5 make two paths sharing five patients: one counts.
    expect(ER.epidemiologistScore(sheet('/12345/566'), 'sequence')).toBe(10);
  });

  it('5 per straight line of three equal patients (each patient in one line)', () => {
    // 301, 200, 100 lie on a line.
    expect(ER.epidemiologistScore(sheet('333'), 'lines')).toBe(5);
    expect(ER.epidemiologistScore(sheet('3334'), 'lines')).toBe(5);
    expect(ER.epidemiologistScore(sheet('33'), 'lines')).toBe(0);
    // 302, 201, 101 too; and 100-101 are side by side, not a line with 301/200.
    expect(ER.epidemiologistScore(sheet('333/333'), 'lines')).toBe(10);
    // Four in a row (1, 2, 3, 4 on row 0: ward 1's 1, 2 and ward 2's 3, 4) share patients: one line.
    expect(ER.epidemiologistScore(sheet('/22355/1155'), 'lines')).toBe(5);
    expect(ER.LINES.every(([a, b, c]) => ER.NEIGHBOURS[a!]!.includes(b!) && ER.NEIGHBOURS[b!]!.includes(c!) && !ER.NEIGHBOURS[a!]!.includes(c!))).toBe(true);
  });

  it('3 per patient in the largest connected group of equal values (across walls)', () => {
    expect(ER.epidemiologistScore(sheet('2222/2'), 'largest_group')).toBe(15); // 302 touches 301
    expect(ER.epidemiologistScore(sheet('1234'), 'largest_group')).toBe(3);
    expect(ER.epidemiologistScore(sheet(''), 'largest_group')).toBe(0);
  });

  it('3 per patient of the most frequent value, minus 3 per patient of the least frequent; nothing subtracted while a value 1-6 is absent', () => {
    // Rulebook p.11: « si une valeur n'est pas du tout représentée, vous ne retirez rien ».
    expect(ER.epidemiologistScore(sheet('1114/222'), 'frequency')).toBe(9); // 1×3, 2×3, 4×1: 3, 5, 6 absent
    expect(ER.epidemiologistScore(sheet('1111/222/3'), 'frequency')).toBe(12); // 4 ones; 4, 5, 6 absent
    expect(ER.epidemiologistScore(sheet('1111'), 'frequency')).toBe(12);
    expect(ER.epidemiologistScore(sheet('1112/2233'), 'frequency')).toBe(9);
    expect(ER.epidemiologistScore(sheet(''), 'frequency')).toBe(0);
    // Every value present: the least frequent is subtracted.
    expect(ER.epidemiologistScore(sheet('1234/56/11'), 'frequency')).toBe(6); // 3 ones − 1 of each other
    expect(ER.epidemiologistScore(sheet('1234/56/12/34/56'), 'frequency')).toBe(0); // two of each
  });

  it('4 per triangle of three mutually adjacent patients all even or all odd (each patient in one)', () => {
    // 301, 200, 201 (ward 1's second bed) are mutually adjacent; so are 301, 302, 201.
    expect(ER.epidemiologistScore(sheet('24/16'), 'triangles')).toBe(4);
    expect(ER.epidemiologistScore(sheet('13/25'), 'triangles')).toBe(4);
    expect(ER.epidemiologistScore(sheet('23/16'), 'triangles')).toBe(0);
    // 301, 200, 201, 302: two triangles sharing 301 and 201: one counts.
    expect(ER.epidemiologistScore(sheet('24/26'), 'triangles')).toBe(4);
    expect(ER.TRIANGLES.every(([a, b, c]) => ER.NEIGHBOURS[a!]!.includes(b!) && ER.NEIGHBOURS[b!]!.includes(c!) && ER.NEIGHBOURS[a!]!.includes(c!))).toBe(true);
  });

  it('maximum disjoint patterns: not the greedy count', () => {
    // B overlaps A and C; greedy taking B first finds 1, the maximum is 2.
    const A = [0, 1, 2];
    const B = [2, 3, 4];
    const C = [4, 5, 105];
    expect(ER.maxDisjoint([B, A, C])).toBe(2);
    expect(ER.maxDisjoint([])).toBe(0);
    expect(ER.maxDisjoint([A, A])).toBe(1);
    // All triangles of a full sheet: at most 32 / 3 patients.
    expect(ER.maxDisjoint(ER.TRIANGLES)).toBeLessThanOrEqual(10);
    expect(ER.maxDisjoint(ER.TRIANGLES)).toBeGreaterThan(5);
  });
});
