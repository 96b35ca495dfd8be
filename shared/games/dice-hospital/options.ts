import type { Options } from './types.js';

export const DEFAULT_OPTIONS: Options = {
  administrators: true,
  activation: 'simultaneous',
  events: false,
  openingCrisis: false,
  nationwideEpidemic: false,
  resistantSuperbug: false,
  finalRoundCollections: false,
  experimentalMedicine: false,
  promoSpecialists: false,
  timedActivation: false,
};

/** Options the engine plays today. The others (events, opening crisis, …; rules spec 6-7) are part
 * of the Options type so they slot in without a rewrite, but a game may not turn them on yet. */
export const IMPLEMENTED_OPTIONS: readonly (keyof Options)[] = ['administrators', 'activation', 'resistantSuperbug', 'timedActivation'];

/** Why these options cannot be played, or null. */
export function optionsError(options: Partial<Options> = {}): string | null {
  const unplayable = (Object.keys(options) as (keyof Options)[]).filter(
    (key) => !IMPLEMENTED_OPTIONS.includes(key) && options[key] !== undefined && options[key] !== DEFAULT_OPTIONS[key],
  );
  return unplayable.length > 0 ? `not implemented yet: ${unplayable.join(', ')}` : null;
}

export const withDefaults = (options: Partial<Options> = {}): Options => ({ ...DEFAULT_OPTIONS, ...options });
