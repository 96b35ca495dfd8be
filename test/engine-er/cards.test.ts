// Ambulance cards (rules section 4) and their bonuses (section 3.4): every card's three bonuses,
// then each bonus kind in detail.
import { describe, expect, it } from 'vitest';
import { ER, act, admitting, legalActions, rejects, step } from './helpers.js';

/** The rules' table, row by row: red | yellow | green. */
const TABLE = `
critical | extra red 1-2 | blood bag
nurse | curtain | extra red 5-6
blood bag | curtain | nurse
blood bag | critical | extra yellow 1-2
extra yellow 5-6 | nurse | curtain
critical | blood bag | curtain
extra green 1-2 | blood bag | critical
curtain | extra green 5-6 | nurse
curtain | nurse | critical
stethoscope | critical | blood bag
blood bag | nurse | critical
critical | blood bag | stethoscope
stethoscope | nurse | curtain
curtain | stethoscope | nurse
nurse | curtain | stethoscope
stethoscope | critical | nurse
nurse | stethoscope | critical
critical | nurse | stethoscope
extra red 3-4 | blood bag | curtain
curtain | extra yellow 3-4 | blood bag
blood bag | curtain | extra green 3-4
stethoscope | curtain | critical
critical | stethoscope | curtain
curtain | critical | blood bag
critical | nurse | blood bag
blood bag | stethoscope | nurse
nurse | blood bag | stethoscope`
  .trim()
  .split('\n');

const describeBonus = (b: ER.Bonus): string =>
  b.kind === 'extra'
    ? `extra ${b.colour} ${b.values[0]}-${b.values[1]}`
    : ({ stethoscope: 'stethoscope', bloodBag: 'blood bag', curtain: 'curtain', critical: 'critical', nurse: 'nurse' } as const)[b.kind];

it('the 27 cards match the rules table', () => {
  expect(ER.AMBULANCE_CARDS).toHaveLength(27);
  expect(ER.AMBULANCE_CARDS.map((card) => ER.COLOURS.map((c) => describeBonus(card[c])).join(' | '))).toEqual(TABLE);
});

/** Seat 0 (chief) takes `colour` of `card` showing `value`; seat 1 another die. Sheet 0 has ward 0 '2'. */
function take(card: number, colour: ER.Colour, value = 4, sheet: ER.SheetDescription = { wards: '2' }) {
  const other = colour === 'red' ? 'yellow' : 'red';
  return admitting({ players: 2, card, dice: { red: value, yellow: value, green: value }, seats: [sheet, {}] }, { 0: colour, 1: other });
}

/** A bed the die's patient may take as printed (ward 0's next bed 200 is green; ward 2 starts red; ward 3 yellow). */
const BED_FOR: Record<ER.Colour, number> = { red: 202, yellow: 203, green: 200 };
/** Where an extra patient goes: the first bed of ward 5 (red), 6 (yellow), 4 (green), never one of the above. */
const EXTRA_BED: Record<ER.Colour, number> = { red: 403, yellow: 504, green: 304 };

describe('every card, every die: its bonus', () => {
  for (let card = 0; card < 27; card++) {
    for (const colour of ER.COLOURS) {
      const bonus = ER.AMBULANCE_CARDS[card]![colour];
      it(`card ${card} ${colour}: ${describeBonus(bonus)}`, () => {
        let state = take(card, colour);
        const sheet = () => state.players[0]!.sheet;
        switch (bonus.kind) {
          case 'stethoscope':
            expect(sheet()).toMatchObject({ stethoscopes: 3, stethoscopesGained: 2 });
            break;
          case 'bloodBag':
            expect(sheet()).toMatchObject({ bloodBags: 1, bloodBagsGained: 1 });
            break;
          case 'curtain':
            expect(state.turnState[0]!.curtain).toBe('available');
            state = act(state, 0, { type: 'curtain', ward: 0 });
            expect(sheet().curtains).toEqual([301]);
            break;
          case 'extra':
            expect(state.turnState[0]!.extra).toEqual({ colour: bonus.colour, values: bonus.values });
            state = act(state, 0, { type: 'admit', patient: 'extra', bed: EXTRA_BED[bonus.colour], value: bonus.values[1] });
            expect(ER.bedValues(sheet()).get(EXTRA_BED[bonus.colour])).toBe(bonus.values[1]);
            break;
          default:
            break;
        }
        if (bonus.kind !== 'stethoscope') expect(sheet().stethoscopesGained).toBe(0);
        if (bonus.kind !== 'bloodBag') expect(sheet().bloodBagsGained).toBe(0);
        const target = BED_FOR[colour];
        state = act(state, 0, { type: 'admit', patient: 'die', bed: target, value: 4 });
        if (bonus.kind === 'critical') expect(sheet().critical).toEqual([target]);
        else expect(sheet().critical).toEqual([]);
        if (bonus.kind === 'nurse') expect(sheet()).toMatchObject({ nurses: 1, nurseWards: [ER.BED_WARD[target]!.ward] });
        else expect(sheet().nurses).toBe(0);
        expect(state.turnState[0]!.done).toBe(true);
      });
    }
  }
});

describe('critical patients', () => {
  it('mark the patient "!"; at the end the sum of their values scores', () => {
    const card = 0; // red critical
    const state = act(take(card, 'red', 5), 0, { type: 'admit', patient: 'die', bed: 202, value: 5 });
    expect(state.players[0]!.sheet.critical).toEqual([202]);
    expect(ER.criticalPoints(state.players[0]!.sheet)).toBe(5);
    const more = ER.buildPosition({ seats: [{ wards: '3!4/2!//6!' }] }).players[0]!.sheet;
    expect(ER.criticalPoints(more)).toBe(11);
  });

  it('a critical patient sent to the morgue is lost', () => {
    const { state, events } = step(take(0, 'red', 5), 0, { type: 'morgue', patient: 'die' });
    expect(state.players[0]!.sheet.critical).toEqual([]);
    expect(events).toContainEqual({ type: 'bonusLost', seat: 0, bonus: 'critical' });
  });

  it('a stethoscope-changed critical patient scores its written value', () => {
    const state = act(take(0, 'red', 5), 0, { type: 'admit', patient: 'die', bed: 202, value: 6 });
    expect(ER.criticalPoints(state.players[0]!.sheet)).toBe(6);
  });
});

describe('curtains', () => {
  const card = 2; // yellow curtain

  it('before the admission: the next patient of that ward may have any value', () => {
    let state = take(card, 'yellow', 1, { wards: '5' }); // ward 0: 5 in 301; next bed 200 is green
    state = act(state, 0, { type: 'curtain', ward: 0 });
    rejects(state, 0, { type: 'admit', patient: 'die', bed: 200, value: 1 }, 'wrong_colour');
    const viaWhite = act(take(card, 'yellow', 1, { wards: '/5' }), 0, { type: 'curtain', ward: 1 });
    const after = act(viaWhite, 0, { type: 'admit', patient: 'die', bed: 201, value: 1 });
    expect(after.players[0]!.sheet.wards[1]).toEqual([5, 1]);
    expect(after.turnState[0]!.done).toBe(true);
  });

  it("after the admission: on this turn's own patient", () => {
    let state = take(card, 'yellow', 6, { wards: '' });
    state = act(state, 0, { type: 'admit', patient: 'die', bed: 203, value: 6 });
    expect(state.turnState[0]!.done).toBe(false);
    expect(legalActions(state, 0)).toEqual([{ type: 'curtain', ward: 3 }, { type: 'skipCurtain' }]);
    state = act(state, 0, { type: 'curtain', ward: 3 });
    expect(state.players[0]!.sheet.curtains).toEqual([203]);
    expect(state.turnState[0]!.done).toBe(true);
  });

  it('not on an empty ward, a full ward, or a patient already behind a curtain', () => {
    const state = take(card, 'yellow', 6, { wards: '1234/2c' });
    rejects(state, 0, { type: 'curtain', ward: 2 }, 'invalid_curtain');
    rejects(state, 0, { type: 'curtain', ward: 0 }, 'invalid_curtain');
    rejects(state, 0, { type: 'curtain', ward: 1 }, 'invalid_curtain');
    rejects(state, 0, { type: 'curtain', ward: 9 }, 'invalid_curtain');
    expect(ER.curtainWards(state.players[0]!.sheet)).toEqual([]);
  });

  it('may be declined once the patients are written, not before; lost when no ward can take it', () => {
    const state = take(card, 'yellow', 6, { wards: '2' });
    rejects(state, 0, { type: 'skipCurtain' }, 'admit_first');
    const admitted = act(state, 0, { type: 'admit', patient: 'die', bed: 203, value: 6 });
    const declined = step(admitted, 0, { type: 'skipCurtain' });
    expect(declined.state.turnState[0]).toMatchObject({ curtain: 'skipped', done: true });
    // Nothing to curtain after a morgue on an empty sheet: the curtain is lost at once.
    const lost = step(take(card, 'yellow', 6, { wards: '' }), 0, { type: 'morgue', patient: 'die' });
    expect(lost.events).toContainEqual({ type: 'curtainLost', seat: 0 });
    expect(lost.state.turnState[0]!.done).toBe(true);
  });

  it('only with a curtain bonus', () => {
    rejects(take(2, 'red', 3), 0, { type: 'curtain', ward: 0 }, 'no_curtain');
    rejects(take(2, 'red', 3), 0, { type: 'skipCurtain' }, 'no_curtain');
  });
});

describe('extra patients', () => {
  const card = 1; // green: extra red 5-6

  it('must also be admitted, with one of the two values, in either order', () => {
    let state = take(card, 'green', 3, { wards: '' });
    state = act(state, 0, { type: 'admit', patient: 'extra', bed: 202, value: 5 });
    expect(state.turnState[0]).toMatchObject({ extra: null, done: false });
    state = act(state, 0, { type: 'admit', patient: 'die', bed: 302, value: 3 });
    expect(state.turnState[0]!.done).toBe(true);
    let other = take(card, 'green', 3, { wards: '' });
    other = act(other, 0, { type: 'admit', patient: 'die', bed: 302, value: 3 });
    expect(other.turnState[0]!.done).toBe(false);
    other = act(other, 0, { type: 'admit', patient: 'extra', bed: 403, value: 6 });
    expect(other.players[0]!.sheet.wards[5]).toEqual([6]);
  });

  it('in the same ward as the die, with the same rules (colour, order, greater value)', () => {
    let state = take(card, 'green', 3, { wards: '' });
    rejects(state, 0, { type: 'admit', patient: 'extra', bed: 302, value: 5 }, 'wrong_colour');
    rejects(state, 0, { type: 'admit', patient: 'extra', bed: 202, value: 3 }, 'not_enough_stethoscopes');
    state = act(state, 0, { type: 'admit', patient: 'die', bed: 301, value: 3 });
    rejects(state, 0, { type: 'admit', patient: 'extra', bed: 200, value: 5 }, 'wrong_colour');
    const bag = act(take(card, 'green', 3, { wards: '3', bloodBags: 1 }), 0, { type: 'admit', patient: 'extra', bed: 200, value: 6, bloodBag: true });
    expect(bag.players[0]!.sheet.wards[0]).toEqual([3, 6]);
  });

  it('stethoscopes change it from the nearer of its two values', () => {
    const state = take(card, 'green', 3, { wards: '', stethoscopes: 2 });
    const four = act(state, 0, { type: 'admit', patient: 'extra', bed: 202, value: 4 });
    expect(four.players[0]!.sheet.stethoscopes).toBe(1);
    const three = act(state, 0, { type: 'admit', patient: 'extra', bed: 202, value: 3 });
    expect(three.players[0]!.sheet.stethoscopes).toBe(0);
    rejects(state, 0, { type: 'admit', patient: 'extra', bed: 202, value: 2 }, 'not_enough_stethoscopes');
  });

  it('may go to the morgue; comes even when the die goes to the morgue', () => {
    let state = take(card, 'green', 3, { wards: '' });
    state = act(state, 0, { type: 'morgue', patient: 'die' });
    expect(state.turnState[0]!.extra).not.toBeNull();
    state = act(state, 0, { type: 'morgue', patient: 'extra' });
    expect(state.players[0]!.sheet.morgue).toBe(2);
    expect(state.turnState[0]!.done).toBe(true);
    rejects(state, 0, { type: 'morgue', patient: 'extra' }, 'not_your_turn');
  });

  it('only with an extra bonus; the die only once', () => {
    const state = take(2, 'red', 3, { wards: '' });
    rejects(state, 0, { type: 'admit', patient: 'extra', bed: 202, value: 3 }, 'no_extra_patient');
    rejects(state, 0, { type: 'morgue', patient: 'extra' }, 'no_extra_patient');
    const extra = act(take(card, 'green', 3, { wards: '' }), 0, { type: 'admit', patient: 'die', bed: 302, value: 3 });
    rejects(extra, 0, { type: 'admit', patient: 'die', bed: 301, value: 3 }, 'already_admitted');
  });
});
