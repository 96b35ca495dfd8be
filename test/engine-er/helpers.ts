// Helpers for the Dice Hospital ER engine tests: everything goes through the public API.
import { expect } from 'vitest';
import { clone } from '../../shared/clone.js';
import type { ErEvent } from '../../shared/games/dice-hospital-er/index.js';
import * as ER from '../../shared/games/dice-hospital-er/index.js';
import type { Action, GameState } from '../../shared/games/dice-hospital-er/index.js';

export { ER };
export const { buildPosition, applyAction, legalActions, pendingSeats } = ER;

export interface Step { state: GameState; events: ErEvent[] }

/** Applies an action that must be accepted; checks the input state was not mutated. */
export function act(state: GameState, seat: number, action: Action): GameState {
  return step(state, seat, action).state;
}

export function step(state: GameState, seat: number, action: Action): Step {
  const before = clone(state);
  const result = applyAction(state, seat, action);
  expect(state, 'applyAction must never mutate its input').toEqual(before);
  if (!result.ok) throw new Error(`expected seat ${seat} ${JSON.stringify(action)} to be accepted, got ${result.error.code}: ${result.error.message}`);
  return { state: result.state, events: result.events };
}

/** Applies an action that must be rejected with this code. */
export function rejects(state: GameState, seat: number, action: unknown, code: string): void {
  const before = clone(state);
  const result = applyAction(state, seat, action);
  expect(state).toEqual(before);
  expect(result.ok, `expected ${JSON.stringify(action)} to be rejected`).toBe(false);
  if (!result.ok) expect(result.error.code).toBe(code);
}

/** A 1-seat-at-a-time driver: the chief takes `chief`, every other seat `others[seat]` (default: another die). */
export function chooseAll(state: GameState, choices: Record<number, ER.Colour>): GameState {
  let s = state;
  if (s.pending.kind === 'chiefChoice') s = act(s, s.pending.seat, { type: 'chooseDie', colour: choices[s.pending.seat]! });
  while (s.pending.kind === 'choose') {
    const seat = s.pending.seats[0]!;
    s = act(s, seat, { type: 'chooseDie', colour: choices[seat]! });
  }
  return s;
}

/** The value written in a bed, or undefined. */
export const valueIn = (sheet: ER.Sheet, bed: number): number | undefined => ER.bedValues(sheet).get(bed);

/** A sheet from the wards notation with everything else at its start. */
export function sheetOf(wards: string, extra: Partial<ER.Sheet> = {}): ER.Sheet {
  const base = buildPosition({ players: 2, seats: [{ wards }] }).players[0]!.sheet;
  return { ...base, ...extra };
}

/** Finishes a game (from any position) with each seat's default action. */
export function playDefaults(state: GameState): GameState {
  let s = state;
  let guard = 0;
  while (!ER.isOver(s) && guard++ < 2000) {
    const seat = pendingSeats(s)[0]!;
    s = act(s, seat, ER.defaultAction(s, seat)!);
  }
  return s;
}

/** A card whose bonus under `colour` is of this kind (the first in the table). */
export function cardWith(colour: ER.Colour, kind: ER.Bonus['kind'], not?: Partial<Record<ER.Colour, ER.Bonus['kind']>>): number {
  const index = ER.AMBULANCE_CARDS.findIndex((card) =>
    card[colour].kind === kind && Object.entries(not ?? {}).every(([c, k]) => card[c as ER.Colour].kind !== k));
  if (index < 0) throw new Error(`no card with ${kind} under ${colour}`);
  return index;
}

/** Builds a 2+ player position at the start of a turn with seat 0 as chief, then has every seat
 * choose (`choices[seat]`): the result waits for admissions. */
export function admitting(desc: ER.PositionDescription, choices: Record<number, ER.Colour>): GameState {
  return chooseAll(buildPosition({ chief: 0, ...desc }), choices);
}
