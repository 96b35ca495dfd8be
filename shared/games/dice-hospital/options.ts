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
  fatalityPenalty: false,
  reportPenalty: false,
};

/** How activation is taken in turn (rules spec 6): every player at once, or one after another. */
export const ACTIVATION_CHOICES: readonly Options['activation'][] = ['simultaneous', 'sequential'];

/** Options the engine plays: every option of rules spec 6-7. */
export const IMPLEMENTED_OPTIONS: readonly (keyof Options)[] = Object.keys(DEFAULT_OPTIONS) as (keyof Options)[];

/** Options that only a solo game (1 player) plays (rules spec 7). */
export const SOLO_ONLY_OPTIONS: readonly (keyof Options)[] = ['fatalityPenalty', 'reportPenalty'];
/** Options a solo game refuses (rules spec 6.4). `administrators` is not refused but ignored: a solo
 * game never deals administrators, whatever the option says. */
export const NOT_IN_SOLO_OPTIONS: readonly (keyof Options)[] = ['finalRoundCollections'];

/** Why these options cannot be played, or null. With `playerCount`, also checks the options that
 * depend on it: solo-only options outside solo, and options solo does not play. */
export function optionsError(options: Partial<Options> = {}, playerCount?: number): string | null {
  const on = (Object.keys(options) as (keyof Options)[]).filter((key) => options[key] !== undefined && options[key] !== DEFAULT_OPTIONS[key]);
  if (playerCount === 1) {
    const refused = on.filter((key) => NOT_IN_SOLO_OPTIONS.includes(key));
    if (refused.length > 0) return `not played solo: ${refused.join(', ')}`;
  } else if (playerCount !== undefined) {
    const soloOnly = on.filter((key) => SOLO_ONLY_OPTIONS.includes(key));
    if (soloOnly.length > 0) return `solo games only: ${soloOnly.join(', ')}`;
  }
  // Every option of the rules is played: what is not one of them is unknown.
  const unknown = on.filter((key) => !IMPLEMENTED_OPTIONS.includes(key));
  return unknown.length > 0 ? `unknown options: ${unknown.join(', ')}` : null;
}

export const withDefaults = (options: Partial<Options> = {}): Options => ({ ...DEFAULT_OPTIONS, ...options });

/** The options a game plays with: defaults filled in, and in solo administrators always off. */
export const gameOptions = (options: Partial<Options> | undefined, playerCount: number): Options =>
  playerCount === 1 ? { ...withDefaults(options), administrators: false } : withDefaults(options);
