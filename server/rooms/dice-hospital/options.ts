// Edge validation of Dice Hospital messages: the shape of each action, and room options. The engine owns the list of options, their
// defaults and which of them it plays (DEFAULT_OPTIONS, IMPLEMENTED_OPTIONS, optionsError); this
// file only adds the zod shape of each value, derived from the defaults, so that a new option needs
// no server change unless it is something other than a boolean.
import { z } from 'zod';
import { DEFAULT_OPTIONS, optionsError, withDefaults, type Action, type Options } from '../../../shared/games/dice-hospital/index.js';
import { describeIssues } from '../messages.js';

const id = z.string().min(1).max(64);
const int = z.number().int().min(-1_000).max(1_000);
const ids = z.array(int).max(64);
const colour = z.enum(['red', 'yellow', 'green']);
const colourMap = z.record(z.string().max(8), colour).refine((m) => Object.keys(m).length <= 64, 'too many entries');

export const ActionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('chooseExtraReveal'), kind: z.enum(['department', 'specialist']) }),
  z.strictObject({
    type: z.literal('setStartingValues'),
    values: z.record(z.string().max(8), int).refine((m) => Object.keys(m).length <= 16, 'too many entries'),
  }),
  z.strictObject({ type: z.literal('chooseAdministrator'), administrator: id }),
  z.strictObject({ type: z.literal('arrangeAmbulances'), order: ids }),
  z.strictObject({ type: z.literal('takeAmbulance'), ambulance: int }),
  z.strictObject({ type: z.literal('chooseFatalities'), patients: ids }),
  z.strictObject({ type: z.literal('takeImprovement'), uid: id }),
  z.strictObject({ type: z.literal('returnImprovement'), uid: id }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({
    type: z.literal('placeWorker'),
    worker: id,
    department: id,
    targets: ids,
    recolour: colourMap.optional(),
  }),
  z.strictObject({ type: z.literal('useAbility'), targets: ids, reference: int.optional(), recolour: colourMap.optional() }),
  z.strictObject({ type: z.literal('skipAbility') }),
  z.strictObject({ type: z.literal('bloodBagHeal'), patient: int }),
  z.strictObject({ type: z.literal('undo') }),
  z.strictObject({ type: z.literal('commitActivation'), protect: int.optional() }),
]) as unknown as z.ZodType<Action>;

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
 * malformed value or unknown key, or an option the engine does not play yet turned on.
 */
export function parseOptions(raw: unknown): Options {
  const parsed = OptionsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(describeIssues(parsed.error));
  const unplayable = optionsError(parsed.data);
  if (unplayable) throw new Error(unplayable);
  return withDefaults(parsed.data);
}
