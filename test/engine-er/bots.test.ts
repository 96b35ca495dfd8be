// Dice Hospital ER's computer players: they only ever play legal actions, in whole games of 1-5
// players (solo against URSULE too); the strong bot is deterministic, decides from its seat's view
// only, makes the obvious good moves, and beats random players and URSULE.
import { describe, expect, it } from 'vitest';
import { clone } from '../../shared/clone.js';
import { randomInt, seedRng, testKey } from '../../shared/random.js';
import { botAction, type BotLevel } from '../../shared/games/dice-hospital-er/bot/index.js';
import { playBotGame } from '../../shared/games/dice-hospital-er/bot/match.js';
import type { Action, GameState } from '../../shared/games/dice-hospital-er/index.js';
import { ER, act, applyAction, buildPosition, legalActions, pendingSeats } from './helpers.js';

const rng = (seed = 1) => ({ rng: seedRng(seed) });
const names = (n: number) => ['Ana', 'Ben', 'Chloé', 'Dev', 'Eli'].slice(0, n);

/** Plays a whole game, checking that every bot action is one legalActions lists. */
function playChecked(players: number, levels: BotLevel[], seed: number, options: Partial<ER.Options> = {}): GameState {
  let state = ER.createGame({ players: names(players), key: testKey(300 + seed), options });
  const order = rng(seed);
  const bots = levels.map((_, s) => rng(seed * 31 + s + 1));
  let guard = 0;
  while (!ER.isOver(state)) {
    if (guard++ > 3000) throw new Error('the game did not end');
    const seats = pendingSeats(state);
    const seat = seats[randomInt(order, 0, seats.length - 1)]!;
    const action = botAction(state, seat, levels[seat]!, bots[seat]!);
    expect(action, `seat ${seat} (${levels[seat]}) has an action`).not.toBeNull();
    expect(legalActions(state, seat)).toContainEqual(action);
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(`${levels[seat]} bot played an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
  }
  return state;
}

describe('bots in whole games', () => {
  for (const players of [1, 2, 3, 4, 5]) {
    it(`${players} player(s): strong and random bots only play legal actions, to the final scores`, () => {
      for (const seed of [1, 2]) {
        const levels: BotLevel[] = names(players).map((_, s) => ((s + seed) % 2 === 0 ? 'strong' : 'random'));
        const state = playChecked(players, levels, seed);
        expect(state.phase).toBe('gameOver');
        expect(state.result!.standings).toHaveLength(players);
        if (players === 1) expect(state.result!.ursule).toBeDefined();
      }
    });
  }

  it('five strong bots play a whole game', () => {
    const state = playChecked(5, ['strong', 'strong', 'strong', 'strong', 'strong'], 3);
    expect(state.result!.standings).toHaveLength(5);
  });

  it('solo with every difficulty option: both bots play legal actions (the cardiologist discard too)', () => {
    const options = { preparation: true, equipment: true, isolation: true, capacity: true };
    for (const level of ['strong', 'random'] as const) {
      for (const seed of [4, 5]) expect(playChecked(1, [level], seed, options).phase).toBe('gameOver');
    }
  });

  it('playBotGame reports every decision and ends the game', () => {
    const decisions: number[] = [];
    const { state, log } = playBotGame(ER.createGame({ players: names(3), key: testKey(9) }), ['strong', 'random', 'strong'], 9, (seat) =>
      decisions.push(seat),
    );
    expect(state.phase).toBe('gameOver');
    expect(decisions).toHaveLength(log.length);
    expect(log.length).toBeGreaterThan(3 * state.turns);
  });
});

describe('strong bot, what it knows', () => {
  it('is deterministic: the same game with the same seeds is played the same', () => {
    const play = () => playBotGame(ER.createGame({ players: names(3), key: testKey(3) }), ['strong', 'random', 'strong'], 5).log;
    expect(play()).toEqual(play());
    const solo = () => playBotGame(ER.createGame({ players: names(1), key: testKey(4) }), ['strong'], 6).log;
    expect(solo()).toEqual(solo());
  });

  it('answers null for a seat the game is not waiting for', () => {
    const state = ER.createGame({ players: names(3), key: testKey(3) });
    const idle = [0, 1, 2].filter((s) => !pendingSeats(state).includes(s));
    expect(idle.length).toBeGreaterThan(0);
    for (const seat of idle) expect(botAction(state, seat, 'strong', rng())).toBeNull();
  });

  it("decides from its seat view only: the deck, the key and others' secret choices change nothing", () => {
    // A 3-player game where every decision of every seat is also asked with the hidden parts changed.
    let state = ER.createGame({ players: names(3), key: testKey(11) });
    const order = rng(11);
    let checked = 0;
    let secretChoices = 0;
    while (!ER.isOver(state)) {
      const seats = pendingSeats(state);
      const seat = seats[randomInt(order, 0, seats.length - 1)]!;
      const action = botAction(state, seat, 'strong', rng(seat));
      const other: GameState = clone(state);
      other.deck = [...other.deck].reverse();
      other.removed = other.deck.length > 0 ? [other.deck[0]!, ...other.removed.slice(1)] : other.removed;
      other.rng = { key: testKey(12), counter: 77 };
      other.config = { ...other.config, key: testKey(12) };
      if (state.pending.kind === 'choose') {
        // Seats that chose in secret (not the chief, not this seat): another die.
        other.turnState.forEach((turn, s) => {
          if (s === seat || s === state.chief || !turn.chosen) return;
          turn.die = ER.COLOURS.find((c) => c !== turn.die && c !== state.chiefDie)!;
          turn.viaBloodBag = false;
          secretChoices++;
        });
      }
      expect(botAction(other, seat, 'strong', rng(seat))).toEqual(action);
      checked++;
      state = act(state, seat, action!);
    }
    expect(checked).toBeGreaterThan(100);
    expect(secretChoices).toBeGreaterThan(0);
  });
});

describe('strong bot, its moves', () => {
  it('takes and writes the die that fills a ward', () => {
    // Ward 6 holds 2, 4: its last bed (yellow) takes a 5 or 6. Only the yellow 6 fits it.
    let state = buildPosition({
      players: 2,
      chief: 0,
      turn: 5,
      card: 12,
      dice: { red: 2, yellow: 6, green: 3 },
      seats: [{ wards: '//////24' }, {}],
      radiologist: 'critical_near_scanner',
      epidemiologist: 'sequence',
    });
    const choice = botAction(state, 0, 'strong', rng());
    expect(choice).toEqual({ type: 'chooseDie', colour: 'yellow' });
    state = act(state, 0, choice!);
    state = act(state, 1, { type: 'chooseDie', colour: 'red' });
    expect(botAction(state, 0, 'strong', rng())).toEqual({ type: 'admit', patient: 'die', bed: 506, value: 6 });
  });

  it('on the last turn, spends its blood bag to complete a ward', () => {
    let state = buildPosition({
      players: 2,
      chief: 0,
      turn: 24,
      turns: 24,
      card: 13,
      dice: { red: 1, yellow: 6, green: 1 },
      deck: [],
      seats: [{}, { wards: '//////24', bloodBags: 1 }],
      cardiologists: ['stethoscopes', 'blood_bags'],
      radiologist: 'critical_near_scanner',
      epidemiologist: 'sequence',
    });
    // The chief takes the yellow 6; seat 1 may pay for it, or curtain ward 6 with the red die and
    // write its 1 there for a blood bag (the bed is yellow). Either way ward 6 is completed.
    state = act(state, 0, { type: 'chooseDie', colour: 'yellow' });
    while (!ER.isOver(state)) {
      const seat = pendingSeats(state)[0]!;
      state = act(state, seat, seat === 1 ? botAction(state, 1, 'strong', rng())! : ER.defaultAction(state, seat)!);
    }
    expect(state.players[1]!.sheet.wards[6]).toHaveLength(3);
    expect(state.players[1]!.sheet.bloodBags).toBe(0);
  });

  it('writes a critical patient at a high value rather than a low one', () => {
    // Card 9: the yellow die is critical. Yellow 5 fits the first bed of ward 3 (yellow) or ward 6.
    let state = buildPosition({ players: 2, chief: 0, turn: 23, turns: 24, card: 9, dice: { red: 1, yellow: 5, green: 1 }, seats: [{ stethoscopes: 1 }, {}] });
    state = act(state, 0, { type: 'chooseDie', colour: 'yellow' });
    state = act(state, 1, { type: 'chooseDie', colour: 'red' });
    const admit = botAction(state, 0, 'strong', rng()) as Extract<Action, { type: 'admit' }>;
    expect(admit.type).toBe('admit');
    expect(admit.value).toBeGreaterThanOrEqual(5);
  });

  it('keeps a low first value: a 1 is written as a 1, not raised with its stethoscope', () => {
    let state = buildPosition({ players: 2, chief: 0, turn: 1, card: 12, dice: { red: 1, yellow: 1, green: 1 } });
    state = act(state, 0, { type: 'chooseDie', colour: 'yellow' });
    state = act(state, 1, { type: 'chooseDie', colour: 'red' });
    const admit = botAction(state, 0, 'strong', rng()) as Extract<Action, { type: 'admit' }>;
    expect(admit).toMatchObject({ type: 'admit', patient: 'die', value: 1 });
  });

  it('goes to the morgue only when no bed takes the patient', () => {
    // Every ward's next bed needs more than a 6: the red 6 can only be buried.
    let state = buildPosition({ players: 2, chief: 0, turn: 10, card: 13, dice: { red: 6, yellow: 6, green: 6 }, seats: [{ wards: '6/6/6/6/6/6/6' }, {}] });
    state = act(state, 0, { type: 'chooseDie', colour: 'red' });
    state = act(state, 1, { type: 'chooseDie', colour: 'yellow' });
    // Red's bonus on card 13 is a curtain: it may be placed first, to let the 6 in.
    const first = botAction(state, 0, 'strong', rng())!;
    expect(first.type).toBe('curtain');
    // Card 9: yellow brings a critical mark, no curtain: the yellow 6 goes to the morgue.
    const buried = buildPosition({ players: 2, chief: 0, turn: 10, card: 9, dice: { red: 6, yellow: 6, green: 6 }, seats: [{ wards: '6/6/6/6/6/6/6' }, {}] });
    state = act(act(buried, 0, { type: 'chooseDie', colour: 'yellow' }), 1, { type: 'chooseDie', colour: 'red' });
    expect(botAction(state, 0, 'strong', rng())).toEqual({ type: 'morgue', patient: 'die' });
  });

  it('solo: discards the cardiologist further from its objective', () => {
    const state = buildPosition({ players: 1, cardiologists: ['nurses', 'stethoscopes'], seats: [{ nurses: 2, nurseWards: [0, 1] }] });
    const waiting: GameState = { ...clone(state), pending: { kind: 'discardCardiologist', seat: 0, ursuleFills: 0 } };
    expect(botAction(waiting, 0, 'strong', rng())).toEqual({ type: 'discardCardiologist', card: 'stethoscopes' });
  });
});

describe('strong bot against random bots and URSULE', () => {
  it('wins at least 90 % of 2-player games against one random bot (20 games, both seats)', () => {
    let wins = 0;
    for (let game = 0; game < 20; game++) {
      const strong = game % 2;
      const levels: BotLevel[] = [0, 1].map((s) => (s === strong ? 'strong' : 'random'));
      const { state } = playBotGame(ER.createGame({ players: names(2), key: testKey(500 + game) }), levels, game);
      if (state.result!.standings.find((s) => s.seat === strong)!.rank === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });

  it('wins most 4-player games against three random bots (8 games, every seat)', () => {
    let wins = 0;
    for (let game = 0; game < 8; game++) {
      const strong = game % 4;
      const levels: BotLevel[] = [0, 1, 2, 3].map((s) => (s === strong ? 'strong' : 'random'));
      const { state } = playBotGame(ER.createGame({ players: names(4), key: testKey(600 + game) }), levels, game);
      if (state.result!.standings.find((s) => s.seat === strong)!.rank === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(7);
  });

  it('solo: beats URSULE more often than a random bot does, and scores more (20 games)', () => {
    const solo = (level: BotLevel) => {
      let wins = 0;
      let score = 0;
      for (let game = 0; game < 20; game++) {
        const { state } = playBotGame(ER.createGame({ players: names(1), key: testKey(700 + game) }), [level], game);
        if (state.result!.soloWin) wins++;
        score += state.result!.standings[0]!.score;
      }
      return { wins, score };
    };
    const strong = solo('strong');
    const random = solo('random');
    expect(strong.wins).toBeGreaterThan(random.wins);
    expect(strong.wins).toBeGreaterThanOrEqual(10);
    expect(strong.score).toBeGreaterThan(random.score + 20 * 30);
  });
});
