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
  | { kind: 'valueRange'; count: number; min: number; max: number; steps: number };

export interface SpecialistCard {
  name: string;
  ability: Ability;
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
};

export const SPECIALIST_TYPES = Object.keys(SPECIALISTS) as SpecialistType[];
export const COPIES_PER_SPECIALIST = 2;
