// Computer players for Dice Hospital ER. Pure and deterministic given their own seeded generator
// (never the game's): the server, tests and benchmarks get the same move from the same state.
//   random: a uniformly random legal action.
//   strong: sees only its seat's view (viewFor). It takes the die whose best turn is worth most
//           and writes it by that plan: every bed, value, stethoscope, blood bag, morgue and
//           curtain of the turn tried on a copy of its sheet, scored by a hand-tuned evaluation
//           of the sheet (evaluate.ts: points now plus what the turns left may still bring).
import type { BotLevel } from '../../../protocol.js';
import type { HasRng } from '../../../random.js';
import { randomAction } from '../bots.js';
import { defaultAction } from '../decisions.js';
import type { Action, GameState } from '../types.js';
import { viewFor } from '../view.js';
import { strongAction } from './strong.js';

export type { BotLevel };

/** The bot's action for `seat`, or null when the game does not wait for that seat. */
export function botAction(state: GameState, seat: number, level: BotLevel, rng: HasRng): Action | null {
  if (level === 'random') return randomAction(state, seat, rng);
  return strongAction(viewFor(state, seat), seat, rng) ?? defaultAction(state, seat);
}
