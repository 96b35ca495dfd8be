// The computer players: the strong bot plays its activation sensibly (saves the dying, discharges,
// keeps blood bags it does not need), sees nothing its seat may not, never plays an illegal action
// in any setting, and beats random players.
import { describe, expect, it } from 'vitest';
import { botAction, type BotLevel } from '../../shared/games/dice-hospital/bot/index.js';
import { playBotGame } from '../../shared/games/dice-hospital/bot/match.js';
import { neglectForecast } from '../../shared/games/dice-hospital/index.js';
import { seedRng, testKey } from '../../shared/random.js';
import { act, applyAction, buildPosition, createGame, pendingSeats, viewFor, type GameState, type SeatDescription } from './helpers.js';
import { EVERY_TABLE_OPTION } from '../support/options.js';

const rng = (seed = 1) => ({ rng: seedRng(seed) });

/** Lets the strong bot play seat 0's whole activation; returns the state just before it commits. */
function strongActivation(seat: SeatDescription): { before: GameState; after: GameState } {
  const before = buildPosition({ players: 2, seats: [seat, { patients: ['Y3'] }] });
  let state = before;
  for (let step = 0; step < 30; step++) {
    const action = botAction(state, 0, 'strong', rng())!;
    if (action.type === 'commitActivation') return { before, after: state };
    state = act(state, 0, action);
  }
  throw new Error('the bot never committed');
}

describe('strong bot, activation', () => {
  it('treats every patient who would die at neglect when its nurses can', () => {
    const { before, after } = strongActivation({ patients: ['R1', 'Y1', 'G1', 'G4'] });
    expect(neglectForecast(viewFor(before, 0), 0).dies).toHaveLength(3);
    expect(neglectForecast(viewFor(after, 0), 0).dies).toEqual([]);
  });

  it('discharges the patients it can bring to 7', () => {
    const { after } = strongActivation({ patients: ['R6', 'Y6', 'G6', 'Y3'] });
    expect(after.players[0]!.discharged.map((d) => d.colour).sort()).toEqual(['green', 'red', 'yellow']);
  });

  it('spends a blood bag to save a fourth dying patient, and keeps blood bags nobody needs', () => {
    const saved = strongActivation({ patients: ['R1', 'R1', 'R1', 'R1'], bloodBags: 1 });
    expect(neglectForecast(viewFor(saved.after, 0), 0).dies).toEqual([]);
    const kept = strongActivation({ patients: ['R4', 'Y4', 'G4'], bloodBags: 2 });
    expect(kept.after.players[0]!.bloodBags).toBe(2);
    expect(kept.after.players[0]!.patients.every((p) => p.treated)).toBe(true);
  });

  it('with a specialist, uses its ability on top of the department', () => {
    const { after } = strongActivation({ patients: ['R5', 'R6', 'Y5'], specialists: ['surgeon'] });
    expect(after.players[0]!.discharged.filter((d) => d.colour === 'red')).toHaveLength(2);
  });
});

describe('strong bot, what it knows', () => {
  it('decides from its seat view only: hidden parts of the state change nothing', () => {
    const state = createGame({ players: ['Ana', 'Ben', 'Chloé'], key: testKey(7) });
    const [seat] = pendingSeats(state);
    const shuffled: GameState = {
      ...state,
      bag: [...state.bag].reverse(),
      specialistDeck: [...state.specialistDeck].reverse(),
      departmentStack: [...state.departmentStack].reverse(),
      rng: { key: testKey(8), counter: 99 },
      players: state.players.map((p, s) => (s === seat ? p : { ...p, dealtAdministrators: [...p.dealtAdministrators].reverse() })),
    };
    expect(botAction(shuffled, seat!, 'strong', rng())).toEqual(botAction(state, seat!, 'strong', rng()));
  });

  it('is deterministic: the same game with the same seeds is played the same', () => {
    const play = () => playBotGame(createGame({ players: ['Ana', 'Ben'], key: testKey(3) }), ['strong', 'random'], 5).log;
    expect(play()).toEqual(play());
  });

  it('answers null for a seat the game is not waiting for', () => {
    const state = createGame({ players: ['Ana', 'Ben'], key: testKey(3) });
    const idle = [0, 1].find((s) => !pendingSeats(state).includes(s));
    if (idle !== undefined) expect(botAction(state, idle, 'strong', rng())).toBeNull();
  });
});

describe('bots in whole games', () => {
  const settings: { label: string; players: number; options?: Record<string, unknown> }[] = [
    { label: 'solo', players: 1, options: { fatalityPenalty: true } },
    { label: '2 players', players: 2 },
    { label: '3 players, sequential activation', players: 3, options: { activation: 'sequential' } },
    { label: '4 players, resistant superbug', players: 4, options: { resistantSuperbug: true } },
    { label: '4 players, no administrators', players: 4, options: { administrators: false } },
    { label: '2 players, every option', players: 2, options: EVERY_TABLE_OPTION },
    { label: '4 players, every option', players: 4, options: EVERY_TABLE_OPTION },
    {
      label: 'solo, every solo option',
      players: 1,
      options: { ...EVERY_TABLE_OPTION, finalRoundCollections: false, fatalityPenalty: true, reportPenalty: true },
    },
  ];
  for (const { label, players, options } of settings) {
    it(`${label}: strong and random bots only play legal actions, to the final scores`, () => {
      const names = ['Ana', 'Ben', 'Chloé', 'Dev'].slice(0, players);
      const levels: BotLevel[] = names.map((_, s) => (s % 2 === 0 ? 'strong' : 'random'));
      for (const seed of [1, 2]) {
        const { state } = playBotGame(createGame({ players: names, key: testKey(100 + seed), options }), levels, seed);
        expect(state.phase).toBe('gameOver');
        expect(state.result!.standings).toHaveLength(players);
      }
    });
  }

  it('one strong bot beats three random ones (8 games, every seat)', () => {
    let wins = 0;
    for (let game = 0; game < 8; game++) {
      const strong = game % 4;
      const levels: BotLevel[] = [0, 1, 2, 3].map((s) => (s === strong ? 'strong' : 'random'));
      const { state } = playBotGame(createGame({ players: ['Ana', 'Ben', 'Chloé', 'Dev'], key: testKey(500 + game) }), levels, game);
      if (state.result!.standings.find((s) => s.seat === strong)!.rank === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(7);
  });

  it('with every option, one strong bot beats three random ones (4 games, every seat)', () => {
    let wins = 0;
    for (let game = 0; game < 4; game++) {
      const levels: BotLevel[] = [0, 1, 2, 3].map((s) => (s === game ? 'strong' : 'random'));
      const { state } = playBotGame(
        createGame({ players: ['Ana', 'Ben', 'Chloé', 'Dev'], key: testKey(700 + game), options: EVERY_TABLE_OPTION }),
        levels,
        game,
      );
      if (state.result!.standings.find((s) => s.seat === game)!.rank === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  });
});

describe('strong bot with the options', () => {
  it('chooses a role for its Consultant, then plays on', () => {
    const before = buildPosition({
      players: 2,
      options: { promoSpecialists: true },
      seats: [{ patients: ['R5', 'R3', 'Y2'], specialists: ['consultant', 'surgeon'] }, { patients: ['Y3'] }],
    });
    const first = botAction(before, 0, 'strong', rng())!;
    expect(first).toMatchObject({ type: 'assignConsultant', specialist: 'surgeon' });
  });

  it('collects every patient it can at the final collection', () => {
    const before = buildPosition({
      players: 2,
      round: 8,
      phase: 'discharge',
      options: { finalRoundCollections: true },
      seats: [{ patients: ['R2', 'Y3', 'G4'] }, { patients: ['R3'] }],
    });
    let state = before;
    while (state.phase !== 'gameOver') {
      const seat = pendingSeats(state)[0]!;
      const result = applyAction(state, seat, botAction(state, seat, 'strong', rng())!);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(state.players[0]!.patients).toHaveLength(0);
    expect(state.players[1]!.patients).toHaveLength(0);
  });
});
