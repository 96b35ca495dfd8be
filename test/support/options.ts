// Every Dice Hospital option a table of 2-4 can switch on (events, the hard modes, Final Round
// Collections, Experimental Medicine, the promo specialists): what the tests and the bots benchmark
// play "with every option". Timed activation is a clock, not a rule change, and is left to its own tests.
import type { Options } from '../../shared/games/dice-hospital/types.js';

export const EVERY_TABLE_OPTION: Readonly<Partial<Options>> = Object.freeze({
  events: true,
  openingCrisis: true,
  nationwideEpidemic: true,
  resistantSuperbug: true,
  finalRoundCollections: true,
  experimentalMedicine: true,
  promoSpecialists: true,
});
