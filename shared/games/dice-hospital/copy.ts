// Working copies of a state for one action. Which parts are copied follows one rule: anything the
// engine changes in place is copied; items that are only ever added, removed or replaced (bag dice,
// stack items, discharged dice, round scores, config, result, undo snapshots) are shared, and so is
// the bag, which the engine replaces instead of changing (hospital.ts).
// The property tests check that applyAction never mutates its input, which guards this rule.
import { clone } from '../../clone.js';
import type { GameState, PlayerState, SoloState } from './types.js';

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

const copySolo = (solo: SoloState): SoloState => ({ top: [...solo.top], bottom: [...solo.bottom], completed: [...solo.completed] });

export function copyState(s: GameState): GameState {
  const copy: GameState = {
    ...s,
    pending: clone(s.pending),
    turnOrder: [...s.turnOrder],
    players: s.players.map(copyPlayer),
    departmentStack: [...s.departmentStack],
    specialistDeck: [...s.specialistDeck],
    display: { departments: [...s.display.departments], specialists: [...s.display.specialists] },
    intake: { dice: [...s.intake.dice], ambulances: s.intake.ambulances.map((a) => [...a]), takenBy: [...s.intake.takenBy] },
    activation: clone(s.activation),
    undo: s.undo.map((entries) => [...entries]),
  };
  if (s.solo) copy.solo = copySolo(s.solo);
  if (s.collections) copy.collections = { spaces: s.collections.spaces.map((space) => ({ ...space })), passed: [...s.collections.passed] };
  return copy;
}

/** Phase 3 actions other than commit change only the acting seat's player, activation and undo
 * stack (and replace the bag: a fatality, an Admissions Nurse's draw), so everything else is
 * shared with the previous state. */
export function copyForSeat(s: GameState, seat: number): GameState {
  const replaceAt = <T>(items: T[], value: T): T[] => items.map((item, i) => (i === seat ? value : item));
  return {
    ...s,
    players: replaceAt(s.players, copyPlayer(s.players[seat]!)),
    activation: replaceAt(s.activation, clone(s.activation[seat]!)),
    undo: replaceAt(s.undo, [...s.undo[seat]!]),
  };
}

// ---- sharing back what an action left as it was ----------------------------------------------------

type Plain = Record<string, unknown>;

/** Same keys, each value the same (items are flat records: dice, patients, tiles, workers). */
function sameRecord(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  let keys = 0;
  for (const key in a) {
    if ((a as Plain)[key] !== (b as Plain)[key]) return false;
    keys++;
  }
  for (const _ in b) keys--;
  return keys === 0;
}

/** `copy` when it differs from `was`, else `was` (an equal list, item for item). */
function sameList<T>(copy: T[], was: T[]): T[] {
  if (copy === was) return was;
  if (copy.length !== was.length) return copy;
  for (let i = 0; i < copy.length; i++) if (!sameRecord(copy[i], was[i])) return copy;
  return was;
}

/** The copy made for an action, or the player it was copied from when the action left it equal;
 * in between, each of its lists the action left equal is the earlier one again. */
function resharePlayer(copy: PlayerState, was: PlayerState): PlayerState {
  if (copy === was) return was;
  const p = copy as unknown as Plain;
  const w = was as unknown as Plain;
  let same = true;
  let keys = 0;
  for (const key in p) {
    keys++;
    const value = p[key];
    if (value === w[key]) continue;
    if (Array.isArray(value) && Array.isArray(w[key]) && (p[key] = sameList(value, w[key] as unknown[])) === w[key]) continue;
    same = false;
  }
  return same && keys === Object.keys(w).length ? was : copy;
}

/**
 * After an action: wherever `next` holds an equal copy of a player, of one of its lists or of a
 * display row, it holds `before`'s own object again. copyState copies every player for any action
 * that is not seat-scoped, and most such actions change one: the other players stay the same
 * objects, so whatever is computed per object (the server's projection into the synced state, the
 * strings it packs) is not computed again for them. Safe for the same reason as the sharing
 * above: a state is never changed once an action returned it.
 */
export function reshare(before: GameState, next: GameState): void {
  if (next.players !== before.players && next.players.length === before.players.length) {
    next.players = next.players.map((player, i) => resharePlayer(player, before.players[i]!));
    if (next.players.every((player, i) => player === before.players[i])) next.players = before.players;
  }
  if (next.display !== before.display) {
    next.display.departments = sameList(next.display.departments, before.display.departments);
    next.display.specialists = sameList(next.display.specialists, before.display.specialists);
    if (next.display.departments === before.display.departments && next.display.specialists === before.display.specialists) next.display = before.display;
  }
}
