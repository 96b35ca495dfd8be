// Phase 1, patient intake (rules spec 4, Phase 1): roll, fill ambulances, draft, admit.
import type { DiceHospitalEvent as GameEvent } from './log-events.js';
import { BEDS, DICE_PER_AMBULANCE } from './catalogue/index.js';
import { drawAndRoll, gainBloodBags, makeFatality, newPatient, returnToBag } from './hospital.js';
import { extraIntakeDice } from './event-cards.js';
import { keepSoloIntake } from './solo.js';
import type { Colour, Die, GameState, Patient } from './types.js';

export const ambulanceCount = (state: { players: unknown[] }): number => state.players.length + 1;
/** "The player to the right of the first player": the seat before them in clockwise order. */
export const rightOfFirst = (state: { players: unknown[]; firstPlayer: number }): number =>
  (state.firstPlayer + state.players.length - 1) % state.players.length;

const byValue = (a: Die, b: Die): number => a.value - b.value || a.id - b.id;

/** Groups of equal value that straddle an ambulance boundary and mix colours: the only places
 * where placement is a decision. Each group is a run [start, end) of positions in sorted order. */
export function contestedGroups(sorted: Die[]): { start: number; end: number }[] {
  const groups: { start: number; end: number }[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end < sorted.length && sorted[end]!.value === sorted[start]!.value) end++;
    const straddles = Math.floor(start / DICE_PER_AMBULANCE) !== Math.floor((end - 1) / DICE_PER_AMBULANCE);
    const colours = new Set(sorted.slice(start, end).map((d) => d.colour));
    if (straddles && colours.size > 1) groups.push({ start, end });
    start = end;
  }
  return groups;
}

export function startIntake(state: GameState, events: GameEvent[]): void {
  const dice: Die[] = [];
  for (let i = 0; i < DICE_PER_AMBULANCE * ambulanceCount(state); i++) {
    const die = drawAndRoll(state);
    if (die) dice.push(die);
  }
  dice.sort(byValue);
  state.intake = { dice, ambulances: [], takenBy: [] };
  events.push({ type: 'intakeRolled', dice });
  if (contestedGroups(dice).length > 0) {
    state.pending = { kind: 'arrangeAmbulances', seat: rightOfFirst(state) };
  } else {
    fillAmbulances(state, dice);
  }
}

/** Checks an arrangement: the same dice, still in ascending value order (only equal values move). */
export function arrangementError(state: Pick<GameState, 'intake'>, order: number[]): string | null {
  const dice = state.intake.dice;
  const byId = new Map(dice.map((d) => [d.id, d]));
  if (order.length !== dice.length || new Set(order).size !== order.length || !order.every((id) => byId.has(id))) {
    return 'order must list every intake die exactly once';
  }
  for (let i = 1; i < order.length; i++) {
    if (byId.get(order[i]!)!.value < byId.get(order[i - 1]!)!.value) return 'dice must stay in ascending value order';
  }
  return null;
}

export function fillAmbulances(state: GameState, ordered: Die[]): void {
  const count = ambulanceCount(state);
  state.intake.ambulances = Array.from({ length: count }, (_, k) => ordered.slice(k * DICE_PER_AMBULANCE, (k + 1) * DICE_PER_AMBULANCE));
  state.intake.takenBy = Array.from({ length: count }, () => null);
  state.pending = { kind: 'takeAmbulance', seat: state.firstPlayer };
}

/** Ambulances (1-based) a seat may take now. */
export function availableAmbulances(state: Pick<GameState, 'intake' | 'firstPlayer'>, seat: number): number[] {
  return state.intake.takenBy.map((taker, k) => (taker === null && !(seat === state.firstPlayer && k === 0) ? k + 1 : 0)).filter((n) => n > 0);
}

/** After a seat takes an ambulance: next seat clockwise, or settle the draft. */
export function afterAmbulanceTaken(state: GameState, seat: number, events: GameEvent[]): void {
  const next = (seat + 1) % state.players.length;
  if (next !== state.firstPlayer) {
    state.pending = { kind: 'takeAmbulance', seat: next };
    return;
  }
  settleDraft(state, events);
}

function settleDraft(state: GameState, events: GameEvent[]): void {
  const { ambulances, takenBy } = state.intake;
  takenBy.forEach((taker, k) => {
    if (taker !== null) return;
    for (const die of ambulances[k]!) returnToBag(state, die);
    events.push({ type: 'ambulanceReturned', ambulance: k + 1 });
  });
  const lowest = takenBy.findIndex((t) => t !== null);
  const lowestSeat = takenBy[lowest]!;
  gainBloodBags(state.players[lowestSeat]!, lowestSeat, 1, 'lowestAmbulance', events);
  if (lowestSeat !== state.firstPlayer) {
    state.firstPlayer = lowestSeat;
    events.push({ type: 'firstPlayerChanged', seat: lowestSeat });
  }
  state.turnOrder = takenBy.filter((t): t is number => t !== null);
  takenBy.forEach((taker, k) => {
    if (taker === null) return;
    for (const die of ambulances[k]!) admit(state, taker, die, events);
  });
  for (const seat of state.turnOrder) admitExtraDice(state, seat, events);
  requestFatalities(state, events);
}

/** Nationwide Epidemic and Flu Outbreak: each player also draws, rolls and admits a die (while the bag has one). */
function admitExtraDice(state: GameState, seat: number, events: GameEvent[]): void {
  for (let i = 0; i < extraIntakeDice(state); i++) {
    const die = drawAndRoll(state);
    if (die) admit(state, seat, die, events, true);
  }
}

/** Solo intake, once the kept dice are known: the rest go back, the kept ones are admitted, and
 * any overflow asks for fatalities as in the base game. Leaves `pending` set. */
export function settleSoloIntake(state: GameState, seat: number, keep: number[], events: GameEvent[]): void {
  for (const die of keepSoloIntake(state, seat, keep, events)) admit(state, seat, die, events);
  admitExtraDice(state, seat, events);
  requestFatalities(state, events);
}

/** `extra`: a die admitted besides the ambulance or the solo intake (an option, an event, a card). */
export function admit(state: GameState, seat: number, die: Die, events: GameEvent[], extra = false): void {
  state.players[seat]!.patients.push(newPatient(die, true));
  events.push({ type: 'patientAdmitted', seat, die: die.id, colour: die.colour, value: die.value, ...(extra ? { extra } : {}) });
}

/** Players over 12 patients must choose fatalities among their earlier patients. Where every
 * choice looks the same (same colours and values), the engine makes it. Leaves `pending` set. */
export function requestFatalities(state: GameState, events: GameEvent[]): void {
  const counts: Record<string, number> = {};
  state.players.forEach((player, seat) => {
    const over = player.patients.length - BEDS;
    if (over <= 0) return;
    const candidates = fatalityCandidates(player.patients);
    const looks = new Set(candidates.map(look));
    if (candidates.length <= over || looks.size === 1) {
      for (const patient of candidates.slice(0, over)) makeFatality(state, seat, patient, 'overflow', events);
    } else {
      counts[seat] = over;
    }
  });
  state.pending = Object.keys(counts).length > 0 ? { kind: 'chooseFatalities', counts } : { kind: 'none' };
}

export const look = (die: { colour: Colour; value: number }): string => `${die.colour}${die.value}`;

export function fatalityCandidates(patients: Patient[]): Patient[] {
  return patients.filter((p) => !p.isNew);
}
