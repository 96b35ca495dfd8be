// A turn (rules section 3): flip & roll, the chief's choice, secret simultaneous choices, blood bags
// for the chief's die, admissions, the chief doctor passing left, the game's length.
import { describe, expect, it } from 'vitest';
import { ER, act, admitting, buildPosition, cardWith, chooseAll, legalActions, pendingSeats, rejects, step } from './helpers.js';
import { testKey } from '../../shared/random.js';

describe('setup', () => {
  it.each([
    [1, 24],
    [2, 24],
    [3, 24],
    [4, 24],
    [5, 25],
  ])('%i player(s): a deck of %i cards, the rest removed unseen', (players, turns) => {
    const state = ER.createGame({ players: Array.from({ length: players }, (_, i) => `P${i}`), key: testKey(players) });
    expect(state.turns).toBe(turns);
    expect(state.turn).toBe(1);
    expect(state.deck.length).toBe(turns - 1); // the first card is flipped
    expect(state.removed.length).toBe(27 - turns);
    expect(new Set([...state.deck, ...state.removed, state.card!]).size).toBe(27);
    expect(state.cardiologists).toHaveLength(2);
    expect(new Set(state.cardiologists.map((c) => c.id)).size).toBe(2);
    expect(state.cardiologists.every((c) => c.value === (players <= 2 ? 5 : 8))).toBe(true);
    expect(ER.RADIOLOGISTS).toContain(state.radiologist);
    expect(ER.EPIDEMIOLOGISTS).toContain(state.epidemiologist);
    for (const player of state.players) {
      expect(player.sheet.stethoscopes).toBe(1);
      expect(player.sheet.bloodBags).toBe(0);
      expect(player.sheet.wards.every((w) => w.length === 0)).toBe(true);
    }
    if (players === 1) {
      expect(state.chief).toBe(0);
      expect(state.ursule!.sheet.nurses).toBe(2);
    } else {
      expect(state.ursule).toBeUndefined();
      expect(state.pending).toEqual({ kind: 'chiefChoice', seat: state.chief });
    }
  });

  it('the first chief is drawn from the game generator: different keys give different seats', () => {
    const chiefs = new Set(Array.from({ length: 30 }, (_, k) => ER.createGame({ players: ['a', 'b', 'c', 'd', 'e'], key: testKey(k) }).chief));
    expect(chiefs.size).toBeGreaterThan(2);
  });

  it('refuses impossible configs: 0 or 6 players, a bad key, solo options with several players', () => {
    expect(() => ER.createGame({ players: [], key: testKey(1) })).toThrow();
    expect(() => ER.createGame({ players: ['a', 'b', 'c', 'd', 'e', 'f'], key: testKey(1) })).toThrow();
    expect(() => ER.createGame({ players: ['a'], key: 'nope' })).toThrow();
    expect(() => ER.createGame({ players: ['a', 'b'], key: testKey(1), options: { preparation: true } })).toThrow(/solo/);
    expect(() => ER.createGame({ players: ['a'], key: testKey(1), options: { nonsense: true } as never })).toThrow(/unknown option/);
    expect(ER.createGame({ players: ['a'], key: testKey(1), options: { preparation: true, equipment: true } }).options.equipment).toBe(true);
  });

  it('the engine object: id, 1-5 players', () => {
    expect(ER.diceHospitalEr.id).toBe('dice_hospital_er');
    expect(ER.diceHospitalEr.minPlayers).toBe(1);
    expect(ER.diceHospitalEr.maxPlayers).toBe(5);
  });
});

describe('choosing', () => {
  const three = () => buildPosition({ players: 3, chief: 1, card: 2, dice: { red: 2, yellow: 4, green: 6 } });

  it('the chief chooses first, any die; then every other seat at once', () => {
    let state = three();
    expect(pendingSeats(state)).toEqual([1]);
    expect(legalActions(state, 1)).toEqual(ER.COLOURS.map((colour) => ({ type: 'chooseDie', colour })));
    expect(legalActions(state, 0)).toEqual([]);
    rejects(state, 0, { type: 'chooseDie', colour: 'red' }, 'not_your_turn');
    state = act(state, 1, { type: 'chooseDie', colour: 'yellow' });
    expect(state.chiefDie).toBe('yellow');
    expect(state.pending).toEqual({ kind: 'choose', seats: [0, 2] });
    // Without a blood bag the chief's die is not on offer.
    expect(legalActions(state, 0)).toEqual([
      { type: 'chooseDie', colour: 'red' },
      { type: 'chooseDie', colour: 'green' },
    ]);
    rejects(state, 0, { type: 'chooseDie', colour: 'yellow' }, 'not_enough_blood_bags');
  });

  it("several seats may choose the same die; others' choices stay secret until the last one", () => {
    let state = act(three(), 1, { type: 'chooseDie', colour: 'yellow' });
    const { state: after, events } = step(state, 2, { type: 'chooseDie', colour: 'green' });
    state = after;
    expect(events).toEqual([{ type: 'dieChosen', seat: 2, colour: 'green', viaBloodBag: false, chief: false }]);
    expect(ER.eventsFor(events, 0)).toEqual([{ type: 'dieChosen', seat: 2, chief: false }]);
    expect(ER.eventsFor(events, 'spectator')).toEqual([{ type: 'dieChosen', seat: 2, chief: false }]);
    expect(ER.eventsFor(events, 2)).toEqual(events);
    const view0 = ER.viewFor(state, 0);
    expect(view0.turnState[2]).toMatchObject({ chosen: true, die: null });
    expect(view0.turnState[1]).toMatchObject({ chosen: true, die: 'yellow' }); // the chief's die is public
    expect(ER.viewFor(state, 2).turnState[2]!.die).toBe('green');
    const last = step(state, 0, { type: 'chooseDie', colour: 'green' });
    expect(last.events.find((e) => e.type === 'choicesRevealed')).toEqual({
      type: 'choicesRevealed',
      choices: [
        { seat: 0, colour: 'green', viaBloodBag: false },
        { seat: 1, colour: 'yellow', viaBloodBag: false },
        { seat: 2, colour: 'green', viaBloodBag: false },
      ],
    });
    expect(ER.viewFor(last.state, 0).turnState[2]!.die).toBe('green');
    expect(last.state.pending).toEqual({ kind: 'admit', seats: [0, 1, 2] });
  });

  it("a blood bag owned before choosing takes the chief's die; it is spent", () => {
    let state = buildPosition({ players: 2, chief: 0, card: 0, dice: { red: 5 }, seats: [{}, { bloodBags: 1 }] });
    state = act(state, 0, { type: 'chooseDie', colour: 'red' });
    expect(legalActions(state, 1).map((a) => (a as { colour: string }).colour)).toEqual(['red', 'yellow', 'green']);
    state = act(state, 1, { type: 'chooseDie', colour: 'red' });
    expect(state.turnState[1]).toMatchObject({ die: 'red', viaBloodBag: true });
    expect(state.players[1]!.sheet.bloodBags).toBe(0);
    expect(state.players[1]!.sheet.bloodBagsGained).toBe(0);
  });

  it("the chief's die's own blood bag bonus cannot pay for taking it", () => {
    const card = cardWith('yellow', 'bloodBag');
    let state = buildPosition({ players: 2, chief: 0, card });
    state = act(state, 0, { type: 'chooseDie', colour: 'yellow' });
    rejects(state, 1, { type: 'chooseDie', colour: 'yellow' }, 'not_enough_blood_bags');
    expect(legalActions(state, 1)).not.toContainEqual({ type: 'chooseDie', colour: 'yellow' });
  });
});

describe('the turn ends', () => {
  it('when every seat is done; the chief doctor passes left and a new card is flipped', () => {
    let state = admitting({ players: 3, chief: 2, card: 2, deck: [9, 10], turns: 3 }, { 0: 'red', 1: 'red', 2: 'yellow' });
    expect(state.turn).toBe(1);
    for (const seat of [0, 1, 2]) {
      expect(pendingSeats(state)).toContain(seat);
      state = act(state, seat, { type: 'morgue', patient: 'die' });
      while (state.turnState[seat]!.curtain === 'available' && !state.turnState[seat]!.done) state = act(state, seat, { type: 'skipCurtain' });
    }
    expect(state.turn).toBe(2);
    expect(state.card).toBe(9);
    expect(state.chief).toBe(0);
    expect(state.pending).toEqual({ kind: 'chiefChoice', seat: 0 });
  });

  it('the game lasts as many turns as the deck has cards, and ends after the last', () => {
    let state = buildPosition({ players: 2, chief: 1, turn: 23 });
    expect(state.turns).toBe(24);
    const turns: number[] = [];
    while (!ER.isOver(state)) {
      turns.push(state.turn);
      const seat = pendingSeats(state)[0]!;
      state = act(state, seat, ER.defaultAction(state, seat)!);
    }
    expect([...new Set(turns)]).toEqual([23, 24]);
    expect(state.phase).toBe('gameOver');
    expect(state.pending).toEqual({ kind: 'none' });
    expect(state.result!.standings).toHaveLength(2);
    rejects(state, 0, { type: 'chooseDie', colour: 'red' }, 'game_over');
  });
});

it('chooseAll helper sanity: the admission step waits for everyone', () => {
  const state = chooseAll(buildPosition({ players: 2, chief: 0, card: 2 }), { 0: 'red', 1: 'green' });
  expect(state.pending).toEqual({ kind: 'admit', seats: [0, 1] });
});
