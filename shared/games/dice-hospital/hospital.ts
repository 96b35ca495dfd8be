// Patient-level rules shared by every phase: colour, healing, discharge, deterioration, fatality,
// and moving dice between the bag and the hospitals.
import { randomInt } from '../../random.js';
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import type { Colour, Die, GameState, Patient, PlayerState } from './types.js';

/** The colour effects see: a blood-bag colour change lasts until shift change. */
export const colourOf = (patient: Patient): Colour => patient.tempColour ?? patient.colour;

export function findPatient(player: PlayerState, id: number): Patient | undefined {
  return player.patients.find((p) => p.id === id);
}

/** Heal `steps`; at 7 or more the patient is discharged at once and extra steps are lost. */
export function heal(player: PlayerState, seat: number, patient: Patient, steps: number, events: GameEvent[]): boolean {
  const from = patient.value;
  patient.treated = true;
  patient.value = Math.min(7, from + steps);
  events.push({ type: 'patientHealed', seat, die: patient.id, from, to: patient.value });
  if (patient.value < 7) return false;
  player.patients = player.patients.filter((p) => p !== patient);
  player.discharged.push({ id: patient.id, colour: patient.colour, value: 6 });
  events.push({ type: 'patientDischarged', seat, die: patient.id, colour: patient.colour });
  return true;
}

/** Lose `steps`; at 0 or less the die returns to the bag and the player takes a fatality token. */
export function deteriorate(state: GameState, seat: number, patient: Patient, steps: number, events: GameEvent[]): void {
  const from = patient.value;
  patient.value = from - steps;
  events.push({ type: 'patientDeteriorated', seat, die: patient.id, from, to: Math.max(0, patient.value) });
  if (patient.value <= 0) makeFatality(state, seat, patient, 'neglect', events);
}

export function makeFatality(state: GameState, seat: number, patient: Patient, reason: 'overflow' | 'neglect', events: GameEvent[]): void {
  const player = state.players[seat]!;
  player.patients = player.patients.filter((p) => p !== patient);
  returnToBag(state, patient);
  player.fatalities += 1;
  player.fatalitiesThisRound += 1;
  events.push({ type: 'fatality', seat, die: patient.id, colour: patient.colour, reason });
}

/** The bag is replaced, never changed in place, so working copies of a state can share it. */
export function returnToBag(state: GameState, die: Die): void {
  state.bag = [...state.bag, { id: die.id, colour: die.colour }];
}

/** A die drawn from the bag and rolled; 1s and 6s are re-rolled, so the result is uniform in 2..5. */
export function drawAndRoll(state: GameState): Die | null {
  if (state.bag.length === 0) return null;
  const index = randomInt(state, 0, state.bag.length - 1);
  const drawn = state.bag[index];
  state.bag = state.bag.filter((_, i) => i !== index); // replaced, as in returnToBag
  return { id: drawn!.id, colour: drawn!.colour, value: randomInt(state, 2, 5) };
}

export const newPatient = (die: Die, isNew: boolean): Patient => ({ ...die, treated: false, isNew });

export const pips = (player: PlayerState): number => player.patients.reduce((sum, p) => sum + p.value, 0);

export function gainBloodBags(player: PlayerState, seat: number, amount: number, reason: string, events: GameEvent[]): void {
  player.bloodBags += amount;
  events.push({ type: 'bloodBagGained', seat, amount, reason });
}

/** Targets must be distinct patients in this hospital. */
export function resolveTargets(player: PlayerState, ids: number[]): Patient[] | string {
  if (new Set(ids).size !== ids.length) return 'a patient can be targeted only once';
  const found = ids.map((id) => findPatient(player, id));
  if (found.some((p) => !p)) return 'every target must be a patient in your hospital';
  return found as Patient[];
}
