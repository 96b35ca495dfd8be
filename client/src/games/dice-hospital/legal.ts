// Thin helpers over the engine's legal action list. They only filter and compare what the engine
// offers; every rule decision stays in shared/games/dice-hospital (legalActions).
import type { Action } from '../../../../shared/games/dice-hospital/types.js';

export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

export function ofType<T extends Action['type']>(legal: readonly Action[], type: T): ActionOf<T>[] {
  return legal.filter((a): a is ActionOf<T> => a.type === type);
}

export const sameMembers = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

const containsAll = (big: readonly number[], small: readonly number[]): boolean => small.every((x) => big.includes(x));

/** Patients that can still be added to `selected` on the way to some legal choice. */
export function addablePatients(choices: readonly (readonly number[])[], selected: readonly number[]): Set<number> {
  const out = new Set<number>();
  for (const ids of choices) {
    if (!containsAll(ids, selected)) continue;
    for (const id of ids) if (!selected.includes(id)) out.add(id);
  }
  return out;
}

/** Legal choices whose patient set is exactly `selected`. */
export function exactChoices<A>(actions: readonly A[], ids: (a: A) => readonly number[], selected: readonly number[]): A[] {
  return actions.filter((a) => sameMembers(ids(a), selected));
}

export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
