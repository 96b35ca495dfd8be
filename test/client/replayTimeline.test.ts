// The replay viewer's timeline, for every game the client can replay (each through its registry
// entry's replay module, as the match page loads it): every step shows exactly the game a full
// replay of that many actions gives, periods (rounds, turns) start where the game entered them,
// events are each action's own, and every step and period has its words in both languages.
import { describe, expect, it } from 'vitest';
import type { LoggedAction } from '../../shared/engine.js';
import * as DH from '../../shared/games/dice-hospital/index.js';
import * as ER from '../../shared/games/dice-hospital-er/index.js';
import * as Q from '../../shared/games/quarantine/index.js';
import { testKey } from '../../shared/random.js';
import type { GameReplay } from '../../client/src/game/gameReplay.js';
import { CHECKPOINT, ReplayTimeline, type ReplayConfig } from '../../client/src/game/replayTimeline.js';
import { CLIENT_GAMES } from '../../client/src/games/registry.js';

interface Played {
  name: string;
  game: string;
  config: ReplayConfig;
  log: LoggedAction<unknown>[];
  /** The engine's own replay of a log: what every step must equal. */
  replay(log: LoggedAction<unknown>[]): unknown;
  over(state: unknown): boolean;
  /** Periods of the whole game, in order. */
  periods: number[];
}

const dhConfig: DH.GameConfig = { players: ['Ada', 'Bo', 'Cy'], key: testKey(11) };
const erConfig: ER.GameConfig = { players: ['Ada', 'Bo', 'Cy'], key: testKey(12) };
const erSoloConfig: ER.GameConfig = { players: ['Jo'], key: testKey(13) };
const erPlayed = (config: ER.GameConfig, seed: number): Played => {
  const played = ER.playRandomGame(ER.createGame(config), seed);
  return {
    name: `Dice Hospital ER, ${config.players.length} player(s)`,
    game: ER.diceHospitalEr.id,
    config,
    log: played.log,
    replay: (log) => ER.replay(config, log as LoggedAction<ER.Action>[]),
    over: (state) => (state as ER.GameState).phase === 'gameOver',
    periods: Array.from({ length: played.state.turns }, (_, i) => i + 1),
  };
};

const PLAYED: Played[] = [
  {
    name: 'Dice Hospital, 3 players',
    game: DH.diceHospital.id,
    config: dhConfig,
    log: DH.playRandomGame(DH.createGame(dhConfig), 5).log,
    replay: (log) => DH.replay(dhConfig, log as LoggedAction<DH.Action>[]),
    over: (state) => (state as DH.GameState).phase === 'gameOver',
    periods: [0, 1, 2, 3, 4, 5, 6, 7, 8], // 0: setup
  },
  erPlayed(erConfig, 5),
  erPlayed(erSoloConfig, 6),
  ((): Played => {
    const config: Q.GameConfig = { players: ['Ada', 'Bo', 'Cy'], key: testKey(14) };
    const played = Q.playRandomGame(Q.createGame(config), 7);
    return {
      name: 'Quarantine, 3 players',
      game: Q.quarantine.id,
      config,
      log: played.log,
      replay: (log) => Q.replay(config, log as LoggedAction<Q.Action>[]),
      over: (state) => (state as Q.GameState).phase === 'gameOver',
      // 0: setup, then every round to the last.
      periods: Array.from({ length: played.state.round + 1 }, (_, i) => i),
    };
  })(),
];

it('every game of the client registry has a replay', () => {
  expect(Object.values(CLIENT_GAMES).every((game) => game.replay !== undefined)).toBe(true);
  expect(new Set(PLAYED.map((p) => p.game))).toEqual(new Set(Object.keys(CLIENT_GAMES)));
});

for (const played of PLAYED) {
  describe(`the replay timeline of ${played.name}`, async () => {
    const replay: GameReplay = await CLIENT_GAMES[played.game]!.replay!();
    const { config, log } = played;
    const timeline = new ReplayTimeline(replay.rules, config, log);

    it('has one step per action and ends with the game over', () => {
      expect(timeline.length).toBe(log.length);
      // Several checkpoints, so that steps are rebuilt from more than the start.
      expect(log.length).toBeGreaterThan(2 * CHECKPOINT);
      expect(played.over(timeline.stateAt(timeline.length))).toBe(true);
      expect(timeline.players).toEqual(config.players);
    });

    it('gives, at every step, the state a full replay of that many actions gives', () => {
      for (let step = 0; step <= timeline.length; step++) {
        expect(timeline.stateAt(step), `step ${step}`).toEqual(played.replay(log.slice(0, step)));
      }
    });

    it('clamps steps outside the game', () => {
      expect(timeline.stateAt(-5)).toEqual(replay.rules.createGame(config));
      expect(timeline.stateAt(timeline.length + 10)).toEqual(timeline.stateAt(timeline.length));
    });

    it('starts each period at the first step that shows it', () => {
      expect([...timeline.periodStarts.keys()]).toEqual(played.periods);
      for (const [period, step] of timeline.periodStarts) {
        expect(replay.rules.period(timeline.stateAt(step))).toBe(period);
        if (step > 0) expect(replay.rules.period(timeline.stateAt(step - 1))).toBe(period - 1);
        expect(timeline.periodAt(step)).toBe(period);
      }
    });

    it("keeps each action's own events", () => {
      let state = replay.rules.createGame(config);
      log.forEach(({ seat, action }, i) => {
        const result = replay.rules.applyAction(state, seat, action);
        if (!result.ok) throw new Error(result.error.message);
        expect(timeline.steps[i]!.events).toEqual(result.events);
        state = result.state;
      });
    });

    it('words every step and period in both languages', () => {
      for (const language of ['en', 'fr'] as const) {
        const texts = replay.stepTexts(timeline, language);
        expect(texts).toHaveLength(timeline.length);
        // Most actions say something; none prints a raw event type or an undefined value.
        expect(texts.filter(Boolean).length).toBeGreaterThan(timeline.length / 2);
        expect(texts.join(' ')).not.toMatch(/undefined|NaN|\[object/);
        for (const period of played.periods) expect(replay.periodName(period, language, timeline)).toMatch(/\S/);
      }
      expect(replay.stepTexts(timeline, 'fr')).not.toEqual(replay.stepTexts(timeline, 'en'));
    });

    it('refuses a log that does not replay', () => {
      expect(() => new ReplayTimeline(replay.rules, config, [{ seat: 0, action: { type: 'nonsense' } }])).toThrow(/does not replay/);
    });
  });
}
