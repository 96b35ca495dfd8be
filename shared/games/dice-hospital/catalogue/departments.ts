// Every department as a row of data: what it needs of its targets and how far it heals them.
import type { Colour, DepartmentType } from '../types.js';

/** How a department picks its targets. */
export type TargetRule =
  /** `count` patients, each of `colour` (if set) and with a value within [min, max]. */
  | { kind: 'each'; count: number; colour?: Colour; min: number; max: number }
  /** exactly 3 patients of `colour` whose values are three distinct consecutive numbers. */
  | { kind: 'consecutive'; count: 3; colour: Colour }
  /** exactly `count` patients sharing one value, of `colour` if set. */
  | { kind: 'sameValue'; count: 2 | 3; colour?: Colour }
  /** 1 to `count` patients, any colour and value. */
  | { kind: 'upTo'; count: number };

/** What a department does to its targets: heal `steps` (every base tile), or an Experimental
 * Medicine effect (rules spec 6.2): re-roll each, take a colour, or turn value v into 7 − v. */
export type DepartmentEffect = 'heal' | 'reroll' | 'recolour' | 'mirror';

export interface DepartmentCard {
  name: string;
  /** Board colour; 'grey' departments accept any colour. */
  colour: Colour | 'grey';
  starting: boolean;
  targets: TargetRule;
  /** Steps healed on each target (effect 'heal'). */
  steps: number;
  /** Default 'heal'. */
  effect?: DepartmentEffect;
  /** Experimental Medicine tiles (rules spec 6.2): only in games with that option. */
  experimental?: true;
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

  // Experimental Medicine: the tiles' colour is not given by the spec; like the grey tiles they
  // take any colour (and a blood bag may change a target to the placed specialist's colour).
  drug_trial_centre: {
    name: 'Drug Trial Centre',
    colour: 'grey',
    starting: false,
    experimental: true,
    targets: { kind: 'each', count: 2, min: 1, max: 6 },
    steps: 0,
    effect: 'reroll',
  },
  physiotherapy: {
    name: 'Physiotherapy',
    colour: 'grey',
    starting: false,
    experimental: true,
    targets: { kind: 'upTo', count: 2 },
    steps: 0,
    effect: 'recolour',
  },
  experimental_therapy: { name: 'Experimental Therapy', colour: 'grey', starting: false, experimental: true, ...one(undefined, 0), effect: 'mirror' },
  training_department: { name: 'Training Department', colour: 'grey', starting: false, experimental: true, targets: { kind: 'sameValue', count: 2 }, steps: 1 },
};

export const effectOf = (type: DepartmentType): DepartmentEffect => DEPARTMENTS[type].effect ?? 'heal';

/** The printed starting board (a picture in the rulebook; see the spec's Decision in 2.1). */
export const STARTING_DEPARTMENTS: readonly DepartmentType[] = [
  'critical_care',
  'critical_care',
  'oncology',
  'oncology',
  'pharmacy',
  'pharmacy',
  'intensive_care',
  'imaging',
  'clinic',
];

/** Improvement tiles in the base game: 2 copies of each. */
export const IMPROVEMENT_TILES: readonly DepartmentType[] = (Object.keys(DEPARTMENTS) as DepartmentType[]).filter(
  (type) => !DEPARTMENTS[type].starting && !DEPARTMENTS[type].experimental,
);
/** Experimental Medicine tiles: 2 copies of each. */
export const EXPERIMENTAL_TILES: readonly DepartmentType[] = (Object.keys(DEPARTMENTS) as DepartmentType[]).filter((type) => DEPARTMENTS[type].experimental);
export const COPIES_PER_IMPROVEMENT = 2;
/** Experimental Medicine with 4 players: base tiles removed from the second set (rules spec 6.2). */
export const EXPERIMENTAL_BASE_TILES_REMOVED_AT_4 = 8;
