// Edge validation of Dice Hospital room options. The engine owns the list of options, their
// defaults and which of them it plays (DEFAULT_OPTIONS, IMPLEMENTED_OPTIONS, optionsError); this
// file only adds the zod shape of each value, derived from the defaults, so that a new option needs
// no server change unless it is something other than a boolean.
import { z } from 'zod';
import { DEFAULT_OPTIONS, optionsError, withDefaults, type Options } from '../../../shared/games/dice-hospital/index.js';
import { describeIssues } from '../messages.js';

/** Values of the one option that is not a boolean. */
const ACTIVATION_MODES = ['simultaneous', 'sequential'] as const satisfies readonly Options['activation'][];
// Compile-time check that ACTIVATION_MODES lists every mode of the Options type.
const _allModes: Options['activation'] extends (typeof ACTIVATION_MODES)[number] ? true : never = true;

/** The zod type of each option: booleans from their defaults, the rest named here. */
const NON_BOOLEAN: { [K in keyof Options]?: z.ZodType<Options[K]> } = {
  activation: z.enum(ACTIVATION_MODES),
};

function valueSchema(key: keyof Options): z.ZodType {
  const special = NON_BOOLEAN[key];
  if (special) return special;
  if (typeof DEFAULT_OPTIONS[key] === 'boolean') return z.boolean();
  throw new Error(`server/rooms/dice-hospital/options.ts: option ${key} is not a boolean; give it a schema in NON_BOOLEAN`);
}

/** Room options as a client may send them: any subset of the engine's options, defaults fill the rest. */
export const OptionsSchema = z
  .strictObject(Object.fromEntries((Object.keys(DEFAULT_OPTIONS) as (keyof Options)[]).map((k) => [k, valueSchema(k)])))
  .partial() as unknown as z.ZodType<Partial<Options>>;

/**
 * The room's options, defaults applied. Throws an Error whose message says what is wrong: a
 * malformed value or unknown key, or options the engine refuses for this player count (the engine's
 * optionsError: solo-only options at a table, Final Round Collections in solo).
 */
export function parseOptions(raw: unknown, playerCount: number): Options {
  const parsed = OptionsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(describeIssues(parsed.error));
  const unplayable = optionsError(parsed.data, playerCount);
  if (unplayable) throw new Error(unplayable);
  return withDefaults(parsed.data);
}
