// Every department as a row of data: what it needs of its targets and how far it heals them.
import type { Colour, DepartmentType } from '../types.js';

/** How a department picks its targets. */
export type TargetRule =
  /** `count` patients, each of `colour` (if set) and with a value within [min, max]. */
  | { kind: 'each'; count: number; colour?: Colour; min: number; max: number }
  /** exactly 3 patients of `colour` whose values are three distinct consecutive numbers. */
  | { kind: 'consecutive'; count: 3; colour: Colour }
  /** exactly 3 patients of `colour` sharing one value. */
  | { kind: 'sameValue'; count: 3; colour: Colour };

export interface DepartmentCard {
  name: string;
  /** Board colour; 'grey' departments accept any colour. */
  colour: Colour | 'grey';
  starting: boolean;
  targets: TargetRule;
  /** Steps healed on each target. */
  steps: number;
}

const one = (colour: Colour | undefined, steps: number, min = 1, max = 6): Pick<DepartmentCard, 'targets' | 'steps'> => ({
  targets: { kind: 'each', count: 1, colour, min, max },
  steps,
});

export const DEPARTMENTS: Record<DepartmentType, DepartmentCard> = {
  critical_care: { name: 'Critical Care Unit', colour: 'red', starting: true, ...one('red', 1) },
  oncology: { name: 'Oncology', colour: 'yellow', starting: true, ...one('yellow', 1) },
  pharmacy: { name: 'Pharmacy', colour: 'green', starting: true, ...one('green', 1) },
  intensive_care: { name: 'Intensive Care', colour: 'grey', starting: true, ...one(undefined, 1, 1, 2) },
  imaging: { name: 'Imaging', colour: 'grey', starting: true, ...one(undefined, 1, 3, 4) },
  clinic: { name: 'Clinic', colour: 'grey', starting: true, ...one(undefined, 1, 5, 6) },

  operating_theatre: { name: 'Operating Theatre', colour: 'red', starting: false, ...one('red', 3) },
  orthopaedics: { name: 'Orthopaedics', colour: 'yellow', starting: false, ...one('yellow', 3) },
  ent: { name: 'Ear, Nose & Throat', colour: 'green', starting: false, ...one('green', 3) },
  cardiology: { name: 'Cardiology', colour: 'red', starting: false, targets: { kind: 'consecutive', count: 3, colour: 'red' }, steps: 1 },
  urology: { name: 'Urology', colour: 'yellow', starting: false, targets: { kind: 'consecutive', count: 3, colour: 'yellow' }, steps: 1 },
  immunology: { name: 'Immunology', colour: 'green', starting: false, targets: { kind: 'consecutive', count: 3, colour: 'green' }, steps: 1 },
  anaesthesia: { name: 'Anaesthesia', colour: 'red', starting: false, targets: { kind: 'sameValue', count: 3, colour: 'red' }, steps: 1 },
  renal_medicine: { name: 'Renal Medicine', colour: 'yellow', starting: false, targets: { kind: 'sameValue', count: 3, colour: 'yellow' }, steps: 1 },
  allergy_centre: { name: 'Allergy Centre', colour: 'green', starting: false, targets: { kind: 'sameValue', count: 3, colour: 'green' }, steps: 1 },
  crash_centre: { name: 'Crash Centre', colour: 'grey', starting: false, ...one(undefined, 4, 1, 2) },
  radiology: { name: 'Radiology', colour: 'grey', starting: false, targets: { kind: 'each', count: 3, min: 1, max: 3 }, steps: 1 },
  triage_centre: { name: 'Triage Centre', colour: 'grey', starting: false, targets: { kind: 'each', count: 2, min: 1, max: 3 }, steps: 2 },
};

/** The printed starting board (a picture in the rulebook; see the spec's Decision in 2.1). */
export const STARTING_DEPARTMENTS: readonly DepartmentType[] = [
  'critical_care', 'critical_care', 'oncology', 'oncology', 'pharmacy', 'pharmacy',
  'intensive_care', 'imaging', 'clinic',
];

/** Improvement tiles in the base game: 2 copies of each. */
export const IMPROVEMENT_TILES: readonly DepartmentType[] = (Object.keys(DEPARTMENTS) as DepartmentType[]).filter(
  (type) => !DEPARTMENTS[type].starting,
);
export const COPIES_PER_IMPROVEMENT = 2;
