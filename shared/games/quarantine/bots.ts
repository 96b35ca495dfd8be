// Simple bots: they pick among legal actions, so they can never cheat. Used by property tests,
// benchmarks, and rooms' random-level computer players. The random bot first picks an action type
// uniformly, then one action of that type: otherwise the many ways to move a patient or price a
// contract would crowd out everything else.
import { playOut, type PlayedGame as Played } from '../../play.js';
import { randomInt, seedRng, type HasRng } from '../../random.js';
import { applyAction } from './apply.js';
import { isOver, pendingSeats } from './flow.js';
import { legalActions } from './legal.js';
import type { Action, GameState, RulesView } from './types.js';

/** A random legal action for `seat` (a uniform type, then a uniform action of it), or null. */
export function randomAction(state: RulesView, seat: number, rng: HasRng): Action | null {
  const legal = legalActions(state, seat);
  if (legal.length === 0) return null;
  const types = [...new Set(legal.map((a) => a.type))];
  const type = types[randomInt(rng, 0, types.length - 1)]!;
  const ofType = legal.filter((a) => a.type === type);
  return ofType[randomInt(rng, 0, ofType.length - 1)]!;
}

export type PlayedGame = Played<GameState, Action>;

/** Plays a whole game with random legal actions from a random pending seat. */
export function playRandomGame(initial: GameState, botSeed: number, maxActions = 20_000): PlayedGame {
  const rng = { rng: seedRng(botSeed) };
  return playOut<GameState, Action>({ applyAction, pendingSeats, isOver }, initial, rng, (state, seat) => randomAction(state, seat, rng), maxActions);
}
