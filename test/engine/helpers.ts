// Shared helpers for the spec-driven Dice Hospital rule tests (spec: shared/rules/dice-hospital.md).
// Every helper goes through the public engine API only.
import { expect } from 'vitest';
import { testKey } from '../../shared/random.js';
import * as DH from '../../shared/games/dice-hospital/index.js';
import type {
  Action,
  AdministratorType,
  Colour,
  DepartmentType,
  EventId,
  GameState,
  Options,
  Patient,
  SpecialistType,
} from '../../shared/games/dice-hospital/types.js';
import type { PositionDescription, SeatDescription } from '../../shared/games/dice-hospital/builder-types.js';

export type { Action, AdministratorType, Colour, DepartmentType, EventId, GameState, Patient, SpecialistType };
export type { PositionDescription, SeatDescription };

export const createGame = DH.createGame;
export const applyAction = DH.applyAction;
export const legalActions = DH.legalActions;
export const pendingSeats = DH.pendingSeats;
export const viewFor = DH.viewFor;
export const buildPosition = DH.buildPosition;

// ---------------------------------------------------------------------------------------------
// Starting department uids (builder-types: the 9 printed departments in this order).
export const CC0 = 'start-0'; // critical_care (red)
export const CC1 = 'start-1'; // critical_care (red)
export const ONC0 = 'start-2'; // oncology (yellow)
export const ONC1 = 'start-3'; // oncology (yellow)
export const PHA0 = 'start-4'; // pharmacy (green)
export const PHA1 = 'start-5'; // pharmacy (green)
export const ICU = 'start-6'; // intensive_care (value 1-2)
export const IMG = 'start-7'; // imaging (value 3-4)
export const CLINIC = 'start-8'; // clinic (value 5-6)
export const STARTING_TYPES: DepartmentType[] = [
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

/** Section 2.5: points for 1..12 discharged patients in a round. */
export const DISCHARGE_TABLE = [0, 1, 3, 5, 7, 9, 11, 14, 17, 21, 25, 30, 35];

export const LETTER: Record<Colour, string> = { red: 'R', yellow: 'Y', green: 'G' };

// ---------------------------------------------------------------------------------------------
// Applying actions

/** Applies an action that must be accepted; also checks the input state was not mutated. */
export function act(state: GameState, seat: number, action: Action): GameState {
  const before = structuredClone(state);
  const r = applyAction(state, seat, action);
  expect(state, 'applyAction must never mutate its input').toEqual(before);
  if (!r.ok) {
    throw new Error(`expected seat ${seat} ${JSON.stringify(action)} to be accepted, got ${r.error.code}: ${r.error.message}`);
  }
  return r.state;
}

/** Applies an action that must be rejected: ok:false with a non-empty code, input deep-equal to before. */
export function reject(state: GameState, seat: number, action: unknown): string {
  const before = structuredClone(state);
  const r = applyAction(state, seat, action as Action);
  expect(r.ok, `expected seat ${seat} ${JSON.stringify(action)} to be rejected`).toBe(false);
  expect(state, 'a rejected action must leave the state untouched').toEqual(before);
  if (r.ok) return '';
  expect(typeof r.error.code).toBe('string');
  expect(r.error.code.length).toBeGreaterThan(0);
  expect(typeof r.error.message).toBe('string');
  return r.error.code;
}

export function place(state: GameState, seat: number, worker: string, department: string, targets: number[], recolour?: Record<string, Colour>): GameState {
  return act(state, seat, placeAction(worker, department, targets, recolour));
}

export function placeAction(worker: string, department: string, targets: number[], recolour?: Record<string, Colour>): Action {
  return recolour ? { type: 'placeWorker', worker, department, targets, recolour } : { type: 'placeWorker', worker, department, targets };
}

export function useAbility(
  state: GameState,
  seat: number,
  targets: number[],
  extra: { reference?: number; recolour?: Record<string, Colour> } = {},
): GameState {
  return act(state, seat, { type: 'useAbility', targets, ...extra });
}

export function commit(state: GameState, seat: number, protect?: number): GameState {
  return act(state, seat, protect === undefined ? { type: 'commitActivation' } : { type: 'commitActivation', protect });
}

/** Commits every seat still pending in Phase 3 (lowest seat first). */
export function commitAll(state: GameState): GameState {
  let s = state;
  for (let guard = 0; guard < 10 && s.phase === 'activation'; guard++) {
    const seats = pendingSeats(s);
    if (seats.length === 0) break;
    s = commit(s, seats[0]!);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Positions

/** A 2-player Phase 3 position: seat 0 as described (0 blood bags unless given), seat 1 with one yellow 3. */
export function pos0(patients: string[], seat0: Partial<SeatDescription> = {}, rest: Partial<PositionDescription> = {}): GameState {
  return buildPosition({
    players: 2,
    seats: [
      { patients, bloodBags: 0, ...seat0 },
      { patients: ['Y3'], bloodBags: 0 },
    ],
    ...rest,
  });
}

export function newGame(players: number, seed: number, options: Partial<Options> = {}): GameState {
  const names = ['Ada', 'Ben', 'Cleo', 'Dev'].slice(0, players);
  return createGame({ players: names, key: testKey(seed), options });
}

// ---------------------------------------------------------------------------------------------
// Reading state

/** Id of seat's i-th patient (description order). */
export function pid(state: GameState, seat: number, i: number): number {
  const p = state.players[seat]!.patients[i];
  if (!p) throw new Error(`seat ${seat} has no patient #${i}`);
  return p.id;
}

export function patient(state: GameState, seat: number, id: number): Patient | undefined {
  return state.players[seat]!.patients.find((p) => p.id === id);
}

/**
 * Where a die is, as a player would describe it: 'R4' / 'R4t' (in the hospital, own colour, value,
 * treated), 'discharged', 'bag', or 'gone'.
 */
export function where(state: GameState, seat: number, id: number): string {
  const p = patient(state, seat, id);
  if (p) return `${LETTER[p.colour]}${p.value}${p.treated ? 't' : ''}`;
  if (state.players[seat]!.discharged.some((d) => d.id === id)) return 'discharged';
  if (state.bag.some((d) => d.id === id)) return 'bag';
  return 'gone';
}

/** Uid of seat's nth department of a type. */
export function dept(state: GameState, seat: number, type: DepartmentType, nth = 0): string {
  const found = state.players[seat]!.departments.filter((d) => d.type === type)[nth];
  if (!found) throw new Error(`seat ${seat} owns no ${type} #${nth}`);
  return found.uid;
}

/** Worker id of seat's nth specialist of a type. */
export function spec(state: GameState, seat: number, type: SpecialistType, nth = 0): string {
  const found = state.players[seat]!.workers.filter((w) => w.specialist === type)[nth];
  if (!found) throw new Error(`seat ${seat} has no ${type} meeple #${nth}`);
  return found.id;
}

export function ability(state: GameState, seat: number) {
  return state.activation[seat]?.ability ?? null;
}

export function bags(state: GameState, seat: number): number {
  return state.players[seat]!.bloodBags;
}

export function score(state: GameState, seat: number): number {
  return state.players[seat]!.score;
}

// ---------------------------------------------------------------------------------------------
// Dice accounting

/**
 * Checks that the bag, the hospitals and the discharge areas are disjoint, and that together with
 * this round's intake dice they hold exactly `total` dice, a third of each colour.
 */
export function expectDiceConserved(state: GameState, total: number): void {
  const colourOf = new Map<number, Colour>();
  const seen = new Map<number, string>();
  const put = (id: number, colour: Colour, loc: string) => {
    const prev = seen.get(id);
    expect(prev, `die ${id} is both in ${prev} and in ${loc}`).toBeUndefined();
    seen.set(id, loc);
    colourOf.set(id, colour);
  };
  for (const d of state.bag) put(d.id, d.colour, 'bag');
  state.players.forEach((p, s) => {
    for (const d of p.patients) put(d.id, d.colour, `hospital ${s}`);
    for (const d of p.discharged) put(d.id, d.colour, `discharge area ${s}`);
  });
  for (const d of state.intake?.dice ?? []) if (!colourOf.has(d.id)) colourOf.set(d.id, d.colour);
  for (const amb of state.intake?.ambulances ?? []) for (const d of amb) if (!colourOf.has(d.id)) colourOf.set(d.id, d.colour);
  expect(colourOf.size, 'dice in bag + hospitals + discharge areas + intake').toBe(total);
  const perColour = { red: 0, yellow: 0, green: 0 };
  for (const c of colourOf.values()) perColour[c]++;
  expect(perColour).toEqual({ red: total / 3, yellow: total / 3, green: total / 3 });
}

// ---------------------------------------------------------------------------------------------
// Driving flows

export type Chooser = (state: GameState, seat: number, legal: Action[]) => Action | undefined;

const QUICK: Action['type'][] = ['pass', 'skipAbility', 'commitActivation'];

/** Default flow choice: the quickest legal action (pass / skip / commit), else the first that is not undo. */
export function quickChoice(legal: Action[]): Action {
  for (const t of QUICK) {
    const a = legal.find((x) => x.type === t);
    if (a) return a;
  }
  const a = legal.find((x) => x.type !== 'undo');
  if (!a) throw new Error(`no usable legal action in ${JSON.stringify(legal)}`);
  return a;
}

/** Applies actions for the first pending seat until `stop` holds. */
export function drive(state: GameState, stop: (s: GameState) => boolean, choose?: Chooser, maxSteps = 3000): GameState {
  let s = state;
  for (let i = 0; i < maxSteps; i++) {
    if (stop(s)) return s;
    const seats = pendingSeats(s);
    if (seats.length === 0) throw new Error(`nobody to act in phase ${s.phase} round ${s.round}`);
    const seat = seats[0]!;
    const legal = legalActions(s, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} is pending but has no legal action (phase ${s.phase})`);
    const a = choose?.(s, seat, legal) ?? quickChoice(legal);
    s = act(s, seat, a);
  }
  throw new Error('drive: too many steps');
}

/** Drives setup to its end (round 1 intake or later). */
export function finishSetup(state: GameState, choose?: Chooser): GameState {
  return drive(state, (s) => s.phase !== 'setup', choose);
}

/** The seat to the right of the first player (the seat before it in clockwise order). */
export function rightOf(first: number, players: number): number {
  return (first + players - 1) % players;
}

/** Equal-value groups that straddle an ambulance boundary in a value-sorted intake, with their colours. */
export function splitGroups(dice: { id: number; colour: Colour; value: number }[]): { value: number; colours: Set<Colour> }[] {
  const sorted = [...dice].sort((a, b) => a.value - b.value);
  const out: { value: number; colours: Set<Colour> }[] = [];
  for (let k = 3; k < sorted.length; k += 3) {
    const v = sorted[k - 1]!.value;
    if (sorted[k]!.value === v && !out.some((g) => g.value === v)) {
      out.push({ value: v, colours: new Set(sorted.filter((d) => d.value === v).map((d) => d.colour)) });
    }
  }
  return out;
}

/** Every die in play, wherever it is. Ambulances hold their dice until the draft settles. */
export function diceInPlay(state: GameState): number[] {
  const ids = state.bag.map((d) => d.id);
  if (state.pending.kind === 'arrangeAmbulances') ids.push(...state.intake.dice.map((d) => d.id));
  if (state.pending.kind === 'takeAmbulance') ids.push(...state.intake.ambulances.flat().map((d) => d.id));
  if (state.pending.kind === 'chooseSoloIntake') ids.push(...state.intake.dice.map((d) => d.id));
  for (const player of state.players) ids.push(...player.patients.map((p) => p.id), ...player.discharged.map((d) => d.id));
  return ids;
}
