// What every action handler looks like: it runs on the working copy of the state and reports a
// refusal as an error (the copy is then thrown away, so a half-done change never escapes).
import type { EngineError } from '../../engine.js';
import type { QEvent } from './log-events.js';
import type { Action, ActionType, GameState } from './types.js';

export const err = (code: string, message: string): EngineError => ({ code, message });

export type Handler<A extends Action> = (state: GameState, seat: number, action: A, events: QEvent[]) => EngineError | null;
export type Handlers<T extends ActionType> = { [K in T]: Handler<Extract<Action, { type: K }>> };

export const validSeat = (state: { players: unknown[] }, seat: number): boolean => Number.isInteger(seat) && seat >= 0 && seat < state.players.length;
