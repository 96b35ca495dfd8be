// What department effects and specialist abilities do to patients beyond healing (hospital.ts):
// re-rolls, the Admissions Nurse's admissions and returns, and the undo they stop.
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { randomInt } from '../../random.js';
import { BEDS } from './catalogue/index.js';
import { drawAndRoll, returnToBag } from './hospital.js';
import { admit } from './intake.js';
import type { GameState, Patient, PlayerState } from './types.js';

/** A random event stops undo (rules spec 4, Phase 3): what came before can no longer be taken back. */
export function forgetUndo(state: GameState, seat: number): void {
  state.undo[seat] = [];
  state.activation[seat]!.undoDepth = 0;
}

/** A re-roll: 1-6, the new value stands (rules spec 6.2); the patient is treated. */
export function reroll(state: GameState, seat: number, patient: Patient, events: GameEvent[]): void {
  const from = patient.value;
  patient.value = randomInt(state, 1, 6);
  patient.treated = true;
  events.push({ type: 'patientRerolled', seat, die: patient.id, from, to: patient.value });
}

/** Admissions Nurse: a die can be admitted only into a free bed (rules spec 2.3). */
export const canAdmit = (player: PlayerState): boolean => player.patients.length < BEDS;

/** Admissions Nurse: return `patient` to the bag, or with none draw a die, roll it and admit it (a
 * random event: undo stops here). */
export function admitOrReturn(state: GameState, seat: number, patient: Patient | undefined, events: GameEvent[]): void {
  const player = state.players[seat]!;
  if (patient) {
    player.patients = player.patients.filter((p) => p !== patient);
    returnToBag(state, patient);
    events.push({ type: 'patientReturned', seat, die: patient.id, colour: patient.colour });
    return;
  }
  const die = drawAndRoll(state);
  if (die) admit(state, seat, die, events, true);
  else events.push({ type: 'bagEmpty', seat });
  forgetUndo(state, seat);
}
