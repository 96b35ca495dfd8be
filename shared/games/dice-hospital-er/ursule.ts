// URSULE, the solo opponent (rules section 7): how she chooses a die, admits, and uses her bonuses.
import type { ErEvent } from './log-events.js';
import { AMBULANCE_CARDS, WARDS } from './catalogue.js';
import { circleMorgue, curtainWards, gainNurse, minimumValue, needsBloodBag, nextBed, placeCurtain, writePatient } from './sheet.js';
import type { Bonus, Colour, GameState, Sheet } from './types.js';
import { COLOURS } from './types.js';

/** A bed URSULE can take, what she writes there and what it costs her. */
export interface UrsulePlacement {
  ward: number;
  bed: number;
  value: number;
  stethoscopes: number;
  bloodBag: boolean;
}

/** The protocol's four steps, in order: as is, stethoscopes, a blood bag, both. */
const STEPS = [
  { stethoscopes: false, bloodBag: false },
  { stethoscopes: true, bloodBag: false },
  { stethoscopes: false, bloodBag: true },
  { stethoscopes: true, bloodBag: true },
] as const;

/** What URSULE can spend on an admission (a chosen die's own bonus counts: decision 8). */
interface Means {
  stethoscopes: number;
  bloodBags: number;
}

/** The ward's next bed for this patient if it fits with exactly this step's means. URSULE may write a
 * value equal to the previous one, and only raises values; she spends the fewest stethoscopes. */
function fitAtStep(sheet: Sheet, ward: number, colour: Colour, value: number, means: Means, step: (typeof STEPS)[number]): UrsulePlacement | null {
  const bed = nextBed(sheet, ward);
  if (bed === null) return null;
  const bag = needsBloodBag(ward, bed, colour);
  const cost = Math.max(0, minimumValue(sheet, ward, true) - value);
  if (bag !== step.bloodBag || cost > 0 !== step.stethoscopes) return null;
  if (cost > means.stethoscopes || (bag && means.bloodBags < 1)) return null;
  return { ward, bed, value: value + cost, stethoscopes: cost, bloodBag: bag };
}

/** The protocol for one patient: the first step that fits anywhere, scanning wards 0 → 6. */
export function ursulePlacement(sheet: Sheet, colour: Colour, values: readonly number[], means: Means): UrsulePlacement | null {
  for (const step of STEPS) {
    for (const value of values) {
      for (let ward = 0; ward < WARDS.length; ward++) {
        const fit = fitAtStep(sheet, ward, colour, value, means, step);
        if (fit) return fit;
      }
    }
  }
  return null;
}

/** A placement filling the last empty bed of a ward, if this die can (any step): the most valuable ward. */
function finishingPlacement(sheet: Sheet, colour: Colour, value: number, means: Means): UrsulePlacement | null {
  let best: UrsulePlacement | null = null;
  for (let ward = 0; ward < WARDS.length; ward++) {
    if (sheet.wards[ward]!.length !== WARDS[ward]!.beds.length - 1) continue;
    const fit = STEPS.map((step) => fitAtStep(sheet, ward, colour, value, means, step)).find((f) => f !== null);
    if (fit && (!best || WARDS[ward]!.points > WARDS[best.ward]!.points)) best = fit;
  }
  return best;
}

const meansWith = (sheet: Sheet, bonus: Bonus, viaBloodBag: boolean): Means => ({
  stethoscopes: sheet.stethoscopes + (bonus.kind === 'stethoscope' ? 2 : 0),
  bloodBags: sheet.bloodBags - (viaBloodBag ? 1 : 0) + (bonus.kind === 'bloodBag' ? 1 : 0),
});

/** Dice lowest first; ties go leftmost (red, yellow, green). */
export function lowestFirst(dice: Record<Colour, number>, colours: readonly Colour[]): Colour[] {
  return [...colours].sort((a, b) => dice[a] - dice[b] || COLOURS.indexOf(a) - COLOURS.indexOf(b));
}

export interface UrsuleChoice {
  die: Colour;
  viaBloodBag: boolean;
  placement: UrsulePlacement | null;
}

/** URSULE's choice this turn. `chiefDie` is the die you took as chief (null when she is chief). */
export function ursuleChoice(state: GameState, chiefDie: Colour | null): UrsuleChoice {
  const sheet = state.ursule!.sheet;
  const bonuses = AMBULANCE_CARDS[state.card!]!;
  const open = lowestFirst(
    state.dice,
    COLOURS.filter((c) => c !== chiefDie),
  );
  if (state.turn === state.turns) {
    let best: UrsuleChoice | null = null;
    for (const die of open) {
      const fit = finishingPlacement(sheet, die, state.dice[die], meansWith(sheet, bonuses[die], false));
      if (fit && (!best || WARDS[fit.ward]!.points > WARDS[best.placement!.ward]!.points)) best = { die, viaBloodBag: false, placement: fit };
    }
    if (best) return best;
  }
  for (const die of open) {
    const placement = ursulePlacement(sheet, die, [state.dice[die]], meansWith(sheet, bonuses[die], false));
    if (placement) return { die, viaBloodBag: false, placement };
  }
  if (chiefDie !== null && sheet.bloodBags >= 1) {
    const placement = ursulePlacement(sheet, chiefDie, [state.dice[chiefDie]], meansWith(sheet, bonuses[chiefDie], true));
    if (placement) return { die: chiefDie, viaBloodBag: true, placement };
  }
  return { die: open[0]!, viaBloodBag: false, placement: null };
}

function write(sheet: Sheet, placement: UrsulePlacement): void {
  writePatient(sheet, [placement.value - placement.stethoscopes], placement.bed, placement.value, placement.bloodBag);
}

/** URSULE takes her die and plays it out: bonus, admission, curtain, extra patient. */
export function playUrsule(state: GameState, chiefDie: Colour | null, events: ErEvent[]): void {
  const ursule = state.ursule!;
  const sheet = ursule.sheet;
  const choice = ursuleChoice(state, chiefDie);
  const bonus = AMBULANCE_CARDS[state.card!]![choice.die];
  ursule.die = choice.die;
  ursule.morgue = choice.placement === null;
  events.push({ type: 'dieChosen', seat: 'ursule', colour: choice.die, viaBloodBag: choice.viaBloodBag });
  if (choice.viaBloodBag) sheet.bloodBags -= 1;
  gainResource(sheet, bonus, 'ursule', events);
  const placement = choice.placement;
  if (placement) {
    write(sheet, placement);
    events.push({ type: 'patientAdmitted', seat: 'ursule', patient: 'die', colour: choice.die, ...placement });
    if (bonus.kind === 'critical') {
      sheet.critical = [...sheet.critical, placement.bed];
      events.push({ type: 'criticalMarked', seat: 'ursule', bed: placement.bed });
    }
    if (bonus.kind === 'nurse') {
      const gained = gainNurse(sheet, placement.ward);
      events.push({ type: gained ? 'nurseGained' : 'nurseLost', seat: 'ursule', ward: placement.ward });
    }
  } else {
    circleMorgue(sheet);
    events.push({ type: 'patientToMorgue', seat: 'ursule', patient: 'die', colour: choice.die });
  }
  if (bonus.kind === 'curtain') {
    // The highest last patient among unfinished, uncurtained wards; the lowest ward on ties.
    const wards = curtainWards(sheet);
    const values = wards.map((w) => sheet.wards[w]!.at(-1)!);
    if (wards.length > 0) {
      const ward = wards[values.indexOf(Math.max(...values))]!;
      events.push({ type: 'curtainPlaced', seat: 'ursule', ward, bed: placeCurtain(sheet, ward) });
    } else {
      events.push({ type: 'curtainLost', seat: 'ursule' });
    }
  }
  if (bonus.kind === 'extra') {
    const extra = ursulePlacement(sheet, bonus.colour, bonus.values, { stethoscopes: sheet.stethoscopes, bloodBags: sheet.bloodBags });
    if (extra) {
      write(sheet, extra);
      events.push({ type: 'patientAdmitted', seat: 'ursule', patient: 'extra', colour: bonus.colour, ...extra });
    } else {
      circleMorgue(sheet);
      events.push({ type: 'patientToMorgue', seat: 'ursule', patient: 'extra', colour: bonus.colour });
    }
  }
}

/** Whether a die's bonus is gained on choosing (gainResource): it changes the sheet then. */
export const isResource = (bonus: Bonus): boolean => bonus.kind === 'stethoscope' || bonus.kind === 'bloodBag';

/** Stethoscope and blood bag bonuses, gained on choosing (usable at once). */
export function gainResource(sheet: Sheet, bonus: Bonus, seat: number | 'ursule', events: ErEvent[]): void {
  if (bonus.kind === 'stethoscope') {
    sheet.stethoscopes += 2;
    sheet.stethoscopesGained += 2;
    events.push({ type: 'stethoscopesGained', seat, count: 2 });
  } else if (bonus.kind === 'bloodBag') {
    sheet.bloodBags += 1;
    sheet.bloodBagsGained += 1;
    events.push({ type: 'bloodBagGained', seat });
  }
}
