// Working copies of a state for one action. Which parts are copied follows one rule: anything the
// engine changes in place is copied; items that are only ever added, removed or replaced (bag dice,
// stack items, discharged dice, round scores, config, result, undo snapshots) are shared, and so is
// the bag, which the engine replaces instead of changing (hospital.ts).
// The property tests check that applyAction never mutates its input, which guards this rule.
import { clone } from '../../clone.js';
import { lazyCopies, settle } from '../../lazyCopy.js';
import type { GameState, Patient, PlayerState, SoloState } from './types.js';

export function copyPlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    patients: p.patients.map((patient) => ({ ...patient })),
    discharged: [...p.discharged],
    departments: p.departments.map((d) => ({ ...d })),
    specialists: [...p.specialists],
    workers: p.workers.map((w) => ({ ...w })),
    dealtAdministrators: [...p.dealtAdministrators],
    rounds: [...p.rounds],
  };
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
  return { ...p, patients: [...p.patients], discharged: [...p.discharged] };
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

const copySolo = (solo: SoloState): SoloState => ({ top: [...solo.top], bottom: [...solo.bottom], completed: [...solo.completed] });

export function copyState(s: GameState): GameState {
  const copy: GameState = {
    ...s,
    pending: clone(s.pending),
    turnOrder: [...s.turnOrder],
    players: lazyCopies(s.players, copyPlayer),
    departmentStack: [...s.departmentStack],
    specialistDeck: [...s.specialistDeck],
    display: { departments: [...s.display.departments], specialists: [...s.display.specialists] },
    intake: { dice: [...s.intake.dice], ambulances: s.intake.ambulances.map((a) => [...a]), takenBy: [...s.intake.takenBy] },
    activation: lazyCopies(s.activation, clone),
    undo: lazyCopies(s.undo, copyEntries),
  };
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
  activation[seat] = clone(activation[seat]!);
  const undo = s.undo.slice();
  undo[seat] = [...undo[seat]!];
  return { ...s, players, activation, undo };
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
