// End of the game and scoring (rules section 6): a worked sheet, shared ties, a 5-player game of
// 25 turns, and the defaults an absent seat plays.
import { describe, expect, it } from 'vitest';
import { testKey } from '../../shared/random.js';
import { ER, act, buildPosition, playDefaults, rejects, sheetOf } from './helpers.js';

describe('final score', () => {
  it('full wards + nurses + radiologist + epidemiologist + critical + cardiologists − morgue', () => {
    // Ward 0 full (5), ward 6 full (4); 3 nurses (9); criticals 3 and 6 (9); 8 from a cardiologist;
    // 2 in the morgue. Radiologist: 2 per 4-6 next to a scanner: 505=5, 506=6 → 4.
    const sheet = sheetOf('1123!/12/////456!', { nurses: 3, nurseWards: [0, 1, 6], cardiologistPoints: 8, morgue: 2, stethoscopes: 5, bloodBags: 3 });
    const score = ER.scoreSheet(sheet, 'high_near_scanner', 'largest_group');
    expect(score).toEqual({
      wards: 9,
      nurses: 9,
      radiologist: 4,
      // 301=1, 200=1, 302=1 are connected (302 touches 301): 3 patients.
      epidemiologist: 9,
      critical: 9, // 0 holds 3!, 506 holds 6!
      cardiologists: 8,
      morgue: -2,
      total: 9 + 9 + 4 + 9 + 9 + 8 - 2,
    });
  });

  it('unused stethoscopes and blood bags score nothing', () => {
    expect(ER.scoreSheet(sheetOf('', { stethoscopes: 12, bloodBags: 7 }), 'opposite_pairs', 'lines').total).toBe(0);
  });

  it('highest total wins; ties are shared', () => {
    const state = playDefaults(
      buildPosition({
        players: 3,
        chief: 1,
        turn: 24,
        card: 8,
        dice: { red: 6, yellow: 6, green: 6 },
        radiologist: 'opposite_pairs',
        epidemiologist: 'lines',
        cardiologists: ['stethoscopes', 'blood_bags'],
        // Seats 0 and 2 have the same sheet and, not being chief, take the same die by default.
        seats: [{ wards: '1234' }, { wards: '/////123456' }, { wards: '1234' }],
      }),
    );
    const standings = state.result!.standings;
    const bySeat = Object.fromEntries(standings.map((s) => [s.seat, s]));
    expect(bySeat[0]!.score).toBe(bySeat[2]!.score);
    expect(bySeat[0]!.rank).toBe(bySeat[2]!.rank);
    expect(standings[0]!.rank).toBe(1);
    for (const s of standings) expect(s.rank).toBe(1 + standings.filter((o) => o.score > s.score).length);
  });
});

describe('game length', () => {
  it('5 players: 25 turns, each seat chief five times, every seat writes or buries a patient each turn', () => {
    let state = ER.createGame({ players: ['a', 'b', 'c', 'd', 'e'], key: testKey(55) });
    const chiefs: number[] = [];
    let turn = 0;
    while (!ER.isOver(state)) {
      if (state.turn !== turn) {
        turn = state.turn;
        chiefs.push(state.chief as number);
      }
      const seat = ER.pendingSeats(state)[0]!;
      state = act(state, seat, ER.defaultAction(state, seat)!);
    }
    expect(chiefs).toHaveLength(25);
    for (let seat = 0; seat < 5; seat++) expect(chiefs.filter((c) => c === seat)).toHaveLength(5);
    chiefs.forEach((c, i) => i > 0 && expect(c).toBe((chiefs[i - 1]! + 1) % 5));
    for (const player of state.players) expect(player.sheet.wards.flat().length + player.sheet.morgue).toBeGreaterThanOrEqual(Math.min(25, 4));
    expect(state.result!.standings).toHaveLength(5);
  });
});

describe('defaults for an absent seat', () => {
  it('choose: the lowest die it may take without a blood bag (leftmost on ties)', () => {
    const state = buildPosition({ players: 3, chief: 0, card: 8, dice: { red: 4, yellow: 2, green: 2 } });
    expect(ER.defaultAction(state, 0)).toEqual({ type: 'chooseDie', colour: 'yellow' });
    expect(ER.defaultAction(state, 1)).toBeNull();
    const after = act(state, 0, { type: 'chooseDie', colour: 'yellow' });
    expect(ER.defaultAction(after, 1)).toEqual({ type: 'chooseDie', colour: 'green' });
  });

  it('admit: the first ward whose next bed takes the patient as printed, else the morgue; a curtain is declined', () => {
    let state = buildPosition({ players: 2, chief: 0, card: 2, dice: { red: 3, yellow: 3, green: 3 }, seats: [{ wards: '4' }, {}] });
    state = act(state, 0, { type: 'chooseDie', colour: 'yellow' }); // curtain
    state = act(state, 1, { type: 'chooseDie', colour: 'red' });
    // Seat 0: yellow 3; ward 0's next bed is green, ward 1's first (302) green, ward 2's red, ward 3's yellow.
    expect(ER.defaultAction(state, 0)).toEqual({ type: 'admit', patient: 'die', bed: 203, value: 3 });
    state = act(state, 0, ER.defaultAction(state, 0)!);
    expect(ER.defaultAction(state, 0)).toEqual({ type: 'skipCurtain' });
    expect(ER.defaultAction(state, 1)).toEqual({ type: 'admit', patient: 'die', bed: 301, value: 3 });
    const blocked = buildPosition({ players: 2, chief: 0, card: 2, dice: { red: 1 }, seats: [{ wards: '6/6/6/6/6/6/6' }, {}] });
    const chosen = act(act(blocked, 0, { type: 'chooseDie', colour: 'red' }), 1, { type: 'chooseDie', colour: 'green' });
    expect(ER.defaultAction(chosen, 0)).toEqual({ type: 'morgue', patient: 'die' });
  });

  it('nothing for a seat that has nothing to decide; a whole game of defaults ends', () => {
    const state = buildPosition({ players: 2, chief: 1 });
    expect(ER.defaultAction(state, 0)).toBeNull();
    rejects(state, 0, { type: 'chooseDie', colour: 'red' }, 'not_your_turn');
    expect(ER.isOver(playDefaults(ER.createGame({ players: ['a', 'b', 'c'], key: testKey(9) })))).toBe(true);
  });
});
