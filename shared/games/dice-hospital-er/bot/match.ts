// A whole game between bots: for tests, benchmarks and the server's own checks of the bots.
import type { LoggedAction } from '../../../engine.js';
import { playBots } from '../../../play.js';
import { applyAction } from '../apply.js';
import { pendingSeats } from '../decisions.js';
import { isOver } from '../flow.js';
import type { Action, GameState } from '../types.js';
import { botAction, type BotLevel } from './index.js';

export interface BotGame {
  state: GameState;
  log: LoggedAction<Action>[];
}

/**
 * Plays `initial` to the end with one bot per seat. When several seats are waited for, a random
 * one acts first (as people would). `onDecision` sees how long each decision took, per seat.
 */
export function playBotGame(initial: GameState, levels: readonly BotLevel[], seed: number, onDecision?: (seat: number, ms: number) => void): BotGame {
  return playBots<GameState, Action, BotLevel>({ applyAction, pendingSeats, isOver }, initial, levels, seed, botAction, 20_000, onDecision);
}
