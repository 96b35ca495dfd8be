// Helpers for the Dice Hospital ER engine tests: everything goes through the public API.
import { engineSteps, type Step as BaseStep } from '../support/engineSteps.js';
import type { ErEvent } from '../../shared/games/dice-hospital-er/index.js';
import * as ER from '../../shared/games/dice-hospital-er/index.js';
import type { Action, GameState } from '../../shared/games/dice-hospital-er/index.js';

export { ER };
export const { buildPosition, applyAction, legalActions, pendingSeats } = ER;

export type Step = BaseStep<GameState, ErEvent>;
export const { step, act, rejects } = engineSteps<GameState, Action, ErEvent>(ER);

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
  const index = ER.AMBULANCE_CARDS.findIndex(
    (card) => card[colour].kind === kind && Object.entries(not ?? {}).every(([c, k]) => card[c as ER.Colour].kind !== k),
  );
  if (index < 0) throw new Error(`no card with ${kind} under ${colour}`);
  return index;
}

/** Builds a 2+ player position at the start of a turn with seat 0 as chief, then has every seat
 * choose (`choices[seat]`): the result waits for admissions. */
export function admitting(desc: ER.PositionDescription, choices: Record<number, ER.Colour>): GameState {
  return chooseAll(buildPosition({ chief: 0, ...desc }), choices);
}
