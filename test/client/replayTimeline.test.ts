// The replay viewer's timeline: every step shows exactly the game a full replay of that many
// actions gives, rounds start where the game entered them, and events are each action's own.
import { describe, expect, it } from 'vitest';
import { CHECKPOINT, ReplayTimeline } from '../../client/src/game/replayTimeline.js';
import { applyAction, createGame, playRandomGame, replay, type GameConfig } from '../../shared/games/dice-hospital/index.js';
import { testKey } from '../../shared/random.js';

const config: GameConfig = { players: ['Ada', 'Bo', 'Cy'], key: testKey(11) };

describe('the replay timeline', () => {
  const log = playRandomGame(createGame(config), 5).log;
  const timeline = new ReplayTimeline(config, log);

  it('has one step per action and ends with the game over', () => {
    expect(timeline.length).toBe(log.length);
    expect(log.length).toBeGreaterThan(3 * CHECKPOINT);
    expect(timeline.stateAt(timeline.length).phase).toBe('gameOver');
  });

  it('gives, at every step, the state a full replay of that many actions gives', () => {
    for (let step = 0; step <= timeline.length; step++) {
      expect(timeline.stateAt(step), `step ${step}`).toEqual(replay(config, log.slice(0, step)));
    }
  });

  it('clamps steps outside the game', () => {
    expect(timeline.stateAt(-5)).toEqual(createGame(config));
    expect(timeline.stateAt(timeline.length + 10)).toEqual(timeline.stateAt(timeline.length));
  });

  it('starts each round at the first step that shows it', () => {
    const rounds = [...timeline.roundStarts.keys()];
    expect(rounds).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]); // round 0: setup
    for (const [round, step] of timeline.roundStarts) {
      expect(timeline.stateAt(step).round).toBe(round);
      if (step > 0) expect(timeline.stateAt(step - 1).round).toBe(round - 1);
      expect(timeline.roundAt(step)).toBe(round);
    }
  });

  it("keeps each action's own events", () => {
    let state = createGame(config);
    log.forEach(({ seat, action }, i) => {
      const result = applyAction(state, seat, action);
      if (!result.ok) throw new Error(result.error.message);
      expect(timeline.steps[i]!.events).toEqual(result.events);
      state = result.state;
    });
  });

  it('refuses a log that does not replay', () => {
    expect(() => new ReplayTimeline(config, [{ seat: 0, action: { type: 'pass' } as never }])).toThrow(/does not replay/);
  });
});
