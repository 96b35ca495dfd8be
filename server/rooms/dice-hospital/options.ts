// Edge validation of Dice Hospital messages: the shape of each action (types, bounded sizes, no
// extra fields). Whether an action is allowed now is the engine's question, never this file's.
import { z } from 'zod';
import type { Action, Options } from '../../../shared/games/dice-hospital/index.js';

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

/** Room options as a client may send them: any subset, defaults fill the rest. */
export const OptionsSchema: z.ZodType<Partial<Options>> = z.strictObject({
  administrators: z.boolean(),
  activation: z.enum(['simultaneous', 'sequential']),
  events: z.boolean(),
  openingCrisis: z.boolean(),
  nationwideEpidemic: z.boolean(),
  resistantSuperbug: z.boolean(),
  finalRoundCollections: z.boolean(),
  experimentalMedicine: z.boolean(),
  promoSpecialists: z.boolean(),
  timedActivation: z.boolean(),
}).partial();
