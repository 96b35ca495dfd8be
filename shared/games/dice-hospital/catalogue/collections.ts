// Final Round Collections (rules spec 6.1, a Decision: the ambulance backs are pictures). Each back
// has three spaces of a colour and a value; ambulance k is index k-1.
import type { Colour } from '../types.js';

export const AMBULANCE_BACKS: readonly { colour: Colour; value: number }[][] = [
  [
    { colour: 'red', value: 2 },
    { colour: 'yellow', value: 3 },
    { colour: 'green', value: 4 },
  ],
  [
    { colour: 'red', value: 3 },
    { colour: 'yellow', value: 4 },
    { colour: 'green', value: 5 },
  ],
  [
    { colour: 'red', value: 4 },
    { colour: 'yellow', value: 5 },
    { colour: 'green', value: 6 },
  ],
  [
    { colour: 'red', value: 5 },
    { colour: 'yellow', value: 6 },
    { colour: 'green', value: 2 },
  ],
  [
    { colour: 'red', value: 6 },
    { colour: 'yellow', value: 2 },
    { colour: 'green', value: 3 },
  ],
];
/** Points for each patient moved onto a space, and lost per patient still in hospital at the end. */
export const COLLECTION_POINTS = 1;
export const PATIENT_LEFT_PENALTY = 1;
