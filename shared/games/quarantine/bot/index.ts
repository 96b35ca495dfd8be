// Computer players for Quarantine. Pure and deterministic given their own seeded generator (never
// the game's): the server, tests and benchmarks get the same move from the same state.
//   random: a random legal action (a uniform type, then a uniform action of it).
//   strong: sees only its seat's view (viewFor); greedy one-step search (strong.ts).
import type { BotLevel } from '../../../protocol.js';
import type { HasRng } from '../../../random.js';
import { randomAction } from '../bots.js';
import { defaultAction } from '../defaults.js';
import type { Action, GameState } from '../types.js';
import { viewFor } from '../view.js';
import { strongAction } from './strong.js';

export type { BotLevel };

/** The bot's action for `seat`, or null when the game does not wait for that seat. */
export function botAction(state: GameState, seat: number, level: BotLevel, rng: HasRng): Action | null {
  if (level === 'random') return randomAction(state, seat, rng);
  return strongAction(viewFor(state, seat), seat, rng) ?? defaultAction(state, seat);
}
