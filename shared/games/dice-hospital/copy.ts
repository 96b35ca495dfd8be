// Working copies of a state for one action. Which parts are copied follows one rule: anything the
// engine changes in place is copied; items that are only ever added, removed or replaced (bag dice,
// stack items, discharged dice, round scores, config, result, undo snapshots) are shared, and so is
// the bag, which the engine replaces instead of changing (hospital.ts).
// The property tests check that applyAction never mutates its input, which guards this rule.
import { clone } from '../../clone.js';
import { lazyCopies, settle } from '../../lazyCopy.js';
import type { GameState, Patient, PlayerState, SeatActivation, SoloState } from './types.js';

// Copies name every field rather than spread: V8 (Node 20) runs a spread with fields added or
// replaced (`{ ...state, players }`) through a slow generic path. TypeScript checks that each
// literal names every required field; the optional ones are copied where present.

/** A player with the same fields (the lists and items its own: replace those that change). */
function playerFields(p: PlayerState): PlayerState {
  return {
    name: p.name,
    score: p.score,
    bloodBags: p.bloodBags,
    fatalities: p.fatalities,
    patients: p.patients,
    discharged: p.discharged,
    departments: p.departments,
    specialists: p.specialists,
    workers: p.workers,
    administrator: p.administrator,
    dealtAdministrators: p.dealtAdministrators,
    startingValuesSet: p.startingValuesSet,
    ambulance: p.ambulance,
    returnedImprovementThisRound: p.returnedImprovementThisRound,
    fatalitiesThisRound: p.fatalitiesThisRound,
    rounds: p.rounds,
  };
}

export function copyPlayer(p: PlayerState): PlayerState {
  const copy = playerFields(p);
  copy.patients = p.patients.map((patient) => ({ ...patient }));
  copy.discharged = [...p.discharged];
  copy.departments = p.departments.map((d) => ({ ...d }));
  copy.specialists = [...p.specialists];
  copy.workers = p.workers.map((w) => ({ ...w }));
  copy.dealtAdministrators = [...p.dealtAdministrators];
  copy.rounds = [...p.rounds];
  return copy;
}

/**
 * The acting player for a Phase 3 action (copyForSeat): its own lists of patients and discharged
 * dice, which these actions add to and remove from, but the input's own patients, departments,
 * workers and other lists. Phase 3 changes a patient only as the target of a placement, an ability
 * or a blood bag, and those take a copy of each target first (`ownTargets`); a worker or
 * department is replaced when it changes (`withChanged`). What is not copied needs no comparing
 * back in reshare either.
 */
function copyActingPlayer(p: PlayerState): PlayerState {
  const copy = playerFields(p);
  copy.patients = [...p.patients];
  copy.discharged = [...p.discharged];
  return copy;
}

/** `items` with the first one that `matches` replaced by a copy with `change` (a new list: the
 * items and the list may be the input's own, see copyActingPlayer). */
export function withChanged<T extends object>(items: T[], matches: (item: T) => boolean, change: Partial<T>): T[] {
  const out = items.slice();
  const at = out.findIndex(matches);
  if (at >= 0) out[at] = { ...out[at]!, ...change };
  return out;
}

/** The patients of `ids`, in that order, each first replaced in the player's list by a copy that
 * is the action's own to change (see copyActingPlayer). */
export function ownTargets(player: PlayerState, ids: readonly number[]): Patient[] {
  const patients = player.patients.slice();
  const targets: Patient[] = [];
  for (const id of ids) {
    const at = patients.findIndex((p) => p.id === id);
    if (at < 0) continue;
    const copy = { ...patients[at]! };
    patients[at] = copy;
    targets.push(copy);
  }
  player.patients = patients;
  return targets;
}

const copyEntries = <T>(entries: T[]): T[] => [...entries];

/** A seat's activation; its ability decision is replaced when it changes, never changed, so shared. */
function copyActivation(a: SeatActivation): SeatActivation {
  const copy: SeatActivation = { committed: a.committed, undoDepth: a.undoDepth, ability: a.ability };
  if (a.protect !== undefined) copy.protect = a.protect;
  return copy;
}

const copySolo = (solo: SoloState): SoloState => ({ top: [...solo.top], bottom: [...solo.bottom], completed: [...solo.completed] });

/** A state with the same fields (each part the input's own: replace those that change). */
function stateFields(s: GameState): GameState {
  const copy: GameState = {
    game: s.game,
    config: s.config,
    options: s.options,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    pending: s.pending,
    firstPlayer: s.firstPlayer,
    turnOrder: s.turnOrder,
    players: s.players,
    bag: s.bag,
    departmentStack: s.departmentStack,
    specialistDeck: s.specialistDeck,
    display: s.display,
    intake: s.intake,
    activation: s.activation,
    undo: s.undo,
    actionCount: s.actionCount,
    result: s.result,
  };
  if (s.solo !== undefined) copy.solo = s.solo;
  if (s.eventDeck !== undefined) copy.eventDeck = s.eventDeck;
  if (s.event !== undefined) copy.event = s.event;
  if (s.collections !== undefined) copy.collections = s.collections;
  return copy;
}

export function copyState(s: GameState): GameState {
  const copy = stateFields(s);
  copy.pending = clone(s.pending);
  copy.turnOrder = [...s.turnOrder];
  copy.players = lazyCopies(s.players, copyPlayer);
  copy.departmentStack = [...s.departmentStack];
  copy.specialistDeck = [...s.specialistDeck];
  copy.display = { departments: [...s.display.departments], specialists: [...s.display.specialists] };
  copy.intake = { dice: [...s.intake.dice], ambulances: s.intake.ambulances.map((a) => [...a]), takenBy: [...s.intake.takenBy] };
  copy.activation = lazyCopies(s.activation, copyActivation);
  copy.undo = lazyCopies(s.undo, copyEntries);
  if (s.solo) copy.solo = copySolo(s.solo);
  if (s.collections) copy.collections = { spaces: s.collections.spaces.map((space) => ({ ...space })), passed: [...s.collections.passed] };
  return copy;
}

/** The working copy's per-seat arrays as plain arrays (copyState copies each seat's player,
 * activation and undo stack when the action first reaches it: see lazyCopy.ts). */
export function settleSeats(next: GameState, before: GameState): void {
  next.players = settle(next.players, before.players);
  next.activation = settle(next.activation, before.activation);
  next.undo = settle(next.undo, before.undo);
}

/** Phase 3 actions other than commit change only the acting seat's player, activation and undo
 * stack (and replace the bag: a fatality, an Admissions Nurse's draw), so everything else is
 * shared with the previous state. */
export function copyForSeat(s: GameState, seat: number): GameState {
  const players = s.players.slice();
  players[seat] = copyActingPlayer(players[seat]!);
  const activation = s.activation.slice();
  activation[seat] = copyActivation(activation[seat]!);
  const undo = s.undo.slice();
  undo[seat] = [...undo[seat]!];
  const copy = stateFields(s);
  copy.players = players;
  copy.activation = activation;
  copy.undo = undo;
  return copy;
}

// ---- sharing back what an action left as it was ----------------------------------------------------

type Plain = Record<string, unknown>;

/** Whether two values hold the same plain data. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // Most items and fields are the same primitive or the same shared object: they are told apart
  // here, without a call per item (this comparison runs after every action).
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  let keys = 0;
  for (const key in a) {
    const x = (a as Plain)[key];
    const y = (b as Plain)[key];
    if (x !== y && !sameData(x, y)) return false;
    keys++;
  }
  for (const _ in b) keys--;
  return keys === 0;
}

/**
 * `was` when `value` holds the same data; else `value`, or a copy of it that holds `was`'s own
 * object in each field with the same data. Writes into neither: `value` may be an object of an
 * earlier state too (an undo puts a snapshot player back).
 */
function shareFields<T extends object>(value: T, was: T | undefined): T {
  if (!was || value === was) return value;
  const v = value as Plain;
  const w = was as Plain;
  let out: Plain | null = null;
  let same = true;
  let keys = 0;
  for (const key in v) {
    keys++;
    if (v[key] === w[key]) continue;
    if (sameData(v[key], w[key])) (out ??= { ...v })[key] = w[key];
    else same = false;
  }
  if (same && keys === Object.keys(w).length) return was;
  return (out as T | null) ?? value;
}

/** Parts of a state the server syncs that copyState copies whole (players and the display are shared field by field). */
const WHOLE = ['pending', 'turnOrder', 'intake', 'activation', 'collections', 'solo'] as const;

/**
 * After an action: wherever `next` holds a copy of a part of `before` with the same data (a player,
 * one of its lists, a display row, the intake, the pending decision...), it holds `before`'s own
 * object again. copyState copies a player only when the action reaches it (a read is enough), and
 * copyForSeat always copies the acting seat's: a copy whose data did not change is the input's own
 * object again, so whatever is computed per object (the server's projection into the synced state,
 * the strings it packs) is not computed again for it.
 * Safe for the same reason as the sharing above: a state is never changed once an action returned it.
 */
export function reshare(before: GameState, next: GameState): void {
  if (next.players !== before.players) {
    const players = next.players.map((player, i) => shareFields(player, before.players[i]));
    const same = players.length === before.players.length && players.every((player, i) => player === before.players[i]);
    next.players = same ? before.players : players;
  }
  next.display = shareFields(next.display, before.display);
  const n = next as unknown as Plain;
  const b = before as unknown as Plain;
  for (const key of WHOLE) if (n[key] !== b[key] && sameData(n[key], b[key])) n[key] = b[key];
}
