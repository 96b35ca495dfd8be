// A sheet's rules: where a patient may go (colour, order in a ward, value), and writing it.
import { BED_WARD, NURSE_TRACK, STARTING_STETHOSCOPES, WARDS } from './catalogue.js';
import type { Colour, Sheet } from './types.js';

export function emptySheet(): Sheet {
  return {
    wards: WARDS.map(() => []),
    critical: [],
    curtains: [],
    nurseWards: [],
    nurses: 0,
    stethoscopes: STARTING_STETHOSCOPES,
    bloodBags: 0,
    stethoscopesGained: 0,
    bloodBagsGained: 0,
    morgue: 0,
    cardiologistPoints: 0,
  };
}

export const isFull = (sheet: Sheet, ward: number): boolean => sheet.wards[ward]!.length === WARDS[ward]!.beds.length;
export const fullWards = (sheet: Sheet): number => WARDS.filter((_, w) => isFull(sheet, w)).length;

/** The next empty bed of a ward (the one a new patient must take), or null when full. */
export function nextBed(sheet: Sheet, ward: number): number | null {
  return WARDS[ward]!.beds[sheet.wards[ward]!.length] ?? null;
}

/** The bed of a ward's last admitted patient, or null when the ward is empty. */
export function lastBed(sheet: Sheet, ward: number): number | null {
  const n = sheet.wards[ward]!.length;
  return n === 0 ? null : WARDS[ward]!.beds[n - 1]!;
}

/** Every written patient: bed → value. */
export function bedValues(sheet: Sheet): Map<number, number> {
  const values = new Map<number, number>();
  sheet.wards.forEach((values_, w) => values_.forEach((v, k) => values.set(WARDS[w]!.beds[k]!, v)));
  return values;
}

/** The lowest value a new patient of this ward may have: 1 for an empty ward or after a curtain,
 * else one more than the last patient (URSULE: equal to it). */
export function minimumValue(sheet: Sheet, ward: number, equalAllowed = false): number {
  const last = lastBed(sheet, ward);
  if (last === null || sheet.curtains.includes(last)) return 1;
  const previous = sheet.wards[ward]!.at(-1)!;
  return equalAllowed ? previous : previous + 1;
}

/** Whether a patient of this colour needs a blood bag to lie in the ward's next bed. */
export function needsBloodBag(ward: number, bed: number, colour: Colour): boolean {
  const bedColour = WARDS[ward]!.colours[BED_WARD[bed]!.index]!;
  return bedColour !== 'white' && bedColour !== colour;
}

/** Stethoscopes it takes to write `value` for a patient showing one of `printed` (the nearer one). */
export function stethoscopeCost(printed: readonly number[], value: number): number {
  let cost = Infinity; // (legalActions asks this for every ward and value: no array made per call)
  for (const p of printed) cost = Math.min(cost, Math.abs(p - value));
  return cost;
}

/** Why a player may not write `value` in `bed` for a patient of `colour` showing `printed`, or null. */
export function admissionError(
  sheet: Sheet,
  colour: Colour,
  printed: readonly number[],
  bed: number,
  value: number,
  bloodBag: boolean,
): { code: string; message: string } | null {
  const where = BED_WARD[bed];
  if (!where) return { code: 'unknown_bed', message: `there is no bed ${bed}` };
  if (!Number.isInteger(value) || value < 1 || value > 6) return { code: 'invalid_value', message: 'a value is 1 to 6' };
  const { ward } = where;
  const next = nextBed(sheet, ward);
  if (next === null) return { code: 'ward_full', message: `ward ${ward} is full` };
  if (next !== bed) return { code: 'wrong_bed', message: `ward ${ward} fills in order: its next bed is ${next}` };
  const mismatch = needsBloodBag(ward, bed, colour);
  if (mismatch && !bloodBag) return { code: 'wrong_colour', message: `bed ${bed} does not take a ${colour} patient without a blood bag` };
  if (!mismatch && bloodBag) return { code: 'blood_bag_not_needed', message: `bed ${bed} takes a ${colour} patient without a blood bag` };
  const minimum = minimumValue(sheet, ward);
  if (value < minimum) {
    return { code: 'value_too_low', message: `the next patient of ward ${ward} needs a value of at least ${minimum}` };
  }
  const cost = stethoscopeCost(printed, value);
  if (cost > sheet.stethoscopes) return { code: 'not_enough_stethoscopes', message: `writing ${value} takes ${cost} stethoscope(s)` };
  if (bloodBag && sheet.bloodBags < 1) return { code: 'not_enough_blood_bags', message: 'you have no blood bag' };
  return null;
}

/** Writes a patient (its checks passed) and spends what it cost. Returns the ward. */
export function writePatient(sheet: Sheet, printed: readonly number[], bed: number, value: number, bloodBag: boolean): number {
  const { ward } = BED_WARD[bed]!;
  sheet.stethoscopes -= stethoscopeCost(printed, value);
  if (bloodBag) sheet.bloodBags -= 1;
  sheet.wards[ward] = [...sheet.wards[ward]!, value];
  return ward;
}

export function circleMorgue(sheet: Sheet): void {
  sheet.morgue = Math.min(sheet.morgue + 1, 4);
}

/** The nurse bonus for a patient written in `ward`: cross its icon, circle the next circle. Lost
 * when the ward's nurse is already crossed or the track is full. */
export function gainNurse(sheet: Sheet, ward: number): boolean {
  if (sheet.nurseWards.includes(ward) || sheet.nurses >= NURSE_TRACK.length) return false;
  sheet.nurseWards = [...sheet.nurseWards, ward];
  sheet.nurses += 1;
  return true;
}

/** Wards whose last patient a curtain may circle: not empty, not full, not already curtained. */
export function curtainWards(sheet: Sheet): number[] {
  return WARDS.map((_, w) => w).filter((w) => {
    const last = lastBed(sheet, w);
    return last !== null && !isFull(sheet, w) && !sheet.curtains.includes(last);
  });
}

export function placeCurtain(sheet: Sheet, ward: number): number {
  const bed = lastBed(sheet, ward)!;
  sheet.curtains = [...sheet.curtains, bed];
  return bed;
}

export function copySheet(sheet: Sheet): Sheet {
  // The rules replace a ward's values, critical, curtains and nurseWards rather than change them
  // (writePatient, gainNurse, placeCurtain, the critical bonus), so only the list of wards is copied.
  return {
    wards: sheet.wards.slice(),
    critical: sheet.critical,
    curtains: sheet.curtains,
    nurseWards: sheet.nurseWards,
    nurses: sheet.nurses,
    stethoscopes: sheet.stethoscopes,
    bloodBags: sheet.bloodBags,
    stethoscopesGained: sheet.stethoscopesGained,
    bloodBagsGained: sheet.bloodBagsGained,
    morgue: sheet.morgue,
    cardiologistPoints: sheet.cardiologistPoints,
  };
}
