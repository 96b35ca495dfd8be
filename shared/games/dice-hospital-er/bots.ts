// Simple bots: they pick among legal actions, so they can never cheat. Used by property tests,
// benchmarks and, later, by rooms that fill empty seats.
import type { HasRng } from '../../random.js';
import { randomInt, seedRng } from '../../random.js';
import { applyAction } from './apply.js';
import { pendingSeats } from './flow.js';
import { legalActions } from './legal.js';
import type { Action, GameState } from './types.js';

/** A uniformly random legal action for `seat`, or null when it has none. */
export function randomAction(state: GameState, seat: number, rng: HasRng): Action | null {
  const legal = legalActions(state, seat);
  return legal.length === 0 ? null : legal[randomInt(rng, 0, legal.length - 1)]!;
}

export interface PlayedGame {
  state: GameState;
  log: { seat: number; action: Action }[];
}

/** Plays a whole game with random legal actions from a random pending seat. */
export function playRandomGame(initial: GameState, botSeed: number, maxActions = 10_000): PlayedGame {
  const rng = { rng: seedRng(botSeed) };
  const log: PlayedGame['log'] = [];
  let state = initial;
  while (state.phase !== 'gameOver' && log.length < maxActions) {
    const seats = pendingSeats(state);
    const seat = seats[randomInt(rng, 0, seats.length - 1)]!;
    const action = randomAction(state, seat, rng)!;
    const result = applyAction(state, seat, action);
    if (!result.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
    log.push({ seat, action });
  }
  return { state, log };
}
