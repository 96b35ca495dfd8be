// The checks every engine's applyAction makes before its handler, in this order and with these
// error codes (docs/engine.md, engine-er.md, engine-quarantine.md): a finished game, a seat that is
// not at the table, an action the pending decision does not take, a seat it does not wait for.
import type { EngineError } from './engine.js';

export interface TurnRules<S> {
  isOver(state: S): boolean;
  /** Whether the pending decision takes this type of action. */
  answers(state: S, type: string): boolean;
  pendingSeats(state: S): number[];
}

type Table = { players: readonly unknown[]; pending: { kind: string } };

/** Why `seat` may not play an action of `type` now, or null. */
export function turnError<S extends Table>(rules: TurnRules<S>, state: S, seat: number, type: string): EngineError | null {
  if (rules.isOver(state)) return { code: 'game_over', message: 'the game is over' };
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) {
    return { code: 'invalid_seat', message: `there is no seat ${String(seat).slice(0, 20)}` };
  }
  if (!rules.answers(state, type)) {
    return { code: 'wrong_phase', message: `${type} is not possible now: the game waits for ${state.pending.kind}` };
  }
  if (!rules.pendingSeats(state).includes(seat)) return { code: 'not_your_turn', message: `it is not your turn to ${state.pending.kind}` };
  return null;
}
