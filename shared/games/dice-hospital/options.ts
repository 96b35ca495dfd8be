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

export const withDefaults = (options: Partial<Options> = {}): Options => ({ ...DEFAULT_OPTIONS, ...options });
