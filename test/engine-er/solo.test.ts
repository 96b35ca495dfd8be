// Solo against URSULE (rules section 7 and decisions 8): her choice, her admission protocol, the
// last turn, her bonuses, the solo cardiologists, scoring and difficulty options, a whole game.
import { describe, expect, it } from 'vitest';
import { ER, act, buildPosition, pendingSeats, playDefaults, sheetOf, step } from './helpers.js';
import { testKey } from '../../shared/random.js';

// Card 8: red curtain, yellow nurse, green critical. Card 12: red stethoscope, yellow nurse, green curtain.
const solo = (desc: ER.PositionDescription) => buildPosition({ players: 1, ...desc });
const ursule = (state: ER.GameState) => state.ursule!.sheet;

describe('set-up and turn order', () => {
  it('URSULE starts with two nurse circles (no ward), one stethoscope; you are chief first, then turns alternate', () => {
    let state = ER.createGame({ players: ['Ana'], key: testKey(3) });
    expect(ursule(state)).toMatchObject({ nurses: 2, nurseWards: [], stethoscopes: 1, bloodBags: 0 });
    expect(state.chief).toBe(0);
    expect(state.pending).toEqual({ kind: 'chiefChoice', seat: 0 });
    state = act(state, 0, { type: 'chooseDie', colour: 'red' });
    expect(state.ursule!.die).not.toBeNull();
    expect(state.ursule!.die).not.toBe('red');
    expect(state.pending).toEqual({ kind: 'admit', seats: [0] });
    state = act(state, 0, { type: 'morgue', patient: 'die' });
    while (state.turn === 1) state = act(state, 0, ER.defaultAction(state, 0)!);
    expect(state.chief).toBe('ursule');
    // URSULE chose first as chief: you choose among the other two.
    expect(state.chiefDie).toBe(state.ursule!.die);
    expect(state.pending).toEqual({ kind: 'choose', seats: [0] });
    expect(ER.legalActions(state, 0)).not.toContainEqual({ type: 'chooseDie', colour: state.chiefDie });
  });

  it('Preparation: URSULE starts with 2 more stethoscopes and 2 blood bags', () => {
    const state = ER.createGame({ players: ['Ana'], key: testKey(3), options: { preparation: true } });
    expect(ursule(state)).toMatchObject({ stethoscopes: 3, bloodBags: 2 });
  });
});

describe('her choice', () => {
  it('as chief: the lowest die; ties go leftmost (red, then yellow, then green)', () => {
    expect(solo({ chief: 'ursule', card: 8, dice: { red: 5, yellow: 2, green: 4 } }).ursule!.die).toBe('yellow');
    expect(solo({ chief: 'ursule', card: 8, dice: { red: 3, yellow: 3, green: 3 } }).ursule!.die).toBe('red');
    expect(solo({ chief: 'ursule', card: 8, dice: { red: 6, yellow: 2, green: 2 } }).ursule!.die).toBe('yellow');
  });

  it('when you are chief: the lowest of the two remaining', () => {
    const state = solo({ chief: 0, card: 8, dice: { red: 1, yellow: 5, green: 4 } });
    expect(act(state, 0, { type: 'chooseDie', colour: 'red' }).ursule!.die).toBe('green');
    expect(act(state, 0, { type: 'chooseDie', colour: 'green' }).ursule!.die).toBe('red');
  });

  it('if no bed fits, the next-higher die; then the last one', () => {
    // Every ward open with a 6, except ward 3 holding a 4 (its next bed, 104, is yellow): the red 2
    // fits nowhere, the next-higher die (yellow 5) fits ward 3.
    const sheet = { wards: '6/6/6/4/6/6/6', stethoscopes: 0 };
    const state = solo({ chief: 'ursule', card: 8, dice: { red: 2, yellow: 5, green: 6 }, ursule: sheet });
    expect(state.ursule!.die).toBe('yellow');
    expect(ursule(state).wards[3]).toEqual([4, 5]);
    // The yellow does not fit either (ward 3 holds 6 too): the last die, green 6, fits ward 0's 200.
    const last = solo({ chief: 'ursule', card: 8, dice: { red: 2, yellow: 5, green: 6 }, ursule: { ...sheet, wards: '6/6/6/6/6/6/6' } });
    expect(last.ursule!.die).toBe('green');
    expect(ursule(last).wards[0]).toEqual([6, 6]); // equal to the previous: allowed for URSULE
  });

  it('when you are chief, her last resort is your die, paid with a blood bag she owns', () => {
    const sheet = { wards: '6/6/6/6/6/6/6', stethoscopes: 0, bloodBags: 1 };
    let state = solo({ chief: 0, card: 8, dice: { red: 2, yellow: 3, green: 6 }, ursule: sheet });
    state = act(state, 0, { type: 'chooseDie', colour: 'green' });
    expect(state.ursule!.die).toBe('green');
    expect(ursule(state).bloodBags).toBe(0);
    expect(ursule(state).wards[0]).toEqual([6, 6]);
    // Without a blood bag: the lowest remaining die goes to the morgue.
    let none = solo({ chief: 0, card: 8, dice: { red: 2, yellow: 3, green: 6 }, ursule: { ...sheet, bloodBags: 0 } });
    const r = step(none, 0, { type: 'chooseDie', colour: 'green' });
    none = r.state;
    expect(none.ursule).toMatchObject({ die: 'red', morgue: true });
    expect(ursule(none).morgue).toBe(1);
    expect(r.events).toContainEqual({ type: 'patientToMorgue', seat: 'ursule', patient: 'die', colour: 'red' });
  });
});

describe('her admission protocol', () => {
  const base = ER.buildPosition({ players: 1 }).ursule!.sheet;
  const u = (wards: string, extra: Partial<ER.Sheet> = {}) => ({ ...sheetOf(wards), ...extra, nurses: 2 });

  it('the first eligible bed scanning wards 0 → 6, without spending', () => {
    expect(base.stethoscopes).toBe(1);
    expect(ER.ursulePlacement(u(''), 'red', [3], { stethoscopes: 1, bloodBags: 0 })).toMatchObject({
      ward: 0,
      bed: 301,
      value: 3,
      stethoscopes: 0,
      bloodBag: false,
    });
    // Ward 0's next bed is green: a red 4 goes to ward 2's first bed (red).
    expect(ER.ursulePlacement(u('4'), 'red', [4], { stethoscopes: 1, bloodBags: 0 })).toMatchObject({ ward: 2, bed: 202, value: 4 });
    // Equal to the previous patient is allowed for URSULE.
    expect(ER.ursulePlacement(u('4'), 'green', [4], { stethoscopes: 1, bloodBags: 0 })).toMatchObject({ ward: 0, bed: 200, value: 4 });
  });

  // For a green 2: ward 0 (next 200 green) needs 1 stethoscope; ward 1 (next 201 yellow) a blood bag
  // (and a stethoscope more when it holds 3); every other ward needs 4 stethoscopes or the wrong colour.
  const wards = (ward1: string) => `3/${ward1}/6/6/6/6/6`;

  it('else the fewest stethoscopes that raise the value (first ward that can)', () => {
    expect(ER.ursulePlacement(u(wards('1')), 'green', [2], { stethoscopes: 1, bloodBags: 1 })).toMatchObject({
      ward: 0,
      bed: 200,
      value: 3,
      stethoscopes: 1,
      bloodBag: false,
    });
    expect(ER.ursulePlacement(u(wards('1')), 'green', [2], { stethoscopes: 4, bloodBags: 0 })).toMatchObject({ ward: 0, value: 3, stethoscopes: 1 });
  });

  it('else a blood bag for the colour; else both', () => {
    expect(ER.ursulePlacement(u(wards('1')), 'green', [2], { stethoscopes: 0, bloodBags: 1 })).toMatchObject({
      ward: 1,
      bed: 201,
      value: 2,
      stethoscopes: 0,
      bloodBag: true,
    });
    // Ward 0 full (no stethoscope step), ward 1 holding 3: a blood bag and a stethoscope.
    expect(ER.ursulePlacement(u('3333/3/6/6/6/6/6'), 'green', [2], { stethoscopes: 1, bloodBags: 1 })).toMatchObject({
      ward: 1,
      value: 3,
      stethoscopes: 1,
      bloodBag: true,
    });
    expect(ER.ursulePlacement(u('3333/3/6/6/6/6/6'), 'green', [2], { stethoscopes: 0, bloodBags: 1 })).toBeNull();
    expect(ER.ursulePlacement(u('3333/3/6/6/6/6/6'), 'green', [2], { stethoscopes: 1, bloodBags: 0 })).toBeNull();
  });

  it("the chosen die's stethoscope bonus counts in her evaluation and is usable at once", () => {
    // Card 12: red stethoscope. With no stethoscope of her own, the red 2 fits only ward 2 (next bed
    // 103, white, after a 4) by spending the 2 stethoscopes its own bonus brings.
    const state = solo({ chief: 'ursule', card: 12, dice: { red: 2, yellow: 6, green: 6 }, ursule: { wards: '6/6/4/6/6/6/6', stethoscopes: 0 } });
    expect(state.ursule!.die).toBe('red');
    expect(ursule(state).wards[2]).toEqual([4, 4]);
    expect(ursule(state)).toMatchObject({ stethoscopes: 0, stethoscopesGained: 2 });
  });
});

describe('the last turn', () => {
  it('she takes a die that fills the last bed of a ward, the most valuable one; the lowest die on ties', () => {
    // Ward 6 (4 points) lacks 506 (yellow); ward 5 (10 points) lacks 407 (green). Last turn.
    const desc = { chief: 'ursule' as const, turn: 24, turns: 24, card: 8, ursule: { wards: '/////11111/11', stethoscopes: 0 } };
    const state = solo({ ...desc, dice: { red: 1, yellow: 3, green: 4 } });
    expect(state.ursule!.die).toBe('green');
    expect(ER.isFull(ursule(state), 5)).toBe(true);
    // Not on the last turn: the lowest die (red 1) by her usual routine.
    const earlier = solo({ ...desc, turn: 23, turns: 24, dice: { red: 1, yellow: 3, green: 4 } });
    expect(earlier.ursule!.die).toBe('red');
    // Only the yellow completes a ward (ward 6): she takes it.
    const yellow = solo({ ...desc, dice: { red: 1, yellow: 3, green: 1 }, ursule: { wards: '/////1111/11', stethoscopes: 0 } });
    expect(yellow.ursule!.die).toBe('yellow');
    expect(ER.isFull(ursule(yellow), 6)).toBe(true);
  });
});

describe('her bonuses', () => {
  it('critical marks her patient; nurse crosses its ward and circles the next circle', () => {
    const crit = solo({ chief: 'ursule', card: 8, dice: { red: 6, yellow: 6, green: 1 } }); // green critical
    expect(ursule(crit).critical).toEqual([301]);
    const nurse = solo({ chief: 'ursule', card: 8, dice: { red: 6, yellow: 1, green: 6 } }); // yellow nurse
    expect(ursule(nurse)).toMatchObject({ nurses: 3, nurseWards: [0] });
    const full = solo({ chief: 'ursule', card: 8, dice: { red: 6, yellow: 1, green: 6 }, ursule: { nurses: 7 } });
    expect(ursule(full).nurses).toBe(7); // beyond 5 extra nurses the bonus is lost
  });

  it('curtain after admitting: the highest last patient among unfinished, uncurtained wards; lowest ward on ties', () => {
    // Card 8: red curtain. Ward 0's next bed (200) is green, ward 1's (201) yellow: the red 1 opens ward 2.
    const state = solo({ chief: 'ursule', card: 8, dice: { red: 1, yellow: 6, green: 6 }, ursule: { wards: '5/5c/', stethoscopes: 0 } });
    expect(ursule(state).wards[2]).toEqual([1]);
    // Ward 1's last patient is already curtained; ward 0's 5 beats ward 2's new 1.
    expect(ursule(state).curtains).toEqual([302, 301]);
    const tie = solo({ chief: 'ursule', card: 8, dice: { red: 1, yellow: 6, green: 6 }, ursule: { wards: '5/5/', stethoscopes: 0 } });
    expect(ursule(tie).curtains).toEqual([301]);
    // A full ward is not curtained: ward 0 full with a 6, ward 2 gets the 1 and is the only choice.
    const full = solo({ chief: 'ursule', card: 8, dice: { red: 1, yellow: 6, green: 6 }, ursule: { wards: '1236/5c', stethoscopes: 0 } });
    expect(ursule(full).curtains).toEqual([302, 202]);
  });

  it('extra patient after the regular one: the lower value first, else the higher, else the morgue', () => {
    // Card 0: yellow extra red 1-2. Yellow 1 → ward 0's 301 (white); then a red 1 or 2.
    const state = solo({ chief: 'ursule', card: 0, dice: { red: 6, yellow: 1, green: 6 } });
    expect(state.ursule!.die).toBe('yellow');
    expect(ursule(state).wards[0]).toEqual([1]);
    expect(ursule(state).wards[2]).toEqual([1]); // red 1 in ward 2's first bed (red)
    // Ward 2 holds 2 and ward 5 holds 2 and every other first bed is taken: the 1 fits nowhere, the 2 does.
    const higher = solo({ chief: 'ursule', card: 0, dice: { red: 6, yellow: 1, green: 6 }, ursule: { wards: '/6/2/6/6/2/6', stethoscopes: 0 } });
    expect(ursule(higher).wards[2]).toEqual([2, 2]);
    const none = solo({ chief: 'ursule', card: 0, dice: { red: 6, yellow: 1, green: 6 }, ursule: { wards: '/6/6/6/6/6/6', stethoscopes: 0 } });
    expect(ursule(none).morgue).toBe(1);
  });
});

describe('solo cardiologists', () => {
  /** URSULE's wards where a yellow 3 fits only ward 6's last bed (506). */
  const BLOCKED = '6/6/6/6/6/6/11';
  /** Ends the current turn with your defaults. */
  const endTurn = (state: ER.GameState) => {
    let s = state;
    const turn = s.turn;
    while (s.turn === turn && !ER.isOver(s) && s.pending.kind !== 'discardCardiologist') s = act(s, 0, ER.defaultAction(s, 0)!);
    return s;
  };

  it('while both remain they are one objective for you: both met → 10 points, both discarded', () => {
    const state = endTurn(solo({ chief: 0, card: 8, cardiologists: ['nurses', 'blood_bags'], seats: [{ nurses: 3, bloodBagsGained: 4 }] }));
    expect(state.players[0]!.sheet.cardiologistPoints).toBe(10);
    expect(state.cardiologists.every((c) => c.value === 0)).toBe(true);
    // One of the two is not enough.
    const one = endTurn(solo({ chief: 0, card: 8, cardiologists: ['nurses', 'blood_bags'], seats: [{ nurses: 3 }] }));
    expect(one.players[0]!.sheet.cardiologistPoints).toBe(0);
  });

  it('URSULE fills a ward while both remain: 5 for her, you discard one of your choice', () => {
    // URSULE (chief) fills ward 6 with a yellow 3 (card 8: yellow nurse); wards 0-5 cannot take it.
    let state = solo({
      chief: 'ursule',
      card: 8,
      dice: { red: 6, yellow: 3, green: 6 },
      cardiologists: ['nurses', 'two_wards'],
      ursule: { wards: BLOCKED, stethoscopes: 0 },
    });
    expect(ER.isFull(ursule(state), 6)).toBe(true);
    state = endTurn(state);
    expect(state.pending).toEqual({ kind: 'discardCardiologist', seat: 0, ursuleFills: 0 });
    expect(ursule(state).cardiologistPoints).toBe(5);
    expect(ER.legalActions(state, 0)).toEqual([
      { type: 'discardCardiologist', card: 'nurses' },
      { type: 'discardCardiologist', card: 'two_wards' },
    ]);
    const turn = state.turn;
    state = act(state, 0, { type: 'discardCardiologist', card: 'two_wards' });
    expect(state.cardiologists.map((c) => c.value)).toEqual([5, 0]);
    expect(state.turn).toBe(turn + 1);
  });

  it('with one card left: you score 5 by its objective; URSULE by filling another ward; both on the same turn', () => {
    const one = [
      { id: 'nurses' as const, value: 5 },
      { id: 'two_wards' as const, value: 0 },
    ];
    const mine = endTurn(solo({ chief: 0, card: 8, cardiologists: one, seats: [{ nurses: 3 }], ursule: { wardsFilled: 1 } }));
    expect(mine.players[0]!.sheet.cardiologistPoints).toBe(5);
    expect(mine.cardiologists[0]!.value).toBe(0);
    const both = endTurn(
      solo({
        chief: 'ursule',
        card: 8,
        dice: { red: 6, yellow: 3, green: 6 },
        cardiologists: one,
        seats: [{ nurses: 3 }],
        ursule: { wards: '1234/6/6/6/6/6/11', wardsFilled: 1, stethoscopes: 0 },
      }),
    );
    expect(both.players[0]!.sheet.cardiologistPoints).toBe(5);
    expect(ursule(both).cardiologistPoints).toBe(5);
    expect(both.cardiologists[0]!.value).toBe(0);
  });

  it('you meet both on the turn URSULE fills her first ward: 10 for you, 5 for her', () => {
    const state = endTurn(
      solo({
        chief: 'ursule',
        card: 8,
        dice: { red: 6, yellow: 3, green: 6 },
        cardiologists: ['nurses', 'blood_bags'],
        seats: [{ nurses: 3, bloodBagsGained: 4 }],
        ursule: { wards: BLOCKED, stethoscopes: 0 },
      }),
    );
    expect(state.players[0]!.sheet.cardiologistPoints).toBe(10);
    expect(ursule(state).cardiologistPoints).toBe(5);
    expect(state.pending.kind).not.toBe('discardCardiologist');
  });

  it('two wards completed by URSULE in one turn count as two completions', () => {
    // Card 0: yellow extra red 1-2. Yellow 3 fills ward 6; the extra red 2 fills ward 0 (last bed 0, red).
    let state = solo({
      chief: 'ursule',
      card: 0,
      dice: { red: 6, yellow: 3, green: 6 },
      cardiologists: ['nurses', 'two_wards'],
      ursule: { wards: '111/6/6/6/6/6/11', stethoscopes: 0 },
    });
    expect(ER.fullWards(ursule(state))).toBe(2);
    state = endTurn(state);
    expect(state.pending).toEqual({ kind: 'discardCardiologist', seat: 0, ursuleFills: 1 });
    state = act(state, 0, { type: 'discardCardiologist', card: 'nurses' });
    expect(ursule(state).cardiologistPoints).toBe(10);
    expect(state.cardiologists.every((c) => c.value === 0)).toBe(true);
  });
});

describe('scoring', () => {
  it('URSULE scores the fixed solo values for the radiologist and epidemiologist', () => {
    const state = playDefaults(solo({ chief: 0, turn: 24, turns: 24, radiologist: 'extreme_scanner', epidemiologist: 'largest_group' }));
    const u = state.result!.ursule!;
    expect(u.breakdown.radiologist).toBe(10);
    expect(u.breakdown.epidemiologist).toBe(9);
    expect(u.breakdown.equipment).toBeUndefined();
  });

  it('difficulty options: equipment, isolation, capacity', () => {
    const state = playDefaults(
      solo({
        chief: 0,
        turn: 24,
        turns: 24,
        options: { preparation: true, equipment: true, isolation: true, capacity: true },
        ursule: { wards: '1c23/12c', stethoscopesGained: 4, bloodBagsGained: 1 },
      }),
    );
    const b = state.result!.ursule!.breakdown;
    const sheet = ursule(state);
    expect(b.equipment).toBe(1 + 4 + sheet.stethoscopesGained + sheet.bloodBagsGained);
    expect(b.isolation).toBe(sheet.curtains.length);
    expect(b.capacity).toBe(sheet.wards.reduce((t, w, i) => t + (ER.isFull(sheet, i) ? 0 : w.length), 0));
    expect(b.total).toBe(
      Object.entries(b)
        .filter(([k]) => k !== 'total')
        .reduce((t, [, v]) => t + (v as number), 0),
    );
  });

  it('you win only with strictly more points than URSULE', () => {
    const state = playDefaults(solo({ chief: 0, turn: 24, turns: 24 }));
    const mine = state.result!.standings[0]!.score;
    expect(state.result!.soloWin).toBe(mine > state.result!.ursule!.score);
    // A tie: rebuild the end with equal totals through the scoring function.
    const tie = ER.scoreSheet(sheetOf(''), 'opposite_pairs', 'lines');
    expect(tie.total).toBe(0);
  });
});

describe('a whole solo game', () => {
  it.each([1, 2, 3, 4, 5])('key %i: 24 turns, chief alternating, URSULE plays every turn, the result has her score', (k) => {
    let state = ER.createGame({ players: ['Ana'], key: testKey(100 + k) });
    const chiefs: ER.Chief[] = [];
    let ursuleTurns = 0;
    let turn = 0;
    while (!ER.isOver(state)) {
      if (state.turn !== turn) {
        turn = state.turn;
        chiefs.push(state.chief);
      }
      const seat = pendingSeats(state)[0]!;
      const { state: next, events } = step(state, seat, ER.defaultAction(state, seat)!);
      ursuleTurns += events.filter((e) => e.type === 'dieChosen' && e.seat === 'ursule').length;
      state = next;
    }
    expect(chiefs).toHaveLength(24);
    expect(chiefs).toEqual(Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? 0 : 'ursule')));
    expect(ursuleTurns).toBe(24);
    const u = state.ursule!.sheet;
    const written = u.wards.flat().length;
    expect(written + u.morgue).toBeGreaterThanOrEqual(Math.min(24, written + u.morgue));
    expect(state.result!.ursule!.score).toBe(ER.scoreSheet(u, state.radiologist, state.epidemiologist, state.options).total);
    expect(state.result!.soloWin).toBe(state.result!.standings[0]!.score > state.result!.ursule!.score);
  });
});
