// Every specialist as a row of data. The ability resolves after the department effect of the
// department its meeple was placed on (rules spec 2.3).
import type { Colour, SpecialistType } from '../types.js';

export type Ability =
  /** Heal one of the patients of `colour` this placement healed, `steps` more. */
  | { kind: 'extraStep'; colour: Colour; steps: 1 }
  /** After healing a `colour` patient, heal a different patient of `colour`. */
  | { kind: 'sameColour'; colour: Colour; steps: 1 }
  /** After healing a `colour` patient, heal a different patient whose value equals that one's value before. */
  | { kind: 'matchValue'; colour: Colour; steps: 1 }
  /** After healing any patient, heal up to `count` different patients valued min..max. */
  | { kind: 'valueRange'; count: number; min: number; max: number; steps: number }
  // Experimental Medicine (rules spec 6.2). `trigger`: what the placement must have done.
  /** Discard a fatality token to gain a blood bag. */
  | { kind: 'discardFatality'; trigger: 'healed' }
  /** Re-roll a different patient (1-6, the value stands); it becomes treated. */
  | { kind: 'reroll'; trigger: 'healed' }
  /** Heal a different patient 1 step and deteriorate another different patient 1 step. */
  | { kind: 'healAndHarm'; trigger: 'healed' }
  /** Change a different patient's colour to any colour until the end of the round. */
  | { kind: 'recolour'; trigger: 'healed' }
  /** Gain at once, with no choice to make: points or blood bags. */
  | { kind: 'gain'; trigger: 'discharged'; points: number; bloodBags: number }
  // promo cards (rules spec 2.3)
  /** The Consultant: this Phase 3, the ability of another specialist the player owns. */
  | { kind: 'borrow' }
  /** The Admissions Nurse: per patient discharged, return another patient to the bag or admit a
   * new die (drawn and rolled, 1s and 6s re-rolled). */
  | { kind: 'admit'; trigger: 'discharged' };

export interface SpecialistCard {
  name: string;
  ability: Ability;
  /** Where the card comes from, when not the base game: Experimental Medicine or a promo. */
  source?: 'experimental' | 'promo';
}

export const SPECIALISTS: Record<SpecialistType, SpecialistCard> = {
  surgeon: { name: 'Surgeon', ability: { kind: 'extraStep', colour: 'red', steps: 1 } },
  haematologist: { name: 'Haematologist', ability: { kind: 'extraStep', colour: 'yellow', steps: 1 } },
  pharmacist: { name: 'Pharmacist', ability: { kind: 'extraStep', colour: 'green', steps: 1 } },
  anaesthetist: { name: 'Anaesthetist', ability: { kind: 'sameColour', colour: 'red', steps: 1 } },
  urologist: { name: 'Urologist', ability: { kind: 'sameColour', colour: 'yellow', steps: 1 } },
  virologist: { name: 'Virologist', ability: { kind: 'sameColour', colour: 'green', steps: 1 } },
  cardiologist: { name: 'Cardiologist', ability: { kind: 'matchValue', colour: 'red', steps: 1 } },
  radiologist: { name: 'Radiologist', ability: { kind: 'matchValue', colour: 'yellow', steps: 1 } },
  microbiologist: { name: 'Microbiologist', ability: { kind: 'matchValue', colour: 'green', steps: 1 } },
  triage_nurse: { name: 'Triage Nurse', ability: { kind: 'valueRange', count: 2, min: 1, max: 3, steps: 1 } },
  paramedic: { name: 'Paramedic', ability: { kind: 'valueRange', count: 1, min: 1, max: 3, steps: 2 } },
  general_practitioner: { name: 'General Practitioner', ability: { kind: 'valueRange', count: 1, min: 4, max: 6, steps: 1 } },

  pathologist: { name: 'Pathologist', source: 'experimental', ability: { kind: 'discardFatality', trigger: 'healed' } },
  experimental_chemist: { name: 'Experimental Chemist', source: 'experimental', ability: { kind: 'reroll', trigger: 'healed' } },
  registrar: { name: 'Registrar', source: 'experimental', ability: { kind: 'gain', trigger: 'discharged', points: 1, bloodBags: 0 } },
  medical_student: { name: 'Medical Student', source: 'experimental', ability: { kind: 'healAndHarm', trigger: 'healed' } },
  physiotherapist: { name: 'Physiotherapist', source: 'experimental', ability: { kind: 'recolour', trigger: 'healed' } },
  haematology_technician: { name: 'Haematology Technician', source: 'experimental', ability: { kind: 'gain', trigger: 'discharged', points: 0, bloodBags: 1 } },

  consultant: { name: 'Consultant', source: 'promo', ability: { kind: 'borrow' } },
  admissions_nurse: { name: 'Admissions Nurse', source: 'promo', ability: { kind: 'admit', trigger: 'discharged' } },
};

const ALL_SPECIALISTS = Object.keys(SPECIALISTS) as SpecialistType[];
/** The base game's 12 cards (2 copies each in a game without Experimental Medicine). */
export const SPECIALIST_TYPES = ALL_SPECIALISTS.filter((type) => !SPECIALISTS[type].source);
export const EXPERIMENTAL_SPECIALISTS = ALL_SPECIALISTS.filter((type) => SPECIALISTS[type].source === 'experimental');
/** One card each, added with option `promoSpecialists` in place of random cards (rules spec 2.3). */
export const PROMO_SPECIALISTS = ALL_SPECIALISTS.filter((type) => SPECIALISTS[type].source === 'promo');
export const COPIES_PER_SPECIALIST = 2;
