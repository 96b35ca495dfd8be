// Scoring constants (rules spec 2.5 and 5).
const DISCHARGE_TABLE = [0, 1, 3, 5, 7, 9, 11, 14, 17, 21, 25, 30, 35];

/** Points for `count` patients discharged in one round; +5 per patient beyond 12 (spec Decision). */
export function dischargePoints(count: number): number {
  if (count <= 12) return DISCHARGE_TABLE[count]!;
  return DISCHARGE_TABLE[12]! + 5 * (count - 12);
}

export const EMPTY_HOSPITAL_BONUS = 5;
export const FATALITY_PENALTY = 2;
export const BLOOD_BAG_VALUE = 1;
export const ROUNDS = 8;
/** The hospital board: 4 wards of 3 beds (spec 2); which bed a patient lies in never matters. */
export const WARDS = 4;
export const BEDS_PER_WARD = 3;
export const BEDS = WARDS * BEDS_PER_WARD;
export const NURSES = 3;
export const DICE_PER_COLOUR = 21;
/** Dice of each colour removed from the bag by player count (spec 1). */
export const DICE_REMOVED_PER_COLOUR: Record<number, number> = { 1: 10, 2: 6, 3: 3, 4: 0 };
export const DICE_PER_AMBULANCE = 3;
export const STARTING_VALUES = [3, 4, 5] as const;
/** Hard mode Opening Crisis (rules spec 6): five starting patients at these values. */
export const OPENING_CRISIS_VALUES = [3, 3, 4, 5, 5] as const;
export const startingValues = (options: { openingCrisis: boolean }): readonly number[] => (options.openingCrisis ? OPENING_CRISIS_VALUES : STARTING_VALUES);
