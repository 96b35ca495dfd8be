// Simple bots: they pick among legal actions, so they can never cheat. Used by property tests,
// benchmarks, and rooms' random-level computer players.
import type { HasRng } from '../../random.js';
import { playRandom, randomLegal, type PlayedGame as Played } from '../../play.js';
import { applyAction } from './apply.js';
import { legalActions, pendingSeats } from './decisions.js';
import { isOver } from './flow.js';
import type { Action, GameState } from './types.js';

/** A uniformly random legal action for `seat`, or null when it has none. */
export const randomAction = (state: GameState, seat: number, rng: HasRng): Action | null => randomLegal(legalActions, state, seat, rng);

export type PlayedGame = Played<GameState, Action>;

/** Plays a whole game with random legal actions from a random pending seat. */
export const playRandomGame = (initial: GameState, botSeed: number, maxActions = 10_000): PlayedGame =>
  playRandom<GameState, Action>({ applyAction, pendingSeats, isOver, legalActions }, initial, botSeed, maxActions);
