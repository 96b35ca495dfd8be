// Dice Hospital ER's options (URSULE's difficulty, solo only) and their check, apart from the rules
// so that the home card can offer them without loading the engine.
import type { Options } from './types.js';

export const DEFAULT_OPTIONS: Options = { preparation: false, equipment: false, isolation: false, capacity: false };
const OPTION_NAMES = Object.keys(DEFAULT_OPTIONS) as (keyof Options)[];

/** Why these options cannot be played with this many players, or null. */
export function optionsError(options: unknown, players: number): string | null {
  if (options === undefined) return null;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'options must be an object';
  for (const [name, value] of Object.entries(options)) {
    if (!OPTION_NAMES.includes(name as keyof Options)) return `unknown option ${name}`;
    if (typeof value !== 'boolean') return `option ${name} is true or false`;
    if (value && players !== 1) return `option ${name} is for solo games (URSULE's difficulty)`;
  }
  return null;
}
