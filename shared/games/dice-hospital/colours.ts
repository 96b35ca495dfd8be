// Colour changes of patients: blood-bag recolours (rules spec 2.2), Physiotherapy and the
// Physiotherapist (6.2). Shared by placements and abilities, their checks and their listings.
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { colourOf } from './hospital.js';
import type { Colour, Patient, PlayerState } from './types.js';
import { COLOURS } from './types.js';

/** New colours by patient id. */
export type Recolour = Record<string, Colour>;

export const colourAfter = (p: Patient, recolour: Recolour | undefined): Colour => recolour?.[p.id] ?? colourOf(p);

/** A recolour map may only cover `allowed` patients, must change their colour, and costs 1 blood bag each. */
export function recolourError(player: PlayerState, recolour: Recolour | undefined, allowed: Patient[]): string | null {
  if (!recolour) return null;
  const entries = Object.entries(recolour);
  if (entries.length > player.bloodBags) return `recolouring ${entries.length} patient(s) needs ${entries.length} blood bag(s)`;
  for (const [id, colour] of entries) {
    const patient = allowed.find((p) => String(p.id) === id);
    if (!patient) return 'only patients targeted by this effect can be recoloured';
    if (!COLOURS.includes(colour)) return `unknown colour ${String(colour)}`;
    if (colourOf(patient) === colour) return "a recolour must change the patient's colour";
  }
  return null;
}

/** Physiotherapy's colours (and the Physiotherapist's): one per target, each a change. */
export function coloursError(targets: Patient[], colours: Recolour | undefined): string | null {
  if (!colours || Object.keys(colours).length !== targets.length) return 'give each target its new colour (colours)';
  for (const target of targets) {
    const colour = colours[target.id];
    if (!colour) return 'give each target its new colour (colours)';
    if (colour === colourOf(target)) return "a colour change must change the patient's colour";
  }
  return null;
}

/** Every way to give each patient a new colour (Physiotherapy, the Physiotherapist). */
export function colourChanges(patients: Patient[]): Recolour[] {
  return patients.reduce<Recolour[]>((maps, p) => maps.flatMap((m) => COLOURS.filter((c) => c !== colourOf(p)).map((c) => ({ ...m, [p.id]: c }))), [{}]);
}

/** Spends a blood bag per recoloured target and gives it its new colour until the end of the round. */
export function applyRecolour(player: PlayerState, seat: number, targets: Patient[], recolour: Recolour | undefined, events: GameEvent[]): void {
  for (const patient of targets) {
    const colour = recolour?.[patient.id];
    if (!colour) continue;
    player.bloodBags -= 1;
    patient.tempColour = colour;
    patient.treated = true;
    events.push({ type: 'bloodBagSpent', seat, reason: 'recolour' });
    events.push({ type: 'patientRecoloured', seat, die: patient.id, colour });
  }
}
