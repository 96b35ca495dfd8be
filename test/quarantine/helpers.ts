// Helpers for the Quarantine engine tests: everything goes through the public API.
import { engineSteps, type Step as BaseStep } from '../support/engineSteps.js';
import * as Q from '../../shared/games/quarantine/index.js';
import type { Action, Cubes, GameState, QEvent } from '../../shared/games/quarantine/index.js';

export { Q };
export const { buildPosition, applyAction, legalActions, pendingSeats } = Q;

export type Step = BaseStep<GameState, QEvent>;
export const { step, act, rejects } = engineSteps<GameState, Action, QEvent>(Q);

/** Applies a sequence of actions by the seats the game waits for. */
export function actAll(state: GameState, actions: Action[]): GameState {
  return actions.reduce((s, a) => act(s, Q.pendingSeats(s)[0]!, a), state);
}

export const cubes = (partial: Partial<Cubes>): Cubes => Q.cubesOf(partial);

/** The tile of a seat's hospital at (x, y). */
export const tileAt = (state: GameState, seat: number, x: number, y: number) => state.players[seat]!.hospital.find((t) => t.x === x && t.y === y);

/** Every cube of the game by colour, wherever it is: must stay 24 of each colour and 32 grey. */
export function census(state: GameState): Cubes {
  const out = Q.noCubes();
  const add = (c: Cubes) => {
    for (const k of Q.CUBES) out[k] += c[k];
  };
  add(state.bag);
  add(state.box);
  out.grey += state.stock;
  for (const p of state.players) {
    add(p.supply);
    for (const c of p.queue) out[c] += 1;
    for (const t of p.hospital) {
      if (t.virus) out.grey += 1;
      for (const c of t.patients) out[c] += 1;
    }
  }
  for (const pile of state.piles) if (pile.price) add(pile.price);
  if (state.pending.kind === 'placeCube') out[state.pending.cube] += 1;
  return out;
}

/** Finishes a game with each seat's default action. */
export function playDefaults(state: GameState, limit = 5000): GameState {
  let s = state;
  let guard = 0;
  while (!Q.isOver(s) && guard++ < limit) {
    const seat = pendingSeats(s)[0]!;
    s = act(s, seat, Q.defaultAction(s, seat)!);
  }
  return s;
}
